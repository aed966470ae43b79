import { and, asc, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { INTERVIEW_PICK_NOTICE_MINUTES, type InterviewView, PANEL_TIMES_HORIZON_DAYS } from "../contract/interviews";
import type { Db } from "../db/client";
import { interviewAvailability, interviewPanel } from "../db/schema";
import {
  checkInterviewSlot,
  findInterviewSlots,
  type InterviewSlot,
  type InterviewSlotRefusal,
  type InterviewTimesInput,
  type TimeInterval,
} from "../domain/interview-times";
import { ApiError } from "../http/errors";
import { panelBusyTimes, panelFairness } from "./panel-busy";

/**
 * The panel's times as the slot rules read them (issue 47 item 2, decision 110): each seat's marked free times from
 * the portal, their interviews and holds elsewhere, their daily cap and, in round robin, their fair count. While no
 * one on the panel has marked times, the recruiter proposes for everyone and no time is ruled out; once someone has,
 * a client contact is free only in the times they marked (none yet: never), so a round robin never seats someone who
 * did not say they were free. A staff member never marks times in the portal and rules no time out.
 */

const DAY_MS = 24 * 60 * 60_000;
/** The grid of the common times offered: the portal's day and week views mark half hours. */
export const PANEL_STEP_MINUTES = 30;
/** The common times offered to the candidate at most, soonest first. */
export const PANEL_SLOTS_MAX = 40;
/** How far ahead an unmarked seat is free when a time is checked: any time the recruiter may propose. */
const OPEN_DAYS = 400;

/** What an unmarked contact's free times are: open (checking a given time, while no one marked) or none. */
type Unmarked = "open" | "none";

export async function panelTimesInput(
  db: Db,
  view: InterviewView,
  now: Date,
  unmarked: Unmarked,
): Promise<InterviewTimesInput> {
  const [marked, busy, fairness] = await Promise.all([
    db
      .select()
      .from(interviewAvailability)
      .where(eq(interviewAvailability.interviewId, view.id))
      .orderBy(asc(interviewAvailability.startsAt)),
    panelBusyTimes(db, view.id, now),
    panelFairness(db, view.id),
  ]);
  const days = unmarked === "open" ? OPEN_DAYS : PANEL_TIMES_HORIZON_DAYS;
  const open: TimeInterval[] = [
    { start: new Date(now.getTime() - DAY_MS), end: new Date(now.getTime() + days * DAY_MS) },
  ];
  const roundRobin = view.roundRobinPick !== null;
  const anyRequired = view.panel.some((member) => member.required);
  const anyMarked = view.panel.some((member) => member.timesMarkedAt !== null);
  return {
    panel: view.panel.map((member) => {
      const own = marked.filter((row) => row.panelMemberId === member.id);
      const free =
        member.kind === "staff"
          ? open
          : member.timesMarkedAt !== null
            ? own.map((row) => ({ start: row.startsAt, end: row.endsAt }))
            : unmarked === "open" && !anyMarked
              ? open
              : [];
      const fair = fairness.get(member.id);
      return {
        id: member.id,
        timeZone: member.timeZone,
        // Collective with no one required: everyone is.
        required: member.required || (!roundRobin && !anyRequired),
        free,
        interviews: busy.get(member.id) ?? [],
        dailyCap: member.dailyCap,
        interviewCount: fair?.count ?? 0,
        lastInterviewAt: fair?.last ?? null,
      };
    }),
    mode: roundRobin ? { kind: "round_robin", pick: view.roundRobinPick! } : { kind: "collective" },
    durationMinutes: view.durationMinutes,
    stepMinutes: PANEL_STEP_MINUTES,
    minNoticeMinutes: INTERVIEW_PICK_NOTICE_MINUTES,
    now,
  };
}

const seat = alias(interviewPanel, "seat");
const mine = alias(interviewAvailability, "mine");
const next = alias(interviewAvailability, "next");

/**
 * The claim's condition for the marked free times, the rule of `panelTimesInput` ("open") stated in SQL: while no one
 * on the interview's panel has marked times none is ruled out; once someone has, each client contact among `seatIds`
 * must have marked times holding `start`..`end` whole (touching or overlapping intervals count as one: the start lies
 * in one, and no interval ending inside the time is left without another going on from its end). Read inside the
 * claiming statement, so a member unmarking the time between the check and the claim stops the claim.
 */
export function panelAvailableSql(interviewId: string, seatIds: readonly string[], start: Date, end: Date): SQL {
  const from = start.getTime();
  const to = end.getTime();
  const anyMarked = sql`select 1 from ${interviewPanel} where ${and(
    eq(interviewPanel.interviewId, interviewId),
    isNotNull(interviewPanel.timesMarkedAt),
  )}`;
  const startHeld = sql`exists (select 1 from ${interviewAvailability} ${mine} where ${eq(mine.panelMemberId, seat.id)}
    and ${mine.startsAt} <= ${from} and ${mine.endsAt} > ${from})`;
  const carriedOn = sql`exists (select 1 from ${interviewAvailability} ${next} where ${eq(next.panelMemberId, seat.id)}
    and ${next.startsAt} <= ${mine.endsAt} and ${next.endsAt} > ${mine.endsAt})`;
  const gap = sql`exists (select 1 from ${interviewAvailability} ${mine} where ${eq(mine.panelMemberId, seat.id)}
    and ${mine.endsAt} > ${from} and ${mine.endsAt} < ${to} and not ${carriedOn})`;
  const unavailable = sql`select 1 from ${interviewPanel} ${seat} where ${and(
    eq(seat.interviewId, interviewId),
    inArray(seat.id, seatIds.length > 0 ? [...seatIds] : [""]),
    isNotNull(seat.contactId),
  )} and not (${startHeld} and not ${gap})`;
  return sql`(not exists (${anyMarked}) or not exists (${unavailable}))`;
}

/** Checks given times (an offer, the candidate's hold or pick) against the panel's times: the slot, or why not. */
export async function panelSlotChecker(db: Db, view: InterviewView, now: Date) {
  const input = await panelTimesInput(db, view, now, "open");
  return (start: Date): { slot: InterviewSlot; refusal: null } | { slot: null; refusal: InterviewSlotRefusal } => {
    const verdict = checkInterviewSlot(input, start);
    return verdict.ok ? { slot: verdict.slot, refusal: null } : { slot: null, refusal: verdict.refusal };
  };
}

const waiting = (names: string[]) =>
  new ApiError(
    409,
    "waiting_for_panel",
    `Waiting for the panel's free times: ${names.join(", ")} ${names.length === 1 ? "has" : "have"} not marked them.`,
    [{ path: "panel", message: `Not marked yet: ${names.join(", ")}` }],
  );

/**
 * The panel's common times, soonest first (at most PANEL_SLOTS_MAX): collective, every required client contact must
 * have marked theirs; round robin, at least as many of the pool as it picks (409 waiting_for_panel naming who has
 * not). None fitting is a 409 no_common_time.
 */
export async function panelCommonTimes(db: Db, view: InterviewView, now: Date): Promise<InterviewSlot[]> {
  const unmarked = view.panel.filter((member) => member.kind === "contact" && member.timesMarkedAt === null);
  if (view.roundRobinPick === null) {
    const anyRequired = view.panel.some((member) => member.required);
    const missing = unmarked.filter((member) => member.required || !anyRequired);
    if (missing.length > 0) throw waiting(missing.map((member) => member.name));
  } else {
    const missingRequired = unmarked.filter((member) => member.required);
    const pool = view.panel.filter((member) => !member.required);
    const ready = pool.filter((member) => !unmarked.includes(member)).length;
    if (missingRequired.length > 0 || ready < view.roundRobinPick)
      throw waiting([...missingRequired, ...unmarked.filter((member) => !member.required)].map((m) => m.name));
  }
  const slots = findInterviewSlots(await panelTimesInput(db, view, now, "none")).slice(0, PANEL_SLOTS_MAX);
  if (slots.length === 0)
    throw new ApiError(409, "no_common_time", "The panel's free times have no common time for this interview yet.", [
      { path: "panel", message: "No common time" },
    ]);
  return slots;
}

/** A seat's marked free times, soonest first. */
export async function seatTimes(db: Db, seatId: string) {
  const rows = await db
    .select({ startsAt: interviewAvailability.startsAt, endsAt: interviewAvailability.endsAt })
    .from(interviewAvailability)
    .where(eq(interviewAvailability.panelMemberId, seatId))
    .orderBy(asc(interviewAvailability.startsAt));
  return rows.map((row) => ({ startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString() }));
}
