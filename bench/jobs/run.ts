/**
 * Benchmark of GET /api/jobs at 1,000, 10,000 and 100,000 jobs (a script, not a test: timings depend on the
 * machine). For each size it builds a separate local D1 state under .wrangler/bench-jobs/<size>, applies the real
 * migrations, bulk-inserts generated jobs (the FTS triggers index them as in production), serves the built Worker
 * with `wrangler dev`, and times three requests a visitor makes: the first page with no filter, a keyword search,
 * and a keyword with location and industry. It prints median and p99 per size and the ratio to the 1,000-job
 * figure.
 *
 * Run: npm run build && npx tsx bench/jobs/run.ts [--port 8796] [--requests 100] [--sizes 1000,10000,100000]
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { INDUSTRIES, JOB_LOCATIONS, JOB_TYPES } from "../../worker/contract/site-enums";
import { flags, freshState, percentile, requireBuild, serve, wrangler } from "../lib/server";

const options = flags({ port: "8796", requests: "100", sizes: "1000,10000,100000" });
const PORT = Number(options.port);
const REQUESTS = Number(options.requests);
const SIZES = options.sizes.split(",").map(Number);

const SCENARIOS = {
  "no filter": "/api/jobs",
  keyword: "/api/jobs?title=software%20engineer",
  "keyword+filters": `/api/jobs?title=manager&location=${encodeURIComponent("New York, NY")}&industry=Technology`,
} as const;
type Scenario = keyof typeof SCENARIOS;

// A small deterministic generator (mulberry32), so every run builds the same data.
let seed = 42;
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const LEVELS = ["Junior", "Senior", "Lead", "Principal", "Staff", "Associate"];
const ROLES = [
  "Software Engineer",
  "Account Manager",
  "Registered Nurse",
  "Financial Analyst",
  "Operations Manager",
  "Data Scientist",
  "Plant Controller",
  "Project Manager",
  "Quality Engineer",
  "Sales Director",
  "HR Business Partner",
  "Teacher",
];
const WORDS =
  "team build lead customers growth platform patients finance plant quality reporting strategy cloud systems data hospital compliance budget operations market design service contract program training safety analysis vendor schedule".split(
    " ",
  );
const LOCATIONS = [...JOB_LOCATIONS, "Indianapolis, IN", "Carmel, IN", "Denver, CO", "Atlanta, GA"];
const sqlText = (text: string) => `'${text.replace(/'/g, "''")}'`;

function jobsSql(count: number): string {
  const now = Date.now();
  const rows: string[] = [];
  for (let i = 0; i < count; i++) {
    const title = `${pick(LEVELS)} ${pick(ROLES)}`;
    const description = Array.from({ length: 60 }, () => pick(WORDS)).join(" ");
    const created = now - Math.floor(random() * 90 * 24 * 3600 * 1000);
    const status = random() < 0.9 ? "published" : pick(["draft", "archived"]);
    rows.push(
      `(${sqlText(`bench-${i}`)}, ${sqlText(title)}, ${sqlText(`Company ${i % 997}`)}, ${sqlText(pick(LOCATIONS))}, ${sqlText(pick(JOB_TYPES))}, ${sqlText(pick(INDUSTRIES))}, ${sqlText(description)}, '• One\n• Two', ${sqlText(status)}, ${created}, ${created})`,
    );
  }
  const statements: string[] = [];
  // D1 caps one statement at 100 KB: 100 rows (about 50 KB) per insert.
  for (let i = 0; i < rows.length; i += 100) {
    statements.push(
      `INSERT INTO jobs (id, title, company, location, type, industry, description, requirements, status, created_at, updated_at) VALUES ${rows.slice(i, i + 100).join(",\n")};`,
    );
  }
  return statements.join("\n");
}

async function measure(url: string): Promise<{ median: number; p99: number; total: string }> {
  let total = "";
  for (let i = 0; i < 20; i++) await (await fetch(url)).arrayBuffer(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const start = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    times.push(performance.now() - start);
    total = response.headers.get("X-Total-Count") ?? "";
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p99: percentile(times, 99), total };
}

requireBuild();
const results = new Map<number, Record<Scenario, { median: number; p99: number; total: string }>>();
for (const size of SIZES) {
  console.error(`[${size}] migrating and inserting ${size} jobs...`);
  const state = freshState(`bench-jobs/${size}`);
  const file = path.join(state, "jobs.sql");
  writeFileSync(file, jobsSql(size));
  wrangler(["d1", "execute", "DB", "--local", "--persist-to", state, "--file", file]);

  console.error(`[${size}] serving on :${PORT} and measuring ${REQUESTS} requests per scenario...`);
  const server = await serve(state, PORT);
  try {
    const row = {} as Record<Scenario, { median: number; p99: number; total: string }>;
    for (const [name, url] of Object.entries(SCENARIOS) as [Scenario, string][])
      row[name] = await measure(server.base + url);
    results.set(size, row);
  } finally {
    await server.stop();
  }
}

const base = results.get(SIZES[0]!)!;
console.log(`\nGET /api/jobs through wrangler dev, ${REQUESTS} sequential requests per scenario (milliseconds)\n`);
console.log(["jobs", "scenario", "matches", "median", "p99", "median vs 1,000"].join("\t"));
for (const [size, row] of results) {
  for (const name of Object.keys(SCENARIOS) as Scenario[]) {
    const { median, p99, total } = row[name];
    console.log(
      [
        size.toLocaleString("en-US"),
        name,
        total,
        median.toFixed(2),
        p99.toFixed(2),
        `${(median / base[name].median).toFixed(2)}x`,
      ].join("\t"),
    );
  }
}
