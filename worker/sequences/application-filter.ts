import { and, count, eq, inArray } from "drizzle-orm";
import { filteredCandidatesQuery } from "../applications/list-store";
import type { ApplicationFilter } from "../contract/application-pipeline";
import { ENROLL_MAX, type EnrollmentCount, type EnrollmentInput } from "../contract/sequences";
import type { Db } from "../db/client";
import { sequenceEnrollments } from "../db/schema";
import { ENROLLMENTS_BODY_MAX_BYTES } from "../http/body-cap";
import { ApiError } from "../http/errors";
import { findSequence } from "./store";

/**
 * Enrolling the candidates of a pipeline's filter, a job's stage (decision 122): the server reads every candidate the
 * filter finds, not the page on screen, bounded as a list staff send is: `ENROLL_MAX` people and no more bytes of
 * ids than a request's list (a long list is kept in one D1 row until the queue has enrolled it).
 */

function refused(path: string, message: string): ApiError {
  return new ApiError(400, "validation_failed", message, [{ path, message }]);
}

/** The job a filter names when it is one job's applications ("none" is the general applications: no job). */
export function jobOfFilter(filter: ApplicationFilter): string | undefined {
  return filter.jobId && filter.jobId !== "none" ? filter.jobId : undefined;
}

/** The request's people: its lists with its filter's candidates, each once, and the job they are enrolled from. */
export async function peopleOf(
  db: Db,
  input: EnrollmentInput,
): Promise<{ candidateIds: string[]; contactIds: string[]; jobId: string | undefined }> {
  const listed = input.candidateIds ?? [];
  const contactIds = input.contactIds ?? [];
  const filter = input.applicationFilter;
  if (!filter) return { candidateIds: listed, contactIds, jobId: input.jobId };
  const filterJob = jobOfFilter(filter);
  if (input.jobId && filterJob && input.jobId !== filterJob)
    throw refused("jobId", `jobId must be the filter's job (${filterJob}) or left out`);
  const rows = await filteredCandidatesQuery(db, filter).limit(ENROLL_MAX + 1);
  const candidateIds = [...new Set([...listed, ...rows.map((row) => row.candidateId!)])];
  if (candidateIds.length > ENROLL_MAX || JSON.stringify(candidateIds).length > ENROLLMENTS_BODY_MAX_BYTES)
    throw refused(
      "applicationFilter",
      `These filters find more candidates than can be enrolled at once (at most ${ENROLL_MAX}): narrow them to a job or a stage`,
    );
  if (candidateIds.length + contactIds.length === 0)
    throw refused("applicationFilter", "No candidate has an application these filters find");
  return { candidateIds, contactIds, jobId: input.jobId ?? filterJob };
}

/** How many candidates the filter finds, and how many of them are in the sequence already (404: no such sequence). */
export async function countFilter(db: Db, sequenceId: string, filter: ApplicationFilter): Promise<EnrollmentCount> {
  await findSequence(db, sequenceId);
  const [[found], [already]] = await db.batch([
    db.select({ n: count() }).from(filteredCandidatesQuery(db, filter).as("filtered")),
    db
      .select({ n: count() })
      .from(sequenceEnrollments)
      .where(
        and(
          eq(sequenceEnrollments.sequenceId, sequenceId),
          inArray(sequenceEnrollments.candidateId, filteredCandidatesQuery(db, filter)),
        ),
      ),
  ]);
  return { candidates: found?.n ?? 0, alreadyEnrolled: already?.n ?? 0 };
}
