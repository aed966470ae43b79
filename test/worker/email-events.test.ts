import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CampaignDetail } from "../../worker/contract/campaigns";
import type { SequenceView } from "../../worker/contract/sequences";
import { createDb } from "../../worker/db/client";
import { campaignMessages, candidates, deliveries, sequenceSends } from "../../worker/db/schema";
import { attemptDelivery } from "../../worker/delivery/pipeline";
import { DELIVERY_KINDS } from "../../worker/delivery-kinds";
import { linkSealKey } from "../../worker/domain/link-token";
import type { Bindings } from "../../worker/env";
import { RESEND_ENDPOINT } from "../../worker/integrations/email/client";
import { runCampaignBatch } from "../../worker/outreach/campaign-fan-out";
import { startCampaign } from "../../worker/outreach/campaign-store";
import { runSequenceTick } from "../../worker/sequence-steps/tick";
import { enroll } from "../../worker/sequences/enrollment-store";
import { createSequence } from "../../worker/sequences/store";
import { signedEmailEvent } from "./email-event-helpers";
import { api, emptyDatabase, insertDefaultStaffAreas, ORIGIN, signedInStaff, workerFetch } from "./helpers";

/**
 * The email service's delivered and opened events (decision 121), signed as Resend signs them (Svix), recorded on the
 * email they name, once, a bounce standing over a later open, and counted on a campaign's and a sequence's page.
 */

const db = createDb(env.DB);
const SECRET = `whsec_${btoa("a webhook secret of thirty-two by")}`;
const bindings: Bindings = {
  ...env,
  EMAIL_API_KEY: "re_test",
  EMAIL_FROM: "Rita Recruiter <rita@firm.example>",
  EMAIL_WEBHOOK_SECRET: SECRET,
  DELIVERIES: { send: async () => undefined, sendBatch: async () => undefined } as unknown as Queue,
};
const ACTOR = { userId: null, ipAddress: null, userAgent: null };
/** Tuesday 10 March 2026, 15:00 UTC: 10 am in Chicago. */
const NOW = new Date("2026-03-10T15:00:00.000Z");
const PEOPLE = ["ann", "bob", "cy"];

beforeEach(emptyDatabase);
afterEach(() => vi.restoreAllMocks());

/** Resend intercepted at the outbound fetch: each email gets the id `em_<recipient>-<n>`, as Resend gives its own. */
function interceptResend() {
  let sent = 0;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (url, init) => {
    if (String(url) !== RESEND_ENDPOINT) throw new Error(`unexpected request to ${String(url)}`);
    const { to } = JSON.parse(String(init?.body)) as { to: string[] };
    sent += 1;
    return Response.json({ id: `em_${to[0]}-${sent}` });
  });
}

/** A signed webhook call; `id` is the Svix message id, the same when the service retries the event. */
async function post(body: unknown, id = `msg_${crypto.randomUUID()}`) {
  const response = await workerFetch(await signedEmailEvent(body, SECRET, { id }), bindings);
  expect(response.status).toBe(204);
}

/** Resend's event of `type` about the email it knows as `emailId`, sent to `to`, at `at`. */
const resendEvent = (type: string, emailId: string, to: string, at: string, extra: object = {}) => ({
  type,
  created_at: at,
  data: { created_at: at, email_id: emailId, from: "rita@firm.example", to: [to], subject: "Hi", ...extra },
});

/** Ann, Bob and Cy in a sequence (its first step sent) and a campaign (sent); the email ids Resend gave each. */
async function sentToEveryone() {
  for (const id of PEOPLE)
    await db.insert(candidates).values({
      id,
      firstName: id,
      lastName: "Lee",
      email: `${id}@example.com`,
      latitude: 41.88,
      longitude: -87.63,
    });
  const sequence = await createSequence(
    db,
    ACTOR,
    {
      name: "Shortlist",
      steps: [
        { channel: "email", delayDays: 0, subject: "A role", body: "Hi {{candidate.firstName}}" },
        { channel: "email", delayDays: 2, subject: "Again", body: "Any thoughts?" },
      ],
    },
    ORIGIN,
    NOW,
  );
  await enroll(bindings, db, ACTOR, sequence.id, { candidateIds: PEOPLE }, NOW);
  expect(await runSequenceTick(bindings, db, NOW)).toMatchObject({ sent: 3 });
  const input = { name: "March", channel: "email", audience: { kind: "candidates" }, subject: "Hi", body: "Roles." };
  const campaign = await startCampaign(db, ACTOR, { name: "Rita", origin: ORIGIN }, input as never, NOW);
  for (;;) if ((await runCampaignBatch(db, linkSealKey(env), campaign.id, NOW)).outcome !== "batch") break;
  interceptResend();
  const ids = async (rows: { id: string | null; to: string }[]) => {
    const byPerson: Record<string, string> = {};
    for (const row of rows) {
      expect(await attemptDelivery(bindings, db, DELIVERY_KINDS, row.id!, NOW)).toEqual({ outcome: "sent" });
      const [sent] = await db.select().from(deliveries).where(eq(deliveries.id, row.id!));
      byPerson[row.to.split("@")[0]!] = sent!.providerId!;
    }
    return byPerson;
  };
  const inSequence = await ids(
    await db
      .select({ id: sequenceSends.deliveryId, to: deliveries.recipient })
      .from(sequenceSends)
      .innerJoin(deliveries, eq(deliveries.id, sequenceSends.deliveryId)),
  );
  const inCampaign = await ids(
    await db
      .select({ id: campaignMessages.deliveryId, to: deliveries.recipient })
      .from(campaignMessages)
      .innerJoin(deliveries, eq(deliveries.id, campaignMessages.deliveryId)),
  );
  vi.restoreAllMocks();
  return { sequence, campaign, inSequence, inCampaign };
}

