import { Hono } from "hono";
import { appointmentListQuerySchema } from "../contract/appointments";
import { createDb } from "../db/client";
import type { AppEnv } from "../env";
import { ApiError } from "../http/errors";
import { reply } from "../http/reply";
import { idParamSchema, validate } from "../http/validate";
import { findAppointmentDetail } from "./appointment-detail";
import { listAppointments } from "./appointment-list";

const notFound = () => new ApiError(404, "not_found", "No such appointment.");

/** Appointments for staff (issue 18). Area: scheduling (worker/http/access-policy.ts). */
export const adminAppointmentRoutes = new Hono<AppEnv>()
  .get("/", validate("query", appointmentListQuerySchema), async (c) => {
    const { rows, total } = await listAppointments(createDb(c.env.DB), c.req.valid("query"));
    c.header("X-Total-Count", String(total));
    return reply(c, "GET /api/admin/appointments", rows);
  })
  .get("/:id", validate("param", idParamSchema), async (c) => {
    const appointment = await findAppointmentDetail(createDb(c.env.DB), c.req.valid("param").id);
    if (!appointment) throw notFound();
    return reply(c, "GET /api/admin/appointments/:id", appointment);
  });
