import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { InterviewView } from "../contract/interviews";
import type { Db } from "../db/client";
import { interviewOfferedSlots } from "../db/schema";
import type { InterviewSlot } from "../domain/interview-times";
import { ApiError } from "../http/errors";
import { panelFreeSql, panelUnderCapSql } from "./panel-busy";
import { panelAvailableSql, panelSlotChecker } from "./panel-times";
import { interviewOfLink } from "./pick-links";
import { findInterview } from "./view-store";

/**
 * The candidate's choice of an offered time (issue 47 item 3), checked the same way before a hold and before the
 * pick: the link works, the interview is still proposing, the time is offered, and the slot rules pass on the
 * panel's times (past, notice, marked free times, busy or held elsewhere, daily caps, round robin's pool). The hold's
 * and the pick's claims then state the conditions another request can change meanwhile again (`slotStillOpenSql`).
 */

export const refusalError = (refusal: { code: string; message: string }, path: string) =>
  new ApiError(409, refusal.code, refusal.message, [{ path, message: refusal.message }]);

export const alreadyBooked = () =>
  refusalError({ code: "already_booked", message: "This interview has its time already: see it below." }, "startsAt");

export async function offeredOf(db: Db, id: string): Promise<Date[]> {
  const rows = await db
    .select({ startsAt: interviewOfferedSlots.startsAt })
    .from(interviewOfferedSlots)
    .where(eq(interviewOfferedSlots.interviewId, id))
    .orderBy(asc(interviewOfferedSlots.startsAt));
  return rows.map((row) => row.startsAt);
}

/** The time is still offered for the interview, read inside a claiming statement. */
export const stillOfferedSql = (id: string, start: Date): SQL =>
  sql`exists (select 1 from ${interviewOfferedSlots} where ${and(
    eq(interviewOfferedSlots.interviewId, id),
    eq(interviewOfferedSlots.startsAt, start),
  )})`;

/**
 * What the claim of a chosen slot requires in its own statement: the time still offered, its seats within their
 * marked free times (./panel-times.ts), neither booked nor held elsewhere, and under their daily caps (./panel-busy.ts).
 */
export const slotStillOpenSql = (view: InterviewView, slot: InterviewSlot, now: Date): SQL =>
  and(
    stillOfferedSql(view.id, slot.start),
    panelAvailableSql(view.id, slot.members, slot.start, slot.end),
    panelFreeSql(slot.members, slot.start, slot.end, now),
    panelUnderCapSql(
      view.panel.filter((member) => slot.members.includes(member.id)),
      slot.start,
    ),
  )!;

/**
 * Why a claim of the chosen time just failed: the choice checked again, its refusal thrown (the time unmarked, taken,
 * no longer offered, the interview booked); if it passes now (a round robin would seat others), `fallback`.
 */
export async function refusedMeanwhile(
  db: Db,
  token: string,
  startsAt: string,
  now: Date,
  fallback: { code: string; message: string },
): Promise<never> {
  await chosenSlot(db, token, startsAt, now);
  throw refusalError(fallback, "startsAt");
}

/** The link's interview and the slot chosen (with the seats it would sit), or the 404 or 409 saying why not. */
export async function chosenSlot(
  db: Db,
  token: string,
  startsAt: string,
  now: Date,
): Promise<{ view: InterviewView; slot: InterviewSlot }> {
  const found = await findInterview(db, await interviewOfLink(db, token, now));
  if (!found) throw new ApiError(404, "not_found", "This link does not work.");
  const { view } = found;
  if (view.status !== "proposing") throw alreadyBooked();
  const start = new Date(startsAt);
  const offered = await offeredOf(db, view.id);
  if (!offered.some((time) => time.getTime() === start.getTime()))
    throw refusalError(
      { code: "not_offered", message: "That time is not one of the times offered: choose one shown." },
      "startsAt",
    );
  const { slot, refusal } = (await panelSlotChecker(db, view, now))(start);
  if (refusal) throw refusalError(refusal, "startsAt");
  return { view, slot };
}
