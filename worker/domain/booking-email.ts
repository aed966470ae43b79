import type { AppointmentView } from "../contract/booking";
import { COMPANY } from "../contract/company";
import { formatClockTime, formatLongDate, zoneLabel } from "../contract/time-zone";
import { buildIcs } from "./ics";

/** The calendar file and the confirmation email of a booking, from the booker's view of it. Pure. */

const mailDomain = COMPANY.email.split("@")[1];

/** "March 9, 2026, 9:00 AM - 9:45 AM ET", plus the booker's own clock when it differs. */
export function whenText(view: AppointmentView): string {
  const start = Date.parse(view.startsAt);
  const end = Date.parse(view.endsAt);
  const business = `${formatLongDate(start, view.timeZone)}, ${formatClockTime(start, view.timeZone)} - ${formatClockTime(end, view.timeZone)} ${zoneLabel(start, view.timeZone)}`;
  const own = `${formatClockTime(start, view.bookerTimeZone)} - ${formatClockTime(end, view.bookerTimeZone)}`;
  const sameClock = own === `${formatClockTime(start, view.timeZone)} - ${formatClockTime(end, view.timeZone)}`;
  return sameClock ? business : `${business} (${own} ${zoneLabel(start, view.bookerTimeZone)}, your time)`;
}

/**
 * The .ics of the appointment; `origin` makes the manage link absolute. `sequence` is the appointment's calendar
 * revision (booking_appointments.sequence): the same UID with a higher SEQUENCE replaces the copy a calendar holds.
 */
export function appointmentIcs(view: AppointmentView, origin: string, stamp: Date, sequence: number): string {
  const manageLink = `${origin}${view.manageUrl}`;
  return buildIcs({
    uid: `${view.id}@${mailDomain}`,
    stamp,
    start: new Date(view.startsAt),
    end: new Date(view.endsAt),
    summary: `${view.serviceName} with ${COMPANY.shortName}`,
    description: [
      `Your ${view.serviceName} (${view.duration} min) with ${COMPANY.name}.`,
      view.locationText,
      `Manage or cancel: ${manageLink}`,
      `Questions: ${COMPANY.email} or ${COMPANY.phone}`,
    ].join("\n"),
    location: view.meetingLink ?? view.locationText,
    organizer: { name: COMPANY.name, email: COMPANY.email },
    attendees: [{ name: view.bookerName, email: view.bookerEmail }],
    url: manageLink,
    sequence,
    cancelled: view.status === "cancelled",
    tentative: view.status === "scheduled",
  });
}

/** Subject and plain-text body of the confirmation email. */
export function confirmationEmail(view: AppointmentView, origin: string): { subject: string; text: string } {
  const start = Date.parse(view.startsAt);
  return {
    subject: `Booking confirmed: ${view.serviceName} on ${formatLongDate(start, view.timeZone)} at ${formatClockTime(start, view.timeZone)} ${zoneLabel(start, view.timeZone)}`,
    text: [
      `Hello ${view.bookerName},`,
      "",
      `Your ${view.serviceName} with ${COMPANY.name} is booked.`,
      "",
      `When: ${whenText(view)}`,
      `Length: ${view.duration} minutes`,
      `Where: ${view.locationText}`,
      "",
      "The calendar file is attached. To cancel or download it again, use your personal link:",
      `${origin}${view.manageUrl}`,
      "",
      `Questions? Write to ${COMPANY.email} or call ${COMPANY.phone}.`,
      "",
      COMPANY.name,
    ].join("\n"),
  };
}

/**
 * The text-message confirmation (sent only with the booker's consent): short, with the manage link and the
 * opt-out words carriers require.
 */
export function confirmationText(view: AppointmentView, origin: string): string {
  const start = Date.parse(view.startsAt);
  return (
    `${COMPANY.name}: your ${view.serviceName} is booked for ${formatLongDate(start, view.timeZone)} at ` +
    `${formatClockTime(start, view.timeZone)} ${zoneLabel(start, view.timeZone)}. Manage or cancel: ${origin}${view.manageUrl} ` +
    "Reply STOP to opt out."
  );
}

