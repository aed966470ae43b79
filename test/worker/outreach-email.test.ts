import { createMessageBatch } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { strFromU8, unzipSync } from "fflate";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDb } from "../../worker/db/client";
import { attemptDelivery, queueDelivery } from "../../worker/delivery/pipeline";
import { DELIVERY_QUEUE, handleDeliveryBatch } from "../../worker/delivery/queue";
import type { EmailPayload } from "../../worker/delivery/types";
import { DELIVERY_KINDS } from "../../worker/delivery-kinds";
import { linkSealKey } from "../../worker/domain/link-token";
import type { Bindings } from "../../worker/env";
import { RESEND_ENDPOINT } from "../../worker/integrations/email/client";
import { runNewsletterBatch } from "../../worker/newsletter/fan-out";
import { claimSendDay } from "../../worker/outreach/send-cap-store";
import { erasePerson } from "../../worker/privacy/eraser";
import { exportPerson } from "../../worker/privacy/person-export";
import { signedEmailEvent } from "./email-event-helpers";
import { api, emptyDatabase, insertDefaultStaffAreas, ORIGIN, signedInStaff, uniqueIp, workerFetch } from "./helpers";

/**
 * The sender hygiene of bulk email (issue 50 item 5, decision 106): RFC 8058 one-click unsubscribe on every bulk
 * email, suppression by hard bounces and complaints (Resend's signed webhook), and each sender's daily cap.
 */

const db = createDb(env.DB);
const FROM = "Talent Partners <news@firm.example>";
const configured: Bindings = { ...env, EMAIL_API_KEY: "re_test", EMAIL_FROM: FROM };
/** A fixed instant: the cap's days are this day and the next ones (UTC). */
const NOW = new Date("2026-03-10T15:00:00.000Z");

beforeEach(emptyDatabase);
afterEach(() => vi.restoreAllMocks());

/** Resend intercepted at the outbound fetch: each call's JSON body, answered as Resend answers a send. */
function interceptResend() {
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async () => Response.json({ id: "em_1" }));
  return {
    sent: () =>
      spy.mock.calls
        .filter(([url]) => String(url) === RESEND_ENDPOINT)
        .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown> & { to: string[] }),
  };
}

/** A newsletter reader with a manage token as stored before decision 078 (still working), active. */
async function reader(id: string, email: string, status = "active") {
  await env.DB.prepare(
    "insert into newsletter_subscribers (id, email, status, source, legacy_manage_token, consent_version, origin, confirmed_at) values (?, ?, ?, 'signup', ?, 'newsletter-2026-11', 'http://localhost', 1)",
  )
    .bind(id, email, status, `manage-token-of-${id}-0000000000`)
    .run();
}

/** A bulk email queued for `recipient`, as a newsletter or a digest queues one. */
async function bulkEmail(recipient: string, unsubscribe = `${ORIGIN}/unsubscribe/one-click/n.token-of-${recipient}`) {
  const payload: EmailPayload = { subject: "News", text: "Hello", bulk: { unsubscribe } };
  const email = queueDelivery(db, "email", { recipient, summary: "News", payload }, NOW);
  await email.insert;
  return email.id;
}

async function transactionalEmail(recipient: string) {
  const email = queueDelivery(
    db,
    "email",
    { recipient, summary: "Your booking", payload: { subject: "Your booking", text: "See you Tuesday" } },
    NOW,
  );
  await email.insert;
  return email.id;
}

const deliveryRow = (id: string) =>
  env.DB.prepare("select status, last_error, waiting_reason, next_attempt_at from deliveries where id = ?")
    .bind(id)
    .first<{
      status: string;
      last_error: string | null;
      waiting_reason: string | null;
      next_attempt_at: number | null;
    }>();

