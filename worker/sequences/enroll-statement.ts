import { aliasedTable, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { candidates, clientContacts, type Sequence, sequenceEnrollments } from "../db/schema";
import { sqlRandomUuid } from "../db/schema/columns";
import { earliestBusinessDaysAfter } from "./schedule";

/**
 * The one insert of enrolments (decision 115), for a request's list and for each batch of a long one: those of the
 * ids that exist and are not in the sequence yet, in ONE insert-select from the list (a JSON parameter), so two
 * requests at once enrol a person once; someone who unsubscribed from any sequence starts unsubscribed.
 */

export type Person = "candidate" | "contact";
export const PEOPLE = { candidate: candidates, contact: clientContacts } as const;

/**
 * The insert of those of `ids` that exist and are not in the sequence yet, answering the enrolled ones' ids. The
 * first step's `delayDays` business days count on the person's clock, which the tick looks up: here it is due the
 * earliest those days can end on any clock, and the tick puts it off to when they end on theirs.
 */
export function enrollStatement(
  db: Db,
  sequence: Pick<Sequence, "id" | "steps">,
  person: Person,
  ids: readonly string[],
  enrolledById: string | null,
  now: Date,
  jobId: string | null = null,
) {
  const at = now.getTime();
  const due = earliestBusinessDaysAfter(now, sequence.steps[0]?.delayDays ?? 0).getTime();
  const earlier = aliasedTable(sequenceEnrollments, "earlier");
  const p = person === "candidate" ? aliasedTable(candidates, "p") : aliasedTable(clientContacts, "p");
  const theirs = person === "candidate" ? earlier.candidateId : earlier.contactId;
  const unsubscribed = sql`exists (select 1 from ${sequenceEnrollments} ${earlier}
    where ${theirs} = ${p.id} and ${earlier.state} = 'unsubscribed')`;
  // Columns in the table's order: id, sequence, candidate, contact, state, next step, next at, reason, enrolled by,
  // start rule, application (staff enrolled them: none), created at, updated at, job (added last by migration 0093).
  return db
    .insert(sequenceEnrollments)
    .select(
      sql`select ${sqlRandomUuid}, ${sequence.id}, ${person === "candidate" ? p.id : null},
          ${person === "contact" ? p.id : null},
          case when ${unsubscribed} then 'unsubscribed' else 'active' end, 0,
          case when ${unsubscribed} then null else ${due} end,
          case when ${unsubscribed} then 'Unsubscribed from an earlier sequence.' else null end,
          ${enrolledById}, null, null, ${at}, ${at}, ${jobId}
        from ${PEOPLE[person]} ${p} where ${p.id} in (select value from json_each(${JSON.stringify(ids)}))`,
    )
    .onConflictDoNothing()
    .returning({ candidateId: sequenceEnrollments.candidateId, contactId: sequenceEnrollments.contactId });
}