async function staffPage<T>(path: string): Promise<T> {
  await insertDefaultStaffAreas();
  const { cookie } = await signedInStaff(`ada${crypto.randomUUID().slice(0, 6)}`, "admin");
  const response = await api(path, { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

describe("delivered and opened events", () => {
  it("records each on the email it names, once; a bounce stands over a later open; counted on the sequence's page", async () => {
    const { sequence, inSequence } = await sentToEveryone();
    const delivered = resendEvent("email.delivered", inSequence.ann!, "ann@example.com", "2026-03-10T15:01:00.000Z");
    await post(delivered, "msg_delivered_ann");
    await post(delivered, "msg_delivered_ann");
    const opened = resendEvent("email.opened", inSequence.ann!, "ann@example.com", "2026-03-10T16:00:00.000Z");
    await post(opened, "msg_opened_ann");
    // Opened again later (a second open is another event): the first open's time stays.
    await post({ ...opened, created_at: "2026-03-11T09:00:00.000Z" });
    await post(resendEvent("email.delivered", inSequence.bob!, "bob@example.com", "2026-03-10T15:01:00.000Z"));
    await post(
      resendEvent("email.bounced", inSequence.cy!, "cy@example.com", "2026-03-10T15:02:00.000Z", {
        bounce: { type: "Permanent", message: "550 no such user" },
      }),
    );
    await post(resendEvent("email.opened", inSequence.cy!, "cy@example.com", "2026-03-10T17:00:00.000Z"));

    const rows = await env.DB.prepare(
      "select recipient, delivered_at, opened_at, bounced_at from deliveries where provider_id in (?, ?, ?) order by recipient",
    )
      .bind(inSequence.ann, inSequence.bob, inSequence.cy)
      .all();
    expect(rows.results).toEqual([
      {
        recipient: "ann@example.com",
        delivered_at: Date.parse("2026-03-10T15:01:00.000Z"),
        opened_at: Date.parse("2026-03-10T16:00:00.000Z"),
        bounced_at: null,
      },
      {
        recipient: "bob@example.com",
        delivered_at: Date.parse("2026-03-10T15:01:00.000Z"),
        opened_at: null,
        bounced_at: null,
      },
      {
        recipient: "cy@example.com",
        delivered_at: null,
        opened_at: null,
        bounced_at: Date.parse("2026-03-10T15:02:00.000Z"),
      },
    ]);
    const view = await staffPage<SequenceView>(`/api/admin/sequences/${sequence.id}`);
    expect(view.counts).toMatchObject({ sent: 3, delivered: 2, opened: 1, bounced: 1, active: 2 });
  });

  it("shows a campaign's emails delivered, opened and bounced, counted by state", async () => {
    const { campaign, inCampaign, inSequence } = await sentToEveryone();
    await post(resendEvent("email.delivered", inCampaign.ann!, "ann@example.com", "2026-03-10T15:01:00.000Z"));
    await post(resendEvent("email.opened", inCampaign.bob!, "bob@example.com", "2026-03-10T15:30:00.000Z"));
    await post(
      resendEvent("email.bounced", inCampaign.cy!, "cy@example.com", "2026-03-10T15:02:00.000Z", {
        bounce: { type: "Permanent" },
      }),
    );
    await post(resendEvent("email.opened", inCampaign.cy!, "cy@example.com", "2026-03-10T17:00:00.000Z"));
    // An event of the sequence's email to Ann changes nothing of the campaign's.
    await post(resendEvent("email.opened", inSequence.ann!, "ann@example.com", "2026-03-10T18:00:00.000Z"));
    const detail = await staffPage<CampaignDetail>(`/api/admin/campaigns/${campaign.id}`);
    const byRecipient = Object.fromEntries(detail.messages.map((message) => [message.recipient, message.state]));
    expect(byRecipient).toEqual({
      "ann@example.com": "delivered",
      "bob@example.com": "opened",
      "cy@example.com": "bounced",
    });
    expect(detail.counts).toMatchObject({ sent: 0, delivered: 1, opened: 1, bounced: 1 });
  });

  it("ignores an event naming no email it sent, and a soft bounce records nothing", async () => {
    const { inCampaign } = await sentToEveryone();
    await post(resendEvent("email.opened", "em_unknown", "nobody@example.com", "2026-03-10T15:01:00.000Z"));
    await post(
      resendEvent("email.bounced", inCampaign.ann!, "ann@example.com", "2026-03-10T15:02:00.000Z", {
        bounce: { type: "Transient" },
      }),
    );
    const counts = await env.DB.prepare(
      "select count(delivered_at) as delivered, count(opened_at) as opened, count(bounced_at) as bounced from deliveries",
    ).first();
    expect(counts).toEqual({ delivered: 0, opened: 0, bounced: 0 });
    expect(await env.DB.prepare("select count(*) as n from email_suppressions").first()).toEqual({ n: 0 });
  });
});
