import "./styles.css";

let started = false;

/** Runs `callback` once the next frame has been painted (a task queued from the frame's own callback). */
function afterNextFrame(callback: () => void) {
  requestAnimationFrame(() => setTimeout(callback));
}

function start() {
  if (started) return;
  started = true;
  void import("./main");
}

/**
 * The page's first script. Every page arrives rendered (pre-rendered, or by the Worker), so the app starts only once
 * the browser has shown it: no script is fetched or run between a visitor and the content. "Shown" is the first
 * contentful paint as the browser reports it (Paint Timing), not the next frame: a browser may present its first
 * frame late (a busy phone, a fresh headless Chromium, where it came a second after the document was ready), and
 * what the app fetched and ran meanwhile would then stand before the content. And not the first paint alone: a
 * long page may be painted in parts while it is parsed, its first paint before its largest text (the home page's
 * heading); this script runs once the document is parsed, so the frame after the first paint is reported holds all
 * of it, and the app starts after that frame. The bare shell (an empty #root: the back office) has nothing to paint
 * and starts at once; without Paint Timing, the app starts after the next frame; and in any case within three
 * seconds.
 */
if (!document.getElementById("root")?.hasChildNodes()) start();
else {
  if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    new PerformanceObserver((entries) => {
      if (entries.getEntriesByName("first-contentful-paint").length > 0) afterNextFrame(start);
    }).observe({ type: "paint", buffered: true });
  } else {
    afterNextFrame(start);
  }
  setTimeout(start, 3000);
}
