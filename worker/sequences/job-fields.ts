import { eq, inArray } from "drizzle-orm";
import { type MergeFieldName, mergeFieldsUsed, mergeTag } from "../contract/merge-fields";
import type { SequenceStep } from "../contract/sequences";
import type { Db } from "../db/client";
import { emailTemplates, jobs } from "../db/schema";
import { ApiError } from "../http/errors";

/**
 * `{{job.title}}` and `{{client.name}}` in a sequence come from the job its people were enrolled from (decision 122).
 * Enrolling without a job in a sequence whose steps use them is refused at once (a 400 naming the field and the
 * step), rather than every such step being skipped days later: the recruiter enrols again from the job. A client
 * contact has a client of their own, so only candidates need the job for `{{client.name}}`.
 */

/** The fields a candidate's step takes from the job they were enrolled from. */
export const CANDIDATE_JOB_FIELDS: readonly MergeFieldName[] = ["job.title", "client.name"];

/** The words of each step: its own, or its template's (a template since deleted has none). */
async function stepWords(db: Db, steps: readonly SequenceStep[]): Promise<string[]> {
  const ids = [...new Set(steps.flatMap((step) => (step.templateId ? [step.templateId] : [])))];
  const templates =
    ids.length === 0
      ? []
      : await db
          .select({ id: emailTemplates.id, subject: emailTemplates.subject, body: emailTemplates.body })
          .from(emailTemplates)
          .where(inArray(emailTemplates.id, ids));
  const byId = new Map(templates.map((template) => [template.id, `${template.subject}\n${template.body}`]));
  return steps.map((step) =>
    step.templateId ? (byId.get(step.templateId) ?? "") : `${step.subject ?? ""}\n${step.body ?? ""}`,
  );
}

/** A 400 on `jobId` when there is no such job, or when there is none and a step uses a field only a job fills. */
export async function checkJobFields(
  db: Db,
  steps: readonly SequenceStep[],
  people: { candidates: number },
  jobId: string | undefined,
): Promise<void> {
  if (jobId) {
    const [job] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId)).limit(1);
    if (job) return;
    const message = `No such job: ${jobId}`;
    throw new ApiError(400, "validation_failed", message, [{ path: "jobId", message }]);
  }
  const needJob: readonly MergeFieldName[] = people.candidates > 0 ? CANDIDATE_JOB_FIELDS : ["job.title"];
  const words = await stepWords(db, steps);
  const issues = words.flatMap((text, index) =>
    mergeFieldsUsed(text)
      .filter((name) => needJob.includes(name))
      .map((name) => ({
        path: "jobId",
        message: `Step ${index + 1} uses ${mergeTag(name)}, which needs a job: enrol them from a job's matches or pipeline (jobId), or take the field out`,
      })),
  );
  // The message says what to do: the enrol control shows it as it is.
  if (issues.length > 0)
    throw new ApiError(400, "validation_failed", `${issues.map((issue) => issue.message).join(". ")}.`, issues);
}
