import { aliasedTable, and, eq, inArray, isNotNull, lt, sql } from "drizzle-orm";
import { COMPANY } from "../contract/company";
import { renderMergeFields } from "../contract/merge-fields";
import { createDb, type Db } from "../db/client";
import { type Campaign, campaignMessages, campaigns } from "../db/schema";
import { queueDeliveriesFrom, sendToQueue } from "../delivery/pipeline";
import { hashLinkToken, linkSealKey, manageTokenOf, randomLinkToken } from "../domain/link-token";
import type { Bindings, CampaignQueueMessage } from "../env";
import { oneClickUrl } from "../integrations/email/list-unsubscribe";
import { consumeEach, type QueuedAttempt } from "../queue-consumer";
import { outreachTextCheck } from "../sms/outreach-text";
import { queueTextsFrom } from "../sms/text-store";
import { type AudienceMember, audienceBatch } from "./campaign-audience";
import { bulkEmailSuppressions } from "./suppression-store";

/**
 * A campaign's fan-out (decision 116), as the newsletter's: one CAMPAIGNS queue message per batch of its audience.
 * A batch reads the next members after the campaign's cursor, decides each one's message (skipped with the reason: a
 * suppressed address, no consent to texts; a text held to 8 am on the recipient's clock) and writes, in ONE
 * transaction, the moved cursor, a `campaign_messages` row per person and the deliveries (and texts) of those not
 * skipped, then queues the deliveries and the next batch. A person has one row per campaign and a delivery is
 * inserted only beside the row that names it, so a batch run twice sends nothing twice. The emails go through the
 * one email kind as bulk email: the sender's daily cap spreads them over days, the RFC 8058 headers and the visible
 * unsubscribe are put on them there.
 */

export const CAMPAIGN_QUEUE = "staffing-site-campaigns";
/**
 * Members per batch: one queue message and one D1 transaction; the emails' JSON (at most 5,000 characters of body
 * each) stays far below D1's 2 MB a value, and a text batch's checks (consent, zone) about 250 queries.
 */
export const CAMPAIGN_BATCH = 50;
/** A sending campaign with no batch for this long lost its message: the cron queues it again. */
export const STALLED_CAMPAIGN_MS = 5 * 60_000;
/** Campaign texts are marketing: they need the person's consent to marketing texts. */
export const CAMPAIGN_TEXT_TYPE = "marketing";
const STOP_LINE = "Reply STOP to opt out.";

/** The message planned for one member: queued (with its delivery), held, or skipped with the reason. */
interface Planned {
  id: string;
  member: AudienceMember;
  deliveryId: string | null;
  smsMessageId: string | null;
  skipReason: string | null;
  heldUntil: number | null;
  /** The clock it is held to. */
  heldZone: string | null;
  tokenHash: string | null;
  /** The delivery's payload (an email), or the text's words. */
  content: string | null;
}

/** The campaign's messages by the short name of the batch's statements. */
const cm = aliasedTable(campaignMessages, "cm");

/** A member's message before it is decided: no delivery, nothing held, no reason. */
const undecided = (member: AudienceMember): Planned => ({
  id: crypto.randomUUID(),
  member,
  deliveryId: null,
  smsMessageId: null,
  skipReason: null,
  heldUntil: null,
  heldZone: null,
  tokenHash: null,
  content: null,
});

const skipped = (member: AudienceMember, reason: string): Planned => ({ ...undecided(member), skipReason: reason });

/** The values every person's message has: who sends, the booking link, the firm. */
const senderValues = (campaign: Campaign) => ({
  "recruiter.name": campaign.senderName,
  "booking.link": `${campaign.origin}/book`,
  "firm.name": COMPANY.shortName,
});

/** A campaign's words for one person. */
export function renderFor(campaign: Pick<Campaign, "senderName" | "origin">, text: string, member: AudienceMember) {
  return renderMergeFields(text, { ...senderValues(campaign as Campaign), ...member.values });
}

/** A text's words end with how to stop them (TCPA practice), unless the writer said it already. */
export const withStopLine = (text: string) => (/\bstop\b/i.test(text) ? text : `${text}\n${STOP_LINE}`);

