import { and, count, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { interviewPanel, interviews } from "../db/schema";

/**
 * A client contact's no-shows (issue 47 item 5): the interviews they sat on as a required member that the recruiter
 * marked "interviewer no-show" (worker/interviews/change-store.ts writes the mark). Read here, in the clients area,
 * which the interviews area builds on.
 */

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
