import { mergeFieldsUsed } from "../contract/merge-fields";
import type { StepPreview } from "../contract/sequences";
import { jobMergeValues, mergeSubjectOf, renderEmail, type SenderContext } from "../conversations/merge-values";
import { findTemplate } from "../conversations/template-store";
import type { Db } from "../db/client";
import { CANDIDATE_JOB_FIELDS } from "../sequences/job-fields";
import { findSequence } from "../sequences/store";

/**
 * Each step of a sequence as one candidate would get it (the sequence page's preview): the merge fields filled in,
 * an email with the sender's signature. Without a job, a step using the job's fields is not filled in but names
 * them (`needsJob`), so the page asks for a job while the other steps show; any other field with no value for the
 * candidate is a 400 naming the step and the field.
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
    const written =
      step.channel === "email" && step.templateId
        ? await findTemplate(db, step.templateId)
        : { subject: step.subject ?? "", body: step.body ?? "" };
    const needsJob = jobId
      ? []
      : mergeFieldsUsed(`${written.subject}\n${written.body}`).filter((name) => CANDIDATE_JOB_FIELDS.includes(name));
    if (needsJob.length > 0) {
      previews.push({ channel: step.channel, subject: null, body: null, needsJob });
      continue;
    }
    if (step.channel === "text") {
      const text = renderEmail({ subject: "", body: written.body }, { ...values, signature: null }, path);
      previews.push({ channel: "text", subject: null, body: text.body, needsJob: [] });
      continue;
    }
    const email = renderEmail(written, values, path);
    previews.push({ channel: "email", subject: email.subject, body: email.body, needsJob: [] });
  }
  return previews;
}
