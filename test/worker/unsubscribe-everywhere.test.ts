import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SequenceInput } from "../../worker/contract/sequences";
import { createDb } from "../../worker/db/client";
import {
  campaignMessages,
  candidates,
  contacts,
  deliveries,
  emailSuppressions,
  jobAlertSubscriptions,
  newsletterSubscribers,
  sequenceEnrollments,
} from "../../worker/db/schema";
import { attemptDelivery, queueDelivery } from "../../worker/delivery/pipeline";
import { unsubscribeMailbox } from "../../worker/delivery/unsubscribe-footer";
import { DELIVERY_KINDS } from "../../worker/delivery-kinds";
import { linkSealKey } from "../../worker/domain/link-token";
import type { Bindings } from "../../worker/env";
import { RESEND_ENDPOINT } from "../../worker/integrations/email/client";
import { runCampaignBatch } from "../../worker/outreach/campaign-fan-out";
import { startCampaign } from "../../worker/outreach/campaign-store";
import { runSequenceTick } from "../../worker/sequence-steps/tick";
import { enroll } from "../../worker/sequences/enrollment-store";
import { createSequence } from "../../worker/sequences/store";
import { emptyDatabase, ORIGIN, uniqueIp, workerFetch } from "./helpers";
import { deliverEmail, mime } from "./inbound-helpers";
import { twilioEnv, twilioWebhook } from "./twilio-helpers";

/**
 * One unsubscribe for all marketing email (decision 121): a campaign's or a sequence's one-click link (its POST, its
 * page's button, its mailto) suppresses the address, ends every enrolment of the person as "unsubscribed", and ends
 * their newsletter subscription and job alerts, in one batch; transactional mail still goes. STOP by text ends every
 * sequence and every campaign text. Instants are fixed.
 */

const db = createDb(env.DB);
const FROM = "Rita Recruiter <rita@firm.example>";
const bindings: Bindings = {
  ...env,
  EMAIL_API_KEY: "re_test",
  EMAIL_FROM: FROM,
  DELIVERIES: { send: async () => undefined, sendBatch: async () => undefined } as unknown as Queue,
};
const ACTOR = { userId: null, ipAddress: null, userAgent: null };
/** Tuesday 10 March 2026, 15:00 UTC: 10 am in Chicago. */
const NOW = new Date("2026-03-10T15:00:00.000Z");
const ANN = "ann@example.com";

beforeEach(emptyDatabase);
afterEach(() => vi.restoreAllMocks());

const STEPS: SequenceInput = {
  name: "Controller shortlist",
  steps: [
    { channel: "email", delayDays: 0, subject: "A controller role", body: "Hi {{candidate.firstName}}, interested?" },
    { channel: "email", delayDays: 2, subject: "Following up", body: "Any thoughts?" },
  ],
};

/**
 * Ann: a candidate in two sequences (the first step of each sent), a newsletter reader and a job alert subscriber
 * with the same address, texts agreed to from her Chicago number.
 */
async function ann() {
  await db.insert(candidates).values({
    id: "ann",
    firstName: "Ann",
    lastName: "Lee",
    email: ANN,
    phone: "+13125550101",
    latitude: 41.88,
    longitude: -87.63,
  });
  await db.insert(contacts).values({
    id: "contact-ann",
    firstName: "Ann",
    lastName: "Lee",
    email: ANN,
    inquiry: "Other",
    message: "Hi",
    phone: "+13125550101",
    smsMarketingConsent: true,
    source: "home-contact",
  });
  await db.insert(newsletterSubscribers).values({
    id: "reader-ann",
    email: ANN,
    status: "active",
    source: "signup",
    consentVersion: "newsletter-2026-11",
    origin: ORIGIN,
    confirmedAt: NOW,
  });
  await db.insert(jobAlertSubscriptions).values({
    id: "alert-ann",
    email: ANN,
    filters: { q: undefined, near: undefined },
    filtersKey: "{}",
    frequency: "weekly",
    status: "active",
    confirmExpiresAt: NOW,
    consentVersion: "job-alerts-1",
    origin: ORIGIN,
    confirmedAt: NOW,
  });
  for (const name of ["Controller shortlist", "Another"]) {
    const sequence = await createSequence(db, ACTOR, { ...STEPS, name }, ORIGIN, NOW);
    await enroll(bindings, db, ACTOR, sequence.id, { candidateIds: ["ann"] }, NOW);
  }
  expect(await runSequenceTick(bindings, db, NOW)).toMatchObject({ sent: 2 });
}

