import type { MouseEvent } from "react";

/** The id of each layout's `<main>`, the skip link's target. */
export const MAIN_ID = "main-content";

/** First thing in the tab order: jumps keyboard users past the header to the page itself. */
export function SkipLink() {
  // Moving focus directly (rather than following the hash) keeps "#main-content" out of the URL and history.
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  }
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={skip}
      className="sr-only rounded-md bg-white px-4 py-2 font-semibold text-primary shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:px-4 focus:py-2"
    >
      Skip to content
    </a>
  );
}
