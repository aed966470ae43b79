import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { existsCondition, insertWhere } from "../../worker/db/raw-batch";
import { bookingAppointmentEvents, bookingAppointments } from "../../worker/db/schema";

/** A conditional insert names its columns through the schema and stores values as Drizzle does (worker/db/raw-batch.ts). */

describe("insertWhere", () => {
  it("names the row's columns as the schema does and stores values as Drizzle does; an undefined one is left out", () => {
    const at = new Date(Date.UTC(2026, 10, 16, 15));
    const statement = existsCondition(
      insertWhere(
        bookingAppointmentEvents,
        { id: "e1", appointmentId: "a1", action: "booked", actorName: "Booker", toStart: at, reason: undefined },
        sql`exists (select 1 from ${bookingAppointments} where ${bookingAppointments.id} = ${"a1"})`,
      ),
    );
    expect(statement.sql).toBe(
      'insert into "booking_appointment_events" ("id", "appointment_id", "action", "actor_name", "to_start") ' +
        'select ?, ?, ?, ?, ? where exists (select 1 from "booking_appointments" where "booking_appointments"."id" = ?)',
    );
    expect(statement.params).toEqual(["e1", "a1", "booked", "Booker", at.getTime(), "a1"]);
  });

  it("stores a flag as 0 or 1", () => {
    const statement = existsCondition(insertWhere(bookingAppointments, { id: "a1", smsConsent: true }, sql`1`));
    expect(statement.params).toEqual(["a1", 1]);
  });
});
