import { and, eq, ne } from "drizzle-orm";
import { resumeKindFromName } from "../contract/forms";
import { createDb } from "../db/client";
import { applications } from "../db/schema";
import type { NewDeliveryInput } from "../delivery/pipeline";
import type { KindHandler, ResumeTextPayload } from "../delivery/types";
import { canExtractText, extractResumeText } from "./resume-text";

/**
 * The `resume_text` delivery kind (registered in worker/delivery-kinds.ts): reading an uploaded resume's words into
 * the applications' search index. It is internal work, not a message out, but it rides the delivery pipeline's
 * queue for what that gives: written in the application's own batch (never lost), run after the visitor's answer,
 * retried when R2 fails, swept by the cron, and visible with its error on the deliveries screen.
 */

/**
 * The `resume_text` delivery of a new application, for `queueDelivery` in the batch that inserts it.
 *
 * @example const read = queueDelivery(db, "resume_text", resumeTextDelivery(applicationId, "Ann Lee"));
 */
export function resumeTextDelivery(applicationId: string, name: string): NewDeliveryInput<"resume_text"> {
  return {
    // Nobody receives it: the deliveries screen names what it is about.
    recipient: `Application ${applicationId}`,
    summary: `Resume text of ${name.trim() || applicationId}`,
    payload: { applicationId },
    related: { type: "application", id: applicationId },
  };
}

export const resumeTextKind: KindHandler<"resume_text"> = {
  firstRetryMs: 60_000,
  // Nothing outside is called: always ready.
  status: () => ({ configured: true, reason: null }),
  /** A file that cannot be read is a refusal for good (reading it again gives the same answer); R2 failing is retried. */
  async send(env, _delivery, { applicationId }) {
    const db = createDb(env.DB);
    const [row] = await db
      .select({ resumeKey: applications.resumeKey })
      .from(applications)
      .where(eq(applications.id, applicationId))
      .limit(1);
    if (!row) return { ok: false, error: "The application no longer exists", retryable: false };
    const kind = row.resumeKey ? resumeKindFromName(row.resumeKey) : null;
    if (!row.resumeKey || !kind || !canExtractText(kind))
      return { ok: false, error: "The application has no PDF or DOCX resume", retryable: false };
    const object = await env.RESUMES.get(row.resumeKey);
    if (!object) return { ok: false, error: "The resume file is missing", retryable: false };
    const extracted = await extractResumeText(kind, new Uint8Array(await object.arrayBuffer()));
    if (!extracted.ok) return { ok: false, error: extracted.reason, retryable: false };
    await db
      .update(applications)
      .set({ resumeText: extracted.text, resumeTextStatus: "extracted" })
      .where(eq(applications.id, applicationId));
    return { ok: true, providerId: null };
  },
  /** Given up on (unreadable, or out of attempts): the application says so; text read earlier is kept. */
  onGiveUp: (db, delivery) => {
    const { applicationId } = JSON.parse(delivery.payload) as ResumeTextPayload;
    return [
      db
        .update(applications)
        .set({ resumeTextStatus: "not_extracted" })
        .where(and(eq(applications.id, applicationId), ne(applications.resumeTextStatus, "extracted"))),
    ];
  },
};
