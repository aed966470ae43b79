import { and, desc, eq, isNotNull, ne, sql } from "drizzle-orm";
import { APPLICATION_STAGE_LABELS, type ApplicationListItem } from "../contract/application-pipeline";
import type { CandidateAddOutcome } from "../contract/candidates";
import { claimed, isRefusedClaim } from "../db/claim";
import type { Db } from "../db/client";
import { applications, candidates, jobs } from "../db/schema";
import { queueDelivery } from "../delivery/pipeline";
import { type Actor, activityLog } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { listSelect, toListItem } from "./list-store";
import { resumeTextDelivery } from "./resume-text-delivery";

/**
 * "Add to job" (issue 44, decision 081): staff put an existing candidate on a job order. The application is the
 * candidate's own details, the position and industry of their latest application, and the resume of their latest
 * application that has one (the same file, not a copy), its
 * source "staff" and who added it; the recruiter who adds it owns it. One claim per candidate and job: the insert's
 * stage is `claimed` only while the candidate has no application on that job and the job is not archived, so twenty
 * adds at once make one application.
 */

/** Where staff download an application's resume (as the form's applications have it). */
const resumePath = (applicationId: string) => `/api/admin/applications/${applicationId}/resume`;

type Job = { id: string; title: string; status: string };

/** The job to add candidates to: 404 naming `jobId` when unknown, 409 `job_closed` when archived. */
export async function jobToAddTo(db: Db, jobId: string): Promise<Job> {
  const job = await db
    .select({ id: jobs.id, title: jobs.title, status: jobs.status })
    .from(jobs)
    .where(eq(jobs.id, jobId))
    .get();
  if (!job) {
    throw new ApiError(404, "not_found", "No such job: choose an open job.", [
      { path: "jobId", message: "No such job" },
    ]);
  }
  if (job.status === "archived") {
    const message = `"${job.title}" is closed: reopen it or choose an open job.`;
    throw new ApiError(409, "job_closed", message, [{ path: "jobId", message }]);
  }
  return job;
}

function existingQuery(db: Db, candidateId: string, jobId: string) {
  return db
    .select({ id: applications.id, stage: applications.stage })
    .from(applications)
    .where(and(eq(applications.candidateId, candidateId), eq(applications.jobId, jobId)))
    .orderBy(desc(applications.createdAt))
    .limit(1);
}

function alreadyOnJob(name: string, job: Job, existing: { id: string; stage: keyof typeof APPLICATION_STAGE_LABELS }) {
  const message = `${name} is already on "${job.title}": application ${existing.id} (${APPLICATION_STAGE_LABELS[existing.stage]}). Open it instead.`;
  return new ApiError(409, "already_on_job", message, [{ path: "jobId", message }]);
}

/**
 * Puts candidate `candidateId` on `job` (from `jobToAddTo`). Answers the application and the resume_text delivery to
 * dispatch (when the resume's words were still being read for the application it comes from). Refused, changing
 * nothing: an unknown candidate (404), one already on the job (409 `already_on_job`, naming their application).
 */
