import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import {
  INTERVIEW_PICK_NOTICE_MINUTES,
  type InterviewInvitationView,
  type InterviewOffer,
  type InterviewView,
  roundLabel,
} from "../contract/interviews";
import { createDb, type Db } from "../db/client";
import { interviewOfferedSlots } from "../db/schema";
import { offeredTimesByDay } from "../domain/interview-time-labels";
import { checkInterviewSlot, type InterviewSlotRefusal, type TimeInterval } from "../domain/interview-times";
import { type Actor, activityLog } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { linkNotice } from "./candidate-texts";
import { changeInterview } from "./change-store";
import { panelBusyTimes, panelFreeSql } from "./panel-busy";
import { interviewOfLink, interviewPickUrl, newInterviewPickLink, revokeInterviewPickLinks } from "./pick-links";
import { findInterview } from "./view-store";

/**
 * The candidate picks an interview time (issue 47 items 2-3): the recruiter offers times, the candidate's link shows
 * those still free on their own clock, and the pick schedules the interview through the same change as a PATCH of
 * startsAt (./change-store.ts), whose claim here also requires the time still offered and every required member free
 * of any other scheduled interview, in the one claiming statement (decision 107). The one writer of
 * `interview_offered_slots` and, with change-store.ts, of `interview_pick_links`.
 */

const refusalError = (refusal: { code: string; message: string }, path: string) =>
  new ApiError(409, refusal.code, refusal.message, [{ path, message: refusal.message }]);

const interval = (start: Date, view: InterviewView): TimeInterval => ({
  start,
  end: new Date(start.getTime() + view.durationMinutes * 60_000),
});

/**
 * Checks times against the rules the finder applies (worker/domain/interview-times.ts): not past, not inside the
 * notice, no required member (every member when none is required) in another interview then. The offered times
 * themselves are the panel's availability: the recruiter proposes them.
 */
async function slotChecker(db: Db, view: InterviewView, offered: readonly Date[], now: Date) {
  const busy = await panelBusyTimes(db, view.id);
  const anyRequired = view.panel.some((member) => member.required);
  const input = {
    panel: view.panel.map((member) => ({
      id: member.id,
      timeZone: member.timeZone,
      required: anyRequired ? member.required : true,
      free: offered.map((start) => interval(start, view)),
      interviews: busy.get(member.id) ?? [],
      dailyCap: null,
    })),
    mode: { kind: "collective" as const },
    durationMinutes: view.durationMinutes,
    stepMinutes: view.durationMinutes,
    minNoticeMinutes: INTERVIEW_PICK_NOTICE_MINUTES,
    now,
  };
  return (start: Date): InterviewSlotRefusal | null => {
    const verdict = checkInterviewSlot(input, start);
    return verdict.ok ? null : verdict.refusal;
  };
}

const notProposing = (view: InterviewView) =>
  new ApiError(409, "not_proposing", "Times are offered while the interview is proposing: this one has its time.", [
    { path: "slots", message: `The interview is ${view.status}` },
  ]);

/**
 * Offers the times (they replace any offered before) and makes the candidate's link, the earlier link ended, and
 * sends it to the candidate (./candidate-texts.ts); all in one batch, the deliveries to dispatch answered beside the
 * offer. Undefined for an unknown interview; a time past, inside the notice or when the panel is taken is a 409
 * naming it.
 */
export async function offerInterviewSlots(
  db: Db,
  actor: Actor,
  id: string,
  starts: readonly string[],
  now: Date,
  origin: string,
): Promise<{ offer: InterviewOffer; deliveryIds: string[] } | undefined> {
  const found = await findInterview(db, id);
  if (!found) return undefined;
  const { view } = found;
  if (view.status !== "proposing") throw notProposing(view);
  const times = [...new Set(starts.map((start) => new Date(start).getTime()))].sort((a, b) => a - b);
  const offered = times.map((time) => new Date(time));
  const refusalOf = await slotChecker(db, view, offered, now);
  const issues = starts.flatMap((start, index) => {
    const refusal = refusalOf(new Date(start));
    return refusal ? [{ refusal, issue: { path: `slots.${index}.startsAt`, message: refusal.message } }] : [];
  });
  if (issues.length > 0) {
    const first = issues[0]!.refusal;
    throw new ApiError(
      409,
      first.code,
      first.message,
      issues.map((i) => i.issue),
    );
  }
  const link = await newInterviewPickLink(db, id, now);
  const candidateUrl = interviewPickUrl(origin, link.token);
  const sent = await linkNotice(db, view, found.row.candidateEmail, candidateUrl, now);
  const { text } = sent.notice;
  await db.batch([
    db.delete(interviewOfferedSlots).where(eq(interviewOfferedSlots.interviewId, id)),
    db.insert(interviewOfferedSlots).values(offered.map((startsAt) => ({ interviewId: id, startsAt, createdAt: now }))),
    revokeInterviewPickLinks(db, id, now),
    link.insert,
    activityLog(actor, db, {
      action: "interview.offer_times",
      entityType: "interview",
      entityId: id,
      // The candidate's timeline reads how the link went from here.
      details: {
        slots: offered.map((start) => start.toISOString()),
        text: text.state,
        textReason: text.reason,
        textAt: text.at,
      },
    }),
    ...sent.inserts,
  ]);
  const offer = {
    ...view,
    offeredSlots: offered.map((start) => start.toISOString()),
    candidateUrl,
    notice: sent.notice,
  };
  return { offer, deliveryIds: sent.dispatch };
}

