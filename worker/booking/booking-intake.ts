import type { BookingConfirmation } from "../contract/booking";
import type { BookingRequest } from "../contract/booking-request";
import { createDb } from "../db/client";
import { confirmationEmailState, dispatchDeliveries } from "../delivery/pipeline";
import { linkSealKey } from "../domain/link-token";
import type { Bindings } from "../env";
import { limitBody } from "../http/public-form";
import { rateLimitByIp } from "../http/rate-limit";
import { textingStatus } from "../sms/delivery";
import { bookAppointment } from "./appointment-store";
import { decoyBooking } from "./booking-plan";

/**
 * A booking received, whichever way it came: the JSON API the wizard calls with scripts (./routes.ts) or the details
 * form's native post to its /book address (worker/booking/book-form-post.ts). The guards and the use case are here
 * once, so both ways keep the same limits, check the slot with the same rule and store the same rows.
 */

/** A booking is a few short fields and notes of at most 2000 characters; anything far larger is not one. */
export const bookingBodyLimit = limitBody(16 * 1024, "The booking request is too large.");
/** Bookings from one IP: 20 per 10 minutes. */
export const bookingRateLimit = rateLimitByIp("booking", { limit: 20, windowMs: 10 * 60_000 });

type Ctx = Pick<ExecutionContext, "waitUntil">;

/**
 * Books the time (appointment-store.ts `bookAppointment`: the slot function's check, then the atomic
 * check-and-insert with its lead, consent, email, reminders), dispatches its deliveries, and answers the
 * confirmation with how its email is doing, said honestly.
 */
export async function receiveBooking(
  env: Bindings,
  ctx: Ctx,
  body: BookingRequest,
  options: { now: Date; origin: string },
): Promise<BookingConfirmation> {
  const db = createDb(env.DB);
  const { view, deliveryIds } = await bookAppointment(env.DB, body, {
    now: options.now,
    origin: options.origin,
    meetingRoomBase: env.MEETING_ROOM_BASE_URL,
    textsConfigured: (await textingStatus(env, db)).configured,
    linkKey: linkSealKey(env),
  });
  dispatchDeliveries(env, ctx, deliveryIds);
  return { ...view, confirmationEmail: confirmationEmailState(env) };
}

/**
 * What a trapped booking (the honeypot) is answered: the confirmation of the slot it asked for, after the same checks,
 * with nothing stored or sent, so a bot cannot tell it from a real booking.
 */
export async function decoyBookingConfirmation(
  env: Bindings,
  body: BookingRequest,
  now: Date,
): Promise<BookingConfirmation> {
  const view = await decoyBooking(env.DB, body, { now, meetingRoomBase: env.MEETING_ROOM_BASE_URL });
  return { ...view, confirmationEmail: confirmationEmailState(env) };
}
