import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DeliveryView } from "../../worker/contract/deliveries";
import { runScheduled } from "../../worker/cron";
import { createDb } from "../../worker/db/client";
import { deliveries } from "../../worker/db/schema";
import { attemptDelivery, MAX_DELIVERY_ATTEMPTS, queueDelivery } from "../../worker/delivery/pipeline";
import { DELIVERY_DEAD_LETTER_QUEUE, DELIVERY_QUEUE, handleDeliveryBatch } from "../../worker/delivery/queue";
import { DELIVERY_KINDS } from "../../worker/delivery-kinds";
import { retryDelayMs } from "../../worker/domain/backoff";
import type { Bindings } from "../../worker/env";
import { EMAIL_NOT_CONNECTED, RESEND_ENDPOINT } from "../../worker/integrations/email/client";
import { api, createStaffUser, emptyDatabase, insertDefaultStaffAreas, signedInStaff, signIn } from "./helpers";

/** The one delivery pipeline: queue consumer, retries with backoff, dead letters, the cron's sweep, the screen. */

const configured = { ...env, EMAIL_API_KEY: "re_test_key", EMAIL_FROM: "Talent Partners <bookings@example.com>" };
const T0 = new Date("2026-11-23T15:00:00Z");
const EMAIL_FIRST_RETRY_MS = 5 * 60_000;
const db = createDb(env.DB);

async function newEmail(subject = "Your consultation") {
  const email = queueDelivery(
    db,
    "email",
    { recipient: "ada@example.com", summary: subject, payload: { subject, text: "Hello Ada" } },
    T0,
  );
  await email.insert;
  return email.id;
}

async function row(id: string) {
  const [found] = await db.select().from(deliveries).where(eq(deliveries.id, id));
  return found!;
}

/** Runs the Worker's queue handler on one message, as the queue would, and returns what it asked of the queue. */
async function consume(id: string, queue: string = DELIVERY_QUEUE, bindings: Bindings = configured) {
  const batch = createMessageBatch(queue, [
    { id: `msg-${id}`, timestamp: new Date(), attempts: 1, body: { deliveryId: id } },
  ]);
  const ctx = createExecutionContext();
  await handleDeliveryBatch(batch, bindings, DELIVERY_KINDS);
  return getQueueResult(batch, ctx);
}

const resendAnswers = (...statuses: number[]) => {
  const spy = vi.spyOn(globalThis, "fetch");
  for (const status of statuses) {
    spy.mockResolvedValueOnce(status === 200 ? Response.json({ id: "em_1" }) : new Response("busy", { status }));
  }
  return spy;
};

