import { z } from "./zod";

/** The desk's interview numbers, each the total of an interviews list. */
export const DESK_INTERVIEW_NUMBERS = [
  "interviewsThisWeek",
  "waitingForTimes",
  "waitingForScorecards",
  "noShowsThisMonth",
] as const;
export type DeskInterviewNumber = (typeof DESK_INTERVIEW_NUMBERS)[number];

/** GET /api/admin/desk: the firm's (or one recruiter's) agency numbers, issue 32 item 7. */
export const deskQuerySchema = z.object({
  ownerId: z
    .string({ error: "Owner must be a staff user's id" })
    .trim()
    .min(1, "Owner must be a staff user's id")
    .max(64, "Owner must be a staff user's id")
    .optional(),
});

/**
 * The desk's numbers, counted in the business zone: this week is Monday to Sunday, this quarter the calendar
 * quarter. Fees are US dollars (as placements answer them), of placements made this quarter that have not fallen
 * off. With an owner: the jobs they own, the submittals and placements they made, the interviews of applications
 * they own.
 */
export interface DeskView {
  openJobOrders: number;
  submittalsThisWeek: number;
  /** Applications moved to the interviewing stage this week (a client answered "interview"). */
  movedToInterviewThisWeek: number;
  /** Interviews whose time falls this week, not cancelled (issue 47 item 6). */
  interviewsThisWeek: number;
  /** Interviews still proposing: no time yet. */
  waitingForTimes: number;
  /** Completed interviews a client interviewer has not scored. */
  waitingForScorecards: number;
  /** Candidate and interviewer no-shows of interviews this calendar month. */
  noShowsThisMonth: number;
  /**
   * The query of the interviews list behind each interview number (/admin/interviews?<this>), with the same filters
   * as counted it: "status=proposing" and the like, and the owner on one recruiter's desk.
   */
  interviewLists: Record<DeskInterviewNumber, string>;
  placementsThisQuarter: number;
  feesThisQuarter: number;
  waitingForClient: number;
  /** The first day of the week, of the month and of the quarter counted ("yyyy-MM-dd"). */
  weekStart: string;
  monthStart: string;
  quarterStart: string;
}

export interface DeskAnswers {
  "GET /api/admin/desk": DeskView;
}
