import { and, eq, gt, gte, inArray, isNotNull, lt, ne, notInArray, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { INTERVIEW_ON_STATUSES } from "../contract/interview-enums";
import type { InterviewPanelView } from "../contract/interviews";
import { addDays, startOfZonedDay, zonedDate } from "../contract/time-zone";
import type { Db } from "../db/client";
import { interviewHolds, interviewPanel, interviews } from "../db/schema";
import type { TimeInterval } from "../domain/interview-times";

/**
 * When an interview's panel is taken (issue 47 items 2-3): a person (the same client contact or staff user) sitting
 * in another scheduled interview is busy for its time, and so is one held for another proposing interview's candidate
 * until the hold expires (decision 110). The offer, the hold and the pick read it to give the reason; the hold's and
 * the pick's claims state it again as their condition, so two candidates cannot both take one panel time.
 */

const ours = alias(interviewPanel, "ours");
const theirs = alias(interviewPanel, "theirs");
const other = alias(interviews, "other");
const held = alias(interviewHolds, "held");

const samePerson = or(eq(ours.contactId, theirs.contactId), eq(ours.userId, theirs.userId));

/** Statuses of an interview that took place or stands: what a member's round-robin fair count counts. */
const NOT_COUNTED = ["proposing", "cancelled"] as const;

const push = (map: Map<string, TimeInterval[]>, id: string, interval: TimeInterval) =>
  map.set(id, [...(map.get(id) ?? []), interval]);

/** Each panel member's (by panel row id) other scheduled interviews and live holds elsewhere, as intervals. */
export async function panelBusyTimes(db: Db, interviewId: string, now: Date): Promise<Map<string, TimeInterval[]>> {
  const [booked, holds] = await db.batch([
    db
      .select({ memberId: ours.id, startsAt: other.startsAt, durationMinutes: other.durationMinutes })
      .from(ours)
      .innerJoin(theirs, samePerson)
      .innerJoin(other, eq(other.id, theirs.interviewId))
      .where(
        and(
          eq(ours.interviewId, interviewId),
          ne(other.id, interviewId),
          eq(theirs.seated, true),
          inArray(other.status, [...INTERVIEW_ON_STATUSES]),
          isNotNull(other.startsAt),
        ),
      ),
    db
      .select({ memberId: ours.id, startsAt: held.startsAt, endsAt: held.endsAt })
      .from(ours)
      .innerJoin(theirs, samePerson)
      .innerJoin(held, eq(held.panelMemberId, theirs.id))
      .innerJoin(other, eq(other.id, held.interviewId))
      .where(
        and(
          eq(ours.interviewId, interviewId),
          ne(held.interviewId, interviewId),
          gt(held.expiresAt, now),
          eq(other.status, "proposing"),
        ),
      ),
  ]);
  const busy = new Map<string, TimeInterval[]>();
  for (const row of booked) {
    const start = row.startsAt!;
    push(busy, row.memberId, { start, end: new Date(start.getTime() + row.durationMinutes * 60_000) });
  }
  for (const row of holds) push(busy, row.memberId, { start: row.startsAt, end: row.endsAt });
  return busy;
}

/** Each panel member's interviews elsewhere so far (sat in, not cancelled) and the last one's time: the fair count. */
export async function panelFairness(
  db: Db,
  interviewId: string,
): Promise<Map<string, { count: number; last: Date | null }>> {
  const rows = await db
    .select({
      memberId: ours.id,
      count: sql<number>`count(${other.id})`,
      last: sql<number | null>`max(${other.startsAt})`,
    })
    .from(ours)
    .innerJoin(theirs, samePerson)
    .innerJoin(other, eq(other.id, theirs.interviewId))
    .where(
      and(
        eq(ours.interviewId, interviewId),
        ne(other.id, interviewId),
        eq(theirs.seated, true),
        notInArray(other.status, [...NOT_COUNTED]),
      ),
    )
    .groupBy(ours.id);
  return new Map(
    rows.map((row) => [row.memberId, { count: row.count, last: row.last === null ? null : new Date(row.last) }]),
  );
}

/**
 * The claim's condition: none of the interview's panel seats `seatIds` sits in another scheduled interview
 * overlapping `start`..`end`, nor is held for another proposing interview's candidate then (a hold live at `now`).
 * Evaluated inside the claiming statement, so two claims at once cannot both pass. (In a `sql` template an alias
 * renders as its name alone, hence each table before its alias.)
 */
export function panelFreeSql(seatIds: readonly string[], start: Date, end: Date, now: Date): SQL {
  const seats = inArray(ours.id, seatIds.length > 0 ? [...seatIds] : [""]);
  const overlaps = (startsAt: SQL, endsAt: SQL) =>
    sql`${startsAt} < ${end.getTime()} and ${endsAt} > ${start.getTime()}`;
  const booked = sql`select 1 from ${interviewPanel} ${ours} join ${interviewPanel} ${theirs} on ${samePerson} join ${interviews} ${other} on ${eq(other.id, theirs.interviewId)} where ${and(
    seats,
    eq(theirs.seated, true),
    ne(other.id, ours.interviewId),
    inArray(other.status, [...INTERVIEW_ON_STATUSES]),
    overlaps(sql`${other.startsAt}`, sql`${other.startsAt} + ${other.durationMinutes} * 60000`),
  )}`;
  const holding = sql`select 1 from ${interviewPanel} ${ours} join ${interviewPanel} ${theirs} on ${samePerson} join ${interviewHolds} ${held} on ${eq(held.panelMemberId, theirs.id)} join ${interviews} ${other} on ${eq(other.id, held.interviewId)} where ${and(
    seats,
    ne(held.interviewId, ours.interviewId),
    gt(held.expiresAt, now),
    eq(other.status, "proposing"),
    overlaps(sql`${held.startsAt}`, sql`${held.endsAt}`),
  )}`;
  return sql`(not exists (${booked}) and not exists (${holding}))`;
}

/**
 * The claim's condition for daily caps: each of `seats` with a cap sits in fewer than its cap of the other scheduled
 * interviews starting on the slot's day on their own clock. Read in the claiming statement, as `panelFreeSql`, so two
 * candidates of two interviews booking one capped interviewer's last place that day cannot both get it.
 */
export function panelUnderCapSql(seats: readonly InterviewPanelView[], start: Date): SQL {
  const capped = seats.filter((seat) => seat.dailyCap !== null);
  const underCap = capped.map((seat) => {
    const day = zonedDate(start.getTime(), seat.timeZone);
    const from = new Date(startOfZonedDay(day, seat.timeZone));
    const to = new Date(startOfZonedDay(addDays(day, 1), seat.timeZone));
    return sql`(select count(*) from ${interviewPanel} ${ours} join ${interviewPanel} ${theirs} on ${samePerson} join ${interviews} ${other} on ${eq(other.id, theirs.interviewId)} where ${and(
      eq(ours.id, seat.id),
      eq(theirs.seated, true),
      ne(other.id, ours.interviewId),
      inArray(other.status, [...INTERVIEW_ON_STATUSES]),
      gte(other.startsAt, from),
      lt(other.startsAt, to),
    )}) < ${seat.dailyCap}`;
  });
  return underCap.length > 0 ? and(...underCap)! : sql`1`;
}