beforeEach(async () => {
  await emptyDatabase();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("delivery with retries", () => {
  it("sends a message that fails twice and then succeeds exactly once, with one idempotency key", async () => {
    const id = await newEmail();
    const fetchSpy = resendAnswers(503, 503, 200);
    expect(await attemptDelivery(configured, db, DELIVERY_KINDS, id, T0)).toEqual({
      outcome: "retry",
      delaySeconds: EMAIL_FIRST_RETRY_MS / 1000,
    });
    // Not due before its retry time: a duplicate queue message does nothing.
    expect(await attemptDelivery(configured, db, DELIVERY_KINDS, id, new Date(T0.getTime() + 60_000))).toEqual({
      outcome: "not_due",
    });
    const second = new Date(T0.getTime() + EMAIL_FIRST_RETRY_MS);
    expect(await attemptDelivery(configured, db, DELIVERY_KINDS, id, second)).toEqual({
      outcome: "retry",
      delaySeconds: retryDelayMs(2, EMAIL_FIRST_RETRY_MS) / 1000,
    });
    const third = new Date(second.getTime() + retryDelayMs(2, EMAIL_FIRST_RETRY_MS));
    expect(await attemptDelivery(configured, db, DELIVERY_KINDS, id, third)).toEqual({ outcome: "sent" });
    // Sent is final: a later message for it (the sweep, a retried queue message) sends nothing.
    expect(await attemptDelivery(configured, db, DELIVERY_KINDS, id, new Date(third.getTime() + 86_400_000))).toEqual({
      outcome: "not_due",
    });

    expect(fetchSpy).toHaveBeenCalledTimes(3);
    for (const [url, init] of fetchSpy.mock.calls) {
      expect(url).toBe(RESEND_ENDPOINT);
      expect(new Headers(init?.headers).get("idempotency-key")).toBe(id);
    }
    expect(await row(id)).toMatchObject({
      status: "sent",
      attempts: 3,
      lastError: null,
      sentAt: third,
      providerId: "em_1",
    });
  });

  it("never sends one message twice when two consumers take it at the same moment", async () => {
    const id = await newEmail();
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async () => Response.json({ id: "em_2" }));
    const outcomes = await Promise.all([
      attemptDelivery(configured, db, DELIVERY_KINDS, id, T0),
      attemptDelivery(configured, db, DELIVERY_KINDS, id, T0),
    ]);
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(["not_due", "sent"]);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it("the queue handler asks the queue to retry a failed message after its backoff, and acknowledges a sent one", async () => {
    const id = await newEmail();
    resendAnswers(500);
    const before = Date.now();
    const failed = await consume(id);
    // (The test queue reports which messages were retried, not their delay; the row holds the retry time.)
    expect(failed.retryMessages).toEqual([{ msgId: `msg-${id}` }]);
    expect(failed.explicitAcks).toEqual([]);
    const retryAt = (await row(id)).nextAttemptAt!.getTime();
    expect(retryAt).toBeGreaterThanOrEqual(before + EMAIL_FIRST_RETRY_MS);
    expect(retryAt).toBeLessThan(Date.now() + EMAIL_FIRST_RETRY_MS + 1000);
    // Due again, as the queue's delayed message would find it.
    await db.update(deliveries).set({ nextAttemptAt: new Date(Date.now() - 1000) });
    resendAnswers(200);
    const sent = await consume(id);
    expect(sent.explicitAcks).toEqual([`msg-${id}`]);
    expect(sent.retryMessages).toEqual([]);
    expect((await row(id)).status).toBe("sent");
  });

  it("marks a refusal that will not change (a 422 for a bad address) failed at once", async () => {
    const id = await newEmail();
    resendAnswers(422);
    expect(await attemptDelivery(configured, db, DELIVERY_KINDS, id, T0)).toEqual({ outcome: "failed" });
    expect(await row(id)).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: expect.stringContaining("Resend answered 422"),
    });
  });
});

describe("a message that always fails", () => {
  it(`ends dead after ${MAX_DELIVERY_ATTEMPTS} attempts, and shows on the deliveries API with its error`, async () => {
    const id = await newEmail("Never arrives");
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => new Response("down", { status: 503 }));
    let now = T0;
    const outcomes: string[] = [];
    for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt++) {
      const result = await attemptDelivery(configured, db, DELIVERY_KINDS, id, now);
      outcomes.push(result.outcome);
      if (result.outcome === "retry") now = new Date(now.getTime() + result.delaySeconds * 1000);
    }
    expect(outcomes).toEqual([...Array(MAX_DELIVERY_ATTEMPTS - 1).fill("retry"), "dead"]);

    await insertDefaultStaffAreas();
    await createStaffUser("delivery-admin", "admin");
    const cookie = await signIn("delivery-admin");
    const response = await api("/api/admin/deliveries?status=dead&kind=email", { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Total-Count")).toBe("1");
    const [shown] = await response.json<DeliveryView[]>();
    expect(shown).toMatchObject({
      id,
      kind: "email",
      recipient: "ada@example.com",
      summary: "Never arrives",
      status: "dead",
      attempts: MAX_DELIVERY_ATTEMPTS,
    });
    expect(shown!.lastError).toContain("Resend answered 503: down");
    expect(JSON.stringify(shown)).not.toContain("payload");
  });

  it("is marked dead by the dead-letter queue's consumer when the queue gives up on it", async () => {
    const id = await newEmail();
    await db.update(deliveries).set({ attempts: 3, lastError: "Resend answered 503" });
    const result = await consume(id, DELIVERY_DEAD_LETTER_QUEUE);
    expect(result.explicitAcks).toEqual([`msg-${id}`]);
    expect(await row(id)).toMatchObject({ status: "dead", attempts: 3, lastError: "Resend answered 503" });
  });
});

describe("a message whose service is not configured", () => {
  it("waits as pending with the reason, and sends nothing", async () => {
    const id = await newEmail();
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const result = await consume(id, DELIVERY_QUEUE, env);
    expect(result.explicitAcks).toEqual([`msg-${id}`]);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await row(id)).toMatchObject({ status: "pending", attempts: 0, waitingReason: EMAIL_NOT_CONNECTED });
  });
});

