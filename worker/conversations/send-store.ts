import { and, asc, desc, eq, isNull } from "drizzle-orm";
import type { CandidateEmailInput, CandidateEmailSent } from "../contract/conversations";
import type { Db } from "../db/client";
import { emailThreads, threadEmails } from "../db/schema";
import { queueDelivery } from "../delivery/pipeline";
import type { Bindings } from "../env";
import { type Actor, activityLog } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { EMAIL_NOT_CONNECTED } from "../integrations/email/client";
import { messageIdOf } from "../integrations/email/mime";
import { ERASED_EMAIL_DOMAIN } from "../privacy/personal-data";
import { type MergeContext, mergeSubjectOf, renderEmail } from "./merge-values";
import { newReplyToken, replyAddress } from "./reply-address";
import { findTemplate } from "./template-store";

/**
 * Email from a candidate's record (issue 33): the one writer of `email_threads` and `thread_emails` for what staff
 * send. The thread (new, or the candidate's latest about the same application), the email on it and its delivery are
 * one batch; the email goes from the firm's address (EMAIL_FROM) with the thread's reply address as Reply-To, and a
 * follow-up names the thread's earlier emails in In-Reply-To and References.
 */

/** A follow-up names at most this many earlier emails in References (the first and the latest ones). */
const REFERENCES_MAX = 10;

/** What the delivery relates to: the thread email it sends. */
export const THREAD_EMAIL_RELATED_TYPE = "thread_email";

type SendEnv = Pick<Bindings, "EMAIL_FROM" | "INBOUND_EMAIL_DOMAIN">;

/** The candidate's thread about `applicationId` (or about no application), the one last written in. */
async function openThread(db: Db, candidateId: string, applicationId: string | null) {
  const [thread] = await db
    .select()
    .from(emailThreads)
    .where(
      and(
        eq(emailThreads.candidateId, candidateId),
        applicationId ? eq(emailThreads.applicationId, applicationId) : isNull(emailThreads.applicationId),
      ),
    )
    .orderBy(desc(emailThreads.lastMessageAt), desc(emailThreads.createdAt))
    .limit(1);
  return thread;
}

/** The Message-IDs of a thread's emails, oldest first: what a follow-up refers to. */
async function earlierMessageIds(db: Db, threadId: string): Promise<string[]> {
  const rows = await db
    .select({ messageId: threadEmails.messageId })
    .from(threadEmails)
    .where(eq(threadEmails.threadId, threadId))
    .orderBy(asc(threadEmails.createdAt));
  const ids = rows.flatMap((row) => (row.messageId ? [row.messageId] : []));
  return ids.length <= REFERENCES_MAX ? ids : [ids[0]!, ...ids.slice(-(REFERENCES_MAX - 1))];
}

/**
 * Writes an email to a candidate, from a template or as written (merge fields filled in for them), and queues it.
 * Dispatch `deliveryId` once this returns.
 */
export async function emailCandidate(
  db: Db,
  env: SendEnv,
  actor: Actor & { userId: string },
  context: Omit<MergeContext, "applicationId">,
  input: CandidateEmailInput,
  now = new Date(),
): Promise<CandidateEmailSent> {
  const from = env.EMAIL_FROM;
  if (!from) throw new ApiError(503, "email_not_connected", EMAIL_NOT_CONNECTED);
  const template = input.templateId ? await findTemplate(db, input.templateId) : null;
  const subject = await mergeSubjectOf(db, { ...context, applicationId: input.applicationId });
  const { candidate } = subject;
  if (candidate.email.endsWith(`@${ERASED_EMAIL_DOMAIN}`)) {
    throw new ApiError(409, "erased", "This candidate's personal data was erased: they cannot be written to.");
  }
  const written = template ?? { subject: input.subject ?? "", body: input.body ?? "" };
  const email = renderEmail(written, subject.values, template ? "templateId" : "body");

  const existing = await openThread(db, candidate.id, subject.applicationId);
  const thread = existing ?? {
    id: crypto.randomUUID(),
    replyToken: newReplyToken(),
  };
  const references = existing ? await earlierMessageIds(db, existing.id) : [];
  const replyTo = replyAddress(thread.replyToken, env);
  const threadEmailId = crypto.randomUUID();
  const delivery = queueDelivery(
    db,
    "email",
    {
      recipient: candidate.email,
      summary: email.subject,
      payload: {
        subject: email.subject,
        text: email.body,
        replyTo,
        ...(references.length > 0
          ? { headers: { "In-Reply-To": references.at(-1)!, References: references.join(" ") } }
          : {}),
      },
      related: { type: THREAD_EMAIL_RELATED_TYPE, id: threadEmailId },
    },
    now,
  );
  await db.batch([
    existing
      ? db.update(emailThreads).set({ lastMessageAt: now }).where(eq(emailThreads.id, existing.id))
      : db.insert(emailThreads).values({
          id: thread.id,
          candidateId: candidate.id,
          applicationId: subject.applicationId,
          subject: email.subject,
          replyToken: thread.replyToken,
          ownerId: actor.userId,
          lastMessageAt: now,
          createdAt: now,
        }),
    delivery.insert,
    db.insert(threadEmails).values({
      id: threadEmailId,
      threadId: thread.id,
      direction: "out",
      fromAddress: from,
      toAddress: candidate.email,
      subject: email.subject,
      textBody: email.body,
      authorId: actor.userId,
      deliveryId: delivery.id,
      messageId: messageIdOf(delivery.id, from),
      createdAt: now,
    }),
    activityLog(actor, db, {
      action: "candidate.email",
      entityType: "candidate",
      entityId: candidate.id,
      details: { threadId: thread.id, deliveryId: delivery.id, templateId: template?.id ?? null },
    }),
  ]);
  return { id: threadEmailId, threadId: thread.id, deliveryId: delivery.id, replyTo };
}
