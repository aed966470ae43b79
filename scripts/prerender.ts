/**
 * `npm run build`'s second step, after `vite build`: renders every static public page to HTML so that it paints at
 * once and reads fully without JavaScript (issue 9), then the browser hydrates it (web/main.tsx).
 *
 * - web/entry-server.tsx is built once, for workerd, into worker/page-render/ (generated, not committed): the
 *   Worker uploads it beside its bundle and loads it to render job and article pages and the list pages per request
 *   (worker/pages/page-routes.ts; worker/lazy-modules.ts, decision 047), its chunks as each page needs them, and
 *   this script runs it in Node to render each path of STATIC_SITE_PAGES, the case studies and /login into web/dist as
 *   `<path>.html`, which the assets server answers for `<path>` (html_handling "auto-trailing-slash").
 * - 404.html: the not-found page, which the assets server answers with status 404 for any path nothing serves
 *   (wrangler.toml not_found_handling "404-page").
 * - app-shell.html: the bare shell (an empty #root) for pages only the browser renders: the back office and a
 *   booking's manage link. The Worker serves it (worker/pages/page-routes.ts).
 * - cookie-banner.html: the cookie banner as a native form, which the Worker adds to its public pages for a visitor
 *   who has not chosen (worker/site/consent-banner.ts).
 * - _headers: the security headers of worker/contract/security-headers.ts for every static file, and immutable
 *   caching for the hashed assets.
 */
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";
import { FORM_POSTS } from "../worker/contract/form-posts";
import type { PageRenderer } from "../worker/contract/page-render";
import { IMMUTABLE_ASSET_CACHE, PAGE_SECURITY_HEADERS } from "../worker/contract/security-headers";
import { CASE_STUDY_IDS, STATIC_SITE_PAGES, WORKER_RENDERED_PAGES } from "../worker/contract/site-pages";
import { CONSENT_BANNER_PATH } from "../worker/site/consent-banner";
import { pageFile, prerenderedDocument } from "../worker/site/prerendered-document";

const dist = resolve("web/dist");
/** Holds the committed entry-server.d.ts (the Worker's view of the build) beside what the build writes. */
const rendererOut = resolve("worker/page-render");
/** Any path no route claims renders the not-found page. */
const NOT_FOUND_PATH = "/404";

/** The public forms' confirmation pages (one may serve two forms): static, where native posts redirect. */
const formSentPages = [...new Set(Object.values(FORM_POSTS).map((form) => form.sent))];
const paths = [
  ...STATIC_SITE_PAGES.filter((path) => !WORKER_RENDERED_PAGES.includes(path)),
  ...CASE_STUDY_IDS.map((id) => `/case-studies/${id}`),
  "/login",
  ...formSentPages,
];

rmSync(join(rendererOut, "entry-server.js"), { force: true });
rmSync(join(rendererOut, "assets"), { recursive: true, force: true });
await build({
  configFile: resolve("vite.config.ts"),
  logLevel: "warn",
  // React's production build; the Worker's bundler would otherwise leave the choice to a variable workerd lacks.
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  // One self-contained module for workerd: every dependency bundled, resolved as for a Worker (React's edge server).
  ssr: { target: "webworker", noExternal: true, resolve: { conditions: ["workerd", "worker", "browser"] } },
  build: { ssr: "entry-server.tsx", outDir: rendererOut, emptyOutDir: false, copyPublicDir: false, minify: true },
});
const { renderPage, renderCookieBanner } = (await import(
  pathToFileURL(join(rendererOut, "entry-server.js")).href
)) as PageRenderer;

const template = readFileSync(join(dist, "index.html"), "utf8");
copyFileSync(join(dist, "index.html"), join(dist, "app-shell.html"));

for (const path of [...paths, NOT_FOUND_PATH]) {
  const html = prerenderedDocument(template, path, await renderPage(path));
  const file = join(dist, path === NOT_FOUND_PATH ? "404.html" : pageFile(path));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
}
writeFileSync(join(dist, pageFile(CONSENT_BANNER_PATH)), renderCookieBanner());
const headerLines = Object.entries(PAGE_SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}`);
writeFileSync(
  join(dist, "_headers"),
  [
    "# Written by scripts/prerender.ts from worker/contract/security-headers.ts; edit that file, not this one.",
    "/*",
    ...headerLines,
    "/app-shell",
    "  X-Robots-Tag: noindex",
    CONSENT_BANNER_PATH,
    "  X-Robots-Tag: noindex",
    "/assets/*",
    `  Cache-Control: ${IMMUTABLE_ASSET_CACHE}`,
    "",
  ].join("\n"),
);
console.log(`pre-rendered ${paths.length} pages, 404.html, app-shell.html and the cookie banner into web/dist`);
