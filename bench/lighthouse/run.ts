/**
 * Lighthouse on the public pages, served by the real Worker (a script, not a test: scores depend on the machine).
 * It serves the built SPA with `wrangler dev` from a seeded local D1 state of its own, runs Lighthouse's default
 * mobile preset (simulated throttling) in headless Chromium on a static page and eight public pages, and prints the
 * four category scores, LCP, CLS, TBT and the JavaScript each page loads first, then each target with PASS or FAIL,
 * then the audits that cost accessibility, best-practices and SEO points. It exits 0 whatever the scores.
 *
 * The protocol (issue 21): each run in a fresh Chromium process (no cache, no warmed-up compiler carried from one
 * run to the next), five runs a page, and each figure is the median of its runs. A run that ends in a Lighthouse
 * runtime error (NO_NAVSTART, NO_FCP...) is run again, up to twice, instead of losing the whole bench.
 *
 * Run: npm run bench:lighthouse   (or: SITE_ORIGIN=http://127.0.0.1:8795 npm run build && npx tsx bench/lighthouse/run.ts [--port 8795] [--runs 5]
 * [--pages home,jobs])
 */
import { launch } from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { gzipBytes, FIRST_LOAD_JS_BUDGET_BYTES as JS_BUDGET_BYTES } from "../lib/first-load";
import { flags, freshState, publishedIds, requireBuild, seed, serve } from "../lib/server";

const options = flags({ port: "8795", runs: "5", pages: "" });
/** A page served straight from the build's assets, no Worker on its way: what a page can cost at best. */
const STATIC_PAGE = "/privacy-policy";
/** How much later than the static page's a page's largest paint may come (issue 43). */
const LCP_OVER_STATIC = 1.2;
/** Attempts of one run before the bench gives up on it: a runtime error is usually the machine, not the page. */
const ATTEMPTS = 3;
const RUNS = Number(options.runs);
const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";
// The machine's network is closed: without the background-networking flags Chromium keeps trying Google's hosts,
// which would show up in the network log and the console Lighthouse reads.
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

interface PageResult {
  name: string;
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsBytes: number;
  jsFiles: number;
  failing: Record<"accessibility" | "best-practices" | "seo", string[]>;
}

/**
 * The JavaScript a page loads first: every script request (resourceType Script, which includes Vite's modulepreloads
 * and the lazy chunks) Lighthouse saw while the page loaded and settled with no one touching it. The load event is
 * no boundary: web/boot.ts starts the app after the first paint, often after the load event, and that script is
 * still what a visitor's phone downloads and runs on arrival. Chunks that wait for a scroll or a click are not counted.
 */
function firstLoadScriptUrls(lhr: Result): string[] {
  const requests = lhr.audits["network-requests"]!.details as unknown as {
    items: { url: string; resourceType?: string }[];
  };
  return requests.items.filter((item) => item.resourceType === "Script").map((item) => item.url);
}

/**
 * Audits of a category that scored below full marks (informative, manual and not-applicable ones carry no weight),
 * each with the first few things it flagged, so the output says what to fix without opening a report.
 */
function failingAudits(lhr: Result, category: "accessibility" | "best-practices" | "seo"): string[] {
  return lhr.categories[category]!.auditRefs.map((ref) => lhr.audits[ref.id]!)
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 1 &&
        audit.scoreDisplayMode !== "informative" &&
        audit.scoreDisplayMode !== "manual",
    )
    .map((audit) => {
      const items =
        (
          audit.details as
            | { items?: { issueType?: string; text?: string; url?: string; node?: { nodeLabel?: string } }[] }
            | undefined
        )?.items ?? [];
      const flagged = [
        ...new Set(
          items.map((item) => item.issueType ?? item.text ?? item.node?.nodeLabel ?? item.url ?? "").filter(Boolean),
        ),
      ];
      const shown = flagged.slice(0, 3).map((label) => JSON.stringify(label.split("\n")[0]!.slice(0, 60)));
      return `${audit.id}: ${audit.title}${shown.length ? ` [${shown.join(", ")}${flagged.length > 3 ? ", ..." : ""}]` : ""}`;
    });
}

requireBuild();
console.error("preparing a seeded local D1 in .wrangler/bench-lighthouse...");
const state = freshState("bench-lighthouse");
seed(state);
const server = await serve(state, Number(options.port));
const results: PageResult[] = [];