export async function addCandidateToJob(
  db: Db,
  actor: Actor,
  candidateId: string,
  job: Job,
  now: Date,
): Promise<{ application: ApplicationListItem; deliveryId: string | null }> {
  const [[candidate], [existing], [newest], [latest]] = await db.batch([
    db
      .select({
        firstName: candidates.firstName,
        lastName: candidates.lastName,
        email: candidates.email,
        phone: candidates.phone,
      })
      .from(candidates)
      .where(eq(candidates.id, candidateId))
      .limit(1),
    existingQuery(db, candidateId, job.id),
    db
      .select({ currentPosition: applications.currentPosition, industry: applications.industry })
      .from(applications)
      .where(eq(applications.candidateId, candidateId))
      .orderBy(desc(applications.createdAt))
      .limit(1),
    db
      .select({
        resumeKey: applications.resumeKey,
        resumeText: applications.resumeText,
        resumeTextStatus: applications.resumeTextStatus,
      })
      .from(applications)
      .where(and(eq(applications.candidateId, candidateId), isNotNull(applications.resumeKey)))
      .orderBy(desc(applications.createdAt))
      .limit(1),
  ]);
  if (!candidate) throw new ApiError(404, "not_found", "No such candidate.");
  const name = `${candidate.firstName} ${candidate.lastName}`.trim();
  if (existing) throw alreadyOnJob(name, job, existing);

  const id = crypto.randomUUID();
  const readText =
    latest?.resumeTextStatus === "pending" ? queueDelivery(db, "resume_text", resumeTextDelivery(id, name)) : undefined;
  // Claimed in this one statement: no application of this candidate on the job, and the job still not archived.
  const free = sql`not exists (select 1 from ${applications} where ${applications.candidateId} = ${candidateId} and ${applications.jobId} = ${job.id})
    and exists (select 1 from ${jobs} where ${jobs.id} = ${job.id} and ${ne(jobs.status, "archived")})`;
  try {
    await db.batch([
      db.insert(applications).values({
        id,
        firstName: candidate.firstName,
        lastName: candidate.lastName,
        email: candidate.email,
        phone: candidate.phone ?? "",
        currentPosition: newest?.currentPosition ?? null,
        industry: newest?.industry ?? null,
        resumeKey: latest?.resumeKey ?? null,
        resumeUrl: latest?.resumeKey ? resumePath(id) : null,
        resumeText: latest?.resumeText ?? null,
        resumeTextStatus: latest?.resumeTextStatus ?? null,
        jobId: job.id,
        candidateId,
        stage: claimed(free, "new"),
        ownerId: actor.userId,
        source: "staff",
        addedBy: actor.userId,
        createdAt: now,
      }),
      ...(readText ? [readText.insert] : []),
      activityLog(actor, db, {
        action: "application.add_to_job",
        entityType: "application",
        entityId: id,
        details: { candidateId, jobId: job.id, jobTitle: job.title },
      }),
    ]);
  } catch (error) {
    if (!isRefusedClaim(error, "applications.stage")) throw error;
    const [taken] = await existingQuery(db, candidateId, job.id);
    if (taken) throw alreadyOnJob(name, job, taken);
    await jobToAddTo(db, job.id);
    throw error;
  }
  const row = await listSelect(db).where(eq(applications.id, id)).get();
  if (!row) throw new Error(`The application ${id} just added is missing`);
  return { application: toListItem(row), deliveryId: readText?.id ?? null };
}

/**
 * The candidates list's "Add to job": each candidate in turn, each its own claim, so one already on the job or gone
 * does not stop the others. Answers each candidate's outcome and the deliveries to dispatch.
 */
export async function addCandidatesToJob(
  db: Db,
  actor: Actor,
  candidateIds: string[],
  job: Job,
  now: Date,
): Promise<{ outcomes: CandidateAddOutcome[]; deliveryIds: string[] }> {
  const outcomes: CandidateAddOutcome[] = [];
  const deliveryIds: string[] = [];
  for (const candidateId of new Set(candidateIds)) {
    try {
      const { application, deliveryId } = await addCandidateToJob(db, actor, candidateId, job, now);
      if (deliveryId) deliveryIds.push(deliveryId);
      const message = `${application.firstName} ${application.lastName} added to "${job.title}".`;
      outcomes.push({ candidateId, outcome: "added", applicationId: application.id, message });
    } catch (error) {
      if (!(error instanceof ApiError) || (error.code !== "already_on_job" && error.code !== "not_found")) throw error;
      const [existing] = error.code === "already_on_job" ? await existingQuery(db, candidateId, job.id) : [];
      outcomes.push({
        candidateId,
        outcome: existing ? "already_on_job" : "not_found",
        applicationId: existing?.id ?? null,
        message: error.message,
      });
    }
  }
  return { outcomes, deliveryIds };
}