/** A campaign to every candidate, its batches run; its deliveries. */
async function campaign(channel: "email" | "text", at = NOW) {
  const input =
    channel === "email"
      ? { name: "March", channel, audience: { kind: "candidates" }, subject: "Hi", body: "New roles." }
      : { name: "Shifts", channel, audience: { kind: "candidates" }, body: "New shifts." };
  const started = await startCampaign(db, ACTOR, { name: "Rita Recruiter", origin: ORIGIN }, input as never, at);
  for (;;) if ((await runCampaignBatch(db, linkSealKey(env), started.id, at)).outcome !== "batch") break;
  return db
    .select({ id: deliveries.id, payload: deliveries.payload })
    .from(campaignMessages)
    .innerJoin(deliveries, eq(deliveries.id, campaignMessages.deliveryId))
    .where(eq(campaignMessages.campaignId, started.id));
}

const linkOf = (payload: string) => (JSON.parse(payload) as { bulk: { unsubscribe: string } }).bulk.unsubscribe;

/** The one-click link of one of Ann's sequence emails. */
async function sequenceLink() {
  const rows = await db.select({ payload: deliveries.payload }).from(deliveries);
  const links = rows.map((row) => linkOf(row.payload)).filter((link) => link.includes("/one-click/q."));
  expect(links).toHaveLength(2);
  return links[0]!;
}

/** A mail provider's RFC 8058 POST: a form body, no cookie, no Origin. */
const oneClickPost = (link: string) =>
  workerFetch(
    new Request(link, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "CF-Connecting-IP": uniqueIp() },
      body: "List-Unsubscribe=One-Click",
    }),
  );

/** Everything an unsubscribe from all marketing email must have done, `why` on each enrolment. */
async function expectLeftAllMarketing(why: string) {
  expect(
    await db.select({ email: emailSuppressions.email, reason: emailSuppressions.reason }).from(emailSuppressions),
  ).toEqual([{ email: ANN, reason: "unsubscribed" }]);
  expect(
    await db.select({ state: sequenceEnrollments.state, reason: sequenceEnrollments.reason }).from(sequenceEnrollments),
  ).toEqual([
    { state: "unsubscribed", reason: why },
    { state: "unsubscribed", reason: why },
  ]);
  expect(await db.select({ status: newsletterSubscribers.status }).from(newsletterSubscribers)).toEqual([
    { status: "unsubscribed" },
  ]);
  expect(await db.select({ status: jobAlertSubscriptions.status }).from(jobAlertSubscriptions)).toEqual([
    { status: "unsubscribed" },
  ]);
}

