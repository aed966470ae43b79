/**
 * Lists at scale (issue 21; a script, not a test: timings depend on the machine). For each size it builds a local D1
 * state of its own through the real migrations, fills it with generated rows in SQL (so the triggers index them as
 * in production), serves the built Worker with `wrangler dev`, signs a generated admin in, and times the first page
 * of every public and staff list and a keyword search of each, each request different from the last so no cache
 * answers it. It prints each median at both sizes with the ratio (target: the large size within 2x of the small),
 * and the bytes /resources transfers on its first load at both sizes (target: the same).
 *
 * Run: npm run build && npx tsx bench/scale/run.ts [--port 8792] [--requests 30] [--sizes small,large] [--reuse yes] [--lists near,matches]
 * `--reuse yes` measures a size's state as an earlier run left it when that run generated the same rows (the large
 * size takes many minutes to generate), so generating and measuring can happen at different times on a busy machine.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ACTIVITY_ACTIONS, ACTIVITY_RECORD_TYPE_KEYS } from "../../worker/contract/activity";
import { DELIVERY_KINDS } from "../../worker/contract/enums";
import { NOTIFICATION_EVENTS } from "../../worker/contract/notifications";
import { RETENTION_MONTHS_DEFAULT } from "../../worker/contract/retention";
import { hashPassword } from "../../worker/domain/password";
import { gzipBytes } from "../lib/first-load";
import { d1File, flags, freshState, percentile, ROOT, requireBuild, serve, wrangler } from "../lib/server";

const options = flags({ port: "8792", requests: "30", sizes: "small,large", reuse: "no", lists: "" });
const PORT = Number(options.port);
const REQUESTS = Number(options.requests);
/** `--lists near,matches`: only the lists whose names hold one of the words (all when not given). */
const chosen = (name: string) =>
  options.lists === "" || options.lists.split(",").some((word) => name.includes(word.trim()));

/**
 * Rows per table at each size: the small one is the reference, the large one what a busy firm holds after years
 * (issue 35: the activity log, deliveries and staff notifications filled too).
 */
const SIZES = {
  small: {
    jobs: 1_000,
    articles: 1_000,
    applications: 1_000,
    leads: 1_000,
    activity: 10_000,
    deliveries: 5_000,
    notifications: 2_000,
    alerts: 1_000,
  },
  large: {
    jobs: 100_000,
    articles: 10_000,
    applications: 100_000,
    leads: 50_000,
    activity: 1_000_000,
    deliveries: 500_000,
    notifications: 200_000,
    alerts: 100_000,
  },
} as const;
type Size = keyof typeof SIZES;

const ADMIN = { username: "bench-admin", password: "bench-admin-password-not-secret" };
/** Staff besides the admin, whose actions and notifications fill the log and the bell: bench-user-0 ... */
const STAFF = 20;

/** The first day of the last 30 (UTC), for the activity log's date filter. */
const MONTH_AGO = new Date(Date.now() - 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);
const TODAY = new Date().toISOString().slice(0, 10);

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
  { name: "candidates resume search", path: "/api/admin/candidates?q=compliance&limit=25&offset=0", staff: true },
  { name: "messages", path: "/api/admin/messages?limit=25&offset=0", staff: true },
  { name: "messages search", path: "/api/admin/messages?q=parker&limit=25&offset=0", staff: true },
  { name: "activity log", path: "/api/admin/activity-logs?limit=20&offset=0", staff: true },
  { name: "activity log by user", path: "/api/admin/activity-logs?userId=bench-user-7&limit=20&offset=0", staff: true },
  { name: "activity log by action", path: "/api/admin/activity-logs?action=job.update&limit=20&offset=0", staff: true },
  {
    name: "activity log by record type",
    path: "/api/admin/activity-logs?entityType=candidate&limit=20&offset=0",
    staff: true,
  },
  {
    name: "activity log last 30 days",
    path: `/api/admin/activity-logs?from=${MONTH_AGO}&to=${TODAY}&zone=America/Chicago&limit=20&offset=0`,
    staff: true,
  },
  { name: "deliveries", path: "/api/admin/deliveries?limit=25&offset=0", staff: true },
  { name: "deliveries search", path: "/api/admin/deliveries?q=person4242&limit=25&offset=0", staff: true },
  { name: "deliveries failed", path: "/api/admin/deliveries?status=failed&limit=25&offset=0", staff: true },
  { name: "deliveries waiting banners", path: "/api/admin/deliveries/waiting", staff: true },
  { name: "jobs (public) near a ZIP", path: "/api/jobs?status=published&near=60601&radius=50&limit=10&offset=0" },
  {
    name: "jobs (public) near a ZIP, salary floor",
    path: "/api/jobs?status=published&near=60601&radius=50&salaryMin=100000&limit=10&offset=0",
  },
  { name: "job order's matches", path: "/api/admin/jobs/job-1/matches?limit=25&offset=0", staff: true },
  {
    name: "job order's matches, 25 miles and pay",
    path: "/api/admin/jobs/job-1/matches?radius=25&salaryMin=60000&salaryMax=150000&limit=25&offset=0",
    staff: true,
  },
  {
    name: "a person's matching jobs",
    path: "/api/admin/candidates/candidate-1/matches?limit=25&offset=0",
    staff: true,
  },
  {
    name: "candidates near a ZIP with a skill",
    path: "/api/admin/candidates?near=60601&radius=25&skills=CPA&limit=25&offset=0",
    staff: true,
  },
  { name: "notifications", path: "/api/staff/notifications?limit=20&offset=0", staff: true },
  { name: "notifications unread", path: "/api/staff/notifications?unread=true&limit=20&offset=0", staff: true },
  { name: "notifications unread count", path: "/api/staff/notifications/unread-count", staff: true },
];

