import { type Context, Hono } from "hono";
import {
  appointmentCancelSchema,
  appointmentListQuerySchema,
  appointmentPatchSchema,
  appointmentRescheduleSchema,
} from "../contract/appointments";
import type { AppEnv } from "../env";
import { actorOf } from "../http/activity-log";
import { pagedReply, reply } from "../http/reply";
import { requestNow } from "../http/request-clock";
import { idParamSchema, validate } from "../http/validate";
import { changeAsStaff, changeRequestOf, staffAppointmentNotFound } from "./appointment-changes";
import { findAppointmentDetail } from "./appointment-detail";
import { listAppointments } from "./appointment-list";
import type { ChangeBy } from "./change-batch";

export interface AdminAppointmentRoutesOptions {
  /**
   * The clock of the rules (has it started, the slots offered): the request's (decision 080), as the public booking
   * API's, so a browser test's fixed day holds for staff's moves too; worker tests pass a fixed one.
   */
  now?: (c: Context<AppEnv>) => Date;
}

/** The signed-in staff member as the appointment's history names them. */
function staffBy(c: Context<AppEnv>): Extract<ChangeBy, { kind: "staff" }> {
  return { kind: "staff", actor: actorOf(c), name: c.get("staff")?.user.username ?? "Staff" };
}

/**
 * Appointments for staff (issue 18): the list and agenda, one appointment, and staff's changes to it, each answering the appointment's
 * page. Area: scheduling (worker/http/access-policy.ts).
 */
export function createAdminAppointmentRoutes({ now: clock = requestNow }: AdminAppointmentRoutesOptions = {}) {
  return new Hono<AppEnv>()
    .get("/", validate("query", appointmentListQuerySchema), async (c) => {
      return pagedReply(c, "GET /api/admin/appointments", await listAppointments(c.var.db, c.req.valid("query")));
    })
    .get("/:id", validate("param", idParamSchema), async (c) => {
      const appointment = await findAppointmentDetail(c.var.db, c.req.valid("param").id);
      if (!appointment) throw staffAppointmentNotFound();
      return reply(c, "GET /api/admin/appointments/:id", appointment);
    })
    .post(
      "/:id/reschedule",
      validate("param", idParamSchema),
      validate("json", appointmentRescheduleSchema),
      async (c) => {
        const move = { kind: "reschedule" as const, startTime: c.req.valid("json").startTime };
        const moved = await changeAsStaff(changeRequestOf(c, clock(c)), c.req.valid("param").id, staffBy(c), move);
        return reply(c, "POST /api/admin/appointments/:id/reschedule", {
          ...moved.appointment,
          warnings: moved.warnings,
        });
      },
    )
    .post("/:id/cancel", validate("param", idParamSchema), validate("json", appointmentCancelSchema), async (c) => {
      const cancel = { kind: "cancel" as const, reason: c.req.valid("json").reason };
      const { appointment } = await changeAsStaff(
        changeRequestOf(c, clock(c)),
        c.req.valid("param").id,
        staffBy(c),
        cancel,
      );
      return reply(c, "POST /api/admin/appointments/:id/cancel", appointment);
    })
    .patch("/:id", validate("param", idParamSchema), validate("json", appointmentPatchSchema), async (c) => {
      const status = { kind: "status" as const, ...c.req.valid("json") };
      const { appointment } = await changeAsStaff(
        changeRequestOf(c, clock(c)),
        c.req.valid("param").id,
        staffBy(c),
        status,
      );
      return reply(c, "PATCH /api/admin/appointments/:id", appointment);
    });
}

/** The staff appointment API as the Worker mounts it, on the real clock. */
export const adminAppointmentRoutes = createAdminAppointmentRoutes();
