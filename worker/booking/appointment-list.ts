import { and, asc, count, eq, gte, lt, or, type SQL } from "drizzle-orm";
import type { AppointmentListItem, AppointmentListQuery } from "../contract/appointments";
import { BOOKING_RULES } from "../contract/booking";
import { addDays, startOfZonedDay } from "../contract/time-zone";
import type { Db } from "../db/client";
import { contains } from "../db/contains";
import { bookingAppointments, bookingTypes } from "../db/schema";
import { appointmentListItem } from "./appointment-detail";

/** Staff's list and agenda of appointments (issue 18): filters, paging and the total, ordered by start. */

function whereOf(query: AppointmentListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.status) conditions.push(eq(bookingAppointments.status, query.status));
  if (query.typeId) conditions.push(eq(bookingAppointments.bookingTypeId, query.typeId));
  // Business-zone days, both included: "to" takes its whole day.
  if (query.from)
    conditions.push(
      gte(bookingAppointments.appointmentDate, new Date(startOfZonedDay(query.from, BOOKING_RULES.timeZone))),
    );
  if (query.to)
    conditions.push(
      lt(bookingAppointments.appointmentDate, new Date(startOfZonedDay(addDays(query.to, 1), BOOKING_RULES.timeZone))),
    );
  if (query.q) {
    conditions.push(
      or(
        contains(bookingAppointments.bookerName, query.q),
        contains(bookingAppointments.bookerEmail, query.q),
        contains(bookingAppointments.bookerCompany, query.q),
      ),
    );
  }
  return and(...conditions);
}

/** One page of appointments matching the filters, earliest start first, and how many match in all. */
export async function listAppointments(
  db: Db,
  query: AppointmentListQuery,
): Promise<{ rows: AppointmentListItem[]; total: number }> {
  const where = whereOf(query);
  const [rows, [total]] = await db.batch([
    db
      .select({
        id: bookingAppointments.id,
        status: bookingAppointments.status,
        bookingTypeId: bookingAppointments.bookingTypeId,
        appointmentDate: bookingAppointments.appointmentDate,
        endsAt: bookingAppointments.endsAt,
        bookerName: bookingAppointments.bookerName,
        bookerEmail: bookingAppointments.bookerEmail,
        bookerCompany: bookingAppointments.bookerCompany,
        meetingLocation: bookingAppointments.meetingLocation,
        typeName: bookingTypes.name,
        typeColor: bookingTypes.color,
      })
      .from(bookingAppointments)
      .innerJoin(bookingTypes, eq(bookingTypes.id, bookingAppointments.bookingTypeId))
      .where(where)
      .orderBy(asc(bookingAppointments.appointmentDate), asc(bookingAppointments.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(bookingAppointments).where(where),
  ]);
  return { rows: rows.map(appointmentListItem), total: total?.value ?? 0 };
}
