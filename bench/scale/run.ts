/**
 * Lists at scale (issue 21; a script, not a test: timings depend on the machine). For each size it builds a local D1
 * state of its own through the real migrations, fills it with generated rows in SQL (so the triggers index them as
 * in production), serves the built Worker with `wrangler dev`, signs a generated admin in, and times the first page
 * of every public and staff list and a keyword search of each, each request different from the last so no cache
 * answers it. It prints each median at both sizes with the ratio (target: the large size within 2x of the small),
 * and the bytes /resources transfers on its first load at both sizes (target: the same).
 *
 * Run: npm run build && npx tsx bench/scale/run.ts [--port 8792] [--requests 30] [--sizes small,large]
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { hashPassword } from "../../worker/domain/password";
import { gzipBytes } from "../lib/first-load";
import { flags, freshState, percentile, requireBuild, serve, wrangler } from "../lib/server";

const options = flags({ port: "8792", requests: "30", sizes: "small,large" });
const PORT = Number(options.port);
const REQUESTS = Number(options.requests);

/** Rows per table at each size: the small one is the reference, the large one what a busy firm holds after years. */
const SIZES = {
  small: { jobs: 1_000, articles: 1_000, applications: 1_000, leads: 1_000 },
  large: { jobs: 100_000, articles: 10_000, applications: 100_000, leads: 50_000 },
} as const;
type Size = keyof typeof SIZES;

const ADMIN = { username: "bench-admin", password: "bench-admin-password-not-secret" };

/** Lists as their screens first ask for them, and a keyword search of each. */
const SCENARIOS: { name: string; path: string; staff?: boolean }[] = [
  { name: "jobs (public)", path: "/api/jobs?status=published&limit=10&offset=0" },
  { name: "jobs (public) search", path: "/api/jobs?status=published&title=engineer&limit=10&offset=0" },
  { name: "articles (public)", path: "/api/content/published-articles?sort=newest&limit=12&offset=0" },
  { name: "articles (public) search", path: "/api/content/published-articles?q=salary&sort=newest&limit=12&offset=0" },
  { name: "resource stats", path: "/api/content/resource-stats" },
  { name: "jobs (staff)", path: "/api/jobs?limit=25&offset=0", staff: true },
  { name: "jobs (staff) search", path: "/api/jobs?title=nurse&limit=25&offset=0", staff: true },
  { name: "applications", path: "/api/admin/applications?limit=25&offset=0", staff: true },
  { name: "applications search", path: "/api/admin/applications?q=taylor&limit=25&offset=0", staff: true },
  { name: "candidates", path: "/api/admin/candidates?limit=25&offset=0", staff: true },
  { name: "candidates search", path: "/api/admin/candidates?q=morgan&limit=25&offset=0", staff: true },
  { name: "messages", path: "/api/admin/messages?limit=25&offset=0", staff: true },
  { name: "messages search", path: "/api/admin/messages?q=parker&limit=25&offset=0", staff: true },
  { name: "activity log", path: "/api/admin/activity-logs?limit=25&offset=0", staff: true },
  { name: "deliveries", path: "/api/admin/deliveries?limit=25&offset=0", staff: true },
];

/** The words generated text is made of; a row's words follow from its number, so every run builds the same data. */
const WORDS =
  "team build lead customers growth platform patients finance plant quality reporting strategy cloud systems data hospital compliance budget operations market design service contract program training safety analysis vendor schedule salary".split(
    " ",
  );
const FIRST = [
  "Avery",
  "Jordan",
  "Taylor",
  "Morgan",
  "Casey",
  "Riley",
  "Quinn",
  "Parker",
  "Reese",
  "Drew",
  "Jamie",
  "Skyler",
];
const LAST = [
  "Smith",
  "Garcia",
  "Nguyen",
  "Patel",
  "Johnson",
  "Brown",
  "Lee",
  "Martinez",
  "Davis",
  "Clark",
  "Lewis",
  "Walker",
];

const list = (items: readonly string[]) => items.map((item, i) => `(${i}, '${item}')`).join(", ");

