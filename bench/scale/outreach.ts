/**
 * Outreach at scale (issue 50, "Scale"; a script, not a test: its times depend on the machine, its counts do not).
 * One local D1 state through the real migrations, candidates generated in SQL, the Worker served by `wrangler dev`
 * from bench/scale/outreach-worker.ts (the real Worker with its D1 work counted), then:
 *
 * - two lists enrolled in two sequences through `POST /api/admin/sequences/{id}/enrollments` (202, the SEQUENCES
 *   queue), the sequence's page polled until its progress says done: the time, the queue's messages (their bytes,
 *   messages per batch) and each message's D1 work;
 * - after each list, the cron's sequence step (and one whole cron run) at an instant when every step is due, with the
 *   D1 statements, rows read and rows written of each tick: bounded, so the same with 1,000 or 11,000 enrolled;
 * - two email campaigns (a tag on the first candidates, then every candidate) through the CAMPAIGNS queue, the
 *   campaign polled until sent: the same per message, and the messages' states at the end (the daily cap).
 *
 * Run: npm run build && npx tsx bench/scale/outreach.ts [--size small|large] [--port 8797] [--enrol 1000,10000]
 * [--audience 1000,50000] [--parts sequences,campaigns]. What the server printed is in the state folder's server.log.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { appendFileSync } from "node:fs";
import path from "node:path";
import { hashPassword } from "../../worker/domain/password";
import { d1File, flags, freshState, percentile, requireBuild, type Server, serve } from "../lib/server";

const options = flags({ port: "8797", size: "small", enrol: "", audience: "", parts: "sequences,campaigns" });
const SIZES = {
  small: { enrol: [1_000, 2_000], audience: [500, 3_000] },
  large: { enrol: [1_000, 10_000], audience: [1_000, 50_000] },
} as const;
const size = SIZES[options.size as keyof typeof SIZES];
if (!size) throw new Error(`--size is small or large, not ${options.size}`);
const numbers = (text: string, fallback: readonly number[]) => (text ? text.split(",").map(Number) : [...fallback]);
const ENROL = numbers(options.enrol, size.enrol);
const AUDIENCE = numbers(options.audience, size.audience);
const PEOPLE = Math.max(
  ENROL.reduce((sum, n) => sum + n, 0),
  ...AUDIENCE,
);
const ADMIN = { username: "bench-admin", password: "bench-admin-password-not-secret" };
/** The tag of the first campaign's audience: the first AUDIENCE[0] candidates. */
const FIRST_TAG = "bench-first";
/** Ticks of the sequence step measured after each list. */
const TICKS = 3;
/** Cloudflare Queues' limits: a message's size, messages per consumer batch. */
const QUEUE_MESSAGE_MAX_BYTES = 128 * 1024;
const QUEUE_BATCH_MAX = 100;
const QUEUES = {
  sequences: "staffing-site-sequences",
  campaigns: "staffing-site-campaigns",
  deliveries: "staffing-site-deliveries",
};
/** Every day, every hour: the window never holds a step back, so every enrolment is due at the tick's instant. */
const ALWAYS = { days: [1, 2, 3, 4, 5, 6, 7], startHour: 0, endHour: 24 };
const STEPS = [
  { channel: "email", delayDays: 0, subject: "A role that fits you", body: "Hello, a role came up that fits you." },
  { channel: "email", delayDays: 2, subject: "Following up", body: "Hello again: is now a good time to talk?" },
];
/** When the ticks run: four days on, past every first step's business day. */
const TICK_AT = Date.now() + 4 * 24 * 3600 * 1000;

/** A candidate's id, of a real id's length (a UUID): lists of them fill the queue's rows as real lists do. */
const candidateId = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`;

function generatedSql(adminHash: string): string {
  return `
INSERT INTO users (id, username, password, role, is_active) VALUES ('bench-admin', '${ADMIN.username}', '${adminHash}', 'admin', 1);
WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${PEOPLE - 1})
INSERT INTO candidates (id, first_name, last_name, email, phone, location, tags, created_at, updated_at)
  SELECT '00000000-0000-4000-8000-' || printf('%012d', i), 'Avery', 'Person' || i, 'person' || i || '@example.com',
    '312555' || printf('%04d', i % 10000), 'Chicago, IL',
    CASE WHEN i < ${AUDIENCE[0]} THEN '["${FIRST_TAG}"]' ELSE '[]' END,
    unixepoch() * 1000 - i, unixepoch() * 1000 - i
  FROM n;