/** A mail provider's one-click POST: a form body, no cookie, no Origin. */
function oneClick(token: string) {
  return workerFetch(
    new Request(`${ORIGIN}/unsubscribe/one-click/${token}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "CF-Connecting-IP": uniqueIp() },
      body: "List-Unsubscribe=One-Click",
    }),
  );
}

describe("RFC 8058 one-click unsubscribe", () => {
  it("puts List-Unsubscribe, List-Unsubscribe-Post and a visible link on a newsletter issue's outgoing request", async () => {
    await reader("sub-1", "ann@example.com");
    await env.DB.prepare(
      "insert into newsletter_issues (id, subject, intro, article_ids, status, body, origin, cursor, send_started_at) values ('issue-1', 'March news', '', '[]', 'sending', 'Our news.\n', 'http://localhost', '', 1)",
    ).run();
    const batch = await runNewsletterBatch(db, linkSealKey(env), "issue-1", NOW);
    expect(batch).toMatchObject({ outcome: "batch", queued: 1 });
    const resend = interceptResend();
    expect(await attemptDelivery(configured, db, DELIVERY_KINDS, batch.deliveryIds![0]!, NOW)).toEqual({
      outcome: "sent",
    });
    const [sent] = resend.sent();
    const link = "http://localhost/unsubscribe/one-click/n.manage-token-of-sub-1-0000000000";
    expect(sent!.to).toEqual(["ann@example.com"]);
    expect(sent!.headers).toMatchObject({
      "List-Unsubscribe": `<${link}>, <mailto:unsubscribe@firm.example?subject=unsubscribe%20n.manage-token-of-sub-1-0000000000>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(sent!.text).toMatch(new RegExp(`Unsubscribe with one click: ${link.replace(/\./g, "\\.")}$`));
    expect(sent!.html).toContain(`<p>Unsubscribe with one click: <a href="${link}">${link}</a></p>`);
  });

  it("shows a bulk email waiting in the outbox as it will go, its unsubscribe headers and line included", async () => {
    const id = await bulkEmail("wait@example.com", `${ORIGIN}/unsubscribe/one-click/n.waiting-token-00000000000`);
    await insertDefaultStaffAreas();
    const { cookie } = await signedInStaff("ada", "admin");
    const copy = (await (await api(`/api/admin/deliveries/${id}/sent-email`, { cookie })).json()) as {
      headers: string;
      text: string;
    };
    expect(copy.headers).toContain(
      "List-Unsubscribe: <http://localhost/unsubscribe/one-click/n.waiting-token-00000000000>, <mailto:unsubscribe@",
    );
    expect(copy.headers).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(copy.text).toBe(
      "Hello\n\nUnsubscribe with one click: http://localhost/unsubscribe/one-click/n.waiting-token-00000000000",
    );
  });

  it("unsubscribes at once on a POST without cookie, answers 200 again, and 404 for a wrong token", async () => {
    await reader("sub-2", "bo@example.com");
    const token = "n.manage-token-of-sub-2-0000000000";
    const first = await oneClick(token);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain("You are unsubscribed");
    const status = () =>
      env.DB.prepare("select status, unsubscribed_at from newsletter_subscribers where id = 'sub-2'").first<{
        status: string;
        unsubscribed_at: number;
      }>();
    const after = await status();
    expect(after!.status).toBe("unsubscribed");
    // Again: the same answer, nothing changed (not even the time it was done).
    expect((await oneClick(token)).status).toBe(200);
    expect(await status()).toEqual(after);
    // A token of another list, a made-up one, and one that cannot be a token.
    expect((await oneClick("a.manage-token-of-sub-2-0000000000")).status).toBe(404);
    expect((await oneClick("n.not-a-token-of-anyone-000000000")).status).toBe(404);
    expect((await oneClick("nothing")).status).toBe(404);
  });

  it("shows a page with the button on a GET and changes nothing until it is pressed", async () => {
    await reader("sub-3", "cy@example.com");
    const token = "n.manage-token-of-sub-3-0000000000";
    const page = await workerFetch(new Request(`${ORIGIN}/unsubscribe/one-click/${token}`));
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain("cy@example.com");
    expect(html).toContain(`<form method="post" action="/unsubscribe/one-click/${token}">`);
    expect(html).toContain('<button type="submit">Unsubscribe</button>');
    expect(html).not.toContain("<script");
    const row = await env.DB.prepare("select status from newsletter_subscribers where id = 'sub-3'").first();
    expect(row).toEqual({ status: "active" });
    expect(
      (await workerFetch(new Request(`${ORIGIN}/unsubscribe/one-click/n.unknown-token-000000000000`))).status,
    ).toBe(404);
  });
});