/**
 * One statement per table, each a recursive count: the rows are numbered 0..n-1 and every column follows from the
 * number (newest first by number, spread over two years), so a million rows need no megabytes of SQL.
 */
function generatedSql(size: (typeof SIZES)[Size], adminHash: string): string {
  // D1 refuses temporary tables: the word lists are common table expressions of each statement.
  const numbers = (n: number) =>
    `WITH RECURSIVE words(k, w) AS (VALUES ${list(WORDS)}), firsts(k, w) AS (VALUES ${list(FIRST)}), lasts(k, w) AS (VALUES ${list(LAST)}), n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${n - 1})`;
  const word = (expression: string) => `(SELECT w FROM words WHERE k = (${expression}) % ${WORDS.length})`;
  // At most 30 words a column: SQLite limits an expression's depth to 100. A body repeats its words a dozen times.
  const text = (i: string, count: number) =>
    Array.from({ length: count }, (_, k) => word(`${i} * ${k * 7 + 3} + ${k}`)).join(" || ' ' || ");
  const first = `(SELECT w FROM firsts WHERE k = i % ${FIRST.length})`;
  const last = `(SELECT w FROM lasts WHERE k = (i / ${FIRST.length}) % ${LAST.length})`;
  const when = (n: number) => `(unixepoch() * 1000 - i * ${Math.floor((2 * 365 * 24 * 3600 * 1000) / n)})`;
  return `
INSERT INTO users (id, username, password, role, is_active) VALUES ('bench-admin', '${ADMIN.username}', '${adminHash}', 'admin', 1);
${numbers(size.jobs)} INSERT INTO jobs (id, title, company, location, type, industry, description, requirements, status, created_at, updated_at)
  SELECT 'job-' || i, ${word("i")} || ' ' || (CASE i % 4 WHEN 0 THEN 'Engineer' WHEN 1 THEN 'Nurse' WHEN 2 THEN 'Manager' ELSE 'Analyst' END),
    'Company ' || (i % 997), (CASE i % 3 WHEN 0 THEN 'New York, NY' WHEN 1 THEN 'Chicago, IL' ELSE 'Remote' END), 'Full-time',
    (CASE i % 3 WHEN 0 THEN 'Technology' WHEN 1 THEN 'Healthcare' ELSE 'Finance' END), ${text("i", 30)}, '• One',
    (CASE WHEN i % 10 = 9 THEN 'draft' ELSE 'published' END), ${when(size.jobs)}, ${when(size.jobs)} FROM n;
${numbers(size.articles)} INSERT INTO articles (id, title, content, summary, category, author, read_time, status, published_at, created_at, updated_at)
  SELECT 'article-' || i, 'On ' || ${word("i")} || ' and ' || ${word("i * 3 + 1")}, replace(hex(zeroblob(12)), '00', ${text("i", 30)} || ' '), ${text("i + 5", 25)},
    (CASE i % 3 WHEN 0 THEN 'Salary Negotiation' WHEN 1 THEN 'Market Trends' ELSE 'Career Guidance' END), 'Talent Partners', 1 + i % 9,
    (CASE WHEN i % 10 = 9 THEN 'draft' ELSE 'published' END), (CASE WHEN i % 10 = 9 THEN NULL ELSE ${when(size.articles)} END),
    ${when(size.articles)}, ${when(size.articles)} FROM n;
${numbers(size.applications / 2)} INSERT INTO candidates (id, first_name, last_name, email, phone, created_at, updated_at)
  SELECT 'candidate-' || i, ${first}, ${last}, 'person' || i || '@example.com', '317555' || printf('%04d', i % 10000), ${when(size.applications / 2)}, ${when(size.applications / 2)} FROM n;
${numbers(size.applications)} INSERT INTO applications (id, first_name, last_name, email, phone, current_position, job_id, stage, candidate_id, created_at)
  SELECT 'application-' || i, ${first.replace("i %", "(i / 2) %")}, ${last.replace("(i /", "((i / 2) /")}, 'person' || (i / 2) || '@example.com', '317555' || printf('%04d', (i / 2) % 10000),
    ${word("i")} || ' lead', 'job-' || (i % ${size.jobs}), 'new', 'candidate-' || (i / 2), ${when(size.applications)} FROM n;
${numbers(size.leads)} INSERT INTO contacts (id, first_name, last_name, email, inquiry, message, source, status, created_at)
  SELECT 'contact-' || i, ${first}, ${last}, 'contact' || i || '@example.com', 'Hiring', ${text("i", 30)}, 'contact-page', 'new', ${when(size.leads)} FROM n;
${numbers(size.leads)} INSERT INTO crm_leads (id, contact_id, lead_type, lead_source, lead_score, created_at, updated_at)
  SELECT 'lead-' || i, 'contact-' || i, 'contact', 'contact-page', i % 100, ${when(size.leads)}, ${when(size.leads)} FROM n;
`;
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  // One cookie: the session's name=value, before its attributes.
  return (response.headers.get("set-cookie") ?? "").split(";")[0]!;
}

