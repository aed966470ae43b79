/**
 * The JavaScript every public page loads first (a script, not a test): the built SPA served by `wrangler dev` from a
 * seeded local D1 state of its own, each page opened in headless Chromium at a phone's size, with no one touching
 * it, counting every script it fetches until it settles (the same count bench/lighthouse makes for its six pages),
 * as gzip bytes. Prints each page with PASS or FAIL against the 120 KB budget. It exits 0 whatever the sizes.
 *
 * Run: npm run bench:first-load   (or: npm run build && npx tsx bench/first-load/run.ts [--port 8793])
 */
import { chromium } from "@playwright/test";
import { CASE_STUDY_IDS, STATIC_SITE_PAGES } from "../../worker/contract/site-pages";
import { FIRST_LOAD_JS_BUDGET_BYTES, gzipBytes } from "../lib/first-load";
import { flags, freshState, publishedIds, requireBuild, seed, serve } from "../lib/server";

const options = flags({ port: "8793" });
/** After the app is ready and the network is quiet, how long a page is left alone before its scripts are counted. */
const SETTLE_MS = 1500;

requireBuild();
console.error("preparing a seeded local D1 in .wrangler/bench-first-load...");
const state = freshState("bench-first-load");
seed(state);
const server = await serve(state, Number(options.port));
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || "/usr/bin/chromium" });
const rows: { path: string; bytes: number; files: number }[] = [];
try {
  const { jobId, articleId } = await publishedIds(server.base);
  const paths = [
    ...STATIC_SITE_PAGES,
    ...CASE_STUDY_IDS.map((id) => `/case-studies/${id}`),
    "/login",
    `/jobs/${jobId}`,
    `/article/${articleId}`,
  ];
  for (const path of paths) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.add(request.url());
    });
    await page.goto(server.base + path, { waitUntil: "networkidle" });
    await page.waitForSelector("html[data-ready]", { state: "attached" });
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(SETTLE_MS);
    const sizes = await Promise.all([...scripts].map(gzipBytes));
    rows.push({ path, bytes: sizes.reduce((sum, size) => sum + size, 0), files: sizes.length });
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
console.log(`\nfirst-load JavaScript, gzip, phone viewport, budget < ${kb(FIRST_LOAD_JS_BUDGET_BYTES)} KB\n`);
console.log(["path", "KB", "files", "budget"].join("\t"));
for (const row of rows) {
  console.log(
    [row.path, kb(row.bytes), row.files, row.bytes < FIRST_LOAD_JS_BUDGET_BYTES ? "PASS" : "FAIL"].join("\t"),
  );
}
