import { and, eq, sql } from "drizzle-orm";
import type { AppointmentStaffStatus } from "../contract/appointments";
import { createDb } from "../db/client";
import { asD1Statement, existsCondition } from "../db/raw-batch";
import { bookingAppointments } from "../db/schema";
import { queueDeliveryWhere } from "../delivery/pipeline";
import { staffStatusRefusal } from "../domain/appointment-rules";
import { appointmentIcs, confirmationEmail } from "../domain/booking-email";
import { validationError } from "../http/errors";
import { appointmentView } from "./appointment-view";
import { cancelAppointment } from "./cancel-store";
import {
  bookingEmail,
  type ChangeBy,
  type ChangeOptions,
  changedMeanwhile,
  happened,
  ifHappened,
  insertEvent,
  type LoadedAppointment,
  refuse,
  staffLog,
  unchanged,
} from "./change-batch";

/**
 * Staff's status change: confirm or decline a booking waiting for confirmation (its type needs one), or mark one that
 * has started completed or a no-show. A confirm tells the booker, with a calendar file no longer tentative; a decline
 * is a cancel with its reason (./cancel-store.ts). Answers the deliveries to dispatch now.
 */
export async function setAppointmentStatus(
  d1: D1Database,
  loaded: LoadedAppointment,
  change: { status?: AppointmentStaffStatus; reason?: string },
  by: Extract<ChangeBy, { kind: "staff" }>,
  options: Omit<ChangeOptions, "textsConfigured">,
): Promise<{ deliveryIds: string[] }> {
  const { appointment: a, type } = loaded;
  const { now, origin } = options;
  const { status } = change;
  if (!status) throw validationError([{ path: "status", message: "Status is required" }]);
  if (status === "declined") {
    if (!change.reason)
      throw validationError([{ path: "reason", message: "A reason is required to decline: the booker is told" }]);
    const { deliveryIds } = await cancelAppointment(
      d1,
      loaded,
      { by: "staff", reason: change.reason, declined: true },
      by,
      options,
    );
    return { deliveryIds };
  }
  refuse(staffStatusRefusal(a, type, status, now));

  const eventId = crypto.randomUUID();
  const claim = insertEvent(
    d1,
    { id: eventId, appointmentId: a.id, action: status, by, now },
    unchanged(a, [a.status]),
  );
  // A confirm changes what the booker's calendar shows (tentative to confirmed), so it raises the sequence too.
  const update = createDb(d1)
    .update(bookingAppointments)
    .set({
      status,
      completedAt: status === "completed" ? now : null,
      sequence: sql`${bookingAppointments.sequence} + ${status === "confirmed" ? 1 : 0}`,
      updatedAt: now,
    })
    .where(and(eq(bookingAppointments.id, a.id), ifHappened(eventId)));
  const view = appointmentView({ ...a, status }, type, now);
  const email =
    status === "confirmed"
      ? queueDeliveryWhere(
          d1,
          "email",
          bookingEmail(view, confirmationEmail(view, origin), appointmentIcs(view, origin, now, a.sequence + 1)),
          now,
          existsCondition(happened(eventId)),
        )
      : null;
  const results = await d1.batch([
    claim,
    asD1Statement(d1, update),
    ...(email ? [email.statement] : []),
    ...staffLog(d1, by, `appointment.${status}`, a.id, eventId, { status }),
  ]);
  if (results[0]?.meta.changes !== 1) throw changedMeanwhile();
  return { deliveryIds: email ? [email.id] : [] };
}
