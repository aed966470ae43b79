import type { Page } from "@playwright/test";

/**
 * Holds back every script of the page matching `pattern` until the test calls the returned `release`, as a slow phone
 * on a slow network receives them only after its visitor has started typing: the page paints and is used without them
 * meanwhile. The test releases them once it has done what the visitor does first, so it waits on that, never on a
 * fixed time (which had each wave of the app's imports wait its seconds, and raced a slow run's typing).
 */
export async function holdScripts(page: Page, pattern: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    // A script of a page the visitor has already left is no longer wanted.
    await route.continue().catch(() => undefined);
  });
  return release;
}