describe("suppression by bounces and complaints", () => {
  const SECRET = `whsec_${btoa("a webhook secret of thirty-two by")}`;
  const withSecret: Bindings = { ...configured, EMAIL_WEBHOOK_SECRET: SECRET };

  async function event(body: unknown, options: { secret?: string; at?: Date } = {}) {
    return workerFetch(await signedEmailEvent(body, options.secret ?? SECRET, { at: options.at }), withSecret);
  }

  it("suppresses a hard bounce and a complaint; a soft bounce, another event or a bad signature suppresses nothing", async () => {
    const bounced = {
      type: "email.bounced",
      data: { to: ["Hard@Example.com"], bounce: { type: "Permanent", message: "550 no such user" } },
    };
    expect((await event(bounced)).status).toBe(204);
    expect((await event(bounced)).status).toBe(204);
    expect((await event({ type: "email.complained", data: { to: ["spam@example.com"] } })).status).toBe(204);
    expect(
      (await event({ type: "email.bounced", data: { to: ["soft@example.com"], bounce: { type: "Transient" } } }))
        .status,
    ).toBe(204);
    expect((await event({ type: "email.delivered", data: { to: ["fine@example.com"] } })).status).toBe(204);
    expect(
      (
        await event(
          { type: "email.complained", data: { to: ["forged@example.com"] } },
          { secret: `whsec_${btoa("another secret")}` },
        )
      ).status,
    ).toBe(403);
    const old = new Date(Date.now() - 10 * 60_000);
    expect(
      (await event({ type: "email.complained", data: { to: ["replayed@example.com"] } }, { at: old })).status,
    ).toBe(403);
    const { results } = await env.DB.prepare(
      "select email, reason, detail from email_suppressions order by email",
    ).all();
    expect(results).toEqual([
      { email: "hard@example.com", reason: "hard_bounce", detail: "550 no such user" },
      { email: "spam@example.com", reason: "complaint", detail: null },
    ]);
    // Not configured: the webhook says so and suppresses nothing.
    const unconfigured = await workerFetch(
      new Request(`${ORIGIN}/api/email/events`, { method: "POST", body: "{}" }),
      configured,
    );
    expect(unconfigured.status).toBe(503);
  });

  it("skips bulk email to a suppressed address with the reason, and still sends the transactional mail they asked for", async () => {
    await env.DB.prepare(
      "insert into email_suppressions (email, reason, detail, created_at) values ('gone@example.com', 'hard_bounce', '550', ?)",
    )
      .bind(NOW.getTime() - 86_400_000)
      .run();
    const bulk = await bulkEmail("Gone@example.com");
    const booking = await transactionalEmail("gone@example.com");
    const resend = interceptResend();
    expect(await attemptDelivery(configured, db, DELIVERY_KINDS, bulk, NOW)).toEqual({ outcome: "failed" });
    expect(await deliveryRow(bulk)).toMatchObject({
      status: "failed",
      last_error: "Not sent: gone@example.com is suppressed after a hard bounce on 2026-03-09.",
    });
    // The deliveries screen shows it so.
    await insertDefaultStaffAreas();
    const { cookie } = await signedInStaff("ada", "admin");
    const screen = await api(`/api/admin/deliveries/${bulk}/sent-email`, { cookie });
    expect(((await screen.json()) as { delivery: { lastError: string } }).delivery.lastError).toContain("suppressed");
    expect(await attemptDelivery(configured, db, DELIVERY_KINDS, booking, NOW)).toEqual({ outcome: "sent" });
    expect(resend.sent().map((sent) => sent.subject)).toEqual(["Your booking"]);
  });

  it("exports and erases a person's suppression entry, and the erasure keeps bulk email from the address", async () => {
    await reader("sub-9", "zed@example.com");
    await env.DB.prepare(
      "insert into email_suppressions (email, reason, detail) values ('zed@example.com', 'complaint', 'marked as spam')",
    ).run();
    const actor = { userId: null, ipAddress: null, userAgent: null };
    const { zip } = await exportPerson(env, actor, { by: "email", email: "zed@example.com" });
    const records = JSON.parse(strFromU8(unzipSync(zip)["records/email_suppressions.json"]!));
    expect(records).toEqual([expect.objectContaining({ email: "zed@example.com", reason: "complaint" })]);
    await erasePerson(env, actor, { by: "email", email: "zed@example.com" });
    expect(await env.DB.prepare("select count(*) as n from email_suppressions").first()).toEqual({ n: 0 });
    const bulk = await bulkEmail("zed@example.com");
    interceptResend();
    expect(await attemptDelivery(configured, db, DELIVERY_KINDS, bulk, NOW)).toEqual({ outcome: "failed" });
    expect((await deliveryRow(bulk))!.last_error).toBe("Not sent: zed@example.com was erased on request.");
  });
});

