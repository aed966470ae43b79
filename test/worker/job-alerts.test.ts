import { env, exports } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HONEYPOT_FIELD } from "../../worker/contract/forms";
import { runScheduled } from "../../worker/cron";
import { createDb } from "../../worker/db/client";
import { attemptDelivery } from "../../worker/delivery/pipeline";
import type { EmailPayload } from "../../worker/delivery/types";
import { DELIVERY_KINDS } from "../../worker/delivery-kinds";
import { hashLinkToken } from "../../worker/domain/link-token";
import { RESEND_ENDPOINT } from "../../worker/integrations/email/client";
import { periodStart, runJobAlertDigests } from "../../worker/job-alerts/digests";
import { alertMatchStatements } from "../../worker/job-alerts/matches-store";
import {
  api,
  createStaffUser,
  emptyDatabase,
  insertDefaultStaffAreas,
  ORIGIN,
  signIn,
  uniqueIp,
  workerFetch,
} from "./helpers";

/** Job alerts (issue 19, decision 028): double opt-in, digests of new matching jobs only, one-click unsubscribe. */

const db = createDb(env.DB);
const MINUTE = 60_000;

/** Each request from its own IP unless told, so the per-IP limit only bites where a test means it to. */
function subscribe(body: unknown, ip = uniqueIp()) {
  return api("/api/job-alerts", { method: "POST", body, headers: { "CF-Connecting-IP": ip } });
}

/** Email as a deployment with a sender has it (the test environment has none: its email waits in the outbox). */
const emailConfigured = { ...env, EMAIL_API_KEY: "re_test_key", EMAIL_FROM: "Talent Partners <jobs@example.com>" };

/** A request through the whole Worker with email configured, its after-response work done before it returns. */
async function subscribeWithEmail(body: unknown) {
  const response = await workerFetch(
    new Request(`${ORIGIN}/api/job-alerts`, {
      method: "POST",
      headers: { "content-type": "application/json", "CF-Connecting-IP": uniqueIp() },
      body: JSON.stringify(body),
    }),
    emailConfigured,
  );
  return response;
}

interface EmailRow {
  recipient: string;
  payload: EmailPayload;
}
async function emailsTo(recipient: string): Promise<EmailRow[]> {
  const { results } = await env.DB.prepare(
    "select recipient, payload from deliveries where kind = 'email' and recipient = ? order by created_at, rowid",
  )
    .bind(recipient)
    .all<{ recipient: string; payload: string }>();
  return results.map((row) => ({ recipient: row.recipient, payload: JSON.parse(row.payload) as EmailPayload }));
}

const subscription = (email: string) =>
  env.DB.prepare("select * from job_alert_subscriptions where email = ?").bind(email).first<{
    status: string;
    watermark: number | null;
    consent_version: string;
    confirmed_at: number | null;
  }>();

async function insertJob(
  id: string,
  publishedAt: number,
  fields: { title?: string; industry?: string; location?: string; type?: string; status?: string } = {},
) {
  await env.DB.prepare(
    "insert into jobs (id, title, company, location, type, industry, description, requirements, status, valid_through, published_at, created_at, updated_at) values (?, ?, 'Acme', ?, ?, ?, 'A fine job with a fine team.', '• One', ?, '2099-01-01', ?, ?, ?)",
  )
    .bind(
      id,
      fields.title ?? "Software Engineer",
      fields.location ?? "Chicago, IL",
      fields.type ?? "Full-time",
      fields.industry ?? "Technology",
      fields.status ?? "published",
      publishedAt,
      publishedAt,
      publishedAt,
    )
    .run();
  // As publishing does (worker/jobs/store.ts): a job is matched against the saved alerts when first published.
  if ((fields.status ?? "published") === "draft") return;
  const job = {
    id,
    location: fields.location ?? "Chicago, IL",
    type: fields.type ?? "Full-time",
    industry: fields.industry ?? "Technology",
  };
  const matches = await alertMatchStatements(
    db,
    job as Parameters<typeof alertMatchStatements>[1],
    new Date(publishedAt),
  );
  if (matches.length > 0) await db.batch(matches as [(typeof matches)[number]]);
}

