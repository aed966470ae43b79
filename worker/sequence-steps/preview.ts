import type { StepPreview } from "../contract/sequences";
import { jobMergeValues, mergeSubjectOf, renderEmail, type SenderContext } from "../conversations/merge-values";
import { findTemplate } from "../conversations/template-store";
import type { Db } from "../db/client";
import { findSequence } from "../sequences/store";

/**
 * Each step of a sequence as one candidate would get it (the sequence page's preview): the merge fields filled in,
 * an email with the sender's signature; a field with no value for them is a 400 naming the step and the field.
 */
export async function previewSequence(
  db: Db,
  sequenceId: string,
  candidateId: string,
  sender: SenderContext,
  jobId?: string,
): Promise<StepPreview[]> {
  const sequence = await findSequence(db, sequenceId);
  const subject = await mergeSubjectOf(db, { ...sender, candidateId });
  // Enrolled from a job, they get its title and client (worker/sequence-steps/step-message.ts).
  const values = jobId ? { ...subject, values: { ...subject.values, ...(await jobMergeValues(db, jobId)) } } : subject;
  const previews: StepPreview[] = [];
  for (const [index, step] of sequence.steps.entries()) {
    const path = `steps.${index}.body`;
    if (step.channel === "text") {
      const text = renderEmail({ subject: "", body: step.body ?? "" }, { ...values, signature: null }, path);
      previews.push({ channel: "text", subject: null, body: text.body });
      continue;
    }
    const written = step.templateId
      ? await findTemplate(db, step.templateId)
      : { subject: step.subject ?? "", body: step.body ?? "" };
    const email = renderEmail(written, values, path);
    previews.push({ channel: "email", subject: email.subject, body: email.body });
  }
  return previews;
}
