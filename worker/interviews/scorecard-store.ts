import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { InterviewView } from "../contract/interviews";
import type {
  ClientPortalInterviewsView,
  ClientPortalInterviewView,
  InterviewDecisionView,
  InterviewScorecardsView,
  ScorecardSubmit,
  ScorecardView,
} from "../contract/scorecards";
import { claimed, isRefusedClaim } from "../db/claim";
import type { Db } from "../db/client";
import {
  clientContacts,
  interviewDecisions,
  interviewPanel,
  interviewScorecards,
  interviews,
  jobs,
  users,
} from "../db/schema";
import { type Actor, activityLog } from "../http/activity-log";
import { ApiError, isUniqueViolation } from "../http/errors";
import { clientPortalContactOf, clientPortalNotFound } from "../submittals/client-portal-links";
import { seatTimes } from "./panel-times";
import { criteriaOf } from "./scorecard-criteria";
import { findInterview, viewSelect, viewsOf } from "./view-store";

/**
 * Scorecards after the interview (issue 47 item 5, decision 109). Each client contact seated on the panel (every
 * member of a collective one; of a round robin's pool only those its pick chose) scores the interview once, through
 * their own client portal link, after it is marked completed; until a member has submitted their own, the others'
 * are hidden from them (independent scoring). Staff read every one.
 */

/** Who scores: a client contact who sat in the interview. */
export const scores = (member: InterviewView["panel"][number]) => member.kind === "contact" && member.seated;

/** Who reads: a panel seat (hidden until it has scored), or someone who sees every submitted one (staff, the decider). */
type Reader = { panelMemberId: string | null };

type ScorecardRow = typeof interviewScorecards.$inferSelect;

function scorecardViews(interview: InterviewView, cards: ScorecardRow[], reader: Reader): ScorecardView[] {
  const ownSubmitted = reader.panelMemberId === null || cards.some((c) => c.panelMemberId === reader.panelMemberId);
  return interview.panel.filter(scores).map((member) => {
    const card = cards.find((c) => c.panelMemberId === member.id);
    const base = { panelMemberId: member.id, name: member.name, kind: member.kind };
    if (!card)
      return { ...base, state: "waiting", ratings: null, recommendation: null, comment: null, submittedAt: null };
    if (!ownSubmitted)
      return { ...base, state: "hidden", ratings: null, recommendation: null, comment: null, submittedAt: null };
    return {
      ...base,
      state: "submitted",
      ratings: card.ratings,
      recommendation: card.recommendation,
      comment: card.comment,
      submittedAt: card.submittedAt.toISOString(),
    };
  });
}

async function decisionView(db: Db, interviewId: string): Promise<InterviewDecisionView | null> {
  const row = await db
    .select({
      decision: interviewDecisions,
      contactName: clientContacts.name,
      userName: sql<string | null>`coalesce(${users.fullName}, ${users.username})`,
    })
    .from(interviewDecisions)
    .leftJoin(clientContacts, eq(clientContacts.id, interviewDecisions.decidedByContactId))
    .leftJoin(users, eq(users.id, interviewDecisions.decidedByUserId))
    .where(eq(interviewDecisions.interviewId, interviewId))
    .get();
  if (!row) return null;
  return {
    decision: row.decision.decision,
    reason: row.decision.reason,
    comment: row.decision.comment,
    decidedBy: row.contactName ?? row.userName,
    decidedAt: row.decision.decidedAt.toISOString(),
  };
}

/** An interview's criteria, scorecards as `reader` may see them, and decision. */
export async function scorecardsOf(db: Db, interview: InterviewView, reader: Reader): Promise<InterviewScorecardsView> {
  const cards = await db.select().from(interviewScorecards).where(eq(interviewScorecards.interviewId, interview.id));
  return {
    interviewId: interview.id,
    criteria: (await criteriaOf(db, interview.jobId)).criteria,
    scorecards: scorecardViews(interview, cards, reader),
    decision: await decisionView(db, interview.id),
  };
}

/** Staff's view of an interview's aftermath, or undefined for no such interview. */
export async function staffScorecards(db: Db, id: string): Promise<InterviewScorecardsView | undefined> {
  const found = await findInterview(db, id);
  return found ? scorecardsOf(db, found.view, { panelMemberId: null }) : undefined;
}

/** The contact a link opens, and whether they decide for a job (its hiring contact). */
type PortalContact = Awaited<ReturnType<typeof clientPortalContactOf>>;

/** The interviews a contact's link shows: those they sit on, and those of jobs they are the hiring contact of. */
function portalScope(contactId: string) {
  return or(
    sql`exists (select 1 from ${interviewPanel} where ${interviewPanel.interviewId} = ${interviews.id} and ${interviewPanel.contactId} = ${contactId})`,
    sql`exists (select 1 from ${jobs} where ${jobs.id} = ${interviews.jobId} and ${jobs.hiringContactId} = ${contactId})`,
  );
}

async function portalView(
  db: Db,
  contact: PortalContact,
  view: InterviewView,
  hiringContactId: string | null,
): Promise<ClientPortalInterviewView> {
  const seat = view.panel.find((member) => member.kind === "contact" && member.personId === contact.contactId);
  const panelMemberId = seat?.id ?? null;
  const aftermath = await scorecardsOf(db, view, { panelMemberId });
  const completed = view.status === "completed";
  const own = aftermath.scorecards.find((card) => card.panelMemberId === panelMemberId);
  return {
    ...aftermath,
    candidateName: view.candidateName,
    jobTitle: view.jobTitle,
    round: view.round,
    status: view.status,
    startsAt: view.startsAt,
    panelMemberId,
    canScore: completed && own?.state === "waiting",
    canDecide: completed && hiringContactId === contact.contactId && aftermath.decision === null,
    panelTimes:
      seat && view.status === "proposing"
        ? {
            interviewId: view.id,
            panelMemberId: seat.id,
            timeZone: seat.timeZone,
            markedAt: seat.timesMarkedAt,
            slots: await seatTimes(db, seat.id),
          }
        : null,
  };
}

