import { and, count, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { interviewPanel, interviews } from "../db/schema";

/**
 * No-show counts (issue 47 item 5): how often a candidate did not turn up to an interview, and how often an
 * interview a client contact sat on as a required member was marked "interviewer no-show". Read by the candidate's
 * page and the client's contacts, written by the recruiter's attendance mark (./change-store.ts).
 */

/** The candidate's interviews marked "candidate no-show", for the caller's batch. */
export function candidateNoShowsQuery(db: Db, candidateId: string) {
  return db
    .select({ value: count() })
    .from(interviews)
    .where(and(eq(interviews.candidateId, candidateId), eq(interviews.status, "candidate_no_show")));
}

/** Per contact among `contactIds`, the interviews they were required on that were marked "interviewer no-show". */
export function contactNoShowsQuery(db: Db, contactIds: string[]) {
  return db
    .select({ contactId: interviewPanel.contactId, value: count() })
    .from(interviewPanel)
    .innerJoin(interviews, eq(interviews.id, interviewPanel.interviewId))
    .where(
      and(
        inArray(interviewPanel.contactId, contactIds.length > 0 ? contactIds : [""]),
        eq(interviewPanel.required, true),
        eq(interviews.status, "interviewer_no_show"),
      ),
    )
    .groupBy(interviewPanel.contactId);
}

/** A candidate merge's move of the merged candidate's interviews to `intoId`, for the merge's batch. */
export function moveCandidateInterviews(db: Db, candidateId: string, intoId: string) {
  return db.update(interviews).set({ candidateId: intoId }).where(eq(interviews.candidateId, candidateId));
}
