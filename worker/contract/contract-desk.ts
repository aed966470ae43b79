/**
 * The contract business on the desk (issue 48 item 5): who works this week, who ends soon (a call to extend or
 * redeploy), the timesheets missing or waiting, and the gross margin (billed minus paid, from approved timesheets).
 * Each count is the total of the assignments list its link opens (the same filters, in the URL).
 */

/** "Ending soon": a planned end within this many days from today. */
export const CONTRACT_DESK_ENDING_DAYS = 30;

export interface ContractDeskView {
  /** The firm's today, this week's Monday and Sunday, last week's Monday, the quarter's first day ("yyyy-MM-dd"). */
  today: string;
  weekStart: string;
  weekEnd: string;
  lastWeekStart: string;
  quarterStart: string;
  /** The day before which an active assignment's planned end counts as ending soon (excluded). */
  endingBefore: string;
  /** Assignments working some day of this week. */
  workingThisWeek: number;
  /** Active assignments whose planned end is before `endingBefore`. */
  endingSoon: number;
  /** Assignments that worked last week with no hours sent for it. */
  timesheetsMissing: number;
  /** Assignments with a week waiting for the approver. */
  timesheetsWaiting: number;
  /** In US dollars, from approved timesheets of the weeks starting this week, and from the quarter's start to today. */
  week: ContractMargin;
  quarter: ContractMargin;
}

export interface ContractMargin {
  billed: number;
  paid: number;
  margin: number;
}

export interface ContractDeskAnswers {
  "GET /api/admin/desk/contract": ContractDeskView;
}
