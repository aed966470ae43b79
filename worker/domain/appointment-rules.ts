import type { AppointmentStaffStatus } from "../contract/appointments";
import { BOOKING_MESSAGES, guestChangeClosedMessage } from "../contract/booking";
import type { AppointmentStatus } from "../contract/enums";

/**
 * Who may change a booked appointment, and when. Pure: the appointment's status and start, its type's settings and
 * "now" are passed in. A refusal names its code and the sentence the person is told; the caller answers it (409).
 * Staff are bound only by what the appointment is (cancelled, over); the booker also by the type's notice for guest
 * changes and, for a move, by whether the type may be moved online at all.
 */

const HOUR_MS = 60 * 60 * 1000;

/** Statuses of an appointment that still holds its time and can be moved or cancelled. */
export const LIVE_STATUSES = ["scheduled", "confirmed"] as const satisfies readonly AppointmentStatus[];

/** Why a change is refused: the error code and the sentence the person is told. */
export interface ChangeRefusal {
  code:
    | "appointment_cancelled"
    | "appointment_past"
    | "appointment_not_started"
    | "inside_guest_notice"
    | "reschedule_not_allowed"
    | "not_awaiting_confirmation"
    | "status_unchanged";
  message: string;
}

/** What an appointment is, as the rules read it. */
export interface AppointmentState {
  status: AppointmentStatus;
  appointmentDate: Date;
}

/** The type's settings the rules read. */
export interface ChangeRulesType {
  allowRescheduling: boolean;
  autoConfirm: boolean;
  guestChangeNoticeHours: number;
}

/** Whether `start` is less than the type's notice for guest changes away from `now` (or already past). */
export function isWithinGuestChangeNotice(start: Date, noticeHours: number, now: Date): boolean {
  return start.getTime() - now.getTime() < noticeHours * HOUR_MS;
}

/**
 * Why the booker may not move or cancel through the manage link now, or null: inside the type's notice for guest
 * changes (staff are not bound by it). Only asked of a live appointment that has not started.
 */
export function guestChangeRefusal(
  start: Date,
  type: Pick<ChangeRulesType, "guestChangeNoticeHours">,
  now: Date,
): string | null {
  return isWithinGuestChangeNotice(start, type.guestChangeNoticeHours, now)
    ? guestChangeClosedMessage(type.guestChangeNoticeHours)
    : null;
}

/** Whether the appointment still holds a time to come: live and not yet started. */
export function isOpen(a: AppointmentState, now: Date): boolean {
  return (LIVE_STATUSES as readonly string[]).includes(a.status) && a.appointmentDate.getTime() > now.getTime();
}

/** What the booker's manage page offers at `now`, and the notice that closed it if it is closed by the notice. */
export function guestChangeOptions(
  a: AppointmentState,
  type: Pick<ChangeRulesType, "allowRescheduling" | "guestChangeNoticeHours">,
  now: Date,
): { canCancel: boolean; canReschedule: boolean; changeNotice: string | null } {
  const open = isOpen(a, now);
  const changeNotice = open ? guestChangeRefusal(a.appointmentDate, type, now) : null;
  return {
    canCancel: open && changeNotice === null,
    canReschedule: open && changeNotice === null && type.allowRescheduling,
    changeNotice,
  };
}

/** Refuses any change, staff's too, to an appointment that no longer holds its time: cancelled, marked or started. */
export function closedToChange(a: AppointmentState, now: Date, verb: "moved" | "cancelled"): ChangeRefusal | null {
  if (a.status === "cancelled")
    return { code: "appointment_cancelled", message: `This appointment is cancelled and can no longer be ${verb}.` };
  if (a.appointmentDate.getTime() <= now.getTime() || a.status === "completed" || a.status === "no_show") {
    return {
      code: "appointment_past",
      message: `This appointment has already taken place and can no longer be ${verb}.`,
    };
  }
  return null;
}

/** The booker's notice for guest changes as a refusal. */
function insideGuestNotice(a: AppointmentState, type: ChangeRulesType, now: Date): ChangeRefusal | null {
  const message = guestChangeRefusal(a.appointmentDate, type, now);
  return message ? { code: "inside_guest_notice", message } : null;
}

