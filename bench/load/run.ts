/**
 * Load on the public reads, served by the real Worker (a script, not a test: throughput depends on the machine).
 * It serves the built SPA with `wrangler dev` from a seeded local D1 state of its own and drives it with autocannon,
 * the same connections for the same time on each endpoint: first a static hashed asset, which Workers Static
 * Assets answer without running the Worker (the local ceiling), then the public reads. It prints requests/s, p50
 * and p99 latency and each endpoint's ratio to its reference, and PASS or FAIL against the target (0.7): a read the
 * Worker answers is judged against the ceiling; a pre-rendered page, a static asset served without the Worker, is
 * judged against a static file of about its size measured in the same run (issue 21), since what it costs is its
 * size, not the Worker.
 *
 * Run: npm run bench:load   (or: SITE_ORIGIN=http://127.0.0.1:8794 npm run build && npx tsx bench/load/run.ts [--port 8794] [--duration 10] [--connections 10])
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { flags, freshState, publishedIds, ROOT, requireBuild, seed, serve } from "../lib/server";

const options = flags({ port: "8794", duration: "10", connections: "10" });
const DURATION = Number(options.duration);
const CONNECTIONS = Number(options.connections);
const TARGET_RATIO = 0.7;
/** A public page the Worker answers, against a static file of about its size (issue 43). */
const PAGE_TARGET_RATIO = 0.9;

/**
 * The smallest hashed script of the build: with next to no body to send, its rate is the cost of a request
 * through wrangler dev's static path alone, the ceiling a Worker response can approach.
 */
function ceilingAsset(): string {
  const assets = path.join(ROOT, "web/dist/assets");
  const scripts = readdirSync(assets).filter((name) => name.endsWith(".js"));
  const smallest = scripts.sort((a, b) => statSync(path.join(assets, a)).size - statSync(path.join(assets, b)).size)[0];
  if (!smallest) throw new Error("web/dist/assets has no script");
  return `/assets/${smallest}`;
}

/** The built static file (not a page) closest in size to `page` (a pre-rendered page in web/dist): its peer. */
function peerAsset(page: string): string {
  const dist = path.join(ROOT, "web/dist");
  const target = statSync(path.join(dist, page)).size;
  const assets = readdirSync(path.join(dist, "assets")).filter((name) => /\.(js|css)$/.test(name));
  const closest = assets.sort(
    (a, b) =>
      Math.abs(statSync(path.join(dist, "assets", a)).size - target) -
      Math.abs(statSync(path.join(dist, "assets", b)).size - target),
  )[0];
  if (!closest) throw new Error("web/dist/assets has no script or style sheet");
  return `/assets/${closest}`;
}

interface Row {
  name: string;
  path: string;
  rps: number;
  p50: number;
  p99: number;
  bytesPerResponse: number;
  non2xx: number;
  errors: number;
}

async function load(name: string, url: string): Promise<Row> {
  // Browsers ask for compression, and wrangler dev gzips what it can; every endpoint is measured the same way.
  const headers = { "accept-encoding": "gzip" };
  for (let i = 0; i < 20; i++) await (await fetch(url, { headers })).arrayBuffer(); // warm-up: compile, D1 pages
  console.error(`${name}: ${DURATION} s at ${CONNECTIONS} connections...`);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  return {
    name,
    path: new URL(url).pathname,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytesPerResponse: result.throughput.total / Math.max(1, result.requests.total),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

requireBuild();
console.error("preparing a seeded local D1 in .wrangler/bench-load...");
const state = freshState("bench-load");
seed(state);
const server = await serve(state, Number(options.port));
const rows: Row[] = [];
try {
  const { jobId } = await publishedIds(server.base);
  const endpoints = [
    { name: "static asset (ceiling)", path: ceilingAsset() },
    { name: "job list", path: "/api/jobs" },
    { name: "one job", path: `/api/jobs/${jobId}` },
    { name: "published articles", path: "/api/content/published-articles" },
    { name: "static file like the home page", path: peerAsset("index.html") },
    // Every public page the Worker answers (issue 43): the pre-rendered ones it serves for their forms' native posts,
    // and the ones it renders with their first answers.
    { name: "home page", path: "/" },
    { name: "contact page", path: "/contact" },
    { name: "apply page", path: "/apply" },
    { name: "booking page", path: "/book" },
    { name: "jobs page", path: "/jobs" },
  ];
  for (const endpoint of endpoints) rows.push(await load(endpoint.name, server.base + endpoint.path));
} finally {
  await server.stop();
}

const [ceiling, ...reads] = rows as [Row, ...Row[]];
const peer = reads.find((row) => row.name.startsWith("static file like"))!;
const isPage = (row: Row) => !row.path.startsWith("/api/");
/** What a row is judged against: a page against the static file like it, the Worker's API reads against the ceiling. */
const referenceOf = (row: Row) => (isPage(row) ? peer : ceiling);
console.log(`\nautocannon through wrangler dev on 127.0.0.1: ${CONNECTIONS} connections, ${DURATION} s per endpoint\n`);
console.log(
  [
    "endpoint",
    "path",
    "req/s",
    "p50 ms",
    "p99 ms",
    "KB/response with headers",
    "non-2xx",
    "errors",
    "vs reference",
    `>= ${TARGET_RATIO} (API), ${PAGE_TARGET_RATIO} (page)`,
  ].join("\t"),
);
for (const row of rows) {
  const reference = row === ceiling || row === peer ? undefined : referenceOf(row);
  const ratio = reference ? row.rps / reference.rps : undefined;
  const target = isPage(row) ? PAGE_TARGET_RATIO : TARGET_RATIO;
  const verdict = ratio === undefined ? "" : ratio >= target ? "PASS" : "FAIL";
  const against = reference === peer ? " (vs its peer)" : reference ? "" : " (reference)";
  console.log(
    [
      row.name,
      row.path,
      Math.round(row.rps),
      row.p50,
      row.p99,
      (row.bytesPerResponse / 1000).toFixed(1),
      row.non2xx,
      row.errors,
      `${ratio?.toFixed(2) ?? "1.00"}${against}`,
      verdict,
    ].join("\t"),
  );
}