/** A contact's interviews in their portal, soonest last; each with what they may see of its scorecards. */
export async function portalInterviews(db: Db, token: string, now: Date): Promise<ClientPortalInterviewsView> {
  const contact = await clientPortalContactOf(db, token, now);
  const rows = await viewSelect(db)
    .where(portalScope(contact.contactId))
    .orderBy(sql`${interviews.startsAt} desc`, interviews.id);
  const views = await viewsOf(db, rows);
  const hiring = await hiringContactsOf(db, views);
  return {
    contactName: contact.contactName,
    clientName: contact.clientName,
    interviews: await Promise.all(
      views.map((view) => portalView(db, contact, view, hiring.get(view.jobId ?? "") ?? null)),
    ),
  };
}

async function hiringContactsOf(db: Db, views: InterviewView[]): Promise<Map<string, string | null>> {
  const jobIds = [...new Set(views.flatMap((view) => (view.jobId ? [view.jobId] : [])))];
  if (jobIds.length === 0) return new Map();
  const rows = await db
    .select({ id: jobs.id, hiringContactId: jobs.hiringContactId })
    .from(jobs)
    .where(inArray(jobs.id, jobIds));
  return new Map(rows.map((row) => [row.id, row.hiringContactId]));
}

/** One interview of a contact's portal; 404 for a wrong token, or an interview that is not theirs. */
export async function portalInterview(db: Db, token: string, id: string, now: Date) {
  const contact = await clientPortalContactOf(db, token, now);
  const row = await viewSelect(db)
    .where(and(eq(interviews.id, id), portalScope(contact.contactId)))
    .get();
  if (!row) throw clientPortalNotFound();
  const [view] = await viewsOf(db, [row]);
  const hiring = await hiringContactsOf(db, [view!]);
  return { contact, view: view!, hiringContactId: hiring.get(view!.jobId ?? "") ?? null };
}

export async function portalInterviewView(db: Db, token: string, id: string, now: Date) {
  const { contact, view, hiringContactId } = await portalInterview(db, token, id, now);
  return portalView(db, contact, view, hiringContactId);
}

export const notCompleted = () =>
  new ApiError(409, "not_completed", "This interview is not marked completed yet: scores and decisions come after it.");

/**
 * A round robin's pool member its pick did not choose: the link does open the interview (they marked times for it),
 * so not a 404 but a 409 of why, as for one not completed or scored already.
 */
const notSeated = () =>
  new ApiError(
    409,
    "not_seated",
    "You were not among the interviewers of this interview: only those who sat in it send a scorecard.",
  );

/** The interview is completed, read inside the statement that writes on it (a claim: worker/db/claim.ts). */
export const isCompleted = (interviewId: string) =>
  sql`exists (select 1 from ${interviews} where ${interviews.id} = ${interviewId} and ${interviews.status} = 'completed')`;

/** Ratings for exactly the job's criteria, by name: 400 naming the first criterion missing or unknown. */
function checkRatings(criteria: string[], ratings: Record<string, number>): Record<string, number> {
  const issues = [
    ...criteria
      .filter((name) => ratings[name] === undefined)
      .map((name) => ({ path: `ratings.${name}`, message: `Rate ${name}, 1 to 4` })),
    ...Object.keys(ratings)
      .filter((name) => !criteria.includes(name))
      .map((name) => ({ path: `ratings.${name}`, message: `${name} is not a criterion of this interview` })),
  ];
  if (issues.length > 0) throw new ApiError(400, "validation_failed", issues[0]!.message, issues);
  return Object.fromEntries(criteria.map((name) => [name, ratings[name]!]));
}

/**
 * A panel member's scorecard, from their portal link: one per member per interview (a second is a 409), only once
 * the interview is completed (409). Both are read in the insert itself: the unique index and the claimed
 * recommendation, so two submits at once record one.
 */
export async function submitScorecard(
  db: Db,
  actor: Actor,
  token: string,
  id: string,
  input: ScorecardSubmit,
  now: Date,
): Promise<ClientPortalInterviewView> {
  const { contact, view, hiringContactId } = await portalInterview(db, token, id, now);
  const seat = view.panel.find((member) => member.kind === "contact" && member.personId === contact.contactId);
  // A hiring contact who did not sit on the panel decides but does not score: as for another's interview, a 404.
  if (!seat) throw clientPortalNotFound();
  if (!seat.seated) throw notSeated();
  const ratings = checkRatings((await criteriaOf(db, view.jobId)).criteria, input.ratings);
  const by = { ...actor, clientContactId: contact.contactId };
  await db
    .batch([
      db.insert(interviewScorecards).values({
        interviewId: id,
        panelMemberId: seat.id,
        contactId: contact.contactId,
        ratings,
        recommendation: claimed(isCompleted(id), input.recommendation),
        comment: input.comment || null,
        submittedAt: now,
      }),
      activityLog(by, db, {
        action: "interview.scorecard",
        entityType: "interview",
        entityId: id,
        details: { recommendation: input.recommendation },
      }),
    ])
    .catch((error: unknown) => {
      if (isRefusedClaim(error, "interview_scorecards.recommendation")) throw notCompleted();
      if (isUniqueViolation(error))
        throw new ApiError(409, "already_submitted", "You have already submitted your scorecard for this interview.");
      throw error;
    });
  return portalView(db, contact, view, hiringContactId);
}
