import { and, eq, gte, lt, sql } from "drizzle-orm";
import { PANEL_TIMES_HORIZON_DAYS, type PanelTimes, type PanelTimesView } from "../contract/interviews";
import { addDays, startOfZonedDay } from "../contract/time-zone";
import { claimed, isRefusedClaim } from "../db/claim";
import type { Db } from "../db/client";
import { interviewAvailability, interviewPanel, interviews } from "../db/schema";
import { joinedIntervals } from "../domain/interview-times";
import { type Actor, activityLog } from "../http/activity-log";
import { ApiError, type FieldIssue, validationError } from "../http/errors";
import { clientPortalNotFound } from "../submittals/client-portal-links";
import { seatTimes } from "./panel-times";
import { portalInterview } from "./scorecard-store";

/**
 * A panel member's free times for an interview (issue 47 item 2, decision 110), marked through their own client
 * portal link in the day or week view on their clock. Stored per seat; the panel's common times are found from them
 * (./panel-times.ts). The one writer of `interview_availability` and of a seat's `times_marked_at`.
 */

const DAY_MS = 24 * 60 * 60_000;

/** The span a save replaces: a week or a day on the member's clock (23 or 25 hours on a day the clocks change). */
interface Replaced {
  from: number;
  to: number;
  /** "the week of 2027-03-08", "2027-03-14" */
  name: string;
  unit: "week" | "day";
}

function replacedSpan(input: PanelTimes, timeZone: string): Replaced | null {
  const span = (date: string, days: number) => ({
    from: startOfZonedDay(date, timeZone),
    to: startOfZonedDay(addDays(date, days), timeZone),
  });
  if (input.week) return { ...span(input.week, 7), name: `the week of ${input.week}`, unit: "week" };
  if (input.day) return { ...span(input.day, 1), name: input.day, unit: "day" };
  return null;
}

/** Why each marked time cannot be taken: outside the week or day replaced (400), too far ahead (400), or over (409). */
function timesIssues(input: PanelTimes, range: Replaced | null, now: Date) {
  const horizon = now.getTime() + PANEL_TIMES_HORIZON_DAYS * DAY_MS;
  const invalid: FieldIssue[] = [];
  const past: FieldIssue[] = [];
  input.slots.forEach((slot, index) => {
    const path = `slots.${index}.startsAt`;
    const start = Date.parse(slot.startsAt);
    const end = Date.parse(slot.endsAt);
    if (range && (start < range.from || end > range.to))
      invalid.push({ path, message: `Not in ${range.name}: mark it with its own ${range.unit}` });
    else if (start > horizon)
      invalid.push({ path, message: `Mark times up to ${PANEL_TIMES_HORIZON_DAYS} days ahead` });
    else if (end <= now.getTime()) past.push({ path, message: "This time has passed." });
  });
  return { invalid, past };
}

const notProposing = (status: string) =>
  new ApiError(409, "not_proposing", "This interview has its time already: there are no times to mark.", [
    { path: "slots", message: `The interview is ${status}` },
  ]);

/**
 * Replaces the member's free times (of `week` or `day` only, when given) for the interview their link opens. A token that
 * is wrong, or an interview they do not sit on, is the portal's 404; an interview with its time already (checked
 * again in the batch's first statement) is a 409.
 */
export async function markPanelTimes(
  db: Db,
  actor: Actor,
  token: string,
  id: string,
  input: PanelTimes,
  now: Date,
): Promise<PanelTimesView> {
  const { contact, view } = await portalInterview(db, token, id, now);
  const seat = view.panel.find((member) => member.kind === "contact" && member.personId === contact.contactId);
  if (!seat) throw clientPortalNotFound();
  if (view.status !== "proposing") throw notProposing(view.status);
  const range = replacedSpan(input, seat.timeZone);
  const { invalid, past } = timesIssues(input, range, now);
  if (invalid.length > 0) throw validationError(invalid);
  if (past.length > 0) throw new ApiError(409, "past", past[0]!.message, past);
  const inRange = range
    ? and(
        gte(interviewAvailability.startsAt, new Date(range.from)),
        lt(interviewAvailability.startsAt, new Date(range.to)),
      )
    : undefined;
  const joined = joinedIntervals(input.slots.map((s) => ({ start: new Date(s.startsAt), end: new Date(s.endsAt) })));
  const rows = joined.map(({ start, end }) => ({
    interviewId: id,
    panelMemberId: seat.id,
    startsAt: start,
    endsAt: end,
  }));
  const inserts = [];
  // Chunks under D1's 100 bound parameters.
  for (let i = 0; i < rows.length; i += 15)
    inserts.push(db.insert(interviewAvailability).values(rows.slice(i, i + 15)));
  const proposing = sql`exists (select 1 from ${interviews} where ${interviews.id} = ${id} and ${interviews.status} = 'proposing')`;
  await db
    .batch([
      // First, the claim: the interview still proposing, or the batch fails whole (a NOT NULL column left NULL,
      // decision 075), so a pick booking a time cannot be followed by its time unmarked.
      db
        .update(interviewPanel)
        .set({ timesMarkedAt: now, timeZone: claimed(proposing, sql`${interviewPanel.timeZone}`) })
        .where(eq(interviewPanel.id, seat.id)),
      db.delete(interviewAvailability).where(and(eq(interviewAvailability.panelMemberId, seat.id), inRange)),
      ...inserts,
      activityLog({ ...actor, clientContactId: contact.contactId }, db, {
        action: "interview.panel_times",
        entityType: "interview",
        entityId: id,
        details: { panelMemberId: seat.id, week: input.week ?? null, day: input.day ?? null, slots: rows.length },
      }),
    ])
    .catch((error: unknown) => {
      if (isRefusedClaim(error, "interview_panel.time_zone")) throw notProposing("no longer proposing");
      throw error;
    });
  return {
    interviewId: id,
    panelMemberId: seat.id,
    timeZone: seat.timeZone,
    markedAt: now.toISOString(),
    slots: await seatTimes(db, seat.id),
  };
}
