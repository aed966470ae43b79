import { aliasedTable, and, asc, eq, gt, lt, sql } from "drizzle-orm";
import { createDb, type Db } from "../db/client";
import { newsletterIssues, newsletterSends, newsletterSubscribers } from "../db/schema";
import { queueDeliveriesFrom, sendToQueue } from "../delivery/pipeline";
import { linkSealKey, manageTokenOf } from "../domain/link-token";
import type { Bindings, NewsletterMessage } from "../env";
import { oneClickUrl } from "../integrations/email/list-unsubscribe";
import { suppressedEmails } from "../privacy/suppression";
import { consumeEach, type QueuedAttempt } from "../queue-consumer";
import { newsletterLinks } from "./emails";

/** A batch's sends and their readers, by the short names of the recipients' query. */
const sent = aliasedTable(newsletterSends, "ns");
const reader = aliasedTable(newsletterSubscribers, "s");

/**
 * The fan-out of an issue (decision 059): one NEWSLETTER queue message per batch of subscribers. A batch takes the
 * next active subscribers after the issue's cursor, writes a `newsletter_sends` row and a delivery for each (not for
 * a suppressed address) and moves the cursor, all in ONE transaction, then queues the next batch. A batch that fails
 * leaves nothing behind and is retried from the same cursor; a send row exists once per issue and subscriber and
 * each delivery is inserted only beside the send row that names it, so no address gets an issue twice. The cron
 * re-queues an issue whose next message was lost.
 */

/** The queue's name, as wrangler.toml declares it. */
export const NEWSLETTER_QUEUE = "staffing-site-newsletter";
/** Subscribers per batch: one queue message and one D1 transaction, and at most one sendBatch of deliveries (100). */
export const NEWSLETTER_BATCH = 100;
/** A sending issue with no batch for this long lost its message: the cron queues it again. */
export const STALLED_SEND_MS = 5 * 60_000;

export type BatchOutcome = { outcome: "batch"; queued: number; skipped: number } | { outcome: "done" | "idle" };

/** One batch of an issue's fan-out. */
export async function runNewsletterBatch(
  db: Db,
  linkKey: string,
  issueId: string,
  now: Date,
): Promise<BatchOutcome & { deliveryIds?: string[] }> {
  const [issue] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, issueId)).limit(1);
  if (issue?.status !== "sending" || !issue.body || !issue.origin) return { outcome: "idle" };
  const batch = await db
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      manageTokenSealed: newsletterSubscribers.manageTokenSealed,
      legacyManageToken: newsletterSubscribers.legacyManageToken,
    })
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.status, "active"), gt(newsletterSubscribers.id, issue.cursor)))
    .orderBy(asc(newsletterSubscribers.id))
    .limit(NEWSLETTER_BATCH);
  if (batch.length === 0) {
    // The end: the total becomes the number of emails this issue really queued.
    await db
      .update(newsletterIssues)
      .set({
        status: "sent",
        sendFinishedAt: now,
        updatedAt: now,
        total: sql`(select count(*) from ${newsletterSends} where ${newsletterSends.issueId} = ${issueId})`,
      })
      .where(and(eq(newsletterIssues.id, issueId), eq(newsletterIssues.status, "sending")));
    return { outcome: "done" };
  }
  const suppressed = await suppressedEmails(
    db,
    batch.map((row) => row.email),
  );
  const sends = await Promise.all(
    batch
      .filter((row) => !suppressed.has(row.email))
      .map(async (row) => ({
        issueId,
        subscriberId: row.id,
        deliveryId: crypto.randomUUID(),
        manageToken: await manageTokenOf(linkKey, row),
        createdAt: now,
      })),
  );
  const deliveryIds = sends.map((send) => send.deliveryId);
  // Each reader's manage token, opened here (only its hash and sealed copy are stored), by their delivery's id.
  const tokens = JSON.stringify(sends.map((send) => [send.deliveryId, send.manageToken]));
  const links = newsletterLinks(issue.origin);
  const [oneClickStart, oneClickEnd] = oneClickUrl(issue.origin, "newsletter", "__TOKEN__").split("__TOKEN__");
  // Each reader's email: the issue's text with their own manage link, and their own one-click unsubscribe link (the
  // email kind makes the RFC 8058 headers of it, worker/outreach/bulk-email.ts).
  const recipients = sql`select ${sent.deliveryId} as id, ${reader.email} as recipient, ${issueId} as related_id,
      json_object('subject', ${issue.subject}, 'text', ${issue.body} || ${links.manage("")} || (t.value ->> 1),
        'bulk', json_object('unsubscribe', ${oneClickStart} || (t.value ->> 1) || ${oneClickEnd})) as payload
    from json_each(${tokens}) t join ${newsletterSends} ${sent} on ${sent.deliveryId} = t.value ->> 0
      join ${newsletterSubscribers} ${reader} on ${reader.id} = ${sent.subscriberId}
    where ${reader.status} = 'active'`;
  const last = batch[batch.length - 1]!.id;
  await db.batch([
    db
      .update(newsletterIssues)
      .set({ cursor: last, updatedAt: now })
      .where(and(eq(newsletterIssues.id, issueId), eq(newsletterIssues.cursor, issue.cursor))),
    ...(sends.length > 0
      ? [
          db
            .insert(newsletterSends)
            .select(
              sql`select ${issueId}, value ->> 0, value ->> 1, ${now.getTime()} from json_each(${JSON.stringify(sends.map((s) => [s.subscriberId, s.deliveryId]))}) where true`,
            )
            .onConflictDoNothing(),
          queueDeliveriesFrom(
            db,
            "email",
            { summary: issue.subject, relatedType: "newsletter_issue" },
            recipients,
            now,
          ),
        ]
      : []),
  ]);
  return { outcome: "batch", queued: sends.length, skipped: batch.length - sends.length, deliveryIds };
}

/** Queues one batch of an issue (its first, or the next). */
export async function queueNewsletterBatch(env: Pick<Bindings, "NEWSLETTER">, issueId: string): Promise<void> {
  await env.NEWSLETTER.send({ newsletterIssueId: issueId } satisfies NewsletterMessage, { contentType: "json" });
}

/** The NEWSLETTER queue's consumer: each message runs one batch, then hands its emails and the next batch on. */
export async function handleNewsletterBatch(batch: MessageBatch<unknown>, env: Bindings): Promise<void> {
  const db = createDb(env.DB);
  await consumeEach(batch, "newsletterIssueId", async (issueId): Promise<QueuedAttempt> => {
    const result = await runNewsletterBatch(db, linkSealKey(env), issueId, new Date());
    if (result.outcome === "batch") {
      await sendToQueue(env, result.deliveryIds ?? []);
      await queueNewsletterBatch(env, issueId);
    }
    return { outcome: result.outcome };
  });
}

/** The cron's step: an issue still sending with no batch for a while lost its message, and is queued again. */
export async function resumeStalledSends(env: Pick<Bindings, "NEWSLETTER">, db: Db, now: Date): Promise<number> {
  const stalled = await db
    .select({ id: newsletterIssues.id })
    .from(newsletterIssues)
    .where(
      and(
        eq(newsletterIssues.status, "sending"),
        lt(newsletterIssues.updatedAt, new Date(now.getTime() - STALLED_SEND_MS)),
      ),
    );
  for (const issue of stalled) await queueNewsletterBatch(env, issue.id);
  return stalled.length;
}
