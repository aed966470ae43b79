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

/** The .ics of the appointment; `origin` makes the manage link absolute. */
export function appointmentIcs(view: AppointmentView, origin: string, stamp: Date): string {
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
    attendee: { name: view.bookerName, email: view.bookerEmail },
    url: manageLink,
    cancelled: view.status === "cancelled",
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

/** Subject and plain-text body of the email confirming a cancellation (its .ics removes the calendar entry). */
export function cancellationEmail(view: AppointmentView, origin: string): { subject: string; text: string } {
  const start = Date.parse(view.startsAt);
  return {
    subject: `Cancelled: ${view.serviceName} on ${formatLongDate(start, view.timeZone)} at ${formatClockTime(start, view.timeZone)} ${zoneLabel(start, view.timeZone)}`,
    text: [
      `Hello ${view.bookerName},`,
      "",
      `Your ${view.serviceName} with ${COMPANY.name} on ${whenText(view)} is cancelled, as you asked.`,
      "The attached calendar file removes it from your calendar.",
      "",
      `To book another time: ${origin}/book`,
      `Questions? Write to ${COMPANY.email} or call ${COMPANY.phone}.`,
      "",
      COMPANY.name,
    ].join("\n"),
  };
}