describe("the cron's sweep", () => {
  it("hands a message whose queue send was lost to the queue, whose consumer then takes it", async () => {
    // Written but never sent to the queue, as when send() fails after the batch committed.
    const id = await newEmail();
    const report = await runScheduled({ scheduledTime: Date.now() }, env);
    expect(report.deliveriesSwept).toBe(1);
    // The real local queue delivers it to this Worker's queue handler (email is not configured here, so it waits).
    await vi.waitFor(async () => expect((await row(id)).waitingReason).toBe(EMAIL_NOT_CONNECTED), {
      timeout: 10_000,
      interval: 200,
    });
  });

  it("leaves sent, failed and dead messages, and messages not yet due, alone", async () => {
    for (const status of ["sent", "failed", "dead"] as const)
      await db
        .update(deliveries)
        .set({ status })
        .where(eq(deliveries.id, await newEmail(status)));
    const later = await newEmail("later");
    await db
      .update(deliveries)
      .set({ nextAttemptAt: new Date(Date.now() + 3_600_000) })
      .where(eq(deliveries.id, later));
    expect((await runScheduled({ scheduledTime: Date.now() }, env)).deliveriesSwept).toBe(0);
  });
});

describe("the deliveries API", () => {
  /** An admin's cookie, and a manager, on the emptied database. */
  async function signedIn() {
    await insertDefaultStaffAreas();
    await createStaffUser("screen-manager", "manager");
    return { cookie: (await signedInStaff("screen-admin", "admin")).cookie };
  }

  it("retries a dead message with a fresh round of attempts, and refuses to send a sent one again", async () => {
    const { cookie } = await signedIn();
    const dead = await newEmail("dead one");
    await db
      .update(deliveries)
      .set({ status: "dead", attempts: MAX_DELIVERY_ATTEMPTS, lastError: "Resend answered 503" });
    const retried = await api(`/api/admin/deliveries/${dead}/retry`, { method: "POST", cookie });
    expect(retried.status).toBe(200);
    expect(await retried.json()).toMatchObject({ status: "pending", attempts: 0, lastError: "Resend answered 503" });

    const sent = await newEmail("sent one");
    await db.update(deliveries).set({ status: "sent" }).where(eq(deliveries.id, sent));
    expect((await api(`/api/admin/deliveries/${sent}/retry`, { method: "POST", cookie })).status).toBe(409);
    expect((await api("/api/admin/deliveries/no-such-id/retry", { method: "POST", cookie })).status).toBe(404);

    // A withdrawn message (a reminder of a moved appointment) is never sent again, by retry either.
    const withdrawn = await newEmail("withdrawn one");
    await db.update(deliveries).set({ status: "withdrawn" }).where(eq(deliveries.id, withdrawn));
    expect((await api(`/api/admin/deliveries/${withdrawn}/retry`, { method: "POST", cookie })).status).toBe(409);
    expect((await db.select().from(deliveries).where(eq(deliveries.id, withdrawn)))[0]?.status).toBe("withdrawn");
  });

  it("discards a pending message: failed, with who discarded it", async () => {
    const { cookie } = await signedIn();
    const id = await newEmail();
    const response = await api(`/api/admin/deliveries/${id}/discard`, { method: "POST", cookie });
    expect(await response.json()).toMatchObject({ status: "failed", lastError: "Discarded by screen-admin" });
    expect((await api(`/api/admin/deliveries/${id}/discard`, { method: "POST", cookie })).status).toBe(409);
  });

  it("pages with limit and offset, refuses bad filters, and is for admins", async () => {
    const { cookie } = await signedIn();
    for (let i = 0; i < 3; i++) await newEmail(`m${i}`);
    const page = await api("/api/admin/deliveries?limit=2&offset=2", { cookie });
    expect(page.headers.get("X-Total-Count")).toBe("3");
    expect((await page.json<DeliveryView[]>()).length).toBe(1);
    expect((await api("/api/admin/deliveries?limit=1000", { cookie })).status).toBe(400);
    expect((await api("/api/admin/deliveries?status=lost", { cookie })).status).toBe(400);
    expect((await api("/api/admin/deliveries", { cookie: await signIn("screen-manager") })).status).toBe(403);
  });
});

