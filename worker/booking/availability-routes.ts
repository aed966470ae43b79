import { Hono } from "hono";
import {
  bookingSettingsSchema,
  bookingTypeCreateSchema,
  bookingTypeListQuerySchema,
  bookingTypeUpdateSchema,
  dateOverrideCreateSchema,
  dateOverrideListQuerySchema,
  firmHoursSchema,
} from "../contract/availability";
import type { AppEnv } from "../env";
import { actorOf } from "../http/activity-log";
import { ApiError } from "../http/errors";
import { pagedReply, reply } from "../http/reply";
import { idParamSchema, validate } from "../http/validate";
import { createBookingType, listBookingTypes, updateBookingType } from "./booking-type-store";
import { getBookingSettings, getFirmHours, putBookingSettings, putFirmHours } from "./calendar-settings-store";
import { deleteDateOverride, listDateOverrides, putDateOverride } from "./date-override-store";

/**
 * The firm calendar's hours, booking types, date overrides and the overall daily cap for staff (issue 18). Area: scheduling
 * (worker/http/access-policy.ts). There is no delete of a type: it may have appointments; staff switch it off.
 */
export const availabilityRoutes = new Hono<AppEnv>()
  .get("/types", validate("query", bookingTypeListQuerySchema), async (c) => {
    return pagedReply(c, "GET /api/admin/booking/types", await listBookingTypes(c.var.db, c.req.valid("query")));
  })
  .post("/types", validate("json", bookingTypeCreateSchema), async (c) =>
    reply(c, "POST /api/admin/booking/types", await createBookingType(c.var.db, actorOf(c), c.req.valid("json")), 201),
  )
  .put("/types/:id", validate("param", idParamSchema), validate("json", bookingTypeUpdateSchema), async (c) => {
    const updated = await updateBookingType(c.var.db, actorOf(c), c.req.valid("param").id, c.req.valid("json"));
    if (!updated) throw new ApiError(404, "not_found", "No such booking type.");
    return reply(c, "PUT /api/admin/booking/types/:id", updated);
  })
  .get("/overrides", validate("query", dateOverrideListQuerySchema), async (c) => {
    const page = await listDateOverrides(c.var.db, c.req.valid("query"), new Date());
    return pagedReply(c, "GET /api/admin/booking/overrides", page);
  })
  .post("/overrides", validate("json", dateOverrideCreateSchema), async (c) =>
    reply(
      c,
      "POST /api/admin/booking/overrides",
      await putDateOverride(c.var.db, actorOf(c), c.req.valid("json")),
      201,
    ),
  )
  .delete("/overrides/:id", validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    if (!(await deleteDateOverride(c.var.db, actorOf(c), id)))
      throw new ApiError(404, "not_found", "No such date override.");
    return reply(c, "DELETE /api/admin/booking/overrides/:id", { ok: true as const, id });
  })
  .get("/settings", async (c) => reply(c, "GET /api/admin/booking/settings", await getBookingSettings(c.var.db)))
  .put("/settings", validate("json", bookingSettingsSchema), async (c) =>
    reply(c, "PUT /api/admin/booking/settings", await putBookingSettings(c.var.db, actorOf(c), c.req.valid("json"))),
  )
  .get("/firm-hours", async (c) => reply(c, "GET /api/admin/booking/firm-hours", await getFirmHours(c.var.db)))
  .put("/firm-hours", validate("json", firmHoursSchema), async (c) =>
    reply(c, "PUT /api/admin/booking/firm-hours", await putFirmHours(c.var.db, actorOf(c), c.req.valid("json").hours)),
  );
