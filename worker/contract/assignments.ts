import type { StaffRef } from "./application-pipeline";
import {
  ASSIGNMENT_STATUSES,
  type AssignmentStatus,
  DEFAULT_OVERTIME_MULTIPLIER,
  ENGAGEMENT_TYPES,
  type EngagementType,
} from "./assignment-enums";
import { isCalendarDate, isTimeZone } from "./time-zone";
import { pagingFields, z } from "./zod";

/** Contract staffing's assignments (issue 48 item 1), shared by the Worker's validators and the back office. */

export const ENGAGEMENT_TYPE_LABELS: Readonly<Record<EngagementType, string>> = {
  w2: "W-2",
  "1099": "1099",
  corp_to_corp: "Corp-to-corp",
};

export const ASSIGNMENT_STATUS_LABELS: Readonly<Record<AssignmentStatus, string>> = {
  upcoming: "Upcoming",
  active: "Active",
  ended_early: "Ended early",
  completed: "Completed",
  converted_to_hire: "Converted to hire",
};

export const ASSIGNMENT_TIMESHEET_FILTERS = ["missing", "waiting"] as const;
export type AssignmentTimesheetFilter = (typeof ASSIGNMENT_TIMESHEET_FILTERS)[number];

export const ASSIGNMENTS_PAGE_DEFAULT = 25;
export const ASSIGNMENTS_PAGE_MAX = 100;
/** An hourly rate above this is a typing error. */
export const RATE_MAX = 10_000;
export const NOTE_MAX = 2_000;

const calendarDate = (label: string) =>
  z.string({ error: `${label} is required` }).refine(isCalendarDate, `${label} must be a date as YYYY-MM-DD`);

