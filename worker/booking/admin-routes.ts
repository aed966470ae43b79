import { type Context, Hono } from "hono";
import { appointmentCancelSchema, appointmentListQuerySchema, appointmentPatchSchema, appointmentRescheduleSchema } from "../contract/appointments";
import { dispatchDeliveries, serviceStatus } from "../delivery/pipeline";
import type { AppEnv } from "../env";
import { actorOf } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { pagedReply, reply } from "../http/reply";
import { idParamSchema, validate } from "../http/validate";
import { type ChangeBy, cancelAppointment, rescheduleAppointment, setAppointmentStatus } from "./appointment-change-store";
import { findAppointmentDetail } from "./appointment-detail";
import { listAppointments } from "./appointment-list";
import { findAppointmentWithType } from "./store";

const notFound = () => new ApiError(404, "not_found", "No such appointment.");

export interface AdminAppointmentRoutesOptions {
  /** The clock of the rules (has it started, the slots offered); tests pass a fixed one. */
  now?: () => Date;
}

/** The signed-in staff member as the appointment's history names them. */
function staffBy(c: Context<AppEnv>): Extract<ChangeBy, { kind: "staff" }> {
  return { kind: "staff", actor: actorOf(c), name: c.get("staff")?.user.username ?? "Staff" };
}

/**
 * Appointments for staff (issue 18): the list and agenda, one appointment, and staff's changes to it, each answering the appointment's
 * page. Area: scheduling (worker/http/access-policy.ts).
 */
export function createAdminAppointmentRoutes({ now: clock = () => new Date() }: AdminAppointmentRoutesOptions = {}) {
  return new Hono<AppEnv>()
    .get("/", validate("query", appointmentListQuerySchema), async (c) => {
      return pagedReply(c, "GET /api/admin/appointments", await listAppointments(c.var.db, c.req.valid("query")));
    })
    .get("/:id", validate("param", idParamSchema), async (c) => {
      const appointment = await findAppointmentDetail(c.var.db, c.req.valid("param").id);
      if (!appointment) throw notFound();
      return reply(c, "GET /api/admin/appointments/:id", appointment);
    })
    .post("/:id/reschedule", validate("param", idParamSchema), validate("json", appointmentRescheduleSchema), async (c) => {
      const db = c.var.db;
      const { id } = c.req.valid("param");
      const found = await findAppointmentWithType(db, id);
      if (!found) throw notFound();
      const { deliveryIds } = await rescheduleAppointment(c.env.DB, found, c.req.valid("json").startTime, staffBy(c), {
        now: clock(),
        origin: new URL(c.req.url).origin,
        textsConfigured: (await serviceStatus(c.env, db, "sms")).configured,
      });
      dispatchDeliveries(c.env, c.executionCtx, deliveryIds);
      const appointment = await findAppointmentDetail(db, id);
      if (!appointment) throw notFound();
      return reply(c, "POST /api/admin/appointments/:id/reschedule", appointment);
    })
    .post("/:id/cancel", validate("param", idParamSchema), validate("json", appointmentCancelSchema), async (c) => {
      const db = c.var.db;
      const { id } = c.req.valid("param");
      const found = await findAppointmentWithType(db, id);
      if (!found) throw notFound();
      const { reason } = c.req.valid("json");
      const { deliveryIds } = await cancelAppointment(c.env.DB, found, { by: "staff", reason, declined: false }, staffBy(c), {
        now: clock(),
        origin: new URL(c.req.url).origin,
      });
      dispatchDeliveries(c.env, c.executionCtx, deliveryIds);
      const appointment = await findAppointmentDetail(db, id);
      if (!appointment) throw notFound();
      return reply(c, "POST /api/admin/appointments/:id/cancel", appointment);
    })
    .patch("/:id", validate("param", idParamSchema), validate("json", appointmentPatchSchema), async (c) => {
      const db = c.var.db;
      const { id } = c.req.valid("param");
      const found = await findAppointmentWithType(db, id);
      if (!found) throw notFound();
      const { deliveryIds } = await setAppointmentStatus(c.env.DB, found, c.req.valid("json"), staffBy(c), {
        now: clock(),
        origin: new URL(c.req.url).origin,
      });
      dispatchDeliveries(c.env, c.executionCtx, deliveryIds);
      const appointment = await findAppointmentDetail(db, id);
      if (!appointment) throw notFound();
      return reply(c, "PATCH /api/admin/appointments/:id", appointment);
    });
}

/** The staff appointment API as the Worker mounts it, on the real clock. */
export const adminAppointmentRoutes = createAdminAppointmentRoutes();
