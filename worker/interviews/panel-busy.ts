import { and, eq, inArray, isNotNull, ne, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { INTERVIEW_ON_STATUSES } from "../contract/interview-enums";
import type { Db } from "../db/client";
import { interviewPanel, interviews } from "../db/schema";

/**
 * When an interview's panel is taken by their other interviews (issue 47 items 2-3): a person (the same client
 * contact or staff user) on the panel of another scheduled interview is busy for its time. The offer and the pick
 * read it to give the reason; the pick's claim states it again as its condition (decision 107).
 */

const ours = alias(interviewPanel, "ours");
const theirs = alias(interviewPanel, "theirs");
const other = alias(interviews, "other");

const samePerson = or(eq(ours.contactId, theirs.contactId), eq(ours.userId, theirs.userId));

/** Each panel member's (by panel row id) other scheduled interviews, as intervals. */
export async function panelBusyTimes(db: Db, interviewId: string): Promise<Map<string, { start: Date; end: Date }[]>> {
  const rows = await db
    .select({ memberId: ours.id, startsAt: other.startsAt, durationMinutes: other.durationMinutes })
    .from(ours)
    .innerJoin(theirs, samePerson)
    .innerJoin(other, eq(other.id, theirs.interviewId))
    .where(
      and(
        eq(ours.interviewId, interviewId),
        ne(other.id, interviewId),
        inArray(other.status, [...INTERVIEW_ON_STATUSES]),
        isNotNull(other.startsAt),
      ),
    );
  const busy = new Map<string, { start: Date; end: Date }[]>();
  for (const row of rows) {
    const start = row.startsAt!;
    const list = busy.get(row.memberId) ?? [];
    list.push({ start, end: new Date(start.getTime() + row.durationMinutes * 60_000) });
    busy.set(row.memberId, list);
  }
  return busy;
}

/**
 * The claim's condition: no required member of the interview is on the panel of another scheduled interview
 * overlapping `start`..`end`. Evaluated inside the claiming statement, so two picks at once cannot both pass. (In a
 * `sql` template an alias renders as its name alone, hence each table before its alias.)
 */
export function panelFreeSql(interviewId: string, start: Date, end: Date): SQL {
  return sql`not exists (select 1 from ${interviewPanel} ${ours} join ${interviewPanel} ${theirs} on ${samePerson} join ${interviews} ${other} on ${eq(other.id, theirs.interviewId)} where ${and(
    eq(ours.interviewId, interviewId),
    eq(ours.required, true),
    ne(other.id, interviewId),
    inArray(other.status, [...INTERVIEW_ON_STATUSES]),
    sql`${other.startsAt} < ${end.getTime()}`,
    sql`${other.startsAt} + ${other.durationMinutes} * 60000 > ${start.getTime()}`,
  )})`;
}
