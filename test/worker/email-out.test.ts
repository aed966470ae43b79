import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DeliveryView, EmailAttachmentText, SentEmailCopy } from "../../worker/contract/deliveries";
import { createDb } from "../../worker/db/client";
import { deliveries } from "../../worker/db/schema";
import { attemptDelivery, MAX_DELIVERY_ATTEMPTS, queueDelivery } from "../../worker/delivery/pipeline";
import { DELIVERY_QUEUE, handleDeliveryBatch } from "../../worker/delivery/queue";
import { DELIVERY_KINDS } from "../../worker/delivery-kinds";
import { base64OfText, EMAIL_NOT_CONNECTED, RESEND_ENDPOINT } from "../../worker/integrations/email/client";
import { api, createStaffUser, emptyDatabase, insertDefaultStaffAreas, signedInStaff, signIn } from "./helpers";

/**
 * Email out on Cloudflare (issue 33 item 1): the EMAIL send_email binding (Miniflare's, in workerd) sends the
 * pipeline's emails as MIME messages, Resend is the alternative chosen by its key, and the email as sent is kept on
 * its delivery for the deliveries screen.
 */

const FROM = "Talent Partners <hello@talentpartners.test>";
const withBinding = { ...env, EMAIL_FROM: FROM };
const db = createDb(env.DB);
const T0 = new Date("2026-11-23T15:00:00Z");

async function newEmail(recipient = "ada@example.com") {
  const email = queueDelivery(
    db,
    "email",
    {
      recipient,
      summary: "Confirm your job alert",
      payload: {
        subject: "Confirm your job alert, Zoë",
        text: "Hello Zoë,\n\nConfirm here: https://talentpartners.test/job-alerts/confirm?token=abc123\n\n<b>not bold</b>",
        replyTo: "reply+tok@replies.talentpartners.test",
        headers: { "In-Reply-To": "<earlier@talentpartners.test>" },
      },
    },
    T0,
  );
  await email.insert;
  return email.id;
}

async function row(id: string) {
  return (await db.select().from(deliveries).where(eq(deliveries.id, id)))[0]!;
}

