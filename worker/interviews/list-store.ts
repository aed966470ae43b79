import { and, asc, count, desc, eq, gte, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { InterviewListQuery, InterviewView } from "../contract/interviews";
import { DEFAULT_TIME_ZONE } from "../contract/site-enums";
import { addDays, startOfZonedDay } from "../contract/time-zone";
import type { Db } from "../db/client";
import { applications, clients, interviewPanel, interviewScorecards, interviews, jobs, submittals } from "../db/schema";
import { viewSelect, viewsOf } from "./view-store";

/**
 * Lists of interviews: one page of them filtered (the list screens and panels), and what the desk counts (issue 47
 * item 6), with the same conditions, so each count is the total of the list it links to.
 */

/**
 * On a staff member's desk: they own the application, the job order or the client, or submitted the candidate (as the
 * desk counts every search: worker/desk/store.ts).
 */
export const interviewOnDesk = (staffId: string): SQL =>
  or(
    sql`exists (select 1 from ${applications} where ${applications.id} = ${interviews.applicationId}
      and ${applications.ownerId} = ${staffId})`,
    sql`exists (select 1 from ${jobs} where ${jobs.id} = ${interviews.jobId} and ${jobs.ownerId} = ${staffId})`,
    sql`exists (select 1 from ${clients} where ${clients.id} = ${interviews.clientId} and ${clients.ownerId} = ${staffId})`,
    sql`exists (select 1 from ${submittals} where ${submittals.applicationId} = ${interviews.applicationId}
      and ${submittals.submittedBy} = ${staffId})`,
  )!;

/** Completed, and a client contact seated on the panel has not sent their scorecard (decision 109). */
export const waitingForScorecards: SQL = and(
  eq(interviews.status, "completed"),
  sql`exists (select 1 from ${interviewPanel} where ${interviewPanel.interviewId} = ${interviews.id}
    and ${interviewPanel.contactId} is not null and ${eq(interviewPanel.seated, true)} and not exists (select 1 from ${interviewScorecards}
      where ${interviewScorecards.panelMemberId} = ${interviewPanel.id}))`,
)!;

/** The instant the firm's calendar day `day` starts. */
const dayStart = (day: string) => new Date(startOfZonedDay(day, DEFAULT_TIME_ZONE));

function listWhere(query: Omit<InterviewListQuery, "limit" | "offset">) {
  const statuses = query.status ?? [];
  return and(
    query.jobId ? eq(interviews.jobId, query.jobId) : undefined,
    query.clientId ? eq(interviews.clientId, query.clientId) : undefined,
    query.applicationId ? eq(interviews.applicationId, query.applicationId) : undefined,
    query.candidateId ? eq(interviews.candidateId, query.candidateId) : undefined,
    query.ownerId ? interviewOnDesk(query.ownerId) : undefined,
    statuses.length > 0 ? inArray(interviews.status, statuses) : undefined,
    query.waiting === "scorecards" ? waitingForScorecards : undefined,
    query.from ? gte(interviews.startsAt, dayStart(query.from)) : undefined,
    query.to ? lt(interviews.startsAt, dayStart(addDays(query.to, 1))) : undefined,
  );
}

/**
 * One page of interviews: those still without a time first, then by time; filtered by job order, client,
 * application, candidate, desk, statuses, waiting scorecards and the firm's calendar days `from` to `to` (both
 * included).
 */
export async function listInterviews(
  db: Db,
  query: InterviewListQuery,
): Promise<{ rows: InterviewView[]; total: number }> {
  const where = listWhere(query);
  const [rows, [counted]] = await db.batch([
    viewSelect(db)
      .where(where)
      .orderBy(sql`${interviews.startsAt} is not null`, asc(interviews.startsAt), desc(interviews.createdAt))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(interviews).where(where),
  ]);
  return { rows: await viewsOf(db, rows), total: counted?.value ?? 0 };
}

/** The statuses of interviews that took or take place: not proposing, not cancelled. */
export const INTERVIEW_HELD_STATUSES = [
  "scheduled",
  "rescheduled",
  "completed",
  "candidate_no_show",
  "interviewer_no_show",
] as const;
export const INTERVIEW_NO_SHOW_STATUSES = ["candidate_no_show", "interviewer_no_show"] as const;

/** The desk's filters of each interview list, the firm's days given: the counts below and the desk's links use them. */
export function deskInterviewLists(period: {
  weekStart: string;
  weekEnd: string;
  monthStart: string;
  monthEnd: string;
}) {
  return {
    interviewsThisWeek: { status: [...INTERVIEW_HELD_STATUSES], from: period.weekStart, to: period.weekEnd },
    waitingForTimes: { status: ["proposing" as const] },
    waitingForScorecards: { waiting: "scorecards" as const },
    noShowsThisMonth: { status: [...INTERVIEW_NO_SHOW_STATUSES], from: period.monthStart, to: period.monthEnd },
  };
}

export type DeskInterviewList = keyof ReturnType<typeof deskInterviewLists>;

/** How many interviews each desk list holds, for the firm or one staff member's desk; one batch. */
export async function deskInterviewCounts(
  db: Db,
  lists: ReturnType<typeof deskInterviewLists>,
  ownerId: string | undefined,
): Promise<Record<DeskInterviewList, number>> {
  const keys = Object.keys(lists) as DeskInterviewList[];
  const [first, ...rest] = keys.map((key) =>
    db
      .select({ value: count() })
      .from(interviews)
      .where(listWhere({ ...lists[key], ownerId })),
  );
  const counted = await db.batch([first!, ...rest]);
  return Object.fromEntries(keys.map((key, index) => [key, counted[index]?.[0]?.value ?? 0])) as Record<
    DeskInterviewList,
    number
  >;
}
