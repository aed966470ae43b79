import type { Context } from "hono";
import type { AppointmentDetail, AppointmentStaffStatus, ScheduleWarning } from "../contract/appointments";
import type { AppointmentView } from "../contract/booking";
import type { Db } from "../db/client";
import { dispatchDeliveries } from "../delivery/pipeline";
import type { CancelCause } from "../domain/booking-email";
import { linkSealKey } from "../domain/link-token";
import type { AppEnv, Bindings } from "../env";
import { ApiError } from "../http/errors";
import { textingStatus } from "../sms/delivery";
import { findAppointmentDetail } from "./appointment-detail";
import { cancelAppointment } from "./cancel-store";
import type { ChangeBy, LoadedAppointment } from "./change-batch";
import {
  appointmentNotFound,
  findAppointmentByToken,
  findAppointmentWithType,
  managedAppointment,
} from "./manage-link-store";
import { rescheduleAppointment } from "./reschedule-store";
import { setAppointmentStatus } from "./staff-status-store";

/**
 * A change to a booked appointment received, by its booker (the manage link) or by staff (its page): the one use
 * case behind every change route. It finds the appointment, makes the change (./reschedule-store.ts,
 * ./cancel-store.ts, ./staff-status-store.ts: one batch each), dispatches what the change queued, and answers the
 * appointment as it now is, read again through the request's D1 session so the answer shows this change and any that
 * raced it.
 */

/** What a change route hands over: the request's bindings, waitUntil, database handle, clock and origin. */
export interface ChangeRequest {
  env: Bindings;
  ctx: Pick<ExecutionContext, "waitUntil">;
  db: Db;
  now: Date;
  origin: string;
}

/** The change request of a route's context, on the route's clock. */
export function changeRequestOf(c: Context<AppEnv>, now: Date): ChangeRequest {
  return { env: c.env, ctx: c.executionCtx, db: c.var.db, now, origin: new URL(c.req.url).origin };
}

/** What a booker may change through the manage link. */
export type BookerChange = { kind: "reschedule"; startTime: string } | { kind: "cancel" };

/** What staff may change: move, cancel with the reason the booker is told, or set its status. */
export type StaffChange =
  | { kind: "reschedule"; startTime: string }
  | { kind: "cancel"; reason: string }
  | { kind: "status"; status?: AppointmentStaffStatus; reason?: string };

/** An appointment id that staff asked for and that does not exist. */
export const staffAppointmentNotFound = () => new ApiError(404, "not_found", "No such appointment.");

/** A move or a cancel: what booker and staff may both do. Answers the deliveries it queued and a move's warnings. */
async function moveOrCancel(
  request: ChangeRequest,
  found: LoadedAppointment,
  by: ChangeBy,
  what: BookerChange | Exclude<StaffChange, { kind: "status" }>,
): Promise<{ deliveryIds: string[]; warnings: ScheduleWarning[] }> {
  const { env, db, now, origin } = request;
  if (what.kind === "reschedule") {
    const textsConfigured = (await textingStatus(env, db)).configured;
    return rescheduleAppointment(env.DB, found, what.startTime, by, { now, origin, textsConfigured });
  }
  const cause: CancelCause =
    "reason" in what ? { by: "staff", reason: what.reason, declined: false } : { by: "booker" };
  const { deliveryIds } = await cancelAppointment(env.DB, found, cause, by, { now, origin });
  return { deliveryIds, warnings: [] };
}

/** The booker's change of appointment `id` (with its manage token): answers the appointment as the booker sees it. */
export async function changeAsBooker(
  request: ChangeRequest,
  id: string,
  token: string,
  what: BookerChange,
): Promise<AppointmentView> {
  const found = await findAppointmentByToken(request.db, id, token);
  if (!found) throw appointmentNotFound();
  const { deliveryIds } = await moveOrCancel(request, found, { kind: "booker" }, what);
  dispatchDeliveries(request.env, request.ctx, deliveryIds);
  return managedAppointment(request.db, id, token, request.now);
}

/**
 * A staff member's change of appointment `id`: answers the appointment's page, and for a move what about its new
 * time is outside the calendar.
 */
export async function changeAsStaff(
  request: ChangeRequest,
  id: string,
  by: Extract<ChangeBy, { kind: "staff" }>,
  what: StaffChange,
): Promise<{ appointment: AppointmentDetail; warnings: ScheduleWarning[] }> {
  const found = await findAppointmentWithType(request.db, linkSealKey(request.env), id);
  if (!found) throw staffAppointmentNotFound();
  const { now, origin } = request;
  const { deliveryIds, warnings } =
    what.kind === "status"
      ? { ...(await setAppointmentStatus(request.env.DB, found, what, by, { now, origin })), warnings: [] }
      : await moveOrCancel(request, found, by, what);
  dispatchDeliveries(request.env, request.ctx, deliveryIds);
  const appointment = await findAppointmentDetail(request.db, id);
  if (!appointment) throw staffAppointmentNotFound();
  return { appointment, warnings };
}