/** One Lighthouse run of `url` in a Chromium process of its own, run again after a runtime error. */
async function runOnce(url: string): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
      });
      const error = result ? result.lhr.runtimeError : { code: "NO_RESULT", message: "lighthouse returned nothing" };
      if (!error) return result!.lhr;
      if (attempt >= ATTEMPTS) throw new Error(`${url}: ${error.code} ${error.message} (${ATTEMPTS} attempts)`);
      console.error(`  ${error.code}: running it again`);
    } finally {
      chrome.kill();
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
try {
  const { jobId, articleId } = await publishedIds(server.base);
  const pages = [
    // The reference (issue 43): a pre-rendered page the assets serve without the Worker; every page's LCP is judged
    // against its LCP in the same run.
    { name: "static", path: STATIC_PAGE },
    { name: "home", path: "/" },
    { name: "jobs", path: "/jobs" },
    { name: "job", path: `/jobs/${jobId}` },
    { name: "resources", path: "/resources" },
    { name: "article", path: `/article/${articleId}` },
    { name: "book", path: "/book" },
    { name: "apply", path: "/apply" },
    { name: "contact", path: "/contact" },
  ];
  // `--pages static,home,jobs`: only those (the static reference always runs, for the LCP ratio).
  const only = options.pages ? new Set(["static", ...options.pages.split(",")]) : null;
  for (const page of pages.filter((p) => !only || only.has(p.name))) {
    const runs: Result[] = [];
    for (let i = 0; i < RUNS; i++) {
      console.error(`${page.path}: run ${i + 1} of ${RUNS}...`);
      runs.push(await runOnce(server.base + page.path));
    }
    // Each figure is the median of the runs; the audits listed and the scripts counted are those of Lighthouse's own
    // representative run (closest to the median FCP and TTI).
    const lhr = computeMedianRun(runs);
    const medianOf = (read: (run: Result) => number) => median(runs.map(read));
    const scripts = firstLoadScriptUrls(lhr);
    const sizes = await Promise.all(scripts.map(gzipBytes));
    results.push({
      ...page,
      scores: Object.fromEntries(
        CATEGORIES.map((id) => [id, Math.round(medianOf((run) => run.categories[id]!.score ?? 0) * 100)]),
      ) as PageResult["scores"],
      lcpMs: medianOf((run) => run.audits["largest-contentful-paint"]!.numericValue!),
      cls: medianOf((run) => run.audits["cumulative-layout-shift"]!.numericValue!),
      tbtMs: medianOf((run) => run.audits["total-blocking-time"]!.numericValue!),
      jsBytes: sizes.reduce((sum, bytes) => sum + bytes, 0),
      jsFiles: scripts.length,
      failing: {
        accessibility: failingAudits(lhr, "accessibility"),
        "best-practices": failingAudits(lhr, "best-practices"),
        seo: failingAudits(lhr, "seo"),
      },
    });
  }
} finally {
  await server.stop();
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
console.log(
  `\nLighthouse mobile preset, simulated throttling, wrangler dev on 127.0.0.1; median of ${RUNS} runs, each in a fresh Chromium\n`,
);
console.log(
  ["page", "path", "perf", "a11y", "best-pr", "seo", "LCP ms", "CLS", "TBT ms", "first-load JS KB gzip (files)"].join(
    "\t",
  ),
);
for (const r of results) {
  const { performance, accessibility, seo } = r.scores;
  console.log(
    [
      r.name,
      r.path,
      performance,
      accessibility,
      r.scores["best-practices"],
      seo,
      Math.round(r.lcpMs),
      r.cls.toFixed(3),
      Math.round(r.tbtMs),
      `${kb(r.jsBytes)} (${r.jsFiles})`,
    ].join("\t"),
  );
}

const targets: { name: string; ok: (r: PageResult) => boolean }[] = [
  { name: "performance >= 95", ok: (r) => r.scores.performance >= 95 },
  { name: "total blocking time < 200 ms", ok: (r) => r.tbtMs < 200 },
  { name: "accessibility = 100", ok: (r) => r.scores.accessibility === 100 },
  { name: "best practices >= 95", ok: (r) => r.scores["best-practices"] >= 95 },
  { name: "SEO = 100", ok: (r) => r.scores.seo === 100 },
  { name: `first-load JS < ${kb(JS_BUDGET_BYTES)} KB`, ok: (r) => r.jsBytes < JS_BUDGET_BYTES },
  {
    name: `LCP <= ${LCP_OVER_STATIC}x the static page's`,
    ok: (r) => r.lcpMs <= LCP_OVER_STATIC * (results.find((page) => page.path === STATIC_PAGE)?.lcpMs ?? 0),
  },
];
console.log(`\ntarget\t${results.map((r) => r.name).join("\t")}\tverdict`);
for (const target of targets) {
  const marks = results.map((r) => (target.ok(r) ? "PASS" : "FAIL"));
  console.log([target.name, ...marks, marks.includes("FAIL") ? "FAIL" : "PASS"].join("\t"));
}

console.log("\naudits below full marks (accessibility, best-practices, SEO)");
for (const r of results) {
  for (const [category, audits] of Object.entries(r.failing)) {
    for (const audit of audits) console.log(`${r.name}\t${category}\t${audit}`);
  }
}