describe("one unsubscribe for campaigns and sequences", () => {
  it("a campaign email's one-click POST suppresses the address and ends every sequence, the newsletter and job alerts", async () => {
    await ann();
    const [message] = await campaign("email");
    const link = linkOf(message!.payload);
    expect(link).toMatch(/\/unsubscribe\/one-click\/c\./);
    const posted = await oneClickPost(link);
    expect(posted.status).toBe(200);
    const page = await posted.text();
    expect(page).toContain("is unsubscribed from all marketing email from");
    expect(page).toContain("Emails about your own applications and interviews still come.");
    await expectLeftAllMarketing("Unsubscribed with the link in a campaign email.");
    // Again: the same answer, nothing changed.
    expect((await oneClickPost(link)).status).toBe(200);
    await expectLeftAllMarketing("Unsubscribed with the link in a campaign email.");
  });

  it("a sequence email's link: the page changes nothing, its button does the same as a campaign's; later bulk email is not sent, transactional still is", async () => {
    await ann();
    const link = await sequenceLink();
    expect(link).toMatch(/\/unsubscribe\/one-click\/q\./);
    const [held] = await campaign("email");
    const page = await workerFetch(new Request(link));
    const html = await page.text();
    expect(html).toContain(`Stop sending <span class="address">${ANN}</span> all marketing email from`);
    expect(await db.select().from(emailSuppressions)).toEqual([]);
    expect(await db.select({ state: sequenceEnrollments.state }).from(sequenceEnrollments)).toEqual([
      { state: "active" },
      { state: "active" },
    ]);
    // The page's button posts its hidden field back to the link.
    expect(html).toContain(`<form method="post" action="${new URL(link).pathname}">`);
    expect((await oneClickPost(link)).status).toBe(200);
    await expectLeftAllMarketing("Unsubscribed with the link in a sequence email.");

    const resend = vi.spyOn(globalThis, "fetch").mockImplementation(async () => Response.json({ id: "em_1" }));
    expect(await attemptDelivery(bindings, db, DELIVERY_KINDS, held!.id, NOW)).toMatchObject({ outcome: "failed" });
    const [failed] = await db.select().from(deliveries).where(eq(deliveries.id, held!.id));
    expect(failed!.lastError).toMatch(/^Not sent: ann@example\.com is suppressed after an unsubscribe on /);
    const confirmation = queueDelivery(
      db,
      "email",
      { recipient: ANN, summary: "Application received", payload: { subject: "Application received", text: "Thanks" } },
      NOW,
    );
    await confirmation.insert;
    expect(await attemptDelivery(bindings, db, DELIVERY_KINDS, confirmation.id, NOW)).toEqual({ outcome: "sent" });
    expect(resend.mock.calls.filter(([url]) => String(url) === RESEND_ENDPOINT)).toHaveLength(1);
  });

  it("the mailto of a sequence email's List-Unsubscribe does the same", async () => {
    await ann();
    const token = new URL(await sequenceLink()).pathname.split("/").pop()!;
    const mailbox = unsubscribeMailbox(bindings);
    const raw = mime({ from: ANN, to: mailbox, subject: `unsubscribe ${token}`, text: "Unsubscribe" });
    expect(await deliverEmail(bindings, raw, { from: ANN, to: mailbox })).toBeNull();
    await expectLeftAllMarketing("Unsubscribed by email to the unsubscribe address of a sequence email.");
  });

  it("the mailto of a campaign email's List-Unsubscribe does the same", async () => {
    await ann();
    const [message] = await campaign("email");
    const token = linkOf(message!.payload).split("/").pop()!;
    const mailbox = unsubscribeMailbox(bindings);
    const raw = mime({ from: ANN, to: mailbox, subject: `unsubscribe ${token}`, text: "Unsubscribe" });
    expect(await deliverEmail(bindings, raw, { from: ANN, to: mailbox })).toBeNull();
    await expectLeftAllMarketing("Unsubscribed by email to the unsubscribe address of a campaign email.");
  });

  it("STOP by text ends every sequence and a campaign text held for the morning; email is another channel", async () => {
    await ann();
    // 05:00 UTC is night in Chicago: the campaign's text waits for 8 am.
    const [held] = await campaign("text", new Date("2026-03-10T05:00:00.000Z"));
    expect(held).toBeDefined();
    const stop = await twilioWebhook("/api/sms/inbound", {
      From: "+13125550101",
      To: "+13125550000",
      Body: "STOP",
      MessageSid: "SM1",
    });
    expect(stop.status).toBe(200);
    expect(
      await db
        .select({ state: sequenceEnrollments.state, reason: sequenceEnrollments.reason })
        .from(sequenceEnrollments),
    ).toEqual([
      { state: "unsubscribed", reason: "Texted STOP." },
      { state: "unsubscribed", reason: "Texted STOP." },
    ]);
    await env.DB.prepare(
      "insert into sms_settings (id, toll_free_number, is_active) values ('default', '+18005550142', 1)",
    ).run();
    const twilio = vi.spyOn(globalThis, "fetch");
    const sent = await attemptDelivery(twilioEnv, db, DELIVERY_KINDS, held!.id, new Date("2026-03-10T13:00:00.000Z"));
    expect(sent).toMatchObject({ outcome: "failed" });
    expect(twilio).not.toHaveBeenCalled();
    const [failed] = await db.select().from(deliveries).where(eq(deliveries.id, held!.id));
    expect(failed!.lastError).toContain("opted out (STOP)");
    // A text opt-out is not an email one: her newsletter goes on.
    expect(await db.select().from(emailSuppressions)).toEqual([]);
    expect(await db.select({ status: newsletterSubscribers.status }).from(newsletterSubscribers)).toEqual([
      { status: "active" },
    ]);
  });
});