/** The publication of one job, matched against the saved alerts (its "rows" are the alerts). */
const PUBLISHING = "publishing a job (alerts matched)";

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

/**
 * The vocabulary of generated resumes: the words above, then 8,000 made-up words of three syllables (as many distinct
 * words as a firm's resumes bring, beyond the common ones). A statement stays under D1's 100 KB: words and syllables
 * are read by their offset in two small blobs (a blob's substr is O(1)), padded to a fixed width.
 */
const SYLLABLES = "ba ko ri sen tal mor vin da lu pe xan tor qui mel ros fa ne gri sol dun".split(" ");
const RESUME_VOCABULARY_SIZE = WORDS.length + SYLLABLES.length ** 3;
const paddedBlob = (items: readonly string[], width: number) =>
  `X'${Buffer.from(items.map((item) => item.padEnd(width)).join("")).toString("hex")}'`;

/** Words in a resume: 3-8 KB of text at about 8.6 bytes a word (the word and its space). */
const RESUME_WORDS = { min: 360, max: 920 } as const;

/** What generated jobs ask and candidates offer (issue 46): skills from the firm's vocabulary, and where people live. */
const BENCH_SKILLS = [
  "CPA",
  "SAP",
  "Excel",
  "SQL",
  "Python",
  "AWS",
  "RN",
  "BLS",
  "Epic",
  "Six Sigma",
  "Salesforce",
  "PMP",
];
const BENCH_CITIES = [
  ["Chicago, IL", 41.8781, -87.6298],
  ["New York, NY", 40.7128, -74.006],
  ["San Francisco, CA", 37.7749, -122.4194],
  ["Los Angeles, CA", 34.0522, -118.2437],
  ["Boston, MA", 42.3601, -71.0589],
  ["Seattle, WA", 47.6062, -122.3321],
  ["Austin, TX", 30.2672, -97.7431],
  ["Denver, CO", 39.7392, -104.9903],
  ["Atlanta, GA", 33.749, -84.388],
  ["Dallas, TX", 32.7767, -96.797],
  ["Indianapolis, IN", 39.7684, -86.1581],
  ["Phoenix, AZ", 33.4484, -112.074],
] as const;
const BENCH_CITY_ROWS = BENCH_CITIES.map(([name, lat, lng], i) => `(${i}, '${name}', ${lat}, ${lng})`).join(", ");

const list = (items: readonly string[]) => items.map((item, i) => `(${i}, '${item}')`).join(", ");