/** An empty database with an admin (signed in: its cookie) and a recruiter. */
async function setup() {
  await emptyDatabase();
  await insertDefaultStaffAreas();
  const { cookie: adminCookie } = await signedInStaff("ada.admin", "admin");
  await createStaffUser("rex.recruiter", "recruiter");
  return { adminCookie };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the send_email binding", () => {
  it("sends through EMAIL with EMAIL_FROM alone, and keeps the message as sent on its delivery", async () => {
    await setup();
    const id = await newEmail();
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    expect(await attemptDelivery(withBinding, db, DELIVERY_KINDS, id, T0)).toEqual({ outcome: "sent" });
    expect(fetchSpy).not.toHaveBeenCalled();
    const sent = await row(id);
    expect(sent).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(sent.providerId).toBeTruthy();
    const copy = sent.sentCopy!;
    expect(copy.headers).toContain("From: =?utf-8?B?");
    expect(copy.headers).toContain("<hello@talentpartners.test>");
    expect(copy.headers).toContain("To: <ada@example.com>");
    expect(copy.headers).toContain(`Message-ID: <${id}@talentpartners.test>`);
    expect(copy.headers).toContain("Reply-To: <reply+tok@replies.talentpartners.test>");
    expect(copy.headers).toContain("In-Reply-To: <earlier@talentpartners.test>");
    expect(copy.text).toContain("Hello Zoë,");
    // The HTML part: the link followable, what the candidate typed never markup.
    expect(copy.html).toContain(
      '<a href="https://talentpartners.test/job-alerts/confirm?token=abc123">https://talentpartners.test/job-alerts/confirm?token=abc123</a>',
    );
    expect(copy.html).toContain("&lt;b&gt;not bold&lt;/b&gt;");
  });

  it("sends a queued email once through the queue's consumer: a second message for it sends nothing", async () => {
    await setup();
    const id = await newEmail();
    const consume = async () => {
      const batch = createMessageBatch(DELIVERY_QUEUE, [
        { id: `msg-${crypto.randomUUID()}`, timestamp: new Date(), attempts: 1, body: { deliveryId: id } },
      ]);
      const ctx = createExecutionContext();
      await handleDeliveryBatch(batch, withBinding, DELIVERY_KINDS);
      return getQueueResult(batch, ctx);
    };
    expect((await consume()).explicitAcks).toEqual([expect.stringMatching(/^msg-/)]);
    const sent = await row(id);
    expect(sent).toMatchObject({ status: "sent", attempts: 1 });
    expect((await consume()).explicitAcks).toHaveLength(1);
    expect(await row(id)).toMatchObject({
      status: "sent",
      attempts: 1,
      providerId: sent.providerId,
      sentAt: sent.sentAt,
    });
  });

  it("is not connected without EMAIL_FROM: the message waits with a reason that names no setting", async () => {
    await setup();
    const id = await newEmail();
    expect(await attemptDelivery(env, db, DELIVERY_KINDS, id, T0)).toEqual({ outcome: "waiting" });
    expect(await row(id)).toMatchObject({ status: "pending", attempts: 0, waitingReason: EMAIL_NOT_CONNECTED });
    expect(EMAIL_NOT_CONNECTED).not.toMatch(/EMAIL_|RESEND/);
  });

  it("retries a binding that refuses the message, and after the last attempt leaves it dead with the error", async () => {
    const { adminCookie } = await setup();
    const refusing = { ...env, EMAIL: env.EMAIL_REFUSING, EMAIL_FROM: FROM };
    const id = await newEmail();
    const first = await attemptDelivery(refusing, db, DELIVERY_KINDS, id, T0);
    expect(first).toMatchObject({ outcome: "retry" });
    expect(await row(id)).toMatchObject({ status: "pending", attempts: 1, sentCopy: null });
    expect((await row(id)).lastError).toContain("email to ada@example.com not allowed");
    let at = T0;
    for (let attempt = 2; attempt <= MAX_DELIVERY_ATTEMPTS; attempt++) {
      at = (await row(id)).nextAttemptAt!;
      await attemptDelivery(refusing, db, DELIVERY_KINDS, id, at);
    }
    expect(await row(id)).toMatchObject({ status: "dead", attempts: MAX_DELIVERY_ATTEMPTS });
    const listed = await api("/api/admin/deliveries?status=dead", { cookie: adminCookie });
    const [view] = (await listed.json()) as DeliveryView[];
    expect(view).toMatchObject({ id, status: "dead", hasSentCopy: false });
    expect(view!.lastError).toContain("not allowed");
  });
});

describe("Resend, chosen by EMAIL_API_KEY", () => {
  it("gets the text, the HTML, the reply address and the headers, and the copy is kept", async () => {
    await setup();
    const resend = { ...env, EMAIL_API_KEY: "re_test_key", EMAIL_FROM: FROM };
    const id = await newEmail();
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ id: "em_9" }));
    expect(await attemptDelivery(resend, db, DELIVERY_KINDS, id, T0)).toEqual({ outcome: "sent" });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe(RESEND_ENDPOINT);
    expect(new Headers(init?.headers).get("idempotency-key")).toBe(id);
    const body = JSON.parse(String(init?.body));
    expect(body).toMatchObject({
      from: FROM,
      to: ["ada@example.com"],
      subject: "Confirm your job alert, Zoë",
      reply_to: "reply+tok@replies.talentpartners.test",
      headers: { "Message-ID": `<${id}@talentpartners.test>`, "In-Reply-To": "<earlier@talentpartners.test>" },
    });
    expect(body.text).toContain("Hello Zoë,");
    expect(body.html).toContain('<a href="https://talentpartners.test/job-alerts/confirm?token=abc123">');
    expect(await row(id)).toMatchObject({ status: "sent", providerId: "em_9" });
    expect((await row(id)).sentCopy?.text).toContain("Hello Zoë,");
  });
});

