import { and, eq, isNotNull, or } from "drizzle-orm";
import type { AppointmentView } from "../contract/booking";
import type { Db } from "../db/client";
import { type BookingType, bookingAppointments, bookingTypes } from "../db/schema";
import { appointmentIcs } from "../domain/booking-email";
import { hashedLegacyTokens, hashLinkToken, LEGACY_TOKENS_BATCH, manageTokenOf } from "../domain/link-token";
import { ApiError } from "../http/errors";
import { type AppointmentWithToken, appointmentView } from "./appointment-view";

/**
 * The booker's manage link: an appointment found by its id and the link's unguessable token (stored hashed,
 * decision 078), what the link shows (the appointment, its calendar file), and the token sealed again for the
 * emails staff's changes send. The cron hashes the tokens stored before that decision.
 */

export const appointmentNotFound = () =>
  new ApiError(404, "not_found", "We could not find that appointment. Please check the link in your email.");

/** Whether a row's manage token is `token`: by its hash, or (before the cron hashed it) as stored (decision 078). */
async function holdsManageToken(token: string) {
  return or(
    eq(bookingAppointments.manageTokenHash, await hashLinkToken(token)),
    eq(bookingAppointments.legacyManageToken, token),
  );
}

/** An appointment with its type, found by id AND its manage token (a wrong token finds nothing). */
export async function findAppointmentByToken(
  db: Db,
  id: string,
  token: string,
): Promise<{ appointment: AppointmentWithToken; type: BookingType } | undefined> {
  const found = await db
    .select({ appointment: bookingAppointments, type: bookingTypes })
    .from(bookingAppointments)
    .innerJoin(bookingTypes, eq(bookingTypes.id, bookingAppointments.bookingTypeId))
    .where(and(eq(bookingAppointments.id, id), await holdsManageToken(token)))
    .get();
  return found && { appointment: { ...found.appointment, manageToken: token }, type: found.type };
}

/** The booker's view of appointment `id` through its manage link, or not found. */
export async function managedAppointment(db: Db, id: string, token: string, now: Date): Promise<AppointmentView> {
  const found = await findAppointmentByToken(db, id, token);
  if (!found) throw appointmentNotFound();
  return appointmentView(found.appointment, found.type, now);
}

/** The calendar file of appointment `id` through its manage link, at its current revision, or not found. */
export async function managedCalendarFile(
  db: Db,
  id: string,
  token: string,
  options: { now: Date; origin: string },
): Promise<string> {
  const found = await findAppointmentByToken(db, id, token);
  if (!found) throw appointmentNotFound();
  const { now, origin } = options;
  // The current revision: a file downloaded after a move replaces the one of the booking.
  return appointmentIcs(appointmentView(found.appointment, found.type, now), origin, now, found.appointment.sequence);
}

/**
 * The appointment a booker is moving (its id and manage token), when it is of this type: its own time and buffers
 * do not stand in the way of the times beside it. Only with the right token; anything else is the ordinary day.
 */
export async function movedAppointmentId(
  db: Db,
  typeId: string,
  appointment: string | undefined,
  token: string | undefined,
): Promise<string | undefined> {
  const moving = appointment && token ? await findAppointmentByToken(db, appointment, token) : undefined;
  return moving?.appointment.bookingTypeId === typeId ? moving.appointment.id : undefined;
}

/** An appointment with its type, by id (staff's changes), its manage token opened with `linkKey`. */
export async function findAppointmentWithType(
  db: Db,
  linkKey: string,
  id: string,
): Promise<{ appointment: AppointmentWithToken; type: BookingType } | undefined> {
  const found = await db
    .select({ appointment: bookingAppointments, type: bookingTypes })
    .from(bookingAppointments)
    .innerJoin(bookingTypes, eq(bookingTypes.id, bookingAppointments.bookingTypeId))
    .where(eq(bookingAppointments.id, id))
    .get();
  if (!found) return undefined;
  const manageToken = await manageTokenOf(linkKey, found.appointment);
  return { appointment: { ...found.appointment, manageToken }, type: found.type };
}

/** Hashes a batch of manage tokens stored before decision 078 (the cron); answers how many rows it changed. */
export async function hashLegacyManageTokens(db: Db, linkKey: string): Promise<number> {
  const rows = await db
    .select({ id: bookingAppointments.id, legacyManageToken: bookingAppointments.legacyManageToken })
    .from(bookingAppointments)
    .where(isNotNull(bookingAppointments.legacyManageToken))
    .limit(LEGACY_TOKENS_BATCH);
  // The hashes first: a query built in an async callback would run there (Drizzle's queries are thenables).
  const changes = await Promise.all(rows.map((row) => hashedLegacyTokens(linkKey, row)));
  const updates = rows.map((row, index) =>
    db
      .update(bookingAppointments)
      .set(changes[index]!)
      .where(
        and(eq(bookingAppointments.id, row.id), eq(bookingAppointments.legacyManageToken, row.legacyManageToken ?? "")),
      ),
  );
  if (updates.length > 0) await db.batch(updates as unknown as Parameters<typeof db.batch>[0]);
  return updates.length;
}