/** "November 16, 2026 at 10:00 AM ET": a start in the business zone, for subjects. */
function startText(view: Pick<AppointmentView, "startsAt" | "timeZone">): string {
  const start = Date.parse(view.startsAt);
  return `${formatLongDate(start, view.timeZone)} at ${formatClockTime(start, view.timeZone)} ${zoneLabel(start, view.timeZone)}`;
}

/**
 * Who cancelled, and why: the booker through the manage link, or staff with the reason the booker is told (a
 * decline is staff's "no" to a booking that waited for confirmation).
 */
export type CancelCause = { by: "booker" } | { by: "staff"; reason: string; declined: boolean };

/** Subject and plain-text body of the email about a cancellation (its .ics removes the calendar entry). */
export function cancellationEmail(
  view: AppointmentView,
  origin: string,
  cause: CancelCause = { by: "booker" },
): { subject: string; text: string } {
  const yours = `your ${view.serviceName} with ${COMPANY.name} on ${whenText(view)}`;
  const lines =
    cause.by === "booker"
      ? [`Y${yours.slice(1)} is cancelled, as you asked.`]
      : [
          `We are sorry: we ${cause.declined ? "cannot confirm" : "had to cancel"} ${yours}.`,
          `Reason: ${cause.reason}`,
        ];
  return {
    subject: `${cause.by === "staff" && cause.declined ? "Not confirmed" : "Cancelled"}: ${view.serviceName} on ${startText(view)}`,
    text: [
      `Hello ${view.bookerName},`,
      "",
      ...lines,
      "The attached calendar file removes it from your calendar.",
      "",
      `To book another time: ${origin}/book`,
      `Questions? Write to ${COMPANY.email} or call ${COMPANY.phone}.`,
      "",
      COMPANY.name,
    ].join("\n"),
  };
}

/** Subject and plain-text body of the email telling the booker their appointment moved; the .ics replaces the old one. */
export function rescheduleEmail(
  view: AppointmentView,
  previous: Pick<AppointmentView, "startsAt" | "timeZone">,
  origin: string,
): { subject: string; text: string } {
  return {
    subject: `Moved: ${view.serviceName} is now on ${startText(view)}`,
    text: [
      `Hello ${view.bookerName},`,
      "",
      `Your ${view.serviceName} with ${COMPANY.name} has moved.`,
      "",
      `New time: ${whenText(view)}`,
      `Was: ${startText(previous)}`,
      `Where: ${view.locationText}`,
      "",
      "The attached calendar file updates the entry in your calendar. To manage it, use your personal link:",
      `${origin}${view.manageUrl}`,
      "",
      `Questions? Write to ${COMPANY.email} or call ${COMPANY.phone}.`,
      "",
      COMPANY.name,
    ].join("\n"),
  };
}

/** "in 24 hours", "in 1 hour": how far ahead a reminder is sent. */
function leadText(hours: number): string {
  return `in ${hours} hour${hours === 1 ? "" : "s"}`;
}

/** Subject and plain-text body of a reminder email sent `hours` before the start. */
export function reminderEmail(view: AppointmentView, hours: number, origin: string): { subject: string; text: string } {
  return {
    subject: `Reminder: ${view.serviceName} ${leadText(hours)}, ${startText(view)}`,
    text: [
      `Hello ${view.bookerName},`,
      "",
      `A reminder: your ${view.serviceName} with ${COMPANY.name} starts ${leadText(hours)}.`,
      "",
      `When: ${whenText(view)}`,
      `Where: ${view.locationText}`,
      "",
      "To move or cancel it, use your personal link:",
      `${origin}${view.manageUrl}`,
      "",
      `Questions? Write to ${COMPANY.email} or call ${COMPANY.phone}.`,
      "",
      COMPANY.name,
    ].join("\n"),
  };
}

/** The text-message reminder (only with the booker's consent), with the manage link and the opt-out words. */
export function reminderText(view: AppointmentView, hours: number, origin: string): string {
  return `${COMPANY.name}: reminder, your ${view.serviceName} starts ${leadText(hours)}, ${startText(view)}. Manage: ${origin}${view.manageUrl} Reply STOP to opt out.`;
}
