import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import {
  CAMPAIGN_MESSAGE_STATES,
  type CampaignDetail,
  type CampaignMessageState,
  type CampaignView,
  type campaignCreateSchema,
  type campaignDetailQuerySchema,
  type campaignListQuerySchema,
  type campaignPreviewSchema,
} from "../contract/campaigns";
import type { z } from "../contract/zod";
import type { Db } from "../db/client";
import { type Campaign, campaignMessages, campaigns, deliveries, emailSuppressions, smsMessages } from "../db/schema";
import { hashLinkToken } from "../domain/link-token";
import { type Actor, activityLog } from "../http/activity-log";
import { ApiError, validationError } from "../http/errors";
import { heldTextReason } from "../sms/quiet-hours";
import { countAudience } from "./campaign-audience";

/**
 * Campaigns on record (decision 116): counting an audience before sending, starting a campaign (its fan-out then runs
 * on the CAMPAIGNS queue, worker/outreach/campaign-fan-out.ts), the list, and one campaign with each message's state
 * read from its delivery (and its text, and the address's suppression).
 */

type CampaignCreate = z.output<typeof campaignCreateSchema>;

export function toCampaignView(row: Campaign): CampaignView {
  return {
    id: row.id,
    name: row.name,
    channel: row.channel,
    audience: row.audience,
    subject: row.subject,
    body: row.body,
    status: row.status,
    total: row.total,
    processed: row.processed,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** How many the campaign would reach now (`POST /api/admin/campaigns/preview`). */
export async function previewCampaign(db: Db, input: z.output<typeof campaignPreviewSchema>) {
  return { count: await countAudience(db, input.channel, input.audience) };
}

/**
 * Starts a campaign: counted, recorded as sending with the activity entry in one batch. The caller queues its first
 * batch; the cron re-queues a campaign whose batch was lost. An audience of no one is a 400 (nothing would go).
 */
export async function startCampaign(
  db: Db,
  actor: Actor,
  sender: { name: string; origin: string },
  input: CampaignCreate,
  now: Date,
): Promise<CampaignView> {
  const total = await countAudience(db, input.channel, input.audience);
  if (total === 0)
    throw validationError([{ path: "audience", message: "No one in this audience can be sent to: nothing to send." }]);
  const row = {
    id: crypto.randomUUID(),
    name: input.name,
    channel: input.channel,
    audience: input.audience,
    subject: input.channel === "email" ? (input.subject ?? null) : null,
    body: input.body,
    status: "sending" as const,
    total,
    processed: 0,
    cursor: "",
    origin: sender.origin,
    senderName: sender.name,
    createdBy: actor.userId,
    createdAt: now,
    updatedAt: now,
    finishedAt: null,
  };
  await db.batch([
    db.insert(campaigns).values(row),
    activityLog(actor, db, {
      action: "campaign.send",
      entityType: "campaign",
      entityId: row.id,
      record: row.name,
      details: { channel: row.channel, audience: row.audience.kind, total },
    }),
  ]);
  return toCampaignView(row);
}

export async function listCampaigns(db: Db, query: z.output<typeof campaignListQuerySchema>) {
  const [rows, [total]] = await db.batch([
    db
      .select()
      .from(campaigns)
      .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(campaigns),
  ]);
  return { rows: rows.map(toCampaignView), total: total?.value ?? 0 };
}

/**
 * A message's state, from what it is on record: skipped by the fan-out; its delivery waiting (held to the recipient's
 * morning, or queued, the daily cap's day included); given up (a suppression found at send time is a skip); sent,
 * then bounced (the email service's bounce of it, or its address suppressed by a hard bounce since), opened or
 * delivered (the email service's report of an email, decision 121; the carrier's of a text).
 */
function messageState(): SQL<CampaignMessageState> {
  // Held while its delivery still waits, untried, for the morning it was given.
  return sql<CampaignMessageState>`(case
    when ${campaignMessages.skipReason} is not null then 'skipped'
    when ${deliveries.status} = 'pending' and ${deliveries.attempts} = 0
      and ${deliveries.nextAttemptAt} = ${campaignMessages.heldUntil} then 'held'
    when ${deliveries.status} = 'pending' then 'queued'
    when ${deliveries.status} in ('failed', 'dead') and ${deliveries.lastError} like 'Not sent:%' then 'skipped'
    when ${deliveries.status} <> 'sent' then 'failed'
    when ${deliveries.bouncedAt} is not null then 'bounced'
    when ${emailSuppressions.reason} = 'hard_bounce' and ${emailSuppressions.createdAt} >= ${deliveries.sentAt} then 'bounced'
    when ${deliveries.openedAt} is not null then 'opened'
    when ${deliveries.deliveredAt} is not null or ${smsMessages.status} = 'delivered' then 'delivered'
    when ${smsMessages.status} = 'failed' then 'failed'
    else 'sent' end)`;
}

/** The messages with what their state is read from. */
function messagesFrom(db: Db) {
  return db
    .select({
      id: campaignMessages.id,
      personKind: campaignMessages.personKind,
      personId: campaignMessages.personId,
      recipient: campaignMessages.recipient,
      state: messageState(),
      skipReason: campaignMessages.skipReason,
      heldUntil: campaignMessages.heldUntil,
      heldZone: campaignMessages.heldZone,
      waitingReason: deliveries.waitingReason,
      lastError: deliveries.lastError,
      textError: smsMessages.errorMessage,
      sentAt: deliveries.sentAt,
    })
    .from(campaignMessages)
    .leftJoin(deliveries, eq(deliveries.id, campaignMessages.deliveryId))
    .leftJoin(smsMessages, eq(smsMessages.id, campaignMessages.smsMessageId))
    .leftJoin(emailSuppressions, eq(emailSuppressions.email, campaignMessages.recipient));
}

type MessageRow = Awaited<ReturnType<ReturnType<typeof messagesFrom>["all"]>>[number];

function reasonOf(row: MessageRow): string | null {
  // A message held before its clock was kept says UTC's.
  if (row.state === "held" && row.heldUntil) return heldTextReason(row.heldUntil, row.heldZone ?? "UTC");
  if (row.state === "sent" || row.state === "delivered" || row.state === "opened") return null;
  if (row.state === "bounced") return "The address bounced: it gets no more bulk email.";
  return row.skipReason ?? row.waitingReason ?? row.lastError ?? row.textError ?? null;
}

/** One campaign, its messages counted by state, and a page of them (of one state, or all). */
export async function findCampaign(
  db: Db,
  id: string,
  query: z.output<typeof campaignDetailQuerySchema>,
): Promise<CampaignDetail> {
  const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, id)).limit(1);
  if (!campaign) throw new ApiError(404, "not_found", "No such campaign.");
  const ofCampaign = eq(campaignMessages.campaignId, id);
  const state = messageState();
  const [tally, rows] = await db.batch([
    db
      .select({ state, value: count() })
      .from(campaignMessages)
      .leftJoin(deliveries, eq(deliveries.id, campaignMessages.deliveryId))
      .leftJoin(smsMessages, eq(smsMessages.id, campaignMessages.smsMessageId))
      .leftJoin(emailSuppressions, eq(emailSuppressions.email, campaignMessages.recipient))
      .where(ofCampaign)
      .groupBy(state),
    messagesFrom(db)
      .where(and(ofCampaign, query.state ? sql`${state} = ${query.state}` : undefined))
      .orderBy(campaignMessages.createdAt, campaignMessages.id)
      .limit(query.limit)
      .offset(query.offset),
  ]);
  const counts = Object.fromEntries(CAMPAIGN_MESSAGE_STATES.map((name) => [name, 0])) as Record<
    CampaignMessageState,
    number
  >;
  for (const row of tally) counts[row.state] = row.value;
  return {
    campaign: toCampaignView(campaign),
    counts,
    messages: rows.map((row) => ({
      id: row.id,
      personKind: row.personKind,
      personId: row.personId,
      recipient: row.recipient ?? "",
      state: row.state,
      reason: reasonOf(row),
      sentAt: row.sentAt?.toISOString() ?? null,
    })),
    messagesTotal: query.state ? counts[query.state] : Object.values(counts).reduce((sum, value) => sum + value, 0),
  };
}

/** The address and person a campaign email's own one-click token was sent to (decision 116), or null. */
export async function campaignRecipientOfToken(db: Db, token: string) {
  const [row] = await db
    .select({
      recipient: campaignMessages.recipient,
      personKind: campaignMessages.personKind,
      personId: campaignMessages.personId,
    })
    .from(campaignMessages)
    .where(eq(campaignMessages.unsubscribeTokenHash, await hashLinkToken(token)))
    .limit(1);
  return row?.recipient ? { ...row, recipient: row.recipient } : null;
}
