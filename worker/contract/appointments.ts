import {
  APPOINTMENT_STATUSES,
  type AppointmentEventAction,
  type AppointmentStatus,
  type DeliveryStatus,
} from "./enums";
import type { MeetingLocation } from "./site-enums";
import { NOTHING_TO_CHANGE, pagingFields, z } from "./zod";

/**
 * Staff's side of the consultant calendar (issue 18): the appointments list and agenda, one appointment with its
 * history, and what staff do to it. Shared by the Worker's validators and the back office.
 */

export const APPOINTMENT_STATUS_LABELS: Readonly<Record<AppointmentStatus, string>> = {
  scheduled: "Waiting for confirmation",
  confirmed: "Confirmed",
  cancelled: "Cancelled",
  completed: "Completed",
  no_show: "No-show",
};

export const APPOINTMENT_EVENT_LABELS: Readonly<Record<AppointmentEventAction, string>> = {
  booked: "Booked",
  rescheduled: "Moved",
  cancelled: "Cancelled",
  confirmed: "Confirmed",
  declined: "Declined",
  completed: "Marked completed",
  no_show: "Marked no-show",
};

export const APPOINTMENTS_PAGE_DEFAULT = 50;
export const APPOINTMENTS_PAGE_MAX = 200;
export const APPOINTMENT_REASON_MAX = 1000;

const isoDate = (label: string) =>
  z.union([z.literal(""), z.iso.date({ error: `${label} must be a date as YYYY-MM-DD` })]).optional();

/**
 * Query of GET /api/admin/appointments. `from` and `to` are business-zone days, both included; empty strings mean
 * "no filter". The agenda asks for a day or a week with the same query.
 */
export const appointmentListQuerySchema = z
  .object({
    from: isoDate("From"),
    to: isoDate("To"),
    status: z
      .union([
        z.literal(""),
        z.enum(APPOINTMENT_STATUSES, { error: `Status must be one of: ${APPOINTMENT_STATUSES.join(", ")}` }),
      ])
      .optional(),
    typeId: z.string().trim().max(64, "Type id must be at most 64 characters").optional(),
    q: z.string().trim().max(200, "Search must be at most 200 characters").optional(),
    ...pagingFields(APPOINTMENTS_PAGE_DEFAULT, APPOINTMENTS_PAGE_MAX),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ["to"],
    message: "To must be on or after From",
  });
export type AppointmentListQuery = z.infer<typeof appointmentListQuerySchema>;

/**
 * Body of POST /api/admin/appointments/:id/reschedule: the new start, an ISO instant. Staff may choose any time to
 * come, outside the published slots too; only a time another appointment holds is refused (decision 090).
 */
export const appointmentRescheduleSchema = z
  .object({ startTime: z.iso.datetime({ offset: true, error: "Start time must be a date and time" }) })
  .strict();

/**
 * Why a time staff chose lies outside the calendar, said when the move is made (it is not refused): a closure of the
 * firm or of the type that day, or a time outside the day's hours.
 */
export interface ScheduleWarning {
  code: "closure" | "outside_hours";
  message: string;
}

/** A staff move's answer: the appointment as it now is, and what about its new time is outside the calendar. */
export type AppointmentMoved = AppointmentDetail & { warnings: ScheduleWarning[] };

/** Body of POST /api/admin/appointments/:id/cancel: why, told to the booker. */
export const appointmentCancelSchema = z.object({
  reason: z
    .string({ error: "Reason is required" })
    .trim()
    .min(1, "Reason is required")
    .max(APPOINTMENT_REASON_MAX, `Reason must be at most ${APPOINTMENT_REASON_MAX} characters`),
});

/**
 * What staff can set by PATCH /api/admin/appointments/:id: confirm or decline a booking that waits for
 * confirmation, or mark one that has started completed or a no-show.
 */
export const APPOINTMENT_STAFF_STATUSES = ["confirmed", "declined", "completed", "no_show"] as const;
export type AppointmentStaffStatus = (typeof APPOINTMENT_STAFF_STATUSES)[number];

export const appointmentPatchSchema = z
  .object({
    status: z
      .enum(APPOINTMENT_STAFF_STATUSES, { error: `Status must be one of: ${APPOINTMENT_STAFF_STATUSES.join(", ")}` })
      .optional(),
    /** Required with "declined": told to the booker. */
    reason: z
      .string()
      .trim()
      .max(APPOINTMENT_REASON_MAX, `Reason must be at most ${APPOINTMENT_REASON_MAX} characters`)
      .optional(),
  })
  .refine((body) => body.status !== undefined, NOTHING_TO_CHANGE);

/** One row of the list and one block of the agenda. Times are ISO instants; the screen shows both zones. */
export interface AppointmentListItem {
  id: string;
  status: AppointmentStatus;
  typeId: string;
  typeName: string;
  typeColor: string;
  startsAt: string;
  endsAt: string;
  /** The business zone's wall-clock date and times ("yyyy-MM-dd", "HH:mm"). */
  date: string;
  startTime: string;
  endTime: string;
  bookerName: string;
  bookerEmail: string;
  bookerCompany: string | null;
  meetingLocation: MeetingLocation;
}

/** A history entry: who did what and when; a move names the start it left and the one it took. */
export interface AppointmentEventView {
  id: string;
  action: AppointmentEventAction;
  actorName: string;
  at: string;
  fromStart: string | null;
  toStart: string | null;
  reason: string | null;
}

/** A reminder or a booking email as the appointment page shows it. */
export interface AppointmentDeliveryView {
  id: string;
  kind: "email" | "sms";
  summary: string;
  status: DeliveryStatus;
  /** When it is due (a reminder's send time) or was sent. */
  dueAt: string | null;
  sentAt: string | null;
}

/** One appointment with everything staff see on its page. */
export interface AppointmentDetail extends AppointmentListItem {
  duration: number;
  /** The business zone and the booker's own zone, with the start's wall-clock time in the booker's zone. */
  timeZone: string;
  bookerTimeZone: string;
  bookerStartTime: string;
  bookerDate: string;
  bookerPhone: string | null;
  smsConsent: boolean;
  locationText: string;
  meetingLink: string | null;
  bookerNotes: string | null;
  /** Whether the type waits for staff to confirm (then "scheduled" means waiting). */
  needsConfirmation: boolean;
  cancelledAt: string | null;
  cancelReason: string | null;
  rescheduleCount: number;
  lead: { id: string; score: number; status: string } | null;
  candidateId: string | null;
  history: AppointmentEventView[];
  deliveries: AppointmentDeliveryView[];
}

/** What the staff appointment routes answer (worker/contract/api.ts). */
export interface AppointmentAnswers {
  "GET /api/admin/appointments": AppointmentListItem[];
  "GET /api/admin/appointments/:id": AppointmentDetail;
  "POST /api/admin/appointments/:id/reschedule": AppointmentMoved;
  "POST /api/admin/appointments/:id/cancel": AppointmentDetail;
  "PATCH /api/admin/appointments/:id": AppointmentDetail;
}