describe("the email as sent on the deliveries screen", () => {
  it("is read by an admin from its delivery, a waiting one as it will go; an erased one is a 404; a recruiter is refused", async () => {
    const { adminCookie } = await setup();
    const id = await newEmail();
    await attemptDelivery(withBinding, db, DELIVERY_KINDS, id, T0);
    const waiting = await newEmail("bo@example.com");

    const list = (await (await api("/api/admin/deliveries", { cookie: adminCookie })).json()) as DeliveryView[];
    expect(list.find((d) => d.id === id)).toMatchObject({ hasSentCopy: true, hasWaitingEmail: false });
    expect(list.find((d) => d.id === waiting)).toMatchObject({ hasSentCopy: false, hasWaitingEmail: true });

    const response = await api(`/api/admin/deliveries/${id}/sent-email`, { cookie: adminCookie });
    expect(response.status).toBe(200);
    const sent = (await response.json()) as SentEmailCopy & { delivery: DeliveryView };
    expect(sent.delivery).toMatchObject({ id, recipient: "ada@example.com", status: "sent" });
    expect(sent.headers).toContain("Subject: =?utf-8?B?");
    expect(sent.html).toContain("job-alerts/confirm?token=abc123");

    // Not sent yet (no sender set up): the email as it waits, from its own fields, links and all.
    const queued = await api(`/api/admin/deliveries/${waiting}/sent-email`, { cookie: adminCookie });
    expect(queued.status).toBe(200);
    const pending = (await queued.json()) as SentEmailCopy & { delivery: DeliveryView };
    expect(pending.delivery).toMatchObject({ id: waiting, status: "pending", sentAt: null });
    expect(pending.headers.split("\n")).toEqual([
      "To: bo@example.com",
      "Subject: Confirm your job alert, Zoë",
      "Reply-To: reply+tok@replies.talentpartners.test",
      "In-Reply-To: <earlier@talentpartners.test>",
    ]);
    expect(pending.text).toContain("Hello Zoë,");
    expect(pending.html).toContain('<a href="https://talentpartners.test/job-alerts/confirm?token=abc123">');
    expect(pending.html).not.toContain("<b>");

    // Erased, it keeps nothing to read.
    await db
      .update(deliveries)
      .set({ payload: JSON.stringify({ erased: true }) })
      .where(eq(deliveries.id, waiting));
    const erased = (await (await api("/api/admin/deliveries", { cookie: adminCookie })).json()) as DeliveryView[];
    expect(erased.find((d) => d.id === waiting)).toMatchObject({ hasWaitingEmail: false });
    const none = await api(`/api/admin/deliveries/${waiting}/sent-email`, { cookie: adminCookie });
    expect(none.status).toBe(404);
    expect(await none.json()).toMatchObject({ error: "not_found" });
    const recruiter = await signIn("rex.recruiter");
    expect((await api(`/api/admin/deliveries/${id}/sent-email`, { cookie: recruiter })).status).toBe(403);
  });

  it("shows an invitation's .ics as text, sent or waiting, and no attachment for an email without one", async () => {
    const { adminCookie } = await setup();
    const ics =
      "BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nBEGIN:VEVENT\r\nUID:interview-1@talentpartners.test\r\nSUMMARY:Zoë\r\n";
    const invitation = async (recipient: string) => {
      const email = queueDelivery(
        db,
        "email",
        {
          recipient,
          summary: "Interview: Zoë",
          payload: {
            subject: "Interview: Zoë",
            text: "Your interview.",
            attachment: {
              filename: "interview.ics",
              contentType: "text/calendar; method=REQUEST",
              base64Content: base64OfText(ics),
            },
          },
        },
        T0,
      );
      await email.insert;
      return email.id;
    };
    const sentId = await invitation("ada@example.com");
    await attemptDelivery(withBinding, db, DELIVERY_KINDS, sentId, T0);
    const waiting = await invitation("bo@example.com");
    type Read = SentEmailCopy & { attachment: EmailAttachmentText | null };
    for (const id of [sentId, waiting]) {
      const read = (await (
        await api(`/api/admin/deliveries/${id}/sent-email`, { cookie: adminCookie })
      ).json()) as Read;
      expect(read.attachment).toEqual({
        filename: "interview.ics",
        contentType: "text/calendar; method=REQUEST",
        text: ics,
      });
    }
    const plain = await newEmail("cy@example.com");
    const none = (await (
      await api(`/api/admin/deliveries/${plain}/sent-email`, { cookie: adminCookie })
    ).json()) as Read;
    expect(none.attachment).toBeNull();
  });
});