/**
 * The addresses of this batch the campaign already has a message to (two candidates sharing a phone), read by the
 * recipient index: the batch's addresses, not every message of the campaign so far (`+` keeps SQLite off the
 * campaign's index, which made each batch read all the campaign's earlier messages: bench/scale/outreach.ts).
 */
async function alreadyMessaged(db: Db, campaignId: string, addresses: string[]): Promise<Set<string>> {
  if (addresses.length === 0) return new Set();
  const rows = await db
    .select({ recipient: campaignMessages.recipient })
    .from(campaignMessages)
    .where(
      and(
        sql`+${campaignMessages.campaignId} = ${campaignId}`,
        isNotNull(campaignMessages.deliveryId),
        inArray(campaignMessages.recipient, addresses),
      ),
    );
  return new Set(rows.map((row) => row.recipient ?? ""));
}

async function planEmail(campaign: Campaign, linkKey: string, member: AudienceMember): Promise<Planned> {
  let unsubscribe: string;
  let tokenHash: string | null = null;
  if (member.subscriberTokens) {
    unsubscribe = oneClickUrl(campaign.origin, "newsletter", await manageTokenOf(linkKey, member.subscriberTokens));
  } else {
    const token = randomLinkToken();
    tokenHash = await hashLinkToken(token);
    unsubscribe = oneClickUrl(campaign.origin, "campaign", token);
  }
  const payload = {
    subject: renderFor(campaign, campaign.subject ?? "", member),
    text: renderFor(campaign, campaign.body, member),
    bulk: { unsubscribe },
  };
  return {
    ...undecided(member),
    deliveryId: crypto.randomUUID(),
    tokenHash,
    content: JSON.stringify(payload),
  };
}

async function planText(db: Db, campaign: Campaign, member: AudienceMember, now: Date): Promise<Planned> {
  const check = await outreachTextCheck(
    db,
    { phone: member.address, candidateId: member.candidateId, messageType: CAMPAIGN_TEXT_TYPE },
    now,
  );
  if (!check.allowed) return skipped(member, check.reason);
  return {
    ...undecided(member),
    deliveryId: crypto.randomUUID(),
    smsMessageId: crypto.randomUUID(),
    heldUntil: check.held ? check.at.getTime() : null,
    heldZone: check.held ? check.timeZone : null,
    content: withStopLine(renderFor(campaign, campaign.body, member)),
  };
}

/** Each member's message, decided. */
async function plan(db: Db, linkKey: string, campaign: Campaign, members: AudienceMember[], now: Date) {
  const addresses = members.map((member) => member.address);
  const [suppressed, messaged] = await Promise.all([
    campaign.channel === "email" ? bulkEmailSuppressions(db, addresses) : new Map<string, string>(),
    alreadyMessaged(db, campaign.id, addresses),
  ]);
  const seen = new Set<string>();
  const planned: Planned[] = [];
  for (const member of members) {
    const key = member.address.toLowerCase();
    if (messaged.has(member.address) || seen.has(key)) {
      planned.push(skipped(member, `Already sent to ${member.address} in this campaign.`));
      continue;
    }
    seen.add(key);
    const suppression = suppressed.get(key);
    if (suppression) planned.push(skipped(member, suppression));
    else if (campaign.channel === "email") planned.push(await planEmail(campaign, linkKey, member));
    else planned.push(await planText(db, campaign, member, now));
  }
  return planned;
}

export type CampaignBatchOutcome =
  | { outcome: "batch"; queued: number; skipped: number; deliveryIds: string[] }
  | { outcome: "done" | "idle" };

