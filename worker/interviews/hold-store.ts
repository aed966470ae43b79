import { and, asc, eq, gt, inArray, lte, sql } from "drizzle-orm";
import { INTERVIEW_HOLD_MINUTES, type InterviewHoldView, type InterviewView } from "../contract/interviews";
import { createDb, type Db } from "../db/client";
import { columnNames } from "../db/column-sql";
import { asD1Statement } from "../db/raw-batch";
import { interviewHolds, interviewPanel, interviews } from "../db/schema";
import { offeredTimesByDay } from "../domain/interview-time-labels";
import { chosenSlot, refusedMeanwhile, slotStillOpenSql } from "./choice";

/**
 * Holds (issue 47 item 3, decision 110): the time a candidate chooses is held for INTERVIEW_HOLD_MINUTES while they
 * confirm it, on every seat it would sit, so another interview's candidate sharing an interviewer cannot take it
 * meanwhile. The hold is ONE insert of a row per seat whose conditions (the interview still proposing, the time
 * still offered, every seat within their marked free times, none booked or held elsewhere then) are read in the same
 * statement: all its rows or none. The one writer of `interview_holds`; expired holds are free, and deleted by the
 * next hold.
 */

const HOLD_MS = INTERVIEW_HOLD_MINUTES * 60_000;

/** The candidate's live hold of their interview, on their clock; null when none. */
export async function liveHoldOf(db: Db, view: InterviewView, now: Date) {
  const row = await db
    .select()
    .from(interviewHolds)
    .where(and(eq(interviewHolds.interviewId, view.id), gt(interviewHolds.expiresAt, now)))
    .orderBy(asc(interviewHolds.startsAt))
    .get();
  if (!row) return null;
  const day = offeredTimesByDay([{ start: row.startsAt, end: row.endsAt }], view.candidateTimeZone)[0]!;
  return { ...holdView(row), label: day.times[0]!.label, dayLabel: day.label };
}

const holdView = (row: { startsAt: Date; endsAt: Date; expiresAt: Date }): InterviewHoldView => ({
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

/**
 * Holds the chosen offered time for the link's candidate, replacing a hold they had. Refused with the reason as the
 * pick is (404, 409); taken by another candidate's hold meanwhile, a 409 slot_held.
 */
export async function holdInterviewSlot(
  d1: D1Database,
  token: string,
  startsAt: string,
  now: Date,
): Promise<InterviewHoldView> {
  const db = createDb(d1);
  const { view, slot } = await chosenSlot(db, token, startsAt, now);
  const expiresAt = new Date(now.getTime() + HOLD_MS);
  const seats = slot.members;
  const proposing = sql`exists (select 1 from ${interviews} where ${and(
    eq(interviews.id, view.id),
    eq(interviews.status, "proposing"),
  )})`;
  const h = interviewHolds;
  const columns = columnNames([h.id, h.interviewId, h.panelMemberId, h.startsAt, h.endsAt, h.expiresAt, h.createdAt]);
  const claim = sql`insert into ${interviewHolds} (${columns})
    select lower(hex(randomblob(16))), ${interviewPanel.interviewId}, ${interviewPanel.id}, ${slot.start.getTime()},
      ${slot.end.getTime()}, ${expiresAt.getTime()}, ${now.getTime()}
    from ${interviewPanel} where ${and(
      eq(interviewPanel.interviewId, view.id),
      inArray(interviewPanel.id, [...seats]),
      proposing,
      slotStillOpenSql(view, slot, now),
    )}`;
  const results = await d1.batch([
    asD1Statement(d1, db.delete(interviewHolds).where(lte(interviewHolds.expiresAt, now))),
    asD1Statement(d1, db.delete(interviewHolds).where(eq(interviewHolds.interviewId, view.id))),
    asD1Statement(d1, claim),
  ]);
  if (results[2]?.meta.changes !== seats.length)
    return refusedMeanwhile(db, token, startsAt, now, {
      code: "slot_held",
      message: `This time was just taken, or another candidate is confirming it: choose another, or try again in ${INTERVIEW_HOLD_MINUTES} minutes.`,
    });
  return holdView({ startsAt: slot.start, endsAt: slot.end, expiresAt });
}