/** Each action code with the record type it acts on when its prefix names one ("job.update": job), else none. */
const ACTIONS_WITH_RECORDS = ACTIVITY_ACTIONS.map((action, i) => {
  const prefix = action.split(".")[0]!;
  const record = (ACTIVITY_RECORD_TYPE_KEYS as string[]).includes(prefix) ? `'${prefix}'` : "NULL";
  return `(${i}, '${action}', ${record})`;
}).join(", ");

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
  // A resume of RESUME_WORDS words, frequent words far more often than rare ones (the modulus of a second hash
  // favours small indexes), the words following from the row's number and their position.
  const resumeWords = `${RESUME_WORDS.min} + (i * 7919) % ${RESUME_WORDS.max - RESUME_WORDS.min}`;
  const resumeWord = `((i * 40503 + k * 2654435761) % 1000003) % (1 + (k * 69069 + i * 31) % ${RESUME_VOCABULARY_SIZE})`;
  const fromBlob = (blob: string, index: string, width: number) =>
    `rtrim(cast(substr(${blob}, (${index}) * ${width} + 1, ${width}) AS text))`;
  const syllables = paddedBlob(SYLLABLES, 3);
  const madeUp = (power: number) =>
    fromBlob(syllables, `((x - ${WORDS.length}) / ${SYLLABLES.length ** power}) % ${SYLLABLES.length}`, 3);
  const resume = `(SELECT group_concat(CASE WHEN x < ${WORDS.length} THEN ${fromBlob(paddedBlob(WORDS, 12), "x", 12)}
    ELSE ${madeUp(0)} || ${madeUp(1)} || ${madeUp(2)} END, ' ')
    FROM (SELECT ${resumeWord} AS x FROM positions WHERE k < ${resumeWords}))`;
  // One action in ten is the admin's, the rest spread over the staff.
  const skill = (expression: string) => `(SELECT w FROM skills WHERE k = (${expression}) % ${BENCH_SKILLS.length})`;
  const staffMember = `(CASE WHEN i % 10 = 0 THEN 'bench-admin' ELSE 'bench-user-' || (i % ${STAFF}) END)`;
  const when = (n: number) => `(unixepoch() * 1000 - i * ${Math.floor((2 * 365 * 24 * 3600 * 1000) / n)})`;
  return `
INSERT INTO users (id, username, password, role, is_active) VALUES ('bench-admin', '${ADMIN.username}', '${adminHash}', 'admin', 1);
${numbers(size.jobs)}, skills(k, w) AS (VALUES ${list(BENCH_SKILLS)})
INSERT INTO jobs (id, title, company, location, type, industry, description, requirements, status, salary, salary_min_cents, salary_max_cents, salary_period, latitude, longitude, required_skills, preferred_skills, created_at, updated_at)
  SELECT 'job-' || i, ${word("i")} || ' ' || (CASE i % 4 WHEN 0 THEN 'Engineer' WHEN 1 THEN 'Nurse' WHEN 2 THEN 'Manager' ELSE 'Analyst' END),
    'Company ' || (i % 997), (CASE i % 3 WHEN 0 THEN 'New York, NY' WHEN 1 THEN 'Chicago, IL' ELSE 'Remote' END),
    (CASE i % 3 WHEN 2 THEN 'Remote' ELSE 'Full-time' END),
    (CASE i % 3 WHEN 0 THEN 'Technology' WHEN 1 THEN 'Healthcare' ELSE 'Finance' END), ${text("i", 30)}, '• One',
    (CASE WHEN i % 10 = 9 THEN 'draft' ELSE 'published' END),
    '$' || (60 + i % 20 * 5) || ',000 - $' || (90 + i % 20 * 5) || ',000', (60000 + i % 20 * 5000) * 100, (90000 + i % 20 * 5000) * 100, 'year',
    (CASE i % 3 WHEN 0 THEN 40.7128 WHEN 1 THEN 41.8781 END), (CASE i % 3 WHEN 0 THEN -74.006 WHEN 1 THEN -87.6298 END),
    json_array(${skill("i")}, ${skill("i + 3")}), json_array(${skill("i + 7")}),
    ${when(size.jobs)}, ${when(size.jobs)} FROM n;
${numbers(size.articles)} INSERT INTO articles (id, title, content, summary, category, author, read_time, status, published_at, created_at, updated_at)
  SELECT 'article-' || i, 'On ' || ${word("i")} || ' and ' || ${word("i * 3 + 1")}, replace(hex(zeroblob(12)), '00', ${text("i", 30)} || ' '), ${text("i + 5", 25)},
    (CASE i % 3 WHEN 0 THEN 'Salary Negotiation' WHEN 1 THEN 'Market Trends' ELSE 'Career Guidance' END), 'Talent Partners', 1 + i % 9,
    (CASE WHEN i % 10 = 9 THEN 'draft' ELSE 'published' END), (CASE WHEN i % 10 = 9 THEN NULL ELSE ${when(size.articles)} END),
    ${when(size.articles)}, ${when(size.articles)} FROM n;
${numbers(size.applications / 2)}, skills(k, w) AS (VALUES ${list(BENCH_SKILLS)}), cities(k, name, lat, lng) AS (VALUES ${BENCH_CITY_ROWS})
INSERT INTO candidates (id, first_name, last_name, email, phone, location, latitude, longitude, willing_to_relocate, remote_preference, desired_pay_cents, desired_pay_period, available_in_weeks, skills, created_at, updated_at)
  SELECT 'candidate-' || i, ${first}, ${last}, 'person' || i || '@example.com', '317555' || printf('%04d', i % 10000),
    name, lat + ((i * 7919) % 200 - 100) / 200.0, lng + ((i * 104729) % 200 - 100) / 200.0, i % 5 = 0,
    (CASE i % 3 WHEN 0 THEN 'onsite' WHEN 1 THEN 'hybrid' ELSE 'remote' END), (60000 + i % 30 * 5000) * 100, 'year', i % 9,
    json_array(${skill("i")}, ${skill("i * 7 + 1")}, ${skill("i * 13 + 2")}),
    ${when(size.applications / 2)}, ${when(size.applications / 2)}
  FROM n JOIN cities ON cities.k = i % ${BENCH_CITIES.length};
${numbers(size.applications)}, positions(k) AS (SELECT 0 UNION ALL SELECT k + 1 FROM positions WHERE k < ${RESUME_WORDS.max - 1})
INSERT INTO applications (id, first_name, last_name, email, phone, current_position, resume_text, resume_text_status, job_id, stage, candidate_id, created_at)
  SELECT 'application-' || i, ${first.replace("i %", "(i / 2) %")}, ${last.replace("(i /", "((i / 2) /")}, 'person' || (i / 2) || '@example.com', '317555' || printf('%04d', (i / 2) % 10000),
    ${word("i")} || ' lead', ${resume}, 'extracted', 'job-' || (i % ${size.jobs}), 'new', 'candidate-' || (i / 2), ${when(size.applications)} FROM n;
${numbers(size.leads)} INSERT INTO contacts (id, first_name, last_name, email, inquiry, message, source, status, created_at)
  SELECT 'contact-' || i, ${first}, ${last}, 'contact' || i || '@example.com', 'Hiring', ${text("i", 30)}, 'contact-page', 'new', ${when(size.leads)} FROM n;
${numbers(STAFF)} INSERT INTO users (id, username, password, role, is_active)
  SELECT 'bench-user-' || i, 'bench-user-' || i, '${adminHash}', (CASE i % 3 WHEN 0 THEN 'manager' ELSE 'recruiter' END), 1 FROM n;
${numbers(size.activity)}, actions(k, action, record) AS (VALUES ${ACTIONS_WITH_RECORDS})
INSERT INTO admin_activity_logs (id, user_id, action, entity_type, entity_id, ip_address, user_agent, created_at)
  SELECT 'activity-' || i, ${staffMember}, action, record, CASE WHEN record IS NULL THEN NULL ELSE record || '-' || (i % 50000) END,
    '203.0.113.' || (i % 250), 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5)', ${when(size.activity)}
  FROM n JOIN actions ON actions.k = (i * 7 + i / 13) % ${ACTIVITY_ACTIONS.length};
${numbers(size.deliveries)}, kinds(k, kind) AS (VALUES ${list(DELIVERY_KINDS)})
INSERT INTO deliveries (id, kind, recipient, summary, payload, status, attempts, next_attempt_at, last_error, waiting_reason, sent_at, created_at, updated_at)
  SELECT 'delivery-' || i, kind,
    (CASE kind WHEN 'email' THEN 'person' || (i % 50000) || '@example.com' WHEN 'sms' THEN '+1317555' || printf('%04d', i % 10000) ELSE kind || '-' || (i % 50000) END),
    'Message ' || i, '{}',
    (CASE i % 100 WHEN 0 THEN 'pending' WHEN 1 THEN 'failed' WHEN 2 THEN 'dead' ELSE 'sent' END), 1 + i % 3, NULL,
    (CASE WHEN i % 100 IN (1, 2) THEN 'The service answered 503' END),
    (CASE WHEN i % 100 = 0 THEN 'Not connected yet' END),
    (CASE WHEN i % 100 > 2 THEN ${when(size.deliveries)} END), ${when(size.deliveries)}, ${when(size.deliveries)}
  FROM n JOIN kinds ON kinds.k = (CASE i % 10 WHEN 6 THEN 1 WHEN 7 THEN 1 WHEN 8 THEN 2 WHEN 9 THEN 5 ELSE 0 END);
${numbers(size.notifications)}, events(k, w) AS (VALUES ${list(NOTIFICATION_EVENTS)})
INSERT INTO staff_notifications (id, user_id, event, subject_id, title, link, in_app, read_at, created_at)
  SELECT 'notification-' || i, (CASE WHEN i % 4 = 0 THEN 'bench-admin' ELSE 'bench-user-' || (i % ${STAFF}) END), w,
    'application-' || (i % ${size.applications}), 'New application from ' || ${first} || ' ' || ${last},
    '/admin/applications/application-' || (i % ${size.applications}), 1,
    (CASE WHEN (i / 4) % 10 = 0 THEN NULL ELSE ${when(size.notifications)} END), ${when(size.notifications)}
  FROM n JOIN events ON events.k = (i / 3) % ${NOTIFICATION_EVENTS.length};
${numbers(size.alerts)}, cities(k, name, lat, lng) AS (VALUES ${BENCH_CITY_ROWS})
INSERT INTO job_alert_subscriptions (id, email, filters, filters_key, frequency, status, confirm_expires_at, consent_version, confirmed_at, origin, near_latitude, near_longitude, created_at, updated_at)
  SELECT 'alert-' || i, 'alert' || i || '@example.com', filters, filters, 'daily', 'active', ${when(size.alerts)}, 'bench', ${when(size.alerts)},
    'http://localhost', lat, lng, ${when(size.alerts)}, ${when(size.alerts)}
  FROM (SELECT i, lat, lng, json_patch(json_patch(json_object('near', name, 'radius', (CASE i % 4 WHEN 0 THEN 25 WHEN 1 THEN 50 WHEN 2 THEN 100 ELSE 250 END)),
      (CASE WHEN i % 3 = 0 THEN json_object('salaryMin', 60000 + i % 10 * 10000) ELSE '{}' END)),
      (CASE WHEN i % 5 = 0 THEN json_object('industry', (CASE i % 3 WHEN 0 THEN 'Technology' WHEN 1 THEN 'Healthcare' ELSE 'Finance' END)) ELSE '{}' END)) AS filters
    FROM n JOIN cities ON cities.k = i % ${BENCH_CITIES.length});
${numbers(size.leads)} INSERT INTO crm_leads (id, contact_id, lead_type, lead_source, lead_score, created_at, updated_at)
  SELECT 'lead-' || i, 'contact-' || i, 'contact', 'contact-page', i % 100, ${when(size.leads)}, ${when(size.leads)} FROM n;
`;
}