describe("the daily cap of bulk email per sender", () => {
  it("defers sends over the cap to the next days, showing when each goes, and sends them then", async () => {
    await insertDefaultStaffAreas();
    const { cookie } = await signedInStaff("ada", "admin");
    const bad = await api("/api/admin/outreach/settings", { method: "PUT", cookie, body: { dailyEmailCap: 0 } });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("dailyEmailCap");
    expect(await (await api("/api/admin/outreach/settings", { cookie })).json()).toMatchObject({ dailyEmailCap: 100 });
    const saved = await api("/api/admin/outreach/settings", { method: "PUT", cookie, body: { dailyEmailCap: 2 } });
    expect(await saved.json()).toMatchObject({ dailyEmailCap: 2 });

    const ids = [];
    for (const name of ["a", "b", "c", "d", "e"]) ids.push(await bulkEmail(`${name}@example.com`));
    const resend = interceptResend();
    const outcomes = [];
    for (const id of ids) outcomes.push(await attemptDelivery(configured, db, DELIVERY_KINDS, id, NOW));
    const tomorrow = Date.parse("2026-03-11T00:00:00.000Z");
    expect(outcomes).toEqual([
      { outcome: "sent" },
      { outcome: "sent" },
      { outcome: "deferred", delaySeconds: (tomorrow - NOW.getTime()) / 1000 },
      { outcome: "deferred", delaySeconds: (tomorrow - NOW.getTime()) / 1000 },
      { outcome: "deferred", delaySeconds: (tomorrow + 86_400_000 - NOW.getTime()) / 1000 },
    ]);
    expect(resend.sent()).toHaveLength(2);
    expect(await deliveryRow(ids[4]!)).toEqual({
      status: "pending",
      last_error: null,
      waiting_reason: "Daily cap of 2 bulk emails from news@firm.example reached: goes on 2026-03-12 (UTC).",
      next_attempt_at: tomorrow + 86_400_000,
    });
    // Transactional mail is not counted nor held.
    const booking = await transactionalEmail("a@example.com");
    expect(await attemptDelivery(configured, db, DELIVERY_KINDS, booking, NOW)).toEqual({ outcome: "sent" });

    // Not before its day; on it, the place it holds is its own (it takes no other).
    expect(await attemptDelivery(configured, db, DELIVERY_KINDS, ids[2]!, new Date(tomorrow - 1000))).toEqual({
      outcome: "not_due",
    });
    const nextDay = new Date(tomorrow + 9 * 3_600_000);
    expect(await attemptDelivery(configured, db, DELIVERY_KINDS, ids[2]!, nextDay)).toEqual({ outcome: "sent" });
    expect(await attemptDelivery(configured, db, DELIVERY_KINDS, ids[3]!, nextDay)).toEqual({ outcome: "sent" });
    const counts = await env.DB.prepare(
      "select day, count(*) as n from bulk_send_slots group by day order by day",
    ).all();
    expect(counts.results).toEqual([
      { day: "2026-03-10", n: 2 },
      { day: "2026-03-11", n: 2 },
      { day: "2026-03-12", n: 1 },
    ]);
  });

  it("leaves a send deferred beyond the queue's longest delay to the cron's sweep", async () => {
    await env.DB.prepare("insert into outreach_settings (id, daily_email_cap) values (1, 1)").run();
    // Today and tomorrow full (on the real clock the consumer uses): the email goes the day after, 24 hours away or more.
    const now = new Date();
    await claimSendDay(db, { deliveryId: "fill-0", sender: "news@firm.example", cap: 1 }, now);
    await claimSendDay(db, { deliveryId: "fill-1", sender: "news@firm.example", cap: 1 }, now);
    const id = await bulkEmail("late@example.com");
    const queued: unknown[] = [];
    const bindings = {
      ...configured,
      DELIVERIES: { send: async (body: unknown) => void queued.push(body) } as unknown as Queue,
    };
    interceptResend();
    const batch = createMessageBatch(DELIVERY_QUEUE, [
      { id: "m1", timestamp: now, attempts: 1, body: { deliveryId: id } },
    ]);
    await handleDeliveryBatch(batch, bindings, DELIVERY_KINDS);
    expect(queued).toEqual([]);
    const row = await deliveryRow(id);
    expect(row!.status).toBe("pending");
    expect(row!.next_attempt_at! - now.getTime()).toBeGreaterThan(24 * 3_600_000);
  });

  it("gives 20 sends racing for the last places of the day exactly those places", async () => {
    const sender = "news@firm.example";
    const cap = 10;
    for (let i = 0; i < cap - 3; i++) await claimSendDay(db, { deliveryId: `earlier-${i}`, sender, cap }, NOW);
    const days = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        claimSendDay(createDb(env.DB), { deliveryId: `race-${i}`, sender, cap }, NOW),
      ),
    );
    expect(days.filter((day) => day === "2026-03-10")).toHaveLength(3);
    expect(days.filter((day) => day === "2026-03-11")).toHaveLength(10);
    expect(days.filter((day) => day === "2026-03-12")).toHaveLength(7);
    const today = await env.DB.prepare("select count(*) as n from bulk_send_slots where day = '2026-03-10'").first();
    expect(today).toEqual({ n: cap });
    // Another sender's cap is its own.
    expect(await claimSendDay(db, { deliveryId: "other", sender: "jobs@firm.example", cap }, NOW)).toBe("2026-03-10");
  });
});