describe("the deliveries screen at scale: search, bulk actions, one line per waiting service", () => {
  async function emailTo(recipient: string, subject = "Hello") {
    const email = queueDelivery(db, "email", { recipient, summary: subject, payload: { subject, text: "Hi" } }, T0);
    await email.insert;
    return email.id;
  }

  /** An admin's cookie, on the emptied database. */
  async function signedIn() {
    await insertDefaultStaffAreas();
    return { cookie: (await signedInStaff("bulk-admin", "admin")).cookie };
  }

  it("finds messages by the start of the recipient, in any case, through the recipient index", async () => {
    const { cookie } = await signedIn();
    await emailTo("Ada.Lovelace@example.com");
    await emailTo("ada.l@example.org");
    await emailTo("grace@example.com");
    const found = await api("/api/admin/deliveries?q=ADA.L", { cookie });
    expect(found.headers.get("X-Total-Count")).toBe("2");
    const recipients = (await found.json<DeliveryView[]>()).map((d) => d.recipient).sort();
    expect(recipients).toEqual(["Ada.Lovelace@example.com", "ada.l@example.org"]);
    expect((await api("/api/admin/deliveries?q=lovelace", { cookie })).headers.get("X-Total-Count")).toBe("0");
    expect((await api(`/api/admin/deliveries?q=${"a".repeat(201)}`, { cookie })).status).toBe(400);

    const plan = await env.DB.prepare(
      "explain query plan select count(*) from deliveries where lower(recipient) >= ?1 and lower(recipient) < ?2",
    )
      .bind("ada.l", "ada.l\u{10ffff}")
      .all<{ detail: string }>();
    expect(plan.results.map((step) => step.detail).join(" ")).toContain("deliveries_recipient_idx");
  });

  it("retries chosen messages at once, and says why each other one was not retried", async () => {
    const { cookie } = await signedIn();
    const dead = await emailTo("dead@example.com");
    const sent = await emailTo("sent@example.com");
    await db.update(deliveries).set({ status: "dead", attempts: MAX_DELIVERY_ATTEMPTS }).where(eq(deliveries.id, dead));
    await db.update(deliveries).set({ status: "sent" }).where(eq(deliveries.id, sent));
    const response = await api("/api/admin/deliveries/bulk", {
      method: "POST",
      cookie,
      body: { action: "retry", ids: [dead, sent, "no-such-id", dead] },
    });
    expect(response.status).toBe(200);
    const result = await response.json<{ changed: DeliveryView[]; refused: { id: string; code: string }[] }>();
    expect(result.changed.map((d) => [d.id, d.status, d.attempts])).toEqual([[dead, "pending", 0]]);
    expect(result.refused).toEqual([
      expect.objectContaining({ id: sent, code: "already_sent" }),
      expect.objectContaining({ id: "no-such-id", code: "not_found" }),
    ]);
    expect((await row(sent)).status).toBe("sent");
  });

  it("discards chosen messages as the single discard does, and leaves a sent one alone", async () => {
    const { cookie } = await signedIn();
    const first = await emailTo("one@example.com");
    const second = await emailTo("two@example.com");
    const sent = await emailTo("three@example.com");
    await db.update(deliveries).set({ status: "sent" }).where(eq(deliveries.id, sent));
    const response = await api("/api/admin/deliveries/bulk", {
      method: "POST",
      cookie,
      body: { action: "discard", ids: [first, second, sent] },
    });
    const result = await response.json<{ changed: DeliveryView[]; refused: { id: string; code: string }[] }>();
    expect(result.changed.map((d) => d.id).sort()).toEqual([first, second].sort());
    expect(result.refused).toEqual([expect.objectContaining({ id: sent, code: "not_discardable" })]);
    expect(await row(first)).toMatchObject({ status: "failed", lastError: "Discarded by bulk-admin" });
    expect((await row(sent)).status).toBe("sent");
  });

  it("refuses a bad bulk request naming the field, changing nothing, and is for admins", async () => {
    const { cookie } = await signedIn();
    const id = await emailTo("keep@example.com");
    const bad = async (json: unknown) => {
      const response = await api("/api/admin/deliveries/bulk", { method: "POST", cookie, body: json });
      expect(response.status).toBe(400);
      return JSON.stringify(await response.json());
    };
    expect(await bad({ action: "resend", ids: [id] })).toContain("action");
    expect(await bad({ action: "discard", ids: [] })).toContain("ids");
    expect(await bad({ action: "discard", ids: Array.from({ length: 51 }, (_, i) => `id-${i}`) })).toContain("ids");
    expect(await bad({ action: "discard" })).toContain("ids");
    expect((await row(id)).status).toBe("pending");
    await createStaffUser("bulk-manager", "manager");
    const manager = await signIn("bulk-manager");
    const refused = await api("/api/admin/deliveries/bulk", {
      method: "POST",
      cookie: manager,
      body: { action: "discard", ids: [id] },
    });
    expect(refused.status).toBe(403);
    expect((await row(id)).status).toBe("pending");
  });

  it("counts the messages waiting for each service that is not set up, once per service", async () => {
    const { cookie } = await signedIn();
    for (const recipient of ["a@example.com", "b@example.com", "c@example.com"]) {
      const id = await emailTo(recipient);
      await consume(id, DELIVERY_QUEUE, env);
    }
    await emailTo("due@example.com");
    const response = await api("/api/admin/deliveries/waiting", { cookie });
    expect(await response.json()).toEqual([{ kind: "email", reason: EMAIL_NOT_CONNECTED, count: 3 }]);
  });
});