/** One batch of a campaign's fan-out. */
export async function runCampaignBatch(
  db: Db,
  linkKey: string,
  campaignId: string,
  now: Date,
): Promise<CampaignBatchOutcome> {
  const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId)).limit(1);
  if (campaign?.status !== "sending") return { outcome: "idle" };
  const members = await audienceBatch(db, campaign.channel, campaign.audience, campaign.cursor, CAMPAIGN_BATCH);
  if (members.length === 0) {
    await db
      .update(campaigns)
      .set({ status: "sent", finishedAt: now, updatedAt: now })
      .where(and(eq(campaigns.id, campaignId), eq(campaigns.status, "sending")));
    return { outcome: "done" };
  }
  const planned = await plan(db, linkKey, campaign, members, now);
  const rows = JSON.stringify(
    planned.map((p) => [
      p.id,
      p.member.kind,
      p.member.id,
      p.member.address,
      p.deliveryId,
      p.smsMessageId,
      p.skipReason,
      p.heldUntil,
      p.tokenHash,
      p.heldZone,
    ]),
  );
  const sending = planned.filter((p) => p.deliveryId !== null);
  // Each message with a delivery, joined to the row that names it: only rows this run inserted get one.
  const content = JSON.stringify(sending.map((p) => [p.deliveryId, p.content]));
  const ours = sql`from json_each(${content}) c join ${campaignMessages} ${cm} on ${cm.deliveryId} = c.value ->> 0`;
  const isText = campaign.channel === "text";
  const recipients = isText
    ? sql`select ${cm.deliveryId} as id, ${cm.recipient} as recipient, ${cm.campaignId} as related_id,
        json_object('smsMessageId', ${cm.smsMessageId}) as payload, ${cm.heldUntil} as not_before ${ours}`
    : sql`select ${cm.deliveryId} as id, ${cm.recipient} as recipient, ${cm.campaignId} as related_id,
        c.value ->> 1 as payload, null as not_before ${ours}`;
  const summary = `Campaign: ${campaign.name}`;
  const queued = [
    ...(isText
      ? [
          queueTextsFrom(
            db,
            { messageType: CAMPAIGN_TEXT_TYPE, authorId: campaign.createdBy },
            sql`select ${cm.smsMessageId} as id, ${cm.recipient} as to_number, c.value ->> 1 as message ${ours}`,
            now,
          ),
        ]
      : []),
    queueDeliveriesFrom(
      db,
      isText ? "sms" : "email",
      { summary, relatedType: "campaign", notBeforeOfRows: true },
      recipients,
      now,
    ),
  ];
  await db.batch([
    db
      .update(campaigns)
      .set({ cursor: members.at(-1)!.id, processed: sql`${campaigns.processed} + ${members.length}`, updatedAt: now })
      .where(and(eq(campaigns.id, campaignId), eq(campaigns.cursor, campaign.cursor))),
    db
      .insert(campaignMessages)
      .select(
        sql`select r.value ->> 0, ${campaignId}, r.value ->> 1, r.value ->> 2, r.value ->> 3, r.value ->> 4,
            r.value ->> 5, r.value ->> 6, r.value ->> 7, r.value ->> 8, ${now.getTime()}, r.value ->> 9
            from json_each(${rows}) r where true`,
      )
      .onConflictDoNothing(),
    ...(sending.length > 0 ? queued : []),
  ]);
  return {
    outcome: "batch",
    queued: sending.length,
    skipped: planned.length - sending.length,
    // A held text is handed to the queue by the cron's sweep once its morning comes.
    deliveryIds: sending.filter((p) => p.heldUntil === null).map((p) => p.deliveryId!),
  };
}

/** Queues one batch of a campaign (its first, or the next). */
export async function queueCampaignBatch(env: Pick<Bindings, "CAMPAIGNS">, campaignId: string): Promise<void> {
  await env.CAMPAIGNS.send({ campaignId } satisfies CampaignQueueMessage, { contentType: "json" });
}

/** The CAMPAIGNS queue's consumer: each message runs one batch, then hands its messages and the next batch on. */
export async function handleCampaignBatch(batch: MessageBatch<unknown>, env: Bindings): Promise<void> {
  const db = createDb(env.DB);
  await consumeEach(batch, "campaignId", async (campaignId): Promise<QueuedAttempt> => {
    const result = await runCampaignBatch(db, linkSealKey(env), campaignId, new Date());
    if (result.outcome === "batch") {
      await sendToQueue(env, result.deliveryIds);
      await queueCampaignBatch(env, campaignId);
    }
    return { outcome: result.outcome };
  });
}

/** The cron's step: a campaign still sending with no batch for a while lost its message, and is queued again. */
export async function resumeStalledCampaigns(env: Pick<Bindings, "CAMPAIGNS">, db: Db, now: Date): Promise<number> {
  const stalled = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(
      and(eq(campaigns.status, "sending"), lt(campaigns.updatedAt, new Date(now.getTime() - STALLED_CAMPAIGN_MS))),
    );
  for (const campaign of stalled) await queueCampaignBatch(env, campaign.id);
  return stalled.length;
}