/**
 * What the applications take in the database, and the database in all, in bytes: their table and indexes, and the
 * word indexes that hold their text (applications_fts, and candidates_words_fts, every candidate's resumes and
 * notes), from SQLite's dbstat over a copy of the local D1 file (wrangler leaves it in WAL mode; opening the copy
 * replays its log). Needs the sqlite3 command.
 */
function databaseBytes(state: string): { applications: number; total: number } {
  const file = d1File(state);
  const copy = mkdtempSync(path.join(tmpdir(), "bench-scale-"));
  try {
    for (const suffix of ["", "-wal"])
      if (existsSync(file + suffix)) copyFileSync(file + suffix, path.join(copy, `d1.sqlite${suffix}`));
    const rows = JSON.parse(
      execFileSync(
        "sqlite3",
        ["-json", path.join(copy, "d1.sqlite"), "select name, sum(pgsize) as bytes from dbstat group by name"],
        {
          encoding: "utf8",
          maxBuffer: 16 * 1024 * 1024,
        },
      ),
    ) as { name: string; bytes: number }[];
    const ofApplications = /^(applications|candidates_words_fts)(_|$)/;
    return {
      applications: rows.filter((row) => ofApplications.test(row.name)).reduce((sum, row) => sum + row.bytes, 0),
      total: rows.reduce((sum, row) => sum + row.bytes, 0),
    };
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
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
 * Publishing a draft job (PUT status "published"), which matches it once against every saved job alert (issue 46):
 * the median of REQUESTS publications, each of another generated draft (every tenth job is one), the first five
 * warming up. Drafts alternate New York, Chicago and Remote, so a publication meets few or many alerts.
 */
async function measurePublishing(base: string, cookie: string): Promise<{ median: number; total: string }> {
  const times: number[] = [];
  for (let i = -5; i < REQUESTS; i++) {
    const id = `job-${(i + 5) * 10 + 9}`;
    const start = performance.now();
    const response = await fetch(`${base}/api/jobs/${id}`, {
      method: "PUT",
      headers: { Cookie: cookie, "Content-Type": "application/json", Origin: base },
      body: JSON.stringify({ status: "published" }),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`publishing ${id}: ${response.status}`);
    if (i >= 0) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), total: "" };
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
const results = new Map<
  Size,
  {
    lists: Map<string, { median: number; total: string }>;
    resources: number;
    bytes: { applications: number; total: number };
  }
>();
/**
 * A size's local state, generated now or (`--reuse yes`) as an earlier run generated the same rows, migrated to the
 * latest migration: the marker file holds a digest of the generator's SQL without the admin's salted hash, written
 * once the rows are in.
 */
function generatedState(size: Size): string {
  const name = `bench-scale/${size}`;
  const state = path.join(ROOT, ".wrangler", name);
  const marker = path.join(state, "generated.sha256");
  const digest = createHash("sha256").update(generatedSql(SIZES[size], "")).digest("hex");
  if (options.reuse === "yes" && existsSync(marker) && readFileSync(marker, "utf8") === digest) {
    console.error(`[${size}] reusing the rows generated earlier in ${state}, with the migrations added since`);
    wrangler(["d1", "migrations", "apply", "DB", "--local", "--persist-to", state]);
    return state;
  }
  console.error(`[${size}] migrating and generating ${JSON.stringify(SIZES[size])}...`);
  const started = performance.now();
  freshState(name);
  const file = path.join(state, "generated.sql");
  writeFileSync(file, generatedSql(SIZES[size], adminHash));
  // Straight into the local D1 file with the sqlite3 command: the same statements through the same triggers, with a
  // page cache large enough for the word indexes' merges (through wrangler, Miniflare's SQLite reads its pages one
  // system call at a time, and the large size took over 40 minutes of one core).
  execFileSync("sqlite3", ["-bail", "-cmd", "PRAGMA cache_size = -1000000", d1File(state)], {
    input: readFileSync(file),
    stdio: ["pipe", "ignore", "inherit"],
  });
  writeFileSync(marker, digest);
  console.error(`[${size}] generated in ${((performance.now() - started) / 60_000).toFixed(1)} min`);
  return state;
}

for (const size of options.sizes.split(",") as Size[]) {
  const state = generatedState(size);
  const bytes = databaseBytes(state);
  console.error(`[${size}] serving on :${PORT} and measuring ${REQUESTS} requests per list...`);
  const server = await serve(state, PORT);
  try {
    const cookie = await signIn(server.base);
    const lists = new Map<string, { median: number; total: string }>();
    for (const scenario of SCENARIOS.filter((scenario) => chosen(scenario.name)))
      lists.set(scenario.name, await measure(server.base + scenario.path, scenario.staff ? cookie : undefined));
    if (chosen(PUBLISHING))
      lists.set(PUBLISHING, { ...(await measurePublishing(server.base, cookie)), total: String(SIZES[size].alerts) });
    results.set(size, { lists, resources: chosen("resources") ? await resourcesBytes(server.base) : 0, bytes });
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
for (const name of [...SCENARIOS.map((scenario) => scenario.name), PUBLISHING].filter(chosen)) {
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
if (small && large && chosen("resources")) {
  const same = Math.abs(large.resources - small.resources) <= small.resources * 0.05;
  console.log(
    `\n/resources first load (the page with its list and statistics, gzip): small ${small.resources} B, large ${large.resources} B\t${same ? "PASS" : "FAIL"} (within 5%)`,
  );
}

/** D1's largest database. */
const D1_DATABASE_BYTES = 10 * 1000 ** 3;
console.log("\nDatabase size after generating (dbstat; applications: their table, indexes and word indexes)\n");
console.log(
  [
    "size",
    "applications",
    "database MB",
    "applications MB",
    "bytes per application",
    "applications in 10 GB",
    `per month over ${RETENTION_MONTHS_DEFAULT}`,
  ].join("\t"),
);
for (const [size, result] of results) {
  const count = SIZES[size].applications;
  const perApplication = result.bytes.applications / count;
  const fit = Math.floor(D1_DATABASE_BYTES / (result.bytes.total / count));
  console.log(
    [
      size,
      count,
      (result.bytes.total / 1e6).toFixed(1),
      (result.bytes.applications / 1e6).toFixed(1),
      Math.round(perApplication),
      fit,
      Math.floor(fit / RETENTION_MONTHS_DEFAULT),
    ].join("\t"),
  );
}