/** The token of the newest confirmation link emailed to `email` (only its hash is stored). */
async function confirmTokenSentTo(email: string) {
  const texts = (await emailsTo(email)).map((message) => message.payload.text).reverse();
  return /\/job-alerts\/confirm\/([\w-]+)/.exec(texts.find((text) => text.includes("/confirm/")) ?? "")![1]!;
}

/** Subscribes and follows the confirmation link from the outbox; answers the manage token and the confirmation time. */
async function subscribeAndConfirm(email: string, filters: Record<string, unknown>, frequency = "instant") {
  expect((await subscribe({ email, filters, frequency })).status).toBe(202);
  const confirmed = await api(`/api/job-alerts/confirm/${await confirmTokenSentTo(email)}`);
  expect(confirmed.status).toBe(200);
  const { manageToken } = (await confirmed.json()) as { manageToken: string };
  const row = (await subscription(email))!;
  return { manageToken, confirmedAt: row.watermark! };
}

const digest = (at: number) => runJobAlertDigests(env, db, new Date(at));

beforeEach(emptyDatabase);
afterEach(() => vi.restoreAllMocks());

describe("POST /api/job-alerts", () => {
  it("stores a pending subscription and emails the confirmation link, and nothing else before it is followed", async () => {
    const response = await subscribe({
      email: "  Ann@Example.COM ",
      filters: { q: "engineer", industry: "Technology" },
      frequency: "instant",
    });
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ ok: true, confirmationEmail: "not_connected" });
    const row = (await subscription("ann@example.com"))!;
    expect(row).toMatchObject({
      status: "pending",
      watermark: null,
      confirmed_at: null,
      consent_version: expect.any(String),
    });
    const emails = await emailsTo("ann@example.com");
    expect(emails).toHaveLength(1);
    const confirmToken = await confirmTokenSentTo("ann@example.com");
    expect(emails[0]!.payload.text).toContain(`${ORIGIN}/job-alerts/confirm/${confirmToken}`);
    // Only the hashes are stored, and the manage token sealed (decision 078): no column holds a link's token.
    expect(JSON.stringify(row)).not.toContain(confirmToken);
    expect(row).toMatchObject({ confirm_token_hash: await hashLinkToken(confirmToken), legacy_confirm_token: null });

    await insertJob("j1", Date.now() + 1000);
    expect(await digest(Date.now() + 10 * MINUTE)).toEqual([]);
    expect(await emailsTo("ann@example.com")).toHaveLength(1);
  });

  it("says the confirmation email is on its way only when email is set up, the same for a trapped request", async () => {
    const waiting = (await (await subscribe({ email: "wait@example.com", frequency: "daily" })).json()) as {
      message: string;
    };
    expect(waiting).toEqual({
      ok: true,
      confirmationEmail: "not_connected",
      message: expect.stringContaining("Our email is not set up yet"),
    });
    expect(waiting.message).not.toMatch(/check your inbox|our email to start/i);
    const trappedWaiting = await subscribe({
      email: "bot@example.com",
      frequency: "daily",
      [HONEYPOT_FIELD]: "spam.example",
    });
    expect(await trappedWaiting.json()).toEqual(waiting);

    const sending = await subscribeWithEmail({ email: "send@example.com", frequency: "daily" });
    expect(sending.status).toBe(202);
    const sent = await sending.json();
    expect(sent).toEqual({
      ok: true,
      confirmationEmail: "sending",
      message: "Check your inbox: follow the link in our email to start your job alert.",
    });
    expect(await emailsTo("send@example.com")).toHaveLength(1);
    const trappedSending = await subscribeWithEmail({
      email: "bot@example.com",
      frequency: "daily",
      [HONEYPOT_FIELD]: "spam.example",
    });
    expect(await trappedSending.json()).toEqual(sent);
    expect(await emailsTo("bot@example.com")).toHaveLength(0);
  });

  it("answers the same 202 for a known and an unknown address, and sends nothing more to an active one", async () => {
    await subscribeAndConfirm("known@example.com", { industry: "Finance" });
    const known = await subscribe({
      email: "known@example.com",
      filters: { industry: "Finance" },
      frequency: "instant",
    });
    const unknown = await subscribe({
      email: "nobody@example.com",
      filters: { industry: "Finance" },
      frequency: "instant",
    });
    expect(known.status).toBe(unknown.status);
    expect(await known.text()).toBe(await unknown.text());
    expect(await emailsTo("known@example.com")).toHaveLength(1);
    expect(await emailsTo("nobody@example.com")).toHaveLength(1);
  });

  it("sends a pending address a fresh link, and the old one no longer confirms", async () => {
    await subscribe({ email: "again@example.com", filters: {}, frequency: "daily" });
    const first = await confirmTokenSentTo("again@example.com");
    await subscribe({ email: "again@example.com", filters: {}, frequency: "weekly" });
    const second = await confirmTokenSentTo("again@example.com");
    expect(second).not.toBe(first);
    expect(await emailsTo("again@example.com")).toHaveLength(2);
    expect((await api(`/api/job-alerts/confirm/${first}`)).status).toBe(404);
    const confirmed = await api(`/api/job-alerts/confirm/${second}`);
    const view = (await confirmed.json()) as { manageToken: string };
    expect(view).toMatchObject({ status: "active", frequency: "weekly" });
    // The manage token the page links to opens the alert, and no column holds it.
    expect((await api(`/api/job-alerts/manage/${view.manageToken}`)).status).toBe(200);
    const row = (await subscription("again@example.com")) as Record<string, unknown>;
    expect(JSON.stringify(row)).not.toContain(view.manageToken);
    expect(row.manage_token_hash).toBe(await hashLinkToken(view.manageToken));
    expect((await api(`/api/job-alerts/manage/${String(row.manage_token_hash)}`)).status).toBe(404);
  });

  it("refuses bad input with a 400 naming the field, storing nothing", async () => {
    const cases: [unknown, string][] = [
      [{ email: "not-an-email", filters: {}, frequency: "daily" }, "email"],
      [{ email: "a@example.com", filters: {}, frequency: "hourly" }, "frequency"],
      [{ email: "a@example.com", filters: { industry: "Astrology" }, frequency: "daily" }, "filters.industry"],
      [{ email: "a@example.com", filters: { location: "Mars" }, frequency: "daily" }, "filters.location"],
      [{ email: "a@example.com", filters: { remote: "yes" }, frequency: "daily" }, "filters.remote"],
      [{ email: "a@example.com", filters: { salary: 1 }, frequency: "daily" }, "filters"],
      [{ email: "a@example.com", filters: { q: "x".repeat(201) }, frequency: "daily" }, "filters.q"],
    ];
    for (const [body, field] of cases) {
      const response = await subscribe(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(`"${field}`);
    }
    const malformed = await api("/api/job-alerts", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: undefined,
    });
    expect(malformed.status).toBe(400);
    expect(await env.DB.prepare("select count(*) as n from job_alert_subscriptions").first("n")).toBe(0);
  });

  it("limits requests per IP (429) and per address (the same 202, no more email)", async () => {
    for (let i = 0; i < 10; i++)
      expect(
        (await subscribe({ email: `ip${i}@example.com`, filters: {}, frequency: "daily" }, "203.0.113.9")).status,
      ).toBe(202);
    const limited = await subscribe({ email: "ip10@example.com", filters: {}, frequency: "daily" }, "203.0.113.9");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBeTruthy();

    for (let i = 0; i < 5; i++)
      expect(
        (await subscribe({ email: "flood@example.com", filters: { q: `word${i}` }, frequency: "daily" })).status,
      ).toBe(202);
    expect(await emailsTo("flood@example.com")).toHaveLength(3);
  });
});

