/**
 * Writing a pre-rendered page into the built index.html (pure string work, unit-tested in
 * test/web/prerender-html.test.ts): the build's static pages (scripts/prerender.ts) and the Worker's job and article
 * pages (worker/pages/page-routes.ts).
 */
import { serializeInlineJson } from "../contract/json-ld";
import type { PageMarkup } from "../contract/page-render";
import { ROUTE_DATA_ELEMENT_ID, type RouteDataEntry } from "../contract/route-data";

/** The empty mount point Vite's index.html carries. */
const EMPTY_ROOT = '<div id="root"></div>';
/** index.html's default head tags for clients without JavaScript, replaced by the page's own. */
const DEFAULT_HEAD_TAGS = /\s*<(title|meta)\s+data-default-head[^>]*>(?:[^<]*<\/title>)?/g;

/** The shell's note for browsers without JavaScript: a pre-rendered page reads without it, so it goes. */
const NOSCRIPT_NOTE = /\s*<noscript>[\s\S]*?<\/noscript>/;

/** The attribute web/main.tsx looks for: the markup in #root was rendered for this address, so it is hydrated. */
export const PRERENDERED_ATTRIBUTE = "data-prerendered";

/**
 * The built shell with the page's head tags in place of the defaults and its markup in #root, marked for hydration
 * at `address` (its path, and query string if any). `routeData`, the answers the page was rendered with, is written
 * for the browser to seed its query cache from (web/lib/route-data.ts), so that its first render matches.
 */
export function prerenderedDocument(
  template: string,
  address: string,
  page: PageMarkup,
  routeData: readonly RouteDataEntry[] = [],
): string {
  if (!template.includes(EMPTY_ROOT)) throw new Error(`the built index.html has no ${EMPTY_ROOT}`);
  if (!page.head.includes("<title>")) throw new Error(`${address} rendered no <title> (each page renders a PageHead)`);
  const withHead = template
    .replace(DEFAULT_HEAD_TAGS, "")
    .replace(NOSCRIPT_NOTE, "")
    .replace("</head>", () => `${page.head}\n  </head>`);
  const root = `<div id="root" ${PRERENDERED_ATTRIBUTE}="${escapeAttribute(address)}">${page.body}</div>`;
  const data =
    routeData.length > 0
      ? `<script type="application/json" id="${ROUTE_DATA_ELEMENT_ID}">${serializeInlineJson(routeData)}</script>`
      : "";
  return withHead.replace(EMPTY_ROOT, () => root).replace("</body>", () => `${data}</body>`);
}

/** Where a path's page goes under the build directory: "/" is index.html, "/company/about" company/about.html. */
export function pageFile(path: string): string {
  if (!path.startsWith("/")) throw new Error(`not a path: ${path}`);
  return path === "/" ? "index.html" : `${path.slice(1)}.html`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}
