import { and, asc, desc, eq, isNull } from "drizzle-orm";
import type { CandidateEmailInput, CandidateEmailSent, ContactEmailInput } from "../contract/conversations";
import type { Db } from "../db/client";
import { emailThreads, threadEmails } from "../db/schema";
import { queueDelivery } from "../delivery/pipeline";
import type { Bindings } from "../env";
import { type ActivityEntry, type Actor, activityLog } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { EMAIL_NOT_CONNECTED } from "../integrations/email/client";
import { messageIdOf } from "../integrations/email/mime";
import { ERASED_EMAIL_DOMAIN } from "../privacy/personal-data";
import { contactSubjectOf, type MergeContext, mergeSubjectOf, renderEmail, type SenderContext } from "./merge-values";
import { newReplyToken, replyAddress } from "./reply-address";
import { findTemplate } from "./template-store";

/**
 * Email from a candidate's record or to a client's contact (issue 33): the one writer of `email_threads` and
 * `thread_emails` for what staff send. The thread (new, or the person's latest; a candidate's about the same
 * application), the email on it and its delivery are
 * one batch; the email goes from the firm's address (EMAIL_FROM) with the thread's reply address as Reply-To, and a
 * follow-up names the thread's earlier emails in In-Reply-To and References.
 */

/** A follow-up names at most this many earlier emails in References (the first and the latest ones). */
const REFERENCES_MAX = 10;

/** What the delivery relates to: the thread email it sends. */
export const THREAD_EMAIL_RELATED_TYPE = "thread_email";

type SendEnv = Pick<Bindings, "EMAIL_FROM" | "INBOUND_EMAIL_DOMAIN">;

/** Whose conversation a thread is: a candidate's (about one application or none) or a client contact's. */
export type ThreadOwner =
  | { candidateId: string; applicationId: string | null }
  | { clientContactId: string; applicationId?: undefined };

