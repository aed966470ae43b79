import { eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../db/client";
import { bookingAppointments, type Delivery } from "../db/schema";
import { REMINDER_RELATED_TYPE } from "./reminder-store";

/**
 * What a sent email changes on its appointment: its confirmation, or its reminder, is marked sent. The email kind
 * (worker/delivery-kinds.ts) runs it in the batch that records the email sent.
 */
export function bookingEmailSent(db: Db, delivery: Delivery): BatchItem<"sqlite">[] {
  if (!delivery.relatedId) return [];
  if (delivery.relatedType === "booking_appointment") {
    return [
      db
        .update(bookingAppointments)
        .set({ confirmationSent: true })
        .where(eq(bookingAppointments.id, delivery.relatedId)),
    ];
  }
  if (delivery.relatedType === REMINDER_RELATED_TYPE) {
    return [
      db.update(bookingAppointments).set({ reminderSent: true }).where(eq(bookingAppointments.id, delivery.relatedId)),
    ];
  }
  return [];
}
