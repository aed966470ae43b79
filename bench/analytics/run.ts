/**
 * The analytics at scale (issue 34 item 3; a script, not a test: timings depend on the machine). For each size it
 * builds a local D1 state of its own through the real migrations, fills it in SQL with applications (each with its
 * lead and one to three stage changes, some landing on articles), contact messages with campaigns, bookings, job
 * alert subscriptions and LinkedIn posts spread over two years, serves the built Worker with `wrangler dev`, signs a
 * generated admin in and times `GET /api/admin/analytics` for the last 30 days and the last 366 days. It prints each
 * median at both sizes with the ratio, and the query plan of the heaviest statements at the large size (each should
 * SEARCH an index, not SCAN a table).
 *
 * Run: npm run build && npx tsx bench/analytics/run.ts [--port 8817] [--requests 15] [--sizes small,large]
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { hashPassword } from "../../worker/domain/password";
import { flags, freshState, percentile, ROOT, requireBuild, serve, wrangler } from "../lib/server";

const options = flags({ port: "8817", requests: "15", sizes: "small,large" });
const PORT = Number(options.port);
const REQUESTS = Number(options.requests);

/** Rows per table: the small size is the reference, the large one 100,000 applications. */
const SIZES = {
  small: { applications: 1_000, jobs: 100, contacts: 500, appointments: 200, subscriptions: 500 },
  large: { applications: 100_000, jobs: 2_000, contacts: 50_000, appointments: 10_000, subscriptions: 20_000 },
} as const;
type Size = keyof typeof SIZES;

const WRANGLER = path.join(ROOT, "node_modules/wrangler/bin/wrangler.js");
const ADMIN = { username: "bench-admin", password: "bench-admin-password-not-secret" };
const TWO_YEARS_MS = 2 * 365 * 24 * 3600 * 1000;
const STAGES = ["new", "contacted", "qualifying", "submitted", "interviewing", "offered", "placed", "not_a_fit"];

