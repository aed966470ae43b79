import { eq, sql } from "drizzle-orm";
import { canExtractText, extractResumeText } from "../applications/resume-text";
import { resumeKindFromName } from "../contract/forms";
import { createDb, type Db } from "../db/client";
import { threadEmails } from "../db/schema";
import type { NewDeliveryInput } from "../delivery/pipeline";
import type { AttachmentTextPayload, KindHandler } from "../delivery/types";

/**
 * The `attachment_text` delivery kind (registered in worker/delivery-kinds.ts): a PDF or DOCX that came attached to
 * an email reply goes through the resume reading of applications (worker/applications/resume-text.ts), on the
 * queue, and its words are kept on the attachment's entry of its email. As `resume_text`, it rides the pipeline for
 * what that gives: written in the email's own batch, retried when R2 fails, visible on the deliveries screen.
 */

/** Whether an attachment is a file the resume reading reads (by its name, as an uploaded resume is judged). */
export function readableAttachment(filename: string): boolean {
  const kind = resumeKindFromName(filename);
  return kind !== null && canExtractText(kind);
}

/** The `attachment_text` delivery of one attachment, for `queueDelivery` in the batch that stores its email. */
export function attachmentTextDelivery(threadEmailId: string, key: string, filename: string) {
  return {
    recipient: `Email ${threadEmailId}`,
    summary: `Text of ${filename}`,
    payload: { threadEmailId, key },
    related: { type: "thread_email", id: threadEmailId },
  } satisfies NewDeliveryInput<"attachment_text">;
}

/** Sets one field of the attachment with `key` on the email's list, leaving the others as they are. */
function setOnAttachment(
  db: Db,
  { threadEmailId, key }: AttachmentTextPayload,
  field: "text" | "textError",
  value: string,
) {
  return db
    .update(threadEmails)
    .set({
      attachments: sql`(select json_group_array(case when json_extract(value, '$.key') = ${key}
        then json_set(value, ${`$.${field}`}, ${value}) else json(value) end)
        from json_each(${threadEmails.attachments}))`,
    })
    .where(eq(threadEmails.id, threadEmailId));
}

export const attachmentTextKind: KindHandler<"attachment_text"> = {
  firstRetryMs: 60_000,
  // Nothing outside is called: always ready.
  status: () => ({ configured: true, reason: null }),
  /** A file that cannot be read is refused for good (reading it again gives the same answer); R2 failing is retried. */
  async send(env, _delivery, payload) {
    const kind = resumeKindFromName(payload.key);
    if (!kind || !canExtractText(kind)) return { ok: false, error: "Not a PDF or DOCX file", retryable: false };
    const object = await env.RESUMES.get(payload.key);
    if (!object) return { ok: false, error: "The attachment is missing", retryable: false };
    const extracted = await extractResumeText(kind, new Uint8Array(await object.arrayBuffer()));
    if (!extracted.ok) return { ok: false, error: extracted.reason, retryable: false };
    await setOnAttachment(createDb(env.DB), payload, "text", extracted.text);
    return { ok: true, providerId: null };
  },
  /** Given up on: the attachment says why its words are not there. */
  onGiveUp: (db, delivery, error) => [
    setOnAttachment(db, JSON.parse(delivery.payload) as AttachmentTextPayload, "textError", error),
  ],
};