/** The person's thread (the candidate's about `applicationId`, or about no application), the one last written in. */
async function openThread(db: Db, owner: ThreadOwner) {
  const [thread] = await db
    .select()
    .from(emailThreads)
    .where(
      "candidateId" in owner
        ? and(
            eq(emailThreads.candidateId, owner.candidateId),
            owner.applicationId
              ? eq(emailThreads.applicationId, owner.applicationId)
              : isNull(emailThreads.applicationId),
          )
        : eq(emailThreads.clientContactId, owner.clientContactId),
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
/**
 * The email a candidate would receive (the composer's preview, and what `emailCandidate` sends): the template or the
 * written words, filled in for them and the chosen application. 404 for no such candidate, 409 for an erased one, 400
 * naming each field that has no value and what to do about it.
 */
export async function candidateEmailOf(
  db: Db,
  context: Omit<MergeContext, "applicationId">,
  input: CandidateEmailInput,
) {
  const template = input.templateId ? await findTemplate(db, input.templateId) : null;
  const subject = await mergeSubjectOf(db, { ...context, applicationId: input.applicationId });
  if (subject.candidate.email.endsWith(`@${ERASED_EMAIL_DOMAIN}`)) {
    throw new ApiError(409, "erased", "This candidate's personal data was erased: they cannot be written to.");
  }
  const written = template ?? { subject: input.subject ?? "", body: input.body ?? "" };
  return { subject, template, email: renderEmail(written, subject, template ? "templateId" : "body") };
}

export async function emailCandidate(
  db: Db,
  env: SendEnv,
  actor: Actor & { userId: string },
  context: Omit<MergeContext, "applicationId">,
  input: CandidateEmailInput,
  now = new Date(),
): Promise<CandidateEmailSent> {
  // The words first: what the recruiter can fix now is said before a sending service that is not set up.
  const { subject, template, email } = await candidateEmailOf(db, context, input);
  const from = sendingAddress(env);
  const { candidate } = subject;
  return writeOnThread(
    db,
    env,
    actor,
    {
      owner: { candidateId: candidate.id, applicationId: subject.applicationId },
      from,
      to: candidate.email,
      email,
      log: {
        action: "candidate.email",
        entityType: "candidate",
        entityId: candidate.id,
        details: { templateId: template?.id ?? null },
      },
    },
    now,
  );
}

/**
 * Writes an email to a client's contact (from the client page), from a template or as written, on the contact's one
 * thread, and queues it. Dispatch `deliveryId` once this returns.
 */
export async function emailClientContact(
  db: Db,
  env: SendEnv,
  actor: Actor & { userId: string },
  context: SenderContext & { clientId: string; contactId: string },
  input: ContactEmailInput,
  now = new Date(),
): Promise<CandidateEmailSent> {
  const from = sendingAddress(env);
  const template = input.templateId ? await findTemplate(db, input.templateId) : null;
  const { contact, ...merge } = await contactSubjectOf(db, context);
  if (!contact.email) {
    // An erased contact keeps no address either.
    throw new ApiError(409, "no_email", "This contact has no email address: add one to write to them.");
  }
  const written = template ?? { subject: input.subject ?? "", body: input.body ?? "" };
  const email = renderEmail(written, merge, template ? "templateId" : "body", "contact");
  return writeOnThread(
    db,
    env,
    actor,
    {
      owner: { clientContactId: contact.id },
      from,
      to: contact.email,
      email,
      log: {
        action: "client.contact_email",
        entityType: "client",
        entityId: contact.clientId,
        details: { contactId: contact.id, templateId: template?.id ?? null },
      },
    },
    now,
  );
}

/** The firm's address emails go from; 503 while none is set up (no thread is started whose replies could not come back). */
export function sendingAddress(env: SendEnv): string {
  if (!env.EMAIL_FROM) throw new ApiError(503, "email_not_connected", EMAIL_NOT_CONNECTED);
  return env.EMAIL_FROM;
}

interface ThreadEmailOut {
  owner: ThreadOwner;
  from: string;
  to: string;
  email: { subject: string; body: string };
  /** The activity entry, its details completed with the thread and the delivery. */
  log: Omit<ActivityEntry, "details"> & { details: Record<string, unknown> };
}

/**
 * The email on the person's thread (new, or their latest one) with its delivery and activity entry, in one batch;
 * a follow-up names the thread's earlier emails in In-Reply-To and References.
 */
async function writeOnThread(
  db: Db,
  env: SendEnv,
  actor: Actor & { userId: string },
  { owner, from, to, email, log }: ThreadEmailOut,
  now: Date,
): Promise<CandidateEmailSent> {
  const written = await threadEmailStatements(db, env, { owner, from, to, email, authorId: actor.userId }, now);
  await db.batch([
    ...written.statements,
    activityLog(actor, db, {
      ...log,
      details: { threadId: written.threadId, deliveryId: written.deliveryId, ...log.details },
    }),
  ]);
  return { id: written.id, threadId: written.threadId, deliveryId: written.deliveryId, replyTo: written.replyTo };
}

/**
 * The writes of an email on the person's thread (new, or their latest one) and its delivery, for the caller's batch:
 * a staff member's email, or a sequence's step (`bulk`: its one-click unsubscribe link, no author). A reply comes
 * back to the thread, where the sequence hears of it.
 */
export async function threadEmailStatements(
  db: Db,
  env: SendEnv,
  out: {
    owner: ThreadOwner;
    from: string;
    to: string;
    email: { subject: string; body: string };
    authorId: string | null;
    bulk?: { unsubscribe: string };
  },
  now: Date,
) {
  const { owner, from, to, email } = out;
  const existing = await openThread(db, owner);
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
      recipient: to,
      summary: email.subject,
      payload: {
        subject: email.subject,
        text: email.body,
        replyTo,
        ...(references.length > 0
          ? { headers: { "In-Reply-To": references.at(-1)!, References: references.join(" ") } }
          : {}),
        ...(out.bulk ? { bulk: out.bulk } : {}),
      },
      related: { type: THREAD_EMAIL_RELATED_TYPE, id: threadEmailId },
    },
    now,
  );
  const statements = [
    existing
      ? db.update(emailThreads).set({ lastMessageAt: now }).where(eq(emailThreads.id, existing.id))
      : db.insert(emailThreads).values({
          id: thread.id,
          candidateId: "candidateId" in owner ? owner.candidateId : null,
          clientContactId: "clientContactId" in owner ? owner.clientContactId : null,
          applicationId: owner.applicationId ?? null,
          subject: email.subject,
          replyToken: thread.replyToken,
          ownerId: out.authorId,
          lastMessageAt: now,
          createdAt: now,
        }),
    delivery.insert,
    db.insert(threadEmails).values({
      id: threadEmailId,
      threadId: thread.id,
      direction: "out",
      fromAddress: from,
      toAddress: to,
      subject: email.subject,
      textBody: email.body,
      authorId: out.authorId,
      deliveryId: delivery.id,
      messageId: messageIdOf(delivery.id, from),
      createdAt: now,
    }),
  ] as const;
  return { id: threadEmailId, threadId: thread.id, deliveryId: delivery.id, replyTo, statements };
}