`;
}

interface CampaignRow {
  id: string;
  status: string;
}
interface QueueBatch {
  queue: string;
  messages: number;
  bytes: number[];
  statements: number;
  rowsRead: number;
  rowsWritten: number;
}
interface Work {
  statements: number;
  rowsRead: number;
  rowsWritten: number;
}

/** The `BENCH {...}` lines the bench's Worker prints, one per queue batch. */
const batches: QueueBatch[] = [];
let pending = "";
let log = "";
function output(text: string) {
  appendFileSync(log, text);
  pending += text;
  const lines = pending.split("\n");
  pending = lines.pop() ?? "";
  for (const line of lines) {
    const at = line.indexOf("BENCH {");
    if (at >= 0) batches.push(JSON.parse(line.slice(at + "BENCH ".length)) as QueueBatch);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) =>
  values.length === 0
    ? 0
    : percentile(
        [...values].sort((a, b) => a - b),
        50,
      );
const max = (values: number[]) => values.reduce((top, value) => Math.max(top, value), 0);

let server: Server;
let cookie = "";

async function signIn(): Promise<void> {
  const response = await fetch(`${server.base}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.base },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  cookie = (response.headers.get("set-cookie") ?? "").split(";")[0]!;
}

// biome-ignore lint/suspicious/noExplicitAny: the bench reads the answers' few fields it prints
async function api(path: string, body?: unknown, timeoutMs = 300_000): Promise<{ status: number; json: any }> {
  const response = await fetch(server.base + path, {
    method: body === undefined ? "GET" : "POST",
    signal: AbortSignal.timeout(timeoutMs),
    headers: { Cookie: cookie, "Content-Type": "application/json", Origin: server.base },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${(await response.text()).slice(0, 300)}`);
  return { status: response.status, json: await response.json() };
}

/** Polls `read` every `every` ms until it answers true; the polls made. */
async function until(read: () => Promise<boolean>, every: number, what: string): Promise<number> {
  for (let polls = 1; polls < 20_000; polls++) {
    if (await read()) return polls;
    await sleep(every);
  }
  throw new Error(`${what} never finished`);
}

/** The queue batches printed since `mark` (the last one's line arrives just after the work it counts). */
async function batchesSince(mark: number, queue: string): Promise<QueueBatch[]> {
  await sleep(1500);
  return batches.slice(mark).filter((batch) => batch.queue === queue);
}

interface Flow {
  people: number;
  acceptedMs: number;
  doneMs: number;
  polls: number;
  batches: QueueBatch[];
  /** What the page showed at the end. */
  end: string;
}

async function enrol(count: number, offset: number): Promise<Flow> {
  const sequence = (await api("/api/admin/sequences", { name: `Bench ${count}`, steps: STEPS, window: ALWAYS })).json;
  const candidateIds = Array.from({ length: count }, (_, i) => candidateId(offset + i));
  const mark = batches.length;
  const start = performance.now();
  const answer = await api(`/api/admin/sequences/${sequence.id}/enrollments`, { candidateIds });
  const acceptedMs = performance.now() - start;
  if (answer.status !== 202) throw new Error(`enrolling ${count}: ${answer.status}, not 202`);
  let end = "";
  const polls = await until(
    async () => {
      const view = (await api(`/api/admin/sequences/${sequence.id}`)).json;
      const batch = view.batches[0];
      end = `${batch.done}/${batch.total} done, ${view.counts.active} active`;
      return batch.status === "done" && view.counts.enrolled === count;
    },
    250,
    `enrolling ${count}`,
  );
  const doneMs = performance.now() - start;
  return { people: count, acceptedMs, doneMs, polls, batches: await batchesSince(mark, QUEUES.sequences), end };
}

async function tick(part: "sequences" | "cron"): Promise<{ work: Work; claimed: number }> {
  const { json } = await api(`/api/__bench/tick?part=${part}&time=${TICK_AT}`);
  const report = part === "cron" ? json.report.sequences : json.report;
  return { work: json.work, claimed: report.sent + report.skipped };
}

async function campaign(index: number): Promise<Flow> {
  const audience = index === 0 ? { kind: "candidates", tags: FIRST_TAG } : { kind: "candidates" };
  const { count } = (await api("/api/admin/campaigns/preview", { channel: "email", audience })).json;
  const mark = batches.length;
  const start = performance.now();
  const created = await api("/api/admin/campaigns", {
    name: `Bench campaign ${count}`,
    channel: "email",
    audience,
    subject: "New roles this week",
    body: "Hello {{candidate.firstName}}, new roles came in this week.",
  });
  const acceptedMs = performance.now() - start;
  // Progress as the campaigns list shows it (it polls while one is sending); the messages' states from the
  // campaign's page once it is sent. A poll that gets no answer in 30 s is counted and the next one tries again: in
  // two runs of wrangler dev a page request, among hundreds of queue batches a minute, got none for 5 minutes.
  let unanswered = 0;
  const polls = await until(
    async () => {
      try {
        const listed = (await api("/api/admin/campaigns?limit=5", undefined, 30_000)).json as CampaignRow[];
        return listed.find((row) => row.id === created.json.id)?.status === "sent";
      } catch (error) {
        if ((error as Error).name !== "TimeoutError") throw error;
        unanswered++;
        return false;
      }
    },
    2000,
    `campaign to ${count}`,
  );
  const detail = (await api(`/api/admin/campaigns/${created.json.id}?limit=1`, undefined, 120_000)).json;
  const end = `${detail.campaign.processed}/${detail.campaign.total} processed; ${Object.entries(detail.counts)
    .filter(([, n]) => (n as number) > 0)
    .map(([state, n]) => `${n} ${state}`)
    .join(", ")}${unanswered ? `; ${unanswered} polls unanswered in 30 s` : ""}`;
  const doneMs = performance.now() - start;
  return { people: count, acceptedMs, doneMs, polls, batches: await batchesSince(mark, QUEUES.campaigns), end };
}

const row = (cells: (string | number)[]) => console.log(cells.join("\t"));
const fixed = (value: number, digits = 0) => value.toFixed(digits);

function printFlows(title: string, flows: Flow[]) {
  console.log(`\n${title}\n`);
  row([
    "people",
    "202 in ms",
    "done in s",
    "progress polls",
    "queue messages",
    "people per message",
    "largest message B",
    "messages per batch (max)",
    "statements per message (median)",
    "rows read per message (median, max, last)",
    "rows written per message (median)",
    "at the end",
  ]);
  for (const flow of flows) {
    const messages = flow.batches.reduce((sum, batch) => sum + batch.messages, 0);
    const read = flow.batches.map((batch) => batch.rowsRead);
    row([
      flow.people,
      fixed(flow.acceptedMs),
      fixed(flow.doneMs / 1000, 1),
      flow.polls,
      messages,
      fixed(flow.people / Math.max(1, messages)),
      max(flow.batches.flatMap((batch) => batch.bytes)),
      max(flow.batches.map((batch) => batch.messages)),
      median(flow.batches.map((batch) => batch.statements)),
      `${median(read)}, ${max(read)}, ${read.at(-1) ?? 0}`,
      median(flow.batches.map((batch) => batch.rowsWritten)),
      flow.end,
    ]);
  }
  const [a, b] = flows;
  if (a && b) {
    const ratio = (x: QueueBatch[], y: QueueBatch[]) =>
      fixed(median(y.map((q) => q.rowsRead)) / Math.max(1, median(x.map((q) => q.rowsRead))), 2);
    console.log(`rows read per message, ${b.people} / ${a.people}: ${ratio(a.batches, b.batches)} (bounded: ~1)`);
  }
}

function withinLimits(all: QueueBatch[]) {
  const largest = max(all.flatMap((batch) => batch.bytes));
  const most = max(all.map((batch) => batch.messages));
  const pass = (ok: boolean) => (ok ? "PASS" : "FAIL");
  console.log("\nQueues' limits, every batch of every queue in the run\n");
  row(["queue", "batches", "messages", "largest message B", "most messages in a batch"]);
  for (const queue of Object.values(QUEUES)) {
    const of = all.filter((batch) => batch.queue === queue);
    row([
      queue,
      of.length,
      of.reduce((s, b) => s + b.messages, 0),
      max(of.flatMap((b) => b.bytes)),
      max(of.map((b) => b.messages)),
    ]);
  }
  console.log(
    `largest message ${largest} B < ${QUEUE_MESSAGE_MAX_BYTES} B: ${pass(largest < QUEUE_MESSAGE_MAX_BYTES)}`,
  );
  console.log(`most messages in a batch ${most} <= ${QUEUE_BATCH_MAX}: ${pass(most <= QUEUE_BATCH_MAX)}`);
}

requireBuild();
console.error(
  `[outreach] ${PEOPLE} candidates; enrolling ${ENROL.join(" then ")}; campaigns to ${AUDIENCE.join(", ")}`,
);
const state = freshState(`bench-outreach/${options.size}`);
log = path.join(state, "server.log");
execFileSync("sqlite3", ["-bail", d1File(state)], {
  input: generatedSql(await hashPassword(ADMIN.password)),
  stdio: ["pipe", "ignore", "inherit"],
});
server = await serve(state, Number(options.port), {
  // A throwaway session secret for this run (wrangler dev reads no .dev.vars of the worktree's here).
  args: [
    "bench/scale/outreach-worker.ts",
    ...["--var", "EMAIL_FROM:bench@example.com", "--var", `SESSION_SECRET:${randomBytes(32).toString("base64url")}`],
  ],
  output,
});
const ticks: { enrolled: number; sequences: { work: Work; claimed: number }[]; cron: Work }[] = [];
const enrolments: Flow[] = [];
const campaigns: Flow[] = [];
try {
  await signIn();
  let offset = 0;
  for (const count of options.parts.includes("sequences") ? ENROL : []) {
    console.error(`[outreach] enrolling ${count}...`);
    enrolments.push(await enrol(count, offset));
    offset += count;
    const sequences = [];
    for (let i = 0; i < TICKS; i++) sequences.push(await tick("sequences"));
    const cron = (await tick("cron")).work;
    await signIn(); // the cron run, days on, may have removed the session
    ticks.push({ enrolled: offset, sequences, cron });
  }
  for (let i = 0; options.parts.includes("campaigns") && i < AUDIENCE.length; i++) {
    console.error(`[outreach] campaign ${i + 1} of ${AUDIENCE.length}...`);
    campaigns.push(await campaign(i));
  }
} finally {
  await server.stop();
}

printFlows("Enrolling a list in a sequence (POST .../enrollments, 202, then the SEQUENCES queue)", enrolments);
console.log(`\nThe cron's sequence step, ${TICKS} ticks after each list, every step due; and one whole cron run\n`);
row([
  "enrolled",
  "steps claimed per tick",
  "statements per tick",
  "rows read per tick",
  "rows written per tick",
  "whole cron: rows read",
]);
for (const t of ticks)
  row([
    t.enrolled,
    t.sequences.map((s) => s.claimed).join(" "),
    t.sequences.map((s) => s.work.statements).join(" "),
    t.sequences.map((s) => s.work.rowsRead).join(" "),
    t.sequences.map((s) => s.work.rowsWritten).join(" "),
    t.cron.rowsRead,
  ]);
const [few, many] = ticks;
if (few && many) {
  const readOf = (t: typeof few) => median(t.sequences.map((s) => s.work.rowsRead));
  console.log(
    `rows read per tick, ${many.enrolled} / ${few.enrolled} enrolled: ${fixed(readOf(many) / Math.max(1, readOf(few)), 2)} (bounded: ~1); whole cron run: ${fixed(many.cron.rowsRead / Math.max(1, few.cron.rowsRead), 2)}`,
  );
}
printFlows("An email campaign (POST /api/admin/campaigns, 202, then the CAMPAIGNS queue)", campaigns);
withinLimits(batches);