async function offeredOf(db: Db, id: string): Promise<Date[]> {
  const rows = await db
    .select({ startsAt: interviewOfferedSlots.startsAt })
    .from(interviewOfferedSlots)
    .where(eq(interviewOfferedSlots.interviewId, id))
    .orderBy(asc(interviewOfferedSlots.startsAt));
  return rows.map((row) => row.startsAt);
}

/** What the candidate's link shows: the offered times still free on their clock, or the time they booked. */
async function invitationView(db: Db, view: InterviewView, now: Date): Promise<InterviewInvitationView> {
  const zone = view.candidateTimeZone;
  const offered = await offeredOf(db, view.id);
  const refusalOf = await slotChecker(db, view, offered, now);
  const open = view.status === "proposing";
  const free = open ? offered.filter((start) => refusalOf(start) === null) : [];
  const bookedDay = view.startsAt ? offeredTimesByDay([interval(new Date(view.startsAt), view)], zone)[0] : undefined;
  const booked = bookedDay ? { ...bookedDay.times[0]!, dayLabel: bookedDay.label } : null;
  return {
    candidateName: view.candidateName,
    clientName: view.clientName,
    jobTitle: view.jobTitle,
    round: roundLabel(view.round),
    format: view.format,
    durationMinutes: view.durationMinutes,
    timeZone: zone,
    status: view.status,
    booked,
    days: offeredTimesByDay(
      free.map((start) => interval(start, view)),
      zone,
    ),
  };
}

/** The link's interview as the candidate sees it; 404 for a wrong, expired or revoked link. */
export async function interviewInvitation(db: Db, token: string, now: Date): Promise<InterviewInvitationView> {
  const found = await findInterview(db, await interviewOfLink(db, token, now));
  if (!found) throw new ApiError(404, "not_found", "This link does not work.");
  return invitationView(db, found.view, now);
}

const alreadyBooked = () =>
  refusalError({ code: "already_booked", message: "This interview has its time already: see it below." }, "startsAt");

/**
 * The candidate's pick: checked (offered still, not past, not inside the notice, the panel free), then claimed by the
 * schedule change with those conditions in its claim. Answers the candidate's view and the invitations to dispatch.
 */
export async function pickInterviewSlot(
  d1: D1Database,
  actor: Actor,
  token: string,
  startsAt: string,
  now: Date,
): Promise<{ result: InterviewInvitationView; deliveryIds: string[] }> {
  const db = createDb(d1);
  const id = await interviewOfLink(db, token, now);
  const found = await findInterview(db, id);
  if (!found) throw new ApiError(404, "not_found", "This link does not work.");
  const { view } = found;
  if (view.status !== "proposing") throw alreadyBooked();
  const start = new Date(startsAt);
  const offered = await offeredOf(db, id);
  if (!offered.some((time) => time.getTime() === start.getTime()))
    throw refusalError(
      { code: "not_offered", message: "That time is not one of the times offered: choose one shown." },
      "startsAt",
    );
  const refusal = (await slotChecker(db, view, offered, now))(start);
  if (refusal) throw refusalError(refusal, "startsAt");
  const stillOffered: SQL = sql`exists (select 1 from ${interviewOfferedSlots} where ${and(
    eq(interviewOfferedSlots.interviewId, id),
    eq(interviewOfferedSlots.startsAt, start),
  )})`;
  const claim = and(stillOffered, panelFreeSql(id, start, interval(start, view).end));
  try {
    const done = await changeInterview(d1, actor, id, { startsAt: start.toISOString() }, now, claim);
    return { result: await invitationView(db, done!.result, now), deliveryIds: done!.deliveryIds };
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== "changed_meanwhile") throw error;
    const after = await findInterview(db, id);
    if (after?.view.status !== "proposing") throw alreadyBooked();
    throw refusalError(
      { code: "slot_taken", message: "This time was just taken: an interviewer was booked then. Choose another." },
      "startsAt",
    );
  }
}
