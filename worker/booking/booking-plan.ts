import { type AppointmentView, BOOKING_MESSAGES, BOOKING_RULES, meetingLocationMessage } from "../contract/booking";
import type { BookingRequest } from "../contract/booking-request";
import { normalizePhone } from "../contract/normalize";
import { zonedDate } from "../contract/time-zone";
import { createDb, type Db } from "../db/client";
import { chosenSlot } from "../domain/appointment-rules";
import { randomLinkToken } from "../domain/link-token";
import { validationError } from "../http/errors";
import { appointmentView } from "./appointment-view";
import { daySlotsFor, findActiveType, slotRefused } from "./slot-store";

/**
 * A booking request checked as booking checks it, before anything is written: what the booking (./appointment-store.ts)
 * stores, and what the honeypot answers a trapped one.
 */

/**
 * What a booking request would make, checked as booking checks it (an active type, an offered location, a slot that
 * is offered and free): the appointment row and the booker's view. Nothing is written.
 */
export async function plannedBooking(db: Db, body: BookingRequest, now: Date, meetingRoomBase: string | undefined) {
  const type = await findActiveType(db, body.bookingTypeId);
  if (!type) throw validationError([{ path: "bookingTypeId", message: BOOKING_MESSAGES.bookingTypeId }]);
  if (!type.locationOptions.includes(body.meetingLocation)) {
    throw validationError([{ path: "meetingLocation", message: meetingLocationMessage(type.locationOptions) }]);
  }

  const start = new Date(body.appointmentDate);
  const slots = await daySlotsFor(db, type, zonedDate(start.getTime(), BOOKING_RULES.timeZone), now);
  const { slot, refusal } = chosenSlot(slots, start);
  if (refusal) throw slotRefused(refusal, "appointmentDate");

  const meetingLink =
    body.meetingLocation === "virtual" && meetingRoomBase
      ? `${meetingRoomBase}TalentPartners-${randomLinkToken(12)}`
      : null;
  const appointment = {
    id: crypto.randomUUID(),
    bookingTypeId: type.id,
    bookerName: body.bookerName,
    bookerEmail: body.bookerEmail,
    bookerPhone: body.bookerPhone ? normalizePhone(body.bookerPhone) : null,
    smsConsent: body.smsConsent,
    bookerCompany: body.bookerCompany ?? null,
    bookerNotes: body.bookerNotes ?? null,
    start: slot.start,
    end: slot.end,
    duration: type.duration,
    bufferBefore: type.bufferBefore,
    bufferTime: type.bufferTime,
    timeZone: body.timeZone,
    status: type.autoConfirm ? ("confirmed" as const) : ("scheduled" as const),
    meetingLocation: body.meetingLocation,
    meetingLink,
    leadId: crypto.randomUUID(),
    manageToken: randomLinkToken(),
    now,
  };
  const view = appointmentView(
    { ...appointment, appointmentDate: slot.start, endsAt: slot.end, cancelledAt: null },
    type,
    now,
  );
  return { type, slot, appointment, view };
}

/**
 * The honeypot's answer to a trapped booking: the view a real booking of that slot would answer, after the same
 * checks (a bad request gets the same refusal), with nothing stored and no message sent.
 */
export async function decoyBooking(
  d1: D1Database,
  body: BookingRequest,
  options: { now: Date; meetingRoomBase: string | undefined },
): Promise<AppointmentView> {
  return (await plannedBooking(createDb(d1), body, options.now, options.meetingRoomBase)).view;
}
