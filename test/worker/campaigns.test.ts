import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CampaignCreateInput, CampaignDetail, CampaignView } from "../../worker/contract/campaigns";
import { createDb } from "../../worker/db/client";
import { applications, candidates, contacts, emailSuppressions, smsOptOuts } from "../../worker/db/schema";
import { attemptDelivery } from "../../worker/delivery/pipeline";
import { DELIVERY_KINDS } from "../../worker/delivery-kinds";
import { linkSealKey } from "../../worker/domain/link-token";
import type { Bindings } from "../../worker/env";
import { RESEND_ENDPOINT } from "../../worker/integrations/email/client";
import { CAMPAIGN_BATCH, runCampaignBatch } from "../../worker/outreach/campaign-fan-out";
import { startCampaign } from "../../worker/outreach/campaign-store";
import { erasePerson } from "../../worker/privacy/eraser";
import { addClient, addContact } from "./desk-fixtures";
import { api, emptyDatabase, insertDefaultStaffAreas, ORIGIN, signedInStaff, uniqueIp, workerFetch } from "./helpers";

/**
 * Campaigns (issue 50 item 4, decision 116): the count before sending per audience, the fan-out in bounded batches
 * through the one delivery pipeline at the daily cap, consent and quiet hours for texts, suppression, RFC 8058 on
 * every campaign email, and each message's state. Instants are fixed.
 */

const db = createDb(env.DB);
const FROM = "Talent Partners <news@firm.example>";
const configured: Bindings = { ...env, EMAIL_API_KEY: "re_test", EMAIL_FROM: FROM };
/** 15:00 UTC on a March Tuesday: 10 am in Chicago (CDT), 8 am in Los Angeles (PDT), 7 am in... no US zone earlier. */
const NOW = new Date("2026-03-10T15:00:00.000Z");
const ACTOR = { userId: null, ipAddress: null, userAgent: null };
const SENDER = { name: "Rita Recruiter", origin: ORIGIN };

beforeEach(emptyDatabase);
afterEach(() => vi.restoreAllMocks());

async function crmStaff() {
  await insertDefaultStaffAreas();
  return signedInStaff(`mgr${crypto.randomUUID().slice(0, 6)}`, "manager");
}

/** A candidate; with `stage`, an application at that stage; with `marketing`, consent to marketing texts. */
async function candidate(
  id: string,
  values: Partial<typeof candidates.$inferInsert> = {},
  options: { stage?: "new" | "qualifying" | "interviewing"; marketing?: boolean } = {},
) {
  const email = values.email ?? `${id}@example.com`;
  await db.insert(candidates).values({ id, firstName: `First-${id}`, lastName: "Lee", email, ...values });
  if (options.stage)
    await db.insert(applications).values({
      id: `app-${id}`,
      candidateId: id,
      firstName: `First-${id}`,
      lastName: "Lee",
      email,
      phone: values.phone ?? "+15555550100",
      stage: options.stage,
      smsMarketingConsent: options.marketing ?? false,
    } as typeof applications.$inferInsert);
  else if (options.marketing && values.phone)
    await db.insert(contacts).values({
      id: `contact-${id}`,
      firstName: "T",
      lastName: id,
      email,
      inquiry: "Other",
      message: "Hi",
      phone: values.phone,
      smsMarketingConsent: true,
      source: "home-contact",
    });
}

const preview = (cookie: string, body: unknown) =>
  api("/api/admin/campaigns/preview", { method: "POST", cookie, body });

async function countOf(cookie: string, body: unknown) {
  const response = await preview(cookie, body);
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { count: number }).count;
}

async function fieldsOf(response: Response) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { issues?: { path: string; message: string }[] };
  return body.issues ?? [];
}

const email = (audience: CampaignCreateInput["audience"], extra: Partial<CampaignCreateInput> = {}) =>
  ({
    name: "March roles",
    channel: "email",
    audience,
    subject: "Hi {{candidate.firstName}}",
    body: "Hello {{candidate.firstName}}, {{recruiter.name}} here.",
    ...extra,
  }) as CampaignCreateInput & { channel: "email" };

/** A campaign started without its queue (the test runs its batches itself, at NOW). */
async function started(input: CampaignCreateInput): Promise<CampaignView> {
  return startCampaign(db, ACTOR, SENDER, input as never, NOW);
}