describe("confirmation", () => {
  it("activates with the consent time, starts the watermark then, and says so again on a second visit", async () => {
    const before = Date.now();
    await subscribe({ email: "c@example.com", filters: {}, frequency: "instant" });
    const token = await confirmTokenSentTo("c@example.com");
    const first = await api(`/api/job-alerts/confirm/${token}`);
    expect(first.status).toBe(200);
    const row = (await subscription("c@example.com"))!;
    expect(row.status).toBe("active");
    expect(row.confirmed_at).toBeGreaterThanOrEqual(before);
    expect(row.watermark).toBe(row.confirmed_at);
    expect((await (await api(`/api/job-alerts/confirm/${token}`)).json()) as object).toMatchObject({
      status: "active",
    });
  });

  it("refuses an expired link (410) and an unknown one (404)", async () => {
    await subscribe({ email: "late@example.com", filters: {}, frequency: "daily" });
    await env.DB.prepare("update job_alert_subscriptions set confirm_expires_at = ?")
      .bind(Date.now() - 1)
      .run();
    const token = await confirmTokenSentTo("late@example.com");
    expect((await api(`/api/job-alerts/confirm/${token}`)).status).toBe(410);
    expect((await subscription("late@example.com"))!.status).toBe("pending");
    expect((await api(`/api/job-alerts/confirm/${"x".repeat(43)}`)).status).toBe(404);
  });
});

