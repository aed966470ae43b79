/**
 * Runs `callback` once the browser is first idle (at the latest after `timeout` ms); returns a cancel function.
 * Safari has no requestIdleCallback: a short timer stands in.
 */
export function whenIdle(callback: () => void, timeout = 3000): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(callback, { timeout });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(callback, 1500);
  return () => clearTimeout(timer);
}
