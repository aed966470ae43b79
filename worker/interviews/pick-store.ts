import { eq } from "drizzle-orm";
import {
  type InterviewInvitationView,
  type InterviewOffer,
  type InterviewView,
  roundLabel,
} from "../contract/interviews";
import { createDb, type Db } from "../db/client";
import { interviewOfferedSlots } from "../db/schema";
import { offeredTimesByDay } from "../domain/interview-time-labels";
import type { TimeInterval } from "../domain/interview-times";
import { type Actor, activityLog } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { linkNotice } from "./candidate-texts";
import { changeInterview } from "./change-store";
import { chosenSlot, offeredOf, refusedMeanwhile, slotStillOpenSql } from "./choice";
import { liveHoldOf } from "./hold-store";
import { panelCommonTimes, panelSlotChecker } from "./panel-times";
import { interviewOfLink, interviewPickUrl, newInterviewPickLink, revokeInterviewPickLinks } from "./pick-links";
import { findInterview } from "./view-store";

/**
 * The candidate picks an interview time (issue 47 items 2-3): the recruiter offers times (or the panel's common times
 * from their marked free times), the candidate's link shows those still free on their own clock, and the pick
 * schedules the interview through the same change as a PATCH of startsAt (./change-store.ts), whose claim here also
 * requires the time still offered and its seats neither booked nor held elsewhere, in the one claiming statement
 * (decisions 107, 110). The one writer of `interview_offered_slots` and, with change-store.ts, of
 * `interview_pick_links`.
 */

const interval = (start: Date, view: InterviewView): TimeInterval => ({
  start,
  end: new Date(start.getTime() + view.durationMinutes * 60_000),
});

const notProposing = (view: InterviewView) =>
  new ApiError(409, "not_proposing", "Times are offered while the interview is proposing: this one has its time.", [
    { path: "slots", message: `The interview is ${view.status}` },
  ]);

/**
 * Offers the times (they replace any offered before) and makes the candidate's link, the earlier link ended, and
 * sends it to the candidate (./candidate-texts.ts); all in one batch, the deliveries to dispatch answered beside the
 * offer. Undefined for an unknown interview; a time past, inside the notice, outside a required member's marked free
 * times or when the panel is taken is a 409 naming it.
 */
export async function offerInterviewSlots(
  db: Db,
  actor: Actor,
  id: string,
  starts: readonly string[],
  now: Date,
  origin: string,
): Promise<OfferSent | undefined> {
  const found = await findInterview(db, id);
  if (!found) return undefined;
  const { view } = found;
  if (view.status !== "proposing") throw notProposing(view);
  const check = await panelSlotChecker(db, view, now);
  const issues = starts.flatMap((start, index) => {
    const { refusal } = check(new Date(start));
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
  const times = [...new Set(starts.map((start) => new Date(start).getTime()))].sort((a, b) => a - b);
  return offerTimes(
    db,
    actor,
    found,
    times.map((time) => new Date(time)),
    now,
    origin,
    "recruiter",
  );
}

/**
 * Offers the panel's common times from their marked free times (decision 110: the recruiter's "offer the panel's
 * common times"), as an offer of them would. 409 while the panel has not marked theirs, or when none is common.
 */
export async function offerPanelSlots(
  db: Db,
  actor: Actor,
  id: string,
  now: Date,
  origin: string,
): Promise<OfferSent | undefined> {
  const found = await findInterview(db, id);
  if (!found) return undefined;
  const { view } = found;
  if (view.status !== "proposing") throw notProposing(view);
  const slots = await panelCommonTimes(db, view, now);
  return offerTimes(
    db,
    actor,
    found,
    slots.map((slot) => slot.start),
    now,
    origin,
    "panel",
  );
}

/** An offer made, and the deliveries of its link to dispatch. */
interface OfferSent {
  offer: InterviewOffer;
  deliveryIds: string[];
}

async function offerTimes(
  db: Db,
  actor: Actor,
  found: NonNullable<Awaited<ReturnType<typeof findInterview>>>,
  offered: Date[],
  now: Date,
  origin: string,
  from: "recruiter" | "panel",
): Promise<OfferSent> {
  const { view } = found;
  const { id } = view;
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
        from,
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

/** What the candidate's link shows: the offered times still free on their clock, or the time they booked. */
async function invitationView(db: Db, view: InterviewView, now: Date): Promise<InterviewInvitationView> {
  const zone = view.candidateTimeZone;
  const offered = await offeredOf(db, view.id);
  const check = await panelSlotChecker(db, view, now);
  const open = view.status === "proposing";
  const hold = open ? await liveHoldOf(db, view, now) : null;
  // The held time shows once, with its confirm form, not again among the others to choose.
  const heldAt = hold ? Date.parse(hold.startsAt) : null;
  const free = open ? offered.filter((start) => start.getTime() !== heldAt && check(start).refusal === null) : [];
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
    hold,
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

/**
 * The candidate's pick: checked (offered still, not past, not inside the notice, the panel free), then claimed by the
 * schedule change with those another request can change in its claim: the time still offered, every seat it sits
 * within their marked free times and neither booked nor held for another candidate then (decision 110). A round
 * robin's pick seats the pool members it chose, in the same batch. Answers the candidate's view and the invitations
 * to dispatch; a claim refused is the 409 of why, checked again, with nothing written.
 */
export async function pickInterviewSlot(
  d1: D1Database,
  actor: Actor,
  token: string,
  startsAt: string,
  now: Date,
): Promise<{ result: InterviewInvitationView; deliveryIds: string[] }> {
  const db = createDb(d1);
  const { view, slot } = await chosenSlot(db, token, startsAt, now);
  const { id } = view;
  const seats = view.roundRobinPick === null ? undefined : slot.members;
  try {
    const patch = { startsAt: slot.start.toISOString() };
    const done = await changeInterview(d1, actor, id, patch, now, slotStillOpenSql(view, slot, now), seats);
    return { result: await invitationView(db, done!.result, now), deliveryIds: done!.deliveryIds };
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== "changed_meanwhile") throw error;
    return refusedMeanwhile(db, token, startsAt, now, {
      code: "slot_taken",
      message: "This time was just taken: an interviewer was booked, held or no longer free then. Choose another.",
    });
  }
}