describe("digests", () => {
  it("list only new, open, matching jobs, and never the same job twice across runs", async () => {
    await insertJob("old", Date.now() - 60 * MINUTE);
    const { confirmedAt } = await subscribeAndConfirm("d@example.com", { q: "engineer", industry: "Technology" });
    await insertJob("match", confirmedAt + 1000);
    await insertJob("other-industry", confirmedAt + 1000, { industry: "Finance" });
    await insertJob("other-word", confirmedAt + 1000, { title: "Accountant" });
    await insertJob("closed", confirmedAt + 1000, { status: "archived" });
    await insertJob("draft", confirmedAt + 1000, { status: "draft" });

    expect(await digest(confirmedAt + 5 * MINUTE)).toHaveLength(1);
    const [, first] = await emailsTo("d@example.com");
    expect(first!.payload.text).toContain("/jobs/match");
    for (const id of ["old", "other-industry", "other-word", "closed", "draft"])
      expect(first!.payload.text).not.toContain(`/jobs/${id}\n`);
    expect(first!.payload.subject).toBe('1 new job for "engineer", Technology');

    // The next run has nothing new: no email.
    expect(await digest(confirmedAt + 10 * MINUTE)).toEqual([]);
    await insertJob("match-2", confirmedAt + 11 * MINUTE, { title: "Senior Engineer" });
    expect(await digest(confirmedAt + 15 * MINUTE)).toHaveLength(1);
    const [, , second] = await emailsTo("d@example.com");
    expect(second!.payload.text).toContain("/jobs/match-2");
    expect(second!.payload.text).not.toContain("/jobs/match\n");
    expect(await emailsTo("d@example.com")).toHaveLength(3);
  });

  // Decision 097: a job's matches are written in the batch that publishes it, so a run sees a publication whole or
  // not at all; the minute runs once waited for a publication still committing is gone.
  it("send a job published just before the run in that run, since its matches are written with its publication", async () => {
    const { confirmedAt } = await subscribeAndConfirm("s@example.com", {});
    await insertJob("fresh", confirmedAt + 5 * MINUTE - 10_000);
    expect(await digest(confirmedAt + 5 * MINUTE)).toHaveLength(1);
    expect(await digest(confirmedAt + 10 * MINUTE)).toEqual([]);
  });

  it("carry a one-click unsubscribe link and a manage link; the unsubscribe works at once", async () => {
    const { manageToken, confirmedAt } = await subscribeAndConfirm("u@example.com", { remote: true });
    await insertJob("remote", confirmedAt + 1000, { type: "Remote" });
    await insertJob("onsite", confirmedAt + 1000);
    await digest(confirmedAt + 5 * MINUTE);
    const [, alert] = await emailsTo("u@example.com");
    // The email kind makes the RFC 8058 headers of it when it sends (test/worker/outreach-email.test.ts).
    expect(alert!.payload.bulk).toEqual({ unsubscribe: `${ORIGIN}/unsubscribe/one-click/a.${manageToken}` });
    expect(alert!.payload.text).toContain(`${ORIGIN}/job-alerts/manage/${manageToken}`);
    expect(alert!.payload.text).toContain("/jobs/remote");
    expect(alert!.payload.text).not.toContain("/jobs/onsite");

    // As a mail provider sends it: a form body, no Origin.
    const oneClick = await fetchWorker(`/unsubscribe/one-click/a.${manageToken}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect((await subscription("u@example.com"))!.status).toBe("unsubscribed");
    await insertJob("remote-2", confirmedAt + 6 * MINUTE, { type: "Remote" });
    expect(await digest(confirmedAt + 20 * MINUTE)).toEqual([]);
    expect(await emailsTo("u@example.com")).toHaveLength(2);
  });

  it("hand the unsubscribe headers to Resend", async () => {
    const { confirmedAt } = await subscribeAndConfirm("r@example.com", {});
    await insertJob("any", confirmedAt + 1000);
    const [id] = await digest(confirmedAt + 5 * MINUTE);
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ id: "em_1" }));
    const configured = { ...env, EMAIL_API_KEY: "re_test_key", EMAIL_FROM: "Talent Partners <jobs@example.com>" };
    expect(await attemptDelivery(configured, db, DELIVERY_KINDS, id!, new Date(confirmedAt + 3 * 60 * MINUTE))).toEqual(
      { outcome: "sent" },
    );
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe(RESEND_ENDPOINT);
    const sent = JSON.parse(String(init?.body));
    expect(sent.headers).toEqual({
      "List-Unsubscribe": expect.stringMatching(
        /^<http:\/\/localhost\/unsubscribe\/one-click\/a\.([\w-]{43})>, <mailto:unsubscribe@[\w.-]+\?subject=unsubscribe%20a\.\1>$/,
      ),
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "Message-ID": `<${id}@example.com>`,
    });
    expect(sent.text).toMatch(
      /\n\nUnsubscribe with one click: http:\/\/localhost\/unsubscribe\/one-click\/a\.[\w-]{43}$/,
    );
  });

  it("send daily digests once a day at 07:00 New York time and weekly ones on Mondays", async () => {
    const { confirmedAt } = await subscribeAndConfirm("daily@example.com", {}, "daily");
    await insertJob("j", confirmedAt + 1000);
    const nextSend = periodStart("daily", new Date(confirmedAt + 24 * 60 * MINUTE));
    expect(await digest(nextSend - 5 * MINUTE)).toEqual([]);
    expect(await digest(nextSend)).toHaveLength(1);
    await insertJob("k", nextSend + MINUTE);
    expect(await digest(nextSend + 5 * MINUTE)).toEqual([]);
    expect(await digest(nextSend + 24 * 60 * MINUTE)).toHaveLength(1);

    expect(new Date(periodStart("weekly", new Date("2026-11-26T12:00:00Z"))).toISOString()).toBe(
      "2026-11-23T12:00:00.000Z",
    );
    expect(new Date(periodStart("daily", new Date("2026-07-01T10:00:00Z"))).toISOString()).toBe(
      "2026-06-30T11:00:00.000Z",
    );
  });
});

describe("publication time", () => {
  it("is set when a job is first published and kept when it is published again", async () => {
    await insertDefaultStaffAreas();
    await createStaffUser("editor", "admin");
    const cookie = await signIn("editor");
    const body = {
      title: "Data Engineer",
      company: "Acme",
      location: "Chicago, IL",
      type: "Full-time",
      industry: "Technology",
      description: "Build pipelines with a friendly and capable team in Chicago.",
      requirements: "• SQL",
    };
    const draft = (await (
      await api("/api/jobs", { method: "POST", body: { ...body, status: "draft" }, cookie })
    ).json()) as { id: string };
    const publishedAt = () =>
      env.DB.prepare("select published_at from jobs where id = ?").bind(draft.id).first<number | null>("published_at");
    expect(await publishedAt()).toBeNull();
    await api(`/api/jobs/${draft.id}`, { method: "PUT", body: { status: "published" }, cookie });
    const first = await publishedAt();
    expect(first).toBeGreaterThan(0);
    await api(`/api/jobs/${draft.id}`, { method: "PUT", body: { status: "archived" }, cookie });
    await api(`/api/jobs/${draft.id}`, { method: "PUT", body: { status: "published" }, cookie });
    expect(await publishedAt()).toBe(first);
  });
});

describe("manage link", () => {
  it("reads, changes filters and frequency (only what it names), and unsubscribes", async () => {
    const { manageToken } = await subscribeAndConfirm("m@example.com", { industry: "Finance" }, "daily");
    const read = await api(`/api/job-alerts/manage/${manageToken}`);
    expect(await read.json()).toMatchObject({
      email: "m@example.com",
      filters: { industry: "Finance" },
      frequency: "daily",
      status: "active",
    });

    const changed = await api(`/api/job-alerts/manage/${manageToken}`, {
      method: "PUT",
      body: { frequency: "weekly" },
    });
    expect(await changed.json()).toMatchObject({ filters: { industry: "Finance" }, frequency: "weekly" });
    const refiltered = await api(`/api/job-alerts/manage/${manageToken}`, {
      method: "PUT",
      body: { filters: { q: "analyst", location: "Remote" } },
    });
    expect(await refiltered.json()).toMatchObject({
      filters: { q: "analyst", location: "Remote" },
      frequency: "weekly",
    });

    const bad = await api(`/api/job-alerts/manage/${manageToken}`, { method: "PUT", body: { frequency: "never" } });
    expect(bad.status).toBe(400);
    expect((await api(`/api/job-alerts/manage/${manageToken}`, { method: "PUT", body: {} })).status).toBe(400);

    const gone = await api(`/api/job-alerts/manage/${manageToken}`, { method: "DELETE" });
    expect(await gone.json()).toMatchObject({ status: "unsubscribed" });
    expect((await api(`/api/job-alerts/manage/${"y".repeat(43)}`)).status).toBe(404);
  });
});

describe("staff counts", () => {
  it("counts active subscriptions per frequency for the jobs area", async () => {
    await insertDefaultStaffAreas();
    await subscribeAndConfirm("a1@example.com", {}, "instant");
    await subscribeAndConfirm("a2@example.com", {}, "weekly");
    await subscribe({ email: "pending@example.com", filters: {}, frequency: "daily" });
    expect((await api("/api/jobs/alert-counts")).status).toBe(401);
    await createStaffUser("boss", "admin");
    const cookie = await signIn("boss");
    const counts = await api("/api/jobs/alert-counts", { cookie });
    expect(await counts.json()).toEqual({ instant: 1, daily: 0, weekly: 1 });
  });
});

/** A request as a mail provider sends it: no Origin, no cookie. */
function fetchWorker(path: string, init: RequestInit) {
  return exports.default.fetch(`${ORIGIN}${path}`, init);
}

describe("links mailed before tokens were hashed (decision 078)", () => {
  it("keep working: before the cron hashes them, after it, and in the next digest", async () => {
    const legacyManage = "legacy-manage-token-000000000000000000000001";
    const legacyConfirm = "legacy-confirm-token-00000000000000000000001";
    const confirmedAt = Date.now() - 60 * MINUTE;
    // A row as migration 0058 leaves one: its tokens moved, as they were, to the legacy columns.
    await env.DB.prepare(
      "insert into job_alert_subscriptions (id, email, filters, filters_key, frequency, status, confirm_expires_at, consent_version, confirmed_at, watermark, origin, legacy_confirm_token, legacy_manage_token) values ('old', 'old@example.com', '{}', '{}', 'instant', 'active', 0, 'v1', ?, ?, ?, ?, ?)",
    )
      .bind(confirmedAt, confirmedAt, ORIGIN, legacyConfirm, legacyManage)
      .run();
    expect((await api(`/api/job-alerts/manage/${legacyManage}`)).status).toBe(200);

    const report = await runScheduled({ scheduledTime: Date.now() }, env);
    expect(report.legacyTokensHashed).toBe(1);
    const row = (await subscription("old@example.com")) as Record<string, unknown>;
    expect(JSON.stringify(row)).not.toContain(legacyManage);
    expect(JSON.stringify(row)).not.toContain(legacyConfirm);
    expect(row).toMatchObject({
      legacy_manage_token: null,
      legacy_confirm_token: null,
      manage_token_hash: await hashLinkToken(legacyManage),
      confirm_token_hash: await hashLinkToken(legacyConfirm),
    });
    expect((await api(`/api/job-alerts/manage/${legacyManage}`)).status).toBe(200);
    expect(await api(`/api/job-alerts/confirm/${legacyConfirm}`).then((r) => r.json())).toMatchObject({
      status: "active",
      manageToken: legacyManage,
    });
    // The next digest links to the same manage address, opened from its sealed copy.
    await insertJob("after", Date.now() - 10 * MINUTE);
    expect(await digest(Date.now())).toHaveLength(1);
    const [alert] = await emailsTo("old@example.com");
    expect(alert!.payload.text).toContain(`${ORIGIN}/job-alerts/manage/${legacyManage}`);
    expect((await runScheduled({ scheduledTime: Date.now() }, env)).legacyTokensHashed).toBe(0);
  });
});