/** Every batch of a campaign, run in turn; the deliveries each handed to the queue. */
async function runAll(campaignId: string) {
  const batches: number[] = [];
  for (;;) {
    const result = await runCampaignBatch(db, linkSealKey(env), campaignId, NOW);
    if (result.outcome !== "batch") return batches;
    batches.push(result.deliveryIds.length);
  }
}

const detail = async (cookie: string, id: string, query = "") => {
  const response = await api(`/api/admin/campaigns/${id}${query}`, { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as CampaignDetail;
};

function interceptResend() {
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async () => Response.json({ id: "em_1" }));
  return () =>
    spy.mock.calls
      .filter(([url]) => String(url) === RESEND_ENDPOINT)
      .map(
        ([, init]) =>
          JSON.parse(String(init?.body)) as {
            to: string[];
            text: string;
            subject: string;
            headers: Record<string, string>;
          },
      );
}

const deliveryIdsOf = async (campaignId: string) =>
  (
    await env.DB.prepare(
      "select delivery_id from campaign_messages where campaign_id = ? and delivery_id is not null order by person_id",
    )
      .bind(campaignId)
      .all<{ delivery_id: string }>()
  ).results.map((row) => row.delivery_id);

describe("the count before sending", () => {
  it("counts candidates by stage, tags, radius and skills, subscribers, and contacts; a text counts phones", async () => {
    const { cookie } = await crmStaff();
    await candidate(
      "c1",
      { tags: ["Bilingual"], skills: ["SAP", "Excel"], latitude: 41.88, longitude: -87.63, phone: "+13125550101" },
      { stage: "qualifying" },
    );
    await candidate(
      "c2",
      { tags: ["bilingual", "Nights"], skills: ["SAP"], latitude: 40.71, longitude: -74.0 },
      { stage: "interviewing" },
    );
    await candidate("c3", { skills: ["Excel"], latitude: 41.9, longitude: -87.7, phone: "+13125550103" });
    await candidate("c4", { erasedAt: NOW, tags: ["Bilingual"] });
    const all = { kind: "candidates" };
    expect(await countOf(cookie, { channel: "email", audience: all })).toBe(3);
    expect(await countOf(cookie, { channel: "text", audience: all })).toBe(2);
    expect(await countOf(cookie, { channel: "email", audience: { kind: "candidates", stage: "qualifying" } })).toBe(1);
    expect(await countOf(cookie, { channel: "email", audience: { kind: "candidates", tags: "bilingual" } })).toBe(2);
    expect(
      await countOf(cookie, { channel: "email", audience: { kind: "candidates", tags: "bilingual, nights" } }),
    ).toBe(1);
    expect(
      await countOf(cookie, { channel: "email", audience: { kind: "candidates", near: "Chicago, IL", radius: 25 } }),
    ).toBe(2);
    expect(await countOf(cookie, { channel: "email", audience: { kind: "candidates", skills: "sap" } })).toBe(2);
    expect(
      await countOf(cookie, {
        channel: "email",
        audience: { kind: "candidates", skills: "SAP, Excel", skillsMode: "any" },
      }),
    ).toBe(3);

    await env.DB.prepare(
      "insert into newsletter_subscribers (id, email, status, source, consent_version, origin) values ('s1', 's1@example.com', 'active', 'signup', 'v', 'x'), ('s2', 's2@example.com', 'pending', 'signup', 'v', 'x'), ('s3', 's3@example.com', 'active', 'signup', 'v', 'x')",
    ).run();
    expect(await countOf(cookie, { channel: "email", audience: { kind: "subscribers" } })).toBe(2);

    const acme = await addClient();
    const other = await addClient({ name: "Other Co" });
    await addContact(acme.id, { phone: "+13125550190" });
    await addContact(acme.id, { email: null, phone: "+13125550191" });
    await addContact(other.id);
    expect(await countOf(cookie, { channel: "email", audience: { kind: "contacts" } })).toBe(2);
    expect(await countOf(cookie, { channel: "text", audience: { kind: "contacts", clientId: acme.id } })).toBe(2);
  });

  it("refuses a bad audience with a 400 naming the field", async () => {
    const { cookie } = await crmStaff();
    const paths = async (body: unknown) => (await fieldsOf(await preview(cookie, body))).map((issue) => issue.path);
    expect(await paths({ channel: "email", audience: { kind: "everyone" } })).toEqual(["audience.kind"]);
    expect(
      await paths({ channel: "email", audience: { kind: "candidates", radius: 9999, near: "Chicago, IL" } }),
    ).toEqual(["audience.radius"]);
    expect(await paths({ channel: "email", audience: { kind: "candidates", near: "Chicago, IL" } })).toEqual([
      "audience.radius",
    ]);
    expect(await paths({ channel: "email", audience: { kind: "candidates", stage: "hired-ish" } })).toEqual([
      "audience.stage",
    ]);
    expect(
      await paths({ channel: "email", audience: { kind: "candidates", near: "Nowhere, ZZ", radius: 10 } }),
    ).toEqual(["audience.near"]);
    expect(await paths({ channel: "text", audience: { kind: "subscribers" } })).toEqual(["audience.kind"]);
    expect(await paths({ channel: "email", audience: { kind: "contacts", clientId: "no-such-client" } })).toEqual([
      "audience.clientId",
    ]);
    expect(await paths({ channel: "fax", audience: { kind: "contacts" } })).toEqual(["channel"]);
    expect(await paths({ channel: "email", audience: { kind: "contacts", color: "red" } })).toEqual(["audience"]);
  });

  it("refuses an unknown merge field, or one the audience has no value for, naming it", async () => {
    const { cookie } = await crmStaff();
    await candidate("c1");
    const create = (body: unknown) => api("/api/admin/campaigns", { method: "POST", cookie, body });
    const unknown = await fieldsOf(await create(email({ kind: "candidates" }, { body: "Hi {{candidate.nickname}}" })));
    expect(unknown).toEqual([
      { path: "body", message: expect.stringContaining("Unknown merge field {{candidate.nickname}}") },
    ]);
    const noValue = await fieldsOf(
      await create(email({ kind: "subscribers" }, { subject: "Hi {{candidate.firstName}}", body: "News" })),
    );
    expect(noValue).toEqual([
      { path: "subject", message: "The merge field {{candidate.firstName}} has no value for newsletter subscribers." },
    ]);
    const noSubject = await fieldsOf(await create(email({ kind: "candidates" }, { subject: undefined })));
    expect(noSubject.map((issue) => issue.path)).toEqual(["subject"]);
    expect(await env.DB.prepare("select count(*) as n from campaigns").first("n")).toBe(0);
  });
});

describe("sending", () => {
  it("fans out in batches of at most CAMPAIGN_BATCH, one message per person, and shows progress", async () => {
    const total = CAMPAIGN_BATCH * 2 + 7;
    await env.DB.batch(
      Array.from({ length: total }, (_, i) =>
        env.DB.prepare("insert into candidates (id, first_name, last_name, email) values (?, ?, 'Lee', ?)").bind(
          `c${String(i).padStart(4, "0")}`,
          `Ann${i}`,
          `ann${i}@example.com`,
        ),
      ),
    );
    const campaign = await started(email({ kind: "candidates" }));
    expect(campaign).toMatchObject({ status: "sending", total, processed: 0 });
    const first = await runCampaignBatch(db, linkSealKey(env), campaign.id, NOW);
    expect(first).toMatchObject({ outcome: "batch", queued: CAMPAIGN_BATCH });
    const progress = await env.DB.prepare("select processed, status from campaigns where id = ?")
      .bind(campaign.id)
      .first();
    expect(progress).toEqual({ processed: CAMPAIGN_BATCH, status: "sending" });
    expect(await runAll(campaign.id)).toEqual([CAMPAIGN_BATCH, 7]);
    const rows = await env.DB.prepare(
      "select recipient, count(*) as n, max(payload) as payload from deliveries where related_type = 'campaign' and related_id = ? group by recipient",
    )
      .bind(campaign.id)
      .all<{ recipient: string; n: number; payload: string }>();
    expect(rows.results).toHaveLength(total);
    expect(rows.results.every((row) => row.n === 1)).toBe(true);
    const ann5 = JSON.parse(rows.results.find((row) => row.recipient === "ann5@example.com")!.payload);
    expect(ann5).toMatchObject({ subject: "Hi Ann5", text: "Hello Ann5, Rita Recruiter here." });
    expect(ann5.bulk.unsubscribe).toMatch(/^http:\/\/localhost\/unsubscribe\/one-click\/c\.[A-Za-z0-9_-]{40,}$/);
    // A batch run again (a message delivered twice) sends nothing twice.
    await env.DB.prepare("update campaigns set status = 'sending', cursor = '' where id = ?").bind(campaign.id).run();
    await runAll(campaign.id);
    expect(await env.DB.prepare("select count(*) as n from deliveries").first("n")).toBe(total);
    expect(await env.DB.prepare("select status, processed from campaigns").first()).toEqual({
      status: "sent",
      processed: total * 2,
    });
  });

  it("runs on the real CAMPAIGNS queue from POST /api/admin/campaigns to sent", async () => {
    const { cookie } = await crmStaff();
    for (let i = 0; i < 60; i++) await candidate(`q${String(i).padStart(2, "0")}`, {}, { stage: "qualifying" });
    await candidate("other", {}, { stage: "new" });
    const response = await api("/api/admin/campaigns", {
      method: "POST",
      cookie,
      body: email({ kind: "candidates", stage: "qualifying" }),
    });
    expect(response.status).toBe(202);
    const campaign = (await response.json()) as CampaignView;
    expect(campaign).toMatchObject({ status: "sending", total: 60 });
    let seen = await detail(cookie, campaign.id);
    for (let i = 0; i < 200 && seen.campaign.status !== "sent"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = await detail(cookie, campaign.id);
    }
    expect(seen.campaign).toMatchObject({ status: "sent", processed: 60 });
    expect(seen.messagesTotal).toBe(60);
    expect(seen.messages.map((message) => message.recipient)).not.toContain("other@example.com");
    const list = await api("/api/admin/campaigns?limit=1", { cookie });
    expect(list.headers.get("X-Total-Count")).toBe("1");
    expect(((await list.json()) as CampaignView[])[0]!.id).toBe(campaign.id);
  });

  it("sends at the daily cap: the rest wait for the next days, queued with the reason", async () => {
    const { cookie } = await crmStaff();
    await env.DB.prepare("insert into outreach_settings (id, daily_email_cap) values (1, 2)").run();
    for (const id of ["a", "b", "c", "d", "e"]) await candidate(id);
    const campaign = await started(email({ kind: "candidates" }));
    await runAll(campaign.id);
    const sent = interceptResend();
    const outcomes = [];
    for (const id of await deliveryIdsOf(campaign.id))
      outcomes.push((await attemptDelivery(configured, db, DELIVERY_KINDS, id, NOW)).outcome);
    expect(outcomes).toEqual(["sent", "sent", "deferred", "deferred", "deferred"]);
    expect(sent()).toHaveLength(2);
    const seen = await detail(cookie, campaign.id);
    expect(seen.counts).toMatchObject({ sent: 2, queued: 3 });
    const waiting = seen.messages.filter((message) => message.state === "queued").map((message) => message.reason);
    const cap = "Daily cap of 2 bulk emails from news@firm.example reached: goes on";
    expect(waiting.sort()).toEqual([
      `${cap} 2026-03-11 (UTC).`,
      `${cap} 2026-03-11 (UTC).`,
      `${cap} 2026-03-12 (UTC).`,
    ]);
  });

  it("puts the RFC 8058 headers and a visible unsubscribe on a campaign email; its one-click POST suppresses the address", async () => {
    const { cookie } = await crmStaff();
    await candidate("ann");
    const campaign = await started(email({ kind: "candidates" }));
    await runAll(campaign.id);
    const sent = interceptResend();
    const [id] = await deliveryIdsOf(campaign.id);
    expect((await attemptDelivery(configured, db, DELIVERY_KINDS, id!, NOW)).outcome).toBe("sent");
    const [message] = sent();
    const link = message!.text.match(/Unsubscribe with one click: (\S+)$/)![1]!;
    const token = link.split("/").pop()!;
    expect(message!.headers).toMatchObject({
      "List-Unsubscribe": `<${link}>, <mailto:unsubscribe@firm.example?subject=unsubscribe%20${token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(message!.subject).toBe("Hi First-ann");
    vi.restoreAllMocks();
    const post = await workerFetch(
      new Request(link, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "CF-Connecting-IP": uniqueIp() },
        body: "List-Unsubscribe=One-Click",
      }),
    );
    expect(post.status).toBe(200);
    expect(await post.text()).toContain("all marketing email from");
    expect(await db.select().from(emailSuppressions)).toMatchObject([
      { email: "ann@example.com", reason: "unsubscribed" },
    ]);
    expect((await workerFetch(new Request(`${ORIGIN}/unsubscribe/one-click/c.${"x".repeat(43)}`))).status).toBe(404);

    // The next campaign skips her, with the reason.
    const next = await started(email({ kind: "candidates" }, { name: "April" }));
    await runAll(next.id);
    const seen = await detail(cookie, next.id);
    expect(seen.counts).toMatchObject({ skipped: 1, queued: 0 });
    expect(seen.messages[0]!.reason).toMatch(/^Not sent: ann@example\.com is suppressed after an unsubscribe on /);
  });

  it("skips suppressed and erased addresses, and shows a later hard bounce as bounced", async () => {
    const { cookie } = await crmStaff();
    await candidate("ok");
    await candidate("bounced");
    await candidate("late");
    await db
      .insert(emailSuppressions)
      .values({ email: "bounced@example.com", reason: "hard_bounce", createdAt: new Date("2026-01-02T00:00:00Z") });
    const campaign = await started(email({ kind: "candidates" }));
    await runAll(campaign.id);
    interceptResend();
    for (const id of await deliveryIdsOf(campaign.id)) await attemptDelivery(configured, db, DELIVERY_KINDS, id, NOW);
    await db
      .insert(emailSuppressions)
      .values({ email: "late@example.com", reason: "hard_bounce", createdAt: new Date(NOW.getTime() + 60_000) });
    const seen = await detail(cookie, campaign.id);
    const byRecipient = Object.fromEntries(seen.messages.map((message) => [message.recipient, message]));
    expect(byRecipient["bounced@example.com"]).toMatchObject({
      state: "skipped",
      reason: "Not sent: bounced@example.com is suppressed after a hard bounce on 2026-01-02.",
    });
    expect(byRecipient["ok@example.com"]).toMatchObject({ state: "sent", reason: null });
    expect(byRecipient["late@example.com"]).toMatchObject({ state: "bounced" });
    expect(seen.counts).toMatchObject({ sent: 1, skipped: 1, bounced: 1 });
    expect((await detail(cookie, campaign.id, "?state=skipped&limit=5")).messages.map((m) => m.recipient)).toEqual([
      "bounced@example.com",
    ]);
  });
});

describe("privacy", () => {
  it("erasing a person deletes their campaign messages; the campaign keeps its count", async () => {
    await candidate("zed");
    await candidate("kept");
    const campaign = await started(email({ kind: "candidates" }));
    await runAll(campaign.id);
    await erasePerson(env, ACTOR, { by: "email", email: "zed@example.com" });
    const left = await env.DB.prepare("select recipient from campaign_messages").all<{ recipient: string }>();
    expect(left.results).toEqual([{ recipient: "kept@example.com" }]);
    expect(await env.DB.prepare("select total from campaigns").first("total")).toBe(2);
  });
});

describe("campaign texts", () => {
  it("texts only with consent to marketing texts, never after STOP, held to 8 am on the recipient's clock", async () => {
    const { cookie } = await crmStaff();
    // 15:00 UTC is 10 am in Chicago and 8 am in Los Angeles; 2026-03-10 05:00 UTC would be night in both.
    const night = new Date("2026-03-10T05:00:00.000Z");
    await candidate("chi", { phone: "+13125550101", latitude: 41.88, longitude: -87.63 }, { marketing: true });
    await candidate("la", { phone: "+12135550102", latitude: 34.05, longitude: -118.24 }, { marketing: true });
    await candidate("none", { phone: "+13125550103" }, { marketing: false });
    await candidate("stopped", { phone: "+13125550104" }, { marketing: true });
    await db.insert(smsOptOuts).values({ phone: "+13125550104", keyword: "STOP", optedOutAt: NOW });
    const input = {
      name: "Shift",
      channel: "text",
      audience: { kind: "candidates" },
      body: "Hi {{candidate.firstName}}, new shifts.",
    };
    const campaign = await startCampaign(db, ACTOR, SENDER, input as never, night);
    for (;;) if ((await runCampaignBatch(db, linkSealKey(env), campaign.id, night)).outcome !== "batch") break;
    const texts = await env.DB.prepare(
      "select to_number, message, message_type from sms_messages order by to_number",
    ).all();
    expect(texts.results).toEqual([
      {
        to_number: "+12135550102",
        message: "Hi First-la, new shifts.\nReply STOP to opt out.",
        message_type: "marketing",
      },
      {
        to_number: "+13125550101",
        message: "Hi First-chi, new shifts.\nReply STOP to opt out.",
        message_type: "marketing",
      },
    ]);
    const held = await env.DB.prepare(
      "select d.recipient, d.next_attempt_at from deliveries d where d.kind = 'sms' order by d.recipient",
    ).all<{ recipient: string; next_attempt_at: number }>();
    expect(held.results.map((row) => [row.recipient, new Date(row.next_attempt_at).toISOString()])).toEqual([
      ["+12135550102", "2026-03-10T15:00:00.000Z"],
      ["+13125550101", "2026-03-10T13:00:00.000Z"],
    ]);
    const seen = await detail(cookie, campaign.id);
    expect(seen.counts).toMatchObject({ held: 2, skipped: 2 });
    const byRecipient = Object.fromEntries(seen.messages.map((message) => [message.recipient, message]));
    // The reason says the recipient's own clock, not UTC's.
    expect(byRecipient["+13125550101"]!.reason).toBe(
      "Held until 8:00 am CDT on March 10, 2026, the recipient's morning (texts go 8 am to 9 pm on their clock).",
    );
    expect(byRecipient["+12135550102"]!.reason).toMatch(/^Held until 8:00 am PDT on March 10, 2026,/);
    expect(byRecipient["+13125550103"]).toMatchObject({
      state: "skipped",
      reason: "This number has not consented to marketing texts.",
    });
    expect(byRecipient["+13125550104"]!.reason).toContain("opted out (STOP)");
    // Twilio reports the Chicago text delivered once sent: the state follows the text's own row.
    await env.DB.prepare("update deliveries set status = 'sent', sent_at = ? where recipient = '+13125550101'")
      .bind(NOW.getTime())
      .run();
    await env.DB.prepare("update sms_messages set status = 'delivered' where to_number = '+13125550101'").run();
    expect(
      (await detail(cookie, campaign.id, "?state=delivered")).messages.map((message) => message.recipient),
    ).toEqual(["+13125550101"]);
  });

  it("sends a test to oneself: an email to one's own address, a text only to a number that agreed", async () => {
    await insertDefaultStaffAreas();
    const staff = await signedInStaff("tess", "manager");
    await candidate("ann", { phone: "+13125550101" }, { marketing: true });
    const test = (body: unknown) => api("/api/admin/campaigns/test", { method: "POST", cookie: staff.cookie, body });
    const { name: _name, ...content } = email({ kind: "candidates" });
    expect((await test(content)).status).toBe(409);
    await env.DB.prepare("update users set email = 'tess@firm.example', full_name = 'Tess Tester' where id = ?")
      .bind(staff.id)
      .run();
    const sent = await test(content);
    expect(sent.status).toBe(202);
    expect(await sent.json()).toEqual({ to: "tess@firm.example" });
    const row = await env.DB.prepare("select recipient, payload from deliveries").first<{
      recipient: string;
      payload: string;
    }>();
    expect(row!.recipient).toBe("tess@firm.example");
    expect(JSON.parse(row!.payload)).toEqual({
      subject: "[Test] Hi First-ann",
      text: "Hello First-ann, Tess Tester here.\n\n(Each recipient's copy ends here with their own one-click unsubscribe link.)",
    });
    const text = { channel: "text", audience: { kind: "candidates" }, body: "Hi {{candidate.firstName}}" };
    expect((await fieldsOf(await test(text))).map((issue) => issue.path)).toEqual(["phone"]);
    expect((await test({ ...text, phone: "(312) 555-0199" })).status).toBe(409);
    const ok = await test({ ...text, phone: "(312) 555-0101" });
    expect(ok.status).toBe(202);
    expect(await ok.json()).toEqual({ to: "+13125550101" });
    expect(await env.DB.prepare("select count(*) as n from campaigns").first("n")).toBe(0);
    expect((await api("/api/admin/campaigns/nope", { cookie: staff.cookie })).status).toBe(404);
  });
});