/** The median of REQUESTS sequential requests, each with its own query string so no cache answers it. */
async function measure(url: string, cookie: string | undefined): Promise<{ median: number; total: string }> {
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  const times: number[] = [];
  let total = "";
  for (let i = -5; i < REQUESTS; i++) {
    const start = performance.now();
    const response = await fetch(`${url}${url.includes("?") ? "&" : "?"}_=${Date.now()}-${i}`, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    if (i >= 0) times.push(performance.now() - start); // the first five warm the isolate up
    total = response.headers.get("X-Total-Count") ?? "";
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), total };
}

/**
 * What /resources transfers on a first load, as gzip: its page, which the Worker renders with its first 12 article
 * summaries and the statistics (decision 035), so the browser asks for neither.
 */
async function resourcesBytes(base: string): Promise<number> {
  return gzipBytes(`${base}/resources`);
}

requireBuild();
const adminHash = await hashPassword(ADMIN.password);
const results = new Map<Size, { lists: Map<string, { median: number; total: string }>; resources: number }>();
for (const size of options.sizes.split(",") as Size[]) {
  console.error(`[${size}] migrating and generating ${JSON.stringify(SIZES[size])}...`);
  const state = freshState(`bench-scale/${size}`);
  const file = path.join(state, "generated.sql");
  writeFileSync(file, generatedSql(SIZES[size], adminHash));
  wrangler(["d1", "execute", "DB", "--local", "--persist-to", state, "--file", file]);
  console.error(`[${size}] serving on :${PORT} and measuring ${REQUESTS} requests per list...`);
  const server = await serve(state, PORT);
  try {
    const cookie = await signIn(server.base);
    const lists = new Map<string, { median: number; total: string }>();
    for (const scenario of SCENARIOS)
      lists.set(scenario.name, await measure(server.base + scenario.path, scenario.staff ? cookie : undefined));
    results.set(size, { lists, resources: await resourcesBytes(server.base) });
  } finally {
    await server.stop();
  }
}

const small = results.get("small");
const large = results.get("large");
console.log(`\nLists through wrangler dev, median of ${REQUESTS} sequential requests (ms), small vs large data\n`);
console.log(
  ["list", "rows (small)", "median small", "rows (large)", "median large", "large / small", "<= 2x"].join("\t"),
);
for (const { name } of SCENARIOS) {
  const a = small?.lists.get(name);
  const b = large?.lists.get(name);
  const ratio = a && b ? b.median / a.median : undefined;
  console.log(
    [
      name,
      a?.total ?? "",
      a?.median.toFixed(1) ?? "",
      b?.total ?? "",
      b?.median.toFixed(1) ?? "",
      ratio?.toFixed(2) ?? "",
      ratio === undefined ? "" : ratio <= 2 ? "PASS" : "FAIL",
    ].join("\t"),
  );
}
if (small && large) {
  const same = Math.abs(large.resources - small.resources) <= small.resources * 0.05;
  console.log(
    `\n/resources first load (the page with its list and statistics, gzip): small ${small.resources} B, large ${large.resources} B\t${same ? "PASS" : "FAIL"} (within 5%)`,
  );
}
