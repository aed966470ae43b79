import { z } from "./zod";

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
  interviewsThisWeek: number;
  placementsThisQuarter: number;
  feesThisQuarter: number;
  waitingForClient: number;
  /** The first day of the week and of the quarter counted ("yyyy-MM-dd"). */
  weekStart: string;
  quarterStart: string;
}

export interface DeskAnswers {
  "GET /api/admin/desk": DeskView;
}
