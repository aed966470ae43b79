import { and, count, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { interviews } from "../db/schema";

/**
 * A candidate's no-shows (issue 47 item 5): how often they did not turn up to an interview, read by the candidate's
 * page, written by the recruiter's attendance mark (./change-store.ts). A contact's are read by the clients area
 * (worker/clients/contact-no-shows.ts), which is below this one.
 */

/** The candidate's interviews marked "candidate no-show", for the caller's batch. */
export function candidateNoShowsQuery(db: Db, candidateId: string) {
  return db
    .select({ value: count() })
    .from(interviews)
    .where(and(eq(interviews.candidateId, candidateId), eq(interviews.status, "candidate_no_show")));
}

/** A candidate merge's move of the merged candidate's interviews to `intoId`, for the merge's batch. */
export function moveCandidateInterviews(db: Db, candidateId: string, intoId: string) {
  return db.update(interviews).set({ candidateId: intoId }).where(eq(interviews.candidateId, candidateId));
}
