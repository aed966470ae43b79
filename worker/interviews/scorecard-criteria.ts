import { eq } from "drizzle-orm";
import { DEFAULT_SCORECARD_CRITERIA, type ScorecardCriteriaView } from "../contract/scorecards";
import type { Db } from "../db/client";
import { jobs, scorecardCriteria } from "../db/schema";
import { type Actor, activityLog } from "../http/activity-log";
import { ApiError } from "../http/errors";

/** A job order's scorecard criteria (issue 47 item 5): its own, or the default set while it names none. */

const jobNotFound = () => new ApiError(404, "not_found", "No such job.");

/** The criteria a job's panels score; a job with none of its own (or no job) scores the default set. */
export async function criteriaOf(db: Db, jobId: string | null): Promise<{ criteria: string[]; isDefault: boolean }> {
  const own = jobId
    ? await db
        .select({ criteria: scorecardCriteria.criteria })
        .from(scorecardCriteria)
        .where(eq(scorecardCriteria.jobId, jobId))
        .get()
    : undefined;
  return own
    ? { criteria: own.criteria, isDefault: false }
    : { criteria: [...DEFAULT_SCORECARD_CRITERIA], isDefault: true };
}

export async function jobCriteria(db: Db, jobId: string): Promise<ScorecardCriteriaView> {
  const job = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId)).get();
  if (!job) throw jobNotFound();
  return { jobId, ...(await criteriaOf(db, jobId)) };
}

/** Sets a job's criteria (an empty list: back to the default set), logged in the same batch. */
export async function setJobCriteria(
  db: Db,
  actor: Actor,
  jobId: string,
  criteria: string[],
  now: Date,
): Promise<ScorecardCriteriaView> {
  const job = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId)).get();
  if (!job) throw jobNotFound();
  const write =
    criteria.length === 0
      ? db.delete(scorecardCriteria).where(eq(scorecardCriteria.jobId, jobId))
      : db
          .insert(scorecardCriteria)
          .values({ jobId, criteria, updatedBy: actor.userId, updatedAt: now })
          .onConflictDoUpdate({
            target: scorecardCriteria.jobId,
            set: { criteria, updatedBy: actor.userId, updatedAt: now },
          });
  await db.batch([
    write,
    activityLog(actor, db, {
      action: "scorecard_criteria.update",
      entityType: "job",
      entityId: jobId,
      details: { criteria },
    }),
  ]);
  return jobCriteria(db, jobId);
}