/** Every column follows from the row's number i, newest first over two years, so each run builds the same data. */
function generatedSql(size: (typeof SIZES)[Size], adminHash: string): string {
  const numbers = (n: number) => `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${n - 1})`;
  const when = (n: number) => `(unixepoch() * 1000 - i * ${Math.floor(TWO_YEARS_MS / n)})`;
  const stage = (expression: string) =>
    `(CASE ${expression} ${STAGES.map((name, k) => `WHEN ${k} THEN '${name}'`).join(" ")} END)`;
  const apps = size.applications;
  return `
INSERT INTO users (id, username, password, role, is_active) VALUES ('bench-admin', '${ADMIN.username}', '${adminHash}', 'admin', 1);
${numbers(size.jobs)} INSERT INTO jobs (id, title, company, location, type, industry, description, requirements, status)
  SELECT 'job-' || i, 'Job ' || i, 'Acme', 'Remote', 'Full-time', 'Technology', 'd', 'r', 'published' FROM n;
${numbers(20)} INSERT INTO articles (id, title, content, summary, category, author, read_time, status)
  SELECT 'article-' || i, 'Article ' || i, 'Body', 'Summary', 'Industry Insights', 'Talent Partners', 3, 'published' FROM n;
${numbers(apps)} INSERT INTO applications (id, first_name, last_name, email, phone, job_id, stage, landing_page, created_at)
  SELECT 'application-' || i, 'A', 'B', 'person' || i || '@example.com', '3175550100', 'job-' || (i % ${size.jobs}),
    ${stage(`i % ${STAGES.length}`)}, (CASE WHEN i % 5 = 0 THEN '/article/article-' || (i % 20) ELSE '/jobs' END), ${when(apps)} FROM n;
${numbers(apps)} INSERT INTO crm_leads (id, application_id, lead_type, lead_source, created_at, updated_at)
  SELECT 'lead-a' || i, 'application-' || i, 'candidate', (CASE i % 4 WHEN 0 THEN 'linkedin' WHEN 1 THEN 'google' ELSE 'application' END),
    ${when(apps)}, ${when(apps)} FROM n;
${numbers(apps)}, ks(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM ks WHERE k < 6) INSERT INTO application_events (id, application_id, type, from_value, to_value, changed_at)
  SELECT 'change-' || i || '-' || k, 'application-' || i, 'stage', ${stage("k - 1")}, ${stage("k")}, ${when(apps)} + k * 86400000
  FROM n JOIN ks WHERE k <= i % ${STAGES.length} AND i % ${STAGES.length} < 7;
${numbers(size.contacts)} INSERT INTO contacts (id, first_name, last_name, email, inquiry, message, source, attribution, created_at)
  SELECT 'contact-' || i, 'C', 'D', 'contact' || i || '@example.com', (CASE i % 3 WHEN 0 THEN 'Hiring' ELSE 'Job search' END), 'Hello',
    'home-contact', (CASE WHEN i % 2 = 0 THEN json_object('landingPage', '/article/article-' || (i % 20), 'utm_source', 'newsletter', 'utm_medium', 'email', 'utm_campaign', 'c' || (i % 12)) END),
    ${when(size.contacts)} FROM n;
${numbers(size.contacts)} INSERT INTO crm_leads (id, contact_id, lead_type, lead_source, created_at, updated_at)
  SELECT 'lead-c' || i, 'contact-' || i, 'contact', 'home-contact', ${when(size.contacts)}, ${when(size.contacts)} FROM n;
INSERT INTO booking_types (id, name, duration) VALUES ('type-1', 'Executive Search Consultation', 30), ('type-2', 'Career Coaching', 30);
${numbers(size.appointments)} INSERT INTO booking_appointments (id, booking_type_id, booker_name, booker_email, appointment_date, duration, ends_at, status, manage_token_hash, created_at, updated_at)
  SELECT 'appointment-' || i, 'type-' || (1 + i % 2), 'E', 'e@example.com', ${when(size.appointments)} + 86400000, 30, ${when(size.appointments)} + 88200000,
    (CASE i % 5 WHEN 0 THEN 'no_show' WHEN 1 THEN 'scheduled' ELSE 'completed' END), 'token-' || i, ${when(size.appointments)}, ${when(size.appointments)} FROM n;
${numbers(size.subscriptions)} INSERT INTO job_alert_subscriptions (id, email, filters, filters_key, frequency, status, confirm_token_hash, confirm_expires_at, manage_token_hash, consent_version, confirmed_at, unsubscribed_at, origin)
  SELECT 'alert-' || i, 'alert' || i || '@example.com', '{}', '{}', 'weekly', (CASE WHEN i % 4 = 0 THEN 'unsubscribed' ELSE 'active' END), 'c-' || i, 0, 'm-' || i, 'v1',
    ${when(size.subscriptions)}, (CASE WHEN i % 4 = 0 THEN ${when(size.subscriptions)} + 604800000 END), 'http://localhost' FROM n;
${numbers(500)} INSERT INTO linkedin_posts (id, article_id, post_content, status, posted_at, created_at)
  SELECT 'post-' || i, 'article-' || (i % 20), 'Post', 'posted', ${when(500)}, ${when(500)} FROM n;
`;
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  return (response.headers.get("set-cookie") ?? "").split(";")[0]!;
}

const isoDay = (instant: number) => new Date(instant).toISOString().slice(0, 10);
const RANGES = {
  "last 30 days": { from: isoDay(Date.now() - 29 * 86_400_000), to: isoDay(Date.now()) },
  "last 366 days": { from: isoDay(Date.now() - 365 * 86_400_000), to: isoDay(Date.now()) },
} as const;