/** Why the booker may not move the appointment through the manage link now, or null. */
export function guestMoveRefusal(a: AppointmentState, type: ChangeRulesType, now: Date): ChangeRefusal | null {
  const closed = closedToChange(a, now, "moved");
  if (closed) return closed;
  if (!type.allowRescheduling)
    return { code: "reschedule_not_allowed", message: BOOKING_MESSAGES.rescheduleNotAllowed };
  return insideGuestNotice(a, type, now);
}

/**
 * Why the booker may not cancel through the manage link now, or null. An appointment cancelled already is no
 * refusal for the booker (cancelling twice answers it again); the caller checks that first.
 */
export function guestCancelRefusal(a: AppointmentState, type: ChangeRulesType, now: Date): ChangeRefusal | null {
  return closedToChange(a, now, "cancelled") ?? insideGuestNotice(a, type, now);
}

/** Whether the booking waits for staff to confirm or decline it: its type needs that and nobody has yet. */
export function isAwaitingConfirmation(
  a: Pick<AppointmentState, "status">,
  type: Pick<ChangeRulesType, "autoConfirm">,
) {
  return a.status === "scheduled" && !type.autoConfirm;
}

/** Why staff may not cancel (or, `declined`, decline) the appointment now, or null. */
export function staffCancelRefusal(
  a: AppointmentState,
  type: ChangeRulesType,
  now: Date,
  declined: boolean,
): ChangeRefusal | null {
  const closed = closedToChange(a, now, "cancelled");
  if (closed) return closed;
  if (declined && !isAwaitingConfirmation(a, type)) {
    return {
      code: "not_awaiting_confirmation",
      message: "Only a booking that is waiting for confirmation can be declined.",
    };
  }
  return null;
}

/**
 * Why staff may not set `status` now, or null: a confirm needs a booking waiting for one that has not started; a
 * mark (completed, no-show) needs one that has started, is not cancelled and is not marked so already. A decline is
 * a cancel (staffCancelRefusal).
 */
export function staffStatusRefusal(
  a: AppointmentState,
  type: ChangeRulesType,
  status: Exclude<AppointmentStaffStatus, "declined">,
  now: Date,
): ChangeRefusal | null {
  if (status === "confirmed") {
    if (!isAwaitingConfirmation(a, type)) {
      return {
        code: "not_awaiting_confirmation",
        message: "Only a booking that is waiting for confirmation can be confirmed.",
      };
    }
    if (a.appointmentDate.getTime() <= now.getTime()) {
      return {
        code: "appointment_past",
        message: "This appointment has already taken place and can no longer be confirmed.",
      };
    }
    return null;
  }
  const marked = status === "completed" ? "completed" : "a no-show";
  if (a.status === "cancelled")
    return { code: "appointment_cancelled", message: `A cancelled appointment cannot be marked ${marked}.` };
  if (a.appointmentDate.getTime() > now.getTime()) {
    return {
      code: "appointment_not_started",
      message: "An appointment can be marked completed or a no-show only once it has started.",
    };
  }
  if (a.status === status)
    return { code: "status_unchanged", message: `This appointment is marked ${marked} already.` };
  return null;
}

/** The booker's number for texts about the appointment: with their consent and a phone, and a text service set up. */
export function textNumberOf(
  a: { smsConsent: boolean; bookerPhone: string | null },
  textsConfigured: boolean,
): string | null {
  return a.smsConsent && a.bookerPhone && textsConfigured ? a.bookerPhone : null;
}

/**
 * The slot a booker chose (by its start) among a day's slots: booked and moved to only if the slot function offers it
 * as available. Otherwise why not: taken (someone holds it) or never offered (closed, full, too soon, off the grid).
 */
export function chosenSlot<S extends { start: Date; status: string }>(
  slots: readonly S[],
  start: Date,
): { slot: S; refusal: null } | { slot: null; refusal: "slot_taken" | "slot_not_offered" } {
  const slot = slots.find((s) => s.start.getTime() === start.getTime());
  if (slot?.status === "available") return { slot, refusal: null };
  return { slot: null, refusal: slot?.status === "booked" ? "slot_taken" : "slot_not_offered" };
}
