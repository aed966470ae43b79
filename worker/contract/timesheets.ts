import { z } from "zod";

/** Contract staffing's timesheets (issue 48 item 2, decision 108): the contractor's week and the approver's answer. */

export const TIMESHEET_STATUSES = ["submitted", "approved", "rejected"] as const;
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];

/**
 * What the cron sends about a week (decision 113): its link to the contractor, the contractor's Monday reminder of a
 * week not sent, the approver's Monday reminder of a week waiting for them. By email, and to the contractor by text
 * too when they consented.
 */
export const TIMESHEET_NOTICE_KINDS = ["link", "missing", "unapproved"] as const;
export type TimesheetNoticeKind = (typeof TIMESHEET_NOTICE_KINDS)[number];
export const TIMESHEET_NOTICE_CHANNELS = ["email", "text"] as const;
export type TimesheetNoticeChannel = (typeof TIMESHEET_NOTICE_CHANNELS)[number];

export const TIMESHEET_STATUS_LABELS: Readonly<Record<TimesheetStatus, string>> = {
  submitted: "Waiting for approval",
  approved: "Approved",
  rejected: "Rejected",
};

export const TIMESHEET_NOTE_MAX = 2_000;
export const TIMESHEET_REASON_MAX = 1_000;

/** POST /api/timesheets/{token}: the hours are checked by the week's rule (readWeek), which names each bad day. */
export const timesheetSubmitSchema = z
  .object({
    days: z
      .array(
        z.object({
          date: z.string({ error: "Each day needs its date" }),
          hours: z.number({ error: "Hours must be a number" }),
        }),
        { error: "Days must be a list of {date, hours}" },
      )
      .max(7, "A week has seven days"),
    note: z
      .string({ error: "Note must be text" })
      .trim()
      .max(TIMESHEET_NOTE_MAX, `Note is at most ${TIMESHEET_NOTE_MAX} characters`)
      .optional(),
  })
  .strict();
export type TimesheetSubmit = z.output<typeof timesheetSubmitSchema>;

/** POST /api/client-portal/{token}/timesheets/{id}/reject: the reason goes back to the contractor. */
export const timesheetRejectSchema = z
  .object({
    reason: z
      .string({ error: "Give the reason for rejecting" })
      .trim()
      .min(1, "Give the reason for rejecting")
      .max(TIMESHEET_REASON_MAX, `Reason is at most ${TIMESHEET_REASON_MAX} characters`),
  })
  .strict();

export interface TimesheetDayView {
  date: string;
  hours: number;
}

/** One version of a week. */
export interface TimesheetView {
  id: string;
  assignmentId: string;
  weekStart: string;
  version: number;
  status: TimesheetStatus;
  /** Monday to Sunday. */
  days: TimesheetDayView[];
  regularHours: number;
  overtimeHours: number;
  note: string | null;
  correctionNote: string | null;
  rejectionReason: string | null;
  submittedAt: string;
  decidedAt: string | null;
}

/** A week as the approver reads it in the client portal. */
export interface PortalTimesheetView extends TimesheetView {
  contractorName: string;
  jobTitle: string | null;
}

/** What the timesheet routes answer (worker/contract/api.ts). */
export interface TimesheetAnswers {
  "GET /api/admin/assignments/:id/timesheets": TimesheetView[];
  "POST /api/admin/assignments/:id/timesheets/:weekStart/link": { url: string };
  "POST /api/timesheets/:token": TimesheetView;
  "GET /api/client-portal/:token/timesheets": PortalTimesheetView[];
  "POST /api/client-portal/:token/timesheets/:id/approve": PortalTimesheetView;
  "POST /api/client-portal/:token/timesheets/:id/reject": PortalTimesheetView;
}