/** The median of REQUESTS sequential requests after five that warm the isolate up; and the applications counted. */
async function measure(base: string, cookie: string, range: { from: string; to: string }) {
  const times: number[] = [];
  let applications = 0;
  for (let i = -5; i < REQUESTS; i++) {
    const start = performance.now();
    const response = await fetch(`${base}/api/admin/analytics?from=${range.from}&to=${range.to}`, {
      headers: { Cookie: cookie },
    });
    const body = (await response.json()) as { applications?: { total: number } };
    if (!response.ok) throw new Error(`analytics: ${response.status} ${JSON.stringify(body)}`);
    if (i >= 0) times.push(performance.now() - start);
    applications = body.applications?.total ?? 0;
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), applications };
}

/** The plan SQLite picks for the heaviest reads, as `wrangler d1 execute` prints it. */
function plans(state: string) {
  const start = Date.now() - 365 * 86_400_000;
  const range = (column: string) => `${column} >= ${start} AND ${column} < ${Date.now() + 86_400_000}`;
  const statements = {
    "applications of the range by job": `SELECT job_id, count(*) FROM applications WHERE ${range("created_at")} GROUP BY job_id`,
    "leads of the range by source": `SELECT lead_source, count(*) FROM crm_leads WHERE ${range("created_at")} GROUP BY lead_source`,
    placements: `SELECT application_id FROM application_events WHERE type = 'stage' AND to_value = 'placed' AND ${range("changed_at")}`,
    "applications landing on articles": `SELECT landing_page FROM applications WHERE landing_page >= '/article/' AND landing_page < '/article0' AND ${range("created_at")}`,
  };
  for (const [name, sql] of Object.entries(statements)) {
    const output = execFileSync(
      process.execPath,
      [
        WRANGLER,
        "d1",
        "execute",
        "DB",
        "--local",
        "--persist-to",
        state,
        "--json",
        "--command",
        `EXPLAIN QUERY PLAN ${sql}`,
      ],
      { cwd: ROOT, encoding: "utf8", env: { ...process.env, CI: "true" } },
    );
    const details = (JSON.parse(output) as { results: { detail: string }[] }[])
      .flatMap((statement) => statement.results)
      .map((row) => row.detail);
    console.log(`${name}: ${details.join("; ")}`);
  }
}

requireBuild();
const adminHash = await hashPassword(ADMIN.password);
const results = new Map<Size, Map<string, { median: number; applications: number }>>();
let largeState: string | undefined;
for (const size of options.sizes.split(",") as Size[]) {
  console.error(`[${size}] migrating and generating ${JSON.stringify(SIZES[size])}...`);
  const state = freshState(`bench-analytics/${size}`);
  const file = path.join(state, "generated.sql");
  writeFileSync(file, generatedSql(SIZES[size], adminHash));
  wrangler(["d1", "execute", "DB", "--local", "--persist-to", state, "--file", file]);
  if (size === "large") largeState = state;
  console.error(`[${size}] serving on :${PORT} and measuring ${REQUESTS} requests per range...`);
  const server = await serve(state, PORT);
  try {
    const cookie = await signIn(server.base);
    const timings = new Map<string, { median: number; applications: number }>();
    for (const [name, range] of Object.entries(RANGES)) timings.set(name, await measure(server.base, cookie, range));
    results.set(size, timings);
  } finally {
    await server.stop();
  }
}

console.log(`\nGET /api/admin/analytics through wrangler dev, median of ${REQUESTS} sequential requests (ms)\n`);
console.log(
  ["range", "applications (small)", "median small", "applications (large)", "median large", "large / small"].join("\t"),
);
for (const name of Object.keys(RANGES)) {
  const a = results.get("small")?.get(name);
  const b = results.get("large")?.get(name);
  console.log(
    [
      name,
      a?.applications ?? "",
      a?.median.toFixed(1) ?? "",
      b?.applications ?? "",
      b?.median.toFixed(1) ?? "",
      a && b ? (b.median / a.median).toFixed(2) : "",
    ].join("\t"),
  );
}
if (largeState) {
  console.log("\nQuery plans at the large size:");
  plans(largeState);
}
