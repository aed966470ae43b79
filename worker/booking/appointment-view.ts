import type { AppointmentView } from "../contract/booking";
import { BOOKING_RULES } from "../contract/booking";
import { COMPANY } from "../contract/company";
import { zonedDate, zonedTime } from "../contract/time-zone";
import type { BookingAppointment, BookingType } from "../db/schema";
import { guestChangeOptions } from "../domain/appointment-rules";

/** The booker's view of an appointment: the confirmation's body, the manage page and every email's facts. */

/** An appointment row with its manage token, which the booker's view and emails link to. */
export type AppointmentWithToken = BookingAppointment & { manageToken: string };

/** Where the meeting happens, in words for the booker. */
export function locationText(a: Pick<BookingAppointment, "meetingLocation" | "meetingLink" | "bookerPhone">): string {
  const { street, city, region, postalCode } = COMPANY.address;
  switch (a.meetingLocation) {
    case "office":
      return `In person at our office: ${street}, ${city}, ${region} ${postalCode}`;
    case "phone":
      return a.bookerPhone ? `Phone call: your consultant will call you at ${a.bookerPhone}` : "Phone call";
    default:
      return a.meetingLink
        ? `Video call: ${a.meetingLink}`
        : "Video call: your consultant will email you the meeting link before the call";
  }
}

/** The columns the booker's view is made of, and the manage token its links carry. */
export type AppointmentViewRow = Pick<
  AppointmentWithToken,
  | "id"
  | "status"
  | "appointmentDate"
  | "endsAt"
  | "timeZone"
  | "duration"
  | "meetingLocation"
  | "meetingLink"
  | "bookerPhone"
  | "bookerName"
  | "bookerEmail"
  | "manageToken"
  | "cancelledAt"
>;

/** The type's facts the booker's view shows. */
export type AppointmentViewType = Pick<
  BookingType,
  "id" | "name" | "price" | "allowRescheduling" | "guestChangeNoticeHours"
>;

/** The booker's view of an appointment at `now`: the 201 confirmation body and the manage page. */
export function appointmentView(a: AppointmentViewRow, type: AppointmentViewType, now: Date): AppointmentView {
  const zone = BOOKING_RULES.timeZone;
  const start = a.appointmentDate.getTime();
  const end = a.endsAt.getTime();
  const token = encodeURIComponent(a.manageToken);
  return {
    id: a.id,
    status: a.status,
    serviceName: type.name,
    startsAt: a.appointmentDate.toISOString(),
    endsAt: a.endsAt.toISOString(),
    timeZone: zone,
    date: zonedDate(start, zone),
    startTime: zonedTime(start, zone),
    endTime: zonedTime(end, zone),
    bookerTimeZone: a.timeZone,
    duration: a.duration,
    price: type.price,
    meetingLocation: a.meetingLocation,
    meetingLink: a.meetingLink,
    locationText: locationText(a),
    bookerName: a.bookerName,
    bookerEmail: a.bookerEmail,
    manageUrl: `/book/manage/${a.id}?token=${token}`,
    calendarUrl: `/api/booking/appointments/${a.id}.ics?token=${token}`,
    cancelledAt: a.cancelledAt ? a.cancelledAt.toISOString() : null,
    bookingTypeId: type.id,
    ...guestChangeOptions(a, type, now),
  };
}
