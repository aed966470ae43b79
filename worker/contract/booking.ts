import { COMPANY } from "./company";
import type { ConfirmationEmailState } from "./deliveries";
import type { AppointmentStatus } from "./enums";
import { groupThousands } from "./plain-text";
import { DEFAULT_TIME_ZONE, type MeetingLocation } from "./site-enums";

/**
 * The booking API's contract, shared by the routes and the /book wizard: the spec's exact messages (public spec
 * section 5), the business rules, and the shapes of the answers. The request schemas are in booking-request.ts.
 */

/** Rules of the one consultant calendar (public spec section 9, issue 6). */
export const BOOKING_RULES = {
  /** The firm's business zone: availability windows, slot times and the wizard's dates are on its clock. */
  timeZone: DEFAULT_TIME_ZONE,
  /** How many days the wizard offers, counting today. */
  wizardDays: 30,
} as const;

/** The one `booking_settings` row: rules for every type at once (the overall daily cap). */
export const BOOKING_SETTINGS_ID = "default";

/**
 * How a recurring blocked time repeats (`booking_blocked_times.recurringPattern`): its wall-clock span in the
 * business zone is repeated every day, or every week on the same weekday, from its first occurrence on, with no
 * end. A row marked recurring with any other pattern blocks only its own dates.
 */
export const RECURRING_PATTERNS = ["daily", "weekly"] as const;
export type RecurringPattern = (typeof RECURRING_PATTERNS)[number];

export const BOOKING_MESSAGES = {
  bookingTypeId: "Please select a booking type",
  bookerName: "Name is required",
  bookerEmail: "Please enter a valid email",
  appointmentDate: "Please select a date and time",
  timeZone: "Please choose a valid time zone",
  meetingLocation: "Please choose virtual, office or phone",
  bookerPhoneForCall: "Please enter a phone number for a phone call",
  bookerPhoneInvalid: "Please enter a valid phone number",
  bookerPhoneForTexts: "Please enter a mobile number to get text messages",
  slotTaken: "That time was just taken. Please choose another time.",
  slotNotOffered: "That time is not available. Please choose another time.",
  bookingFailed: "Failed to book appointment",
  rescheduleNotAllowed: `This kind of appointment cannot be moved online. To change the time, please call us at ${COMPANY.phone} or write to ${COMPANY.email}.`,
  sameTime: "The appointment is already at that time. Please choose another time.",
} as const;

/**
 * Why the booker cannot move or cancel online any more: inside the type's notice for guest changes. Staff are not
 * bound by it; the booker is sent to them.
 */
export function guestChangeClosedMessage(noticeHours: number): string {
  return (
    `Online changes close ${noticeHours} hour${noticeHours === 1 ? "" : "s"} before the appointment. ` +
    `To move or cancel it now, please call us at ${COMPANY.phone} or write to ${COMPANY.email}.`
  );
}

/** The refusal of a meeting location the type does not offer, naming the ones it does. */
export function meetingLocationMessage(offered: readonly MeetingLocation[]): string {
  return `Please choose ${offered.join(" or ")} for this consultation`;
}

/** A booking type as the public site sees it (public spec section 3). */
export interface PublicBookingType {
  id: string;
  name: string;
  description: string | null;
  /** Minutes. */
  duration: number;
  /** Cents. */
  price: number;
  color: string;
  /** Where a meeting of this type can happen; the wizard offers only these. */
  locationOptions: MeetingLocation[];
}

/** One slot of a day: times on the business zone's clock, plus the exact instants to book it with. */
export interface TimeSlot {
  startTime: string;
  endTime: string;
  isAvailable: boolean;
  /** ISO instant of the start: what the wizard sends as `appointmentDate`. */
  startsAt: string;
  endsAt: string;
}

/**
 * Why a day cannot be booked (GET /api/booking/types/:id/days): closed (weekend, no hours that weekday, a closed
 * override or blocked times over every slot), full (a daily cap reached or every time taken), notice (every time
 * left starts within the minimum notice: today after hours), past, or too_far (beyond the type's days ahead).
 */
export const DAY_UNAVAILABLE_REASONS = ["closed", "full", "notice", "past", "too_far"] as const;
export type DayUnavailableReason = (typeof DAY_UNAVAILABLE_REASONS)[number];

/** The reasons as a visitor reads them beside a greyed-out day. */
export const DAY_UNAVAILABLE_LABELS: Record<DayUnavailableReason, string> = {
  closed: "closed",
  full: "fully booked",
  notice: "no times left",
  past: "past",
  too_far: "not open for booking yet",
};

/** Most days one days answer covers: two months. */
export const MAX_DAYS_PER_ANSWER = 62;

/** One day of a type's calendar: whether it has a free time by the slot rules, and if not, why. */
export interface BookingDay {
  /** "yyyy-MM-dd" in the business zone. */
  date: string;
  available: boolean;
  reason: DayUnavailableReason | null;
}

/** The appointment as its booker sees it: the 201 confirmation and the manage page. */
export interface AppointmentView {
  id: string;
  status: AppointmentStatus;
  serviceName: string;
  /** ISO instants. */
  startsAt: string;
  endsAt: string;
  /** The business zone and the wall-clock date and times there. */
  timeZone: string;
  date: string;
  startTime: string;
  endTime: string;
  /** The booker's own zone as sent with the booking. */
  bookerTimeZone: string;
  duration: number;
  /** Cents. */
  price: number;
  meetingLocation: MeetingLocation;
  /** A video room when one is configured (MEETING_ROOM_BASE_URL); otherwise the consultant sends one. */
  meetingLink: string | null;
  /** Human description of where the meeting happens. */
  locationText: string;
  bookerName: string;
  bookerEmail: string;
  /** Same-origin path of the manage page (holds the secret token). */
  manageUrl: string;
  /** Same-origin path of the calendar file. */
  calendarUrl: string;
  cancelledAt: string | null;
  /** Its type, whose free times a move may take. */
  bookingTypeId: string;
  /** What the booker may still do through the manage link, decided by the server's clock. */
  canCancel: boolean;
  canReschedule: boolean;
  /** Inside the notice for guest changes of a live, future appointment: why not, with the firm's contact. */
  changeNotice: string | null;
}

export interface BookingConfirmation extends AppointmentView {
  confirmationEmail: ConfirmationEmailState;
}

/** What the booking routes answer (worker/contract/api.ts); the calendar file is not JSON and not listed. */
export interface BookingAnswers {
  "GET /api/booking/types": PublicBookingType[];
  "GET /api/booking/types/:id/slots": TimeSlot[];
  "GET /api/booking/types/:id/days": BookingDay[];
  "POST /api/booking/appointments": BookingConfirmation;
  "GET /api/booking/appointments/:id/manage": AppointmentView;
  "POST /api/booking/appointments/:id/cancel": AppointmentView;
  "POST /api/booking/appointments/:id/reschedule": AppointmentView;
}

/** "Free" for 0, else whole dollars from cents ("$250", "$99.50"). */
export function formatPrice(cents: number): string {
  if (cents === 0) return "Free";
  const dollars = cents / 100;
  return Number.isInteger(dollars) ? `$${groupThousands(dollars)}` : `$${dollars.toFixed(2)}`;
}