/** An hourly rate in US dollars with at most two decimals (stored as cents). */
const dollarsPerHour = (label: string) =>
  z
    .number({ error: `${label} must be a number of US dollars per hour` })
    .positive(`${label} must be more than 0`)
    .max(RATE_MAX, `${label} must be at most ${RATE_MAX}`)
    .refine((value) => Number.isInteger(Math.round(value * 100 * 1000) / 1000), `${label} has at most two decimals`);

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is at most ${max} characters`);

const id = (label: string) => text(label, 64);

const timeZone = z
  .string({ error: "Time zone is required" })
  .refine(isTimeZone, "Time zone must be an IANA time zone such as America/Chicago");

const engagementType = z.enum(ENGAGEMENT_TYPES, {
  error: `Engagement type must be one of: ${ENGAGEMENT_TYPES.join(", ")}`,
});

const overtimeMultiplier = z
  .number({ error: "Overtime multiplier must be a number" })
  .min(1, "Overtime multiplier must be at least 1")
  .max(3, "Overtime multiplier must be at most 3");

const workLocation = z
  .string({ error: "Work location must be text" })
  .trim()
  .max(200, "Work location is at most 200 characters");

const confirmLoss = z.boolean({ error: "Confirm loss must be true or false" }).optional();

const LOSS_MESSAGE = "Pay rate is above the bill rate: send confirmLoss: true to record a loss";

/** POST /api/admin/assignments: rates are US dollars per hour; pay above bill is refused unless confirmLoss. */
export const assignmentCreateSchema = z
  .object({
    applicationId: id("Application id"),
    startDate: calendarDate("Start date"),
    endDate: calendarDate("End date"),
    billRate: dollarsPerHour("Bill rate"),
    payRate: dollarsPerHour("Pay rate"),
    approverContactId: id("Approver contact id"),
    engagementType,
    timeZone,
    workLocation: workLocation.optional(),
    overtimeMultiplier: overtimeMultiplier.default(DEFAULT_OVERTIME_MULTIPLIER),
    confirmLoss,
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.endDate < input.startDate)
      ctx.addIssue({ code: "custom", path: ["endDate"], message: "End date must be on or after the start date" });
    if (input.payRate > input.billRate && input.confirmLoss !== true)
      ctx.addIssue({ code: "custom", path: ["payRate"], message: LOSS_MESSAGE });
  });
export type AssignmentCreate = z.input<typeof assignmentCreateSchema>;
export type AssignmentCreateInput = z.output<typeof assignmentCreateSchema>;

/** A new rate period: the rates from a day on (the earlier periods are kept). */
const ratesSchema = z
  .object({ from: calendarDate("From"), billRate: dollarsPerHour("Bill rate"), payRate: dollarsPerHour("Pay rate") })
  .strict();

/**
 * PATCH /api/admin/assignments/{id}: only the fields named change. `extend` moves the planned end later with a note;
 * `endEarly` records the last day and why; `rates` adds a rate period from a day (decision 099).
 */
export const assignmentUpdateSchema = z
  .object({
    approverContactId: id("Approver contact id").optional(),
    engagementType: engagementType.optional(),
    timeZone: timeZone.optional(),
    workLocation: workLocation.nullable().optional(),
    overtimeMultiplier: overtimeMultiplier.optional(),
    extend: z
      .object({ endDate: calendarDate("End date"), note: text("Note", NOTE_MAX) })
      .strict()
      .optional(),
    endEarly: z
      .object({ lastDay: calendarDate("Last day"), reason: text("Reason", NOTE_MAX) })
      .strict()
      .optional(),
    rates: ratesSchema.optional(),
    confirmLoss,
  })
  .strict()
  .superRefine((input, ctx) => {
    const named = Object.entries(input).filter(([key, value]) => key !== "confirmLoss" && value !== undefined);
    if (named.length === 0) ctx.addIssue({ code: "custom", path: [], message: "Name at least one field to change" });
    if (input.extend && input.endEarly)
      ctx.addIssue({ code: "custom", path: ["endEarly"], message: "Extend or end early, not both at once" });
    if (input.rates && input.rates.payRate > input.rates.billRate && input.confirmLoss !== true)
      ctx.addIssue({ code: "custom", path: ["rates", "payRate"], message: LOSS_MESSAGE });
  });
export type AssignmentUpdate = z.input<typeof assignmentUpdateSchema>;
export type AssignmentUpdateInput = z.output<typeof assignmentUpdateSchema>;

const optionalId = (label: string) => z.string().trim().max(64, `${label} must be at most 64 characters`).optional();

/** Query of GET /api/admin/assignments: each filter optional, all in the URL. */
export const assignmentListQuerySchema = z.object({
  status: z
    .union([
      z.literal(""),
      z.enum(ASSIGNMENT_STATUSES, { error: `Status must be one of: ${ASSIGNMENT_STATUSES.join(", ")}` }),
    ])
    .optional(),
  clientId: optionalId("Client id"),
  candidateId: optionalId("Candidate id"),
  /** Planned to end before this day (the day itself excluded), for the calls to extend or redeploy. */
  endingBefore: z.union([z.literal(""), calendarDate("Ending before")]).optional(),
  /** Working some day from `workingFrom` to `workingTo` (both included): the desk's "working this week". */
  workingFrom: z.union([z.literal(""), calendarDate("Working from")]).optional(),
  workingTo: z.union([z.literal(""), calendarDate("Working to")]).optional(),
  /**
   * "missing": working the week of `week` (a Monday; last week by default) with no hours sent for it; "waiting": a
   * week whose latest version waits for the approver.
   */
  timesheet: z
    .union([
      z.literal(""),
      z.enum(ASSIGNMENT_TIMESHEET_FILTERS, {
        error: `Timesheet must be one of: ${ASSIGNMENT_TIMESHEET_FILTERS.join(", ")}`,
      }),
    ])
    .optional(),
  week: z.union([z.literal(""), calendarDate("Week")]).optional(),
  ...pagingFields(ASSIGNMENTS_PAGE_DEFAULT, ASSIGNMENTS_PAGE_MAX),
});
export type AssignmentListQuery = z.output<typeof assignmentListQuerySchema>;

/** Rates from a day on, in US dollars per hour; margin and markup computed from them. */
export interface RatePeriodView {
  from: string;
  billRate: number;
  payRate: number;
  marginPerHour: number;
  /** Margin as a percent of the pay rate, two decimals. */
  markupPercent: number | null;
}

export interface ExtensionView {
  previousEndDate: string;
  endDate: string;
  note: string;
  extendedBy: StaffRef | null;
  createdAt: string;
}

export interface AssignmentView {
  id: string;
  applicationId: string;
  candidateId: string | null;
  candidateName: string;
  clientId: string;
  clientName: string;
  jobId: string | null;
  jobTitle: string | null;
  startDate: string;
  endDate: string;
  status: AssignmentStatus;
  endedOn: string | null;
  endReason: string | null;
  /** The rates of today (before the start, the first period's). */
  billRate: number;
  payRate: number;
  marginPerHour: number;
  markupPercent: number | null;
  overtimeMultiplier: number;
  overtimeAfterHours: number;
  workLocation: string | null;
  timeZone: string;
  engagementType: EngagementType;
  approver: { id: string; name: string; email: string | null } | null;
  /** Every rate period, the earliest first. */
  ratePeriods: RatePeriodView[];
  /** Every extension, the earliest first. */
  extensions: ExtensionView[];
  createdBy: StaffRef | null;
  createdAt: string;
}

/**
 * A new assignment, with the approver's client-portal link (made for this answer: only its hash is stored, so no
 * later read can show it again).
 */
export type AssignmentCreated = AssignmentView & { approverPortalUrl: string };

/** A changed assignment; a new approver's client-portal link when the approver changed, null otherwise. */
export type AssignmentChanged = AssignmentView & { approverPortalUrl: string | null };

/** What the assignment routes answer (worker/contract/api.ts). */
export interface AssignmentAnswers {
  "GET /api/admin/assignments": AssignmentView[];
  "POST /api/admin/assignments": AssignmentCreated;
  "GET /api/admin/assignments/:id": AssignmentView;
  "PATCH /api/admin/assignments/:id": AssignmentChanged;
}
