import { type Context, Hono } from "hono";
import { z } from "zod";
import { appointmentRescheduleSchema } from "../contract/appointments";
import { bookingRequestSchema, daysQuerySchema, slotsQuerySchema } from "../contract/booking-request";
import type { AppEnv } from "../env";
import { ApiError } from "../http/errors";
import { honeypot, limitBody, parseOrThrow } from "../http/public-form";
import { rateLimitByIp } from "../http/rate-limit";
import { reply } from "../http/reply";
import { requestNow } from "../http/request-clock";
import { validate } from "../http/validate";
import { changeAsBooker, changeRequestOf } from "./appointment-changes";
import { bookingBodyLimit, bookingRateLimit, decoyBookingConfirmation, receiveBooking } from "./booking-intake";
import { managedAppointment, managedCalendarFile, movedAppointmentId } from "./manage-link-store";
import { bookingDaysFor, daySlotsFor, findActiveType, listActiveTypes, timeSlotsOf } from "./slot-store";

export interface BookingRoutesOptions {
  /** The one clock of the booking rules (min notice, max advance, timestamps); tests pass a fixed one. */
  now?: (c: Context<AppEnv>) => Date;
}

/** A move is one instant; anything far larger is not one. */
const CHANGE_BODY_MAX_BYTES = 1024;

const tokenQuery = z.object({
  token: z.string({ error: "The manage link is incomplete" }).min(1, "The manage link is incomplete"),
});

/**
 * Public consultation booking (issue 6): types, a day's slots, booking with an atomic check-and-insert, and the
 * booker's manage link (view, calendar file, move, cancel) guarded by an unguessable token.
 */
export function createBookingRoutes({ now: clock = requestNow }: BookingRoutesOptions = {}) {
  return new Hono<AppEnv>()
    .get("/types", async (c) => {
      return reply(c, "GET /api/booking/types", await listActiveTypes(c.var.db));
    })
    .get("/types/:id/slots", validate("query", slotsQuerySchema), async (c) => {
      const db = c.var.db;
      const type = await findActiveType(db, c.req.param("id"));
      if (!type) throw new ApiError(404, "not_found", "No such booking type.");
      const { date, appointment, token } = c.req.valid("query");
      const slots = await daySlotsFor(db, type, date, clock(c), {
        exceptId: await movedAppointmentId(db, type.id, appointment, token),
      });
      return reply(c, "GET /api/booking/types/:id/slots", timeSlotsOf(slots));
    })
    .get("/types/:id/days", validate("query", daysQuerySchema), async (c) => {
      const db = c.var.db;
      const type = await findActiveType(db, c.req.param("id"));
      if (!type) throw new ApiError(404, "not_found", "No such booking type.");
      const { from, to, appointment, token } = c.req.valid("query");
      const exceptId = await movedAppointmentId(db, type.id, appointment, token);
      return reply(
        c,
        "GET /api/booking/types/:id/days",
        await bookingDaysFor(db, type, from, to, clock(c), { exceptId }),
      );
    })
    .post(
      "/appointments",
      bookingBodyLimit,
      bookingRateLimit,
      // A trapped booking is answered the confirmation of the slot it asked for, checked the same way, never stored.
      honeypot(async (c, body) => {
        const decoy = await decoyBookingConfirmation(c.env, parseOrThrow(bookingRequestSchema, body), clock(c));
        return reply(c, "POST /api/booking/appointments", decoy, 201);
      }),
      validate("json", bookingRequestSchema),
      async (c) => {
        const confirmation = await receiveBooking(c.env, c.executionCtx, c.req.valid("json"), {
          now: clock(c),
          origin: new URL(c.req.url).origin,
        });
        return reply(c, "POST /api/booking/appointments", confirmation, 201);
      },
    )
    .get("/appointments/:id/manage", validate("query", tokenQuery), async (c) => {
      const view = await managedAppointment(c.var.db, c.req.param("id"), c.req.valid("query").token, clock(c));
      return reply(c, "GET /api/booking/appointments/:id/manage", view);
    })
    .post("/appointments/:id/cancel", validate("query", tokenQuery), async (c) => {
      const { token } = c.req.valid("query");
      const view = await changeAsBooker(changeRequestOf(c, clock(c)), c.req.param("id"), token, { kind: "cancel" });
      return reply(c, "POST /api/booking/appointments/:id/cancel", view);
    })
    .post(
      "/appointments/:id/reschedule",
      limitBody(CHANGE_BODY_MAX_BYTES, "The request is too large."),
      rateLimitByIp("booking_change", { limit: 20, windowMs: 10 * 60_000 }),
      validate("query", tokenQuery),
      validate("json", appointmentRescheduleSchema),
      async (c) => {
        const { token } = c.req.valid("query");
        const move = { kind: "reschedule" as const, startTime: c.req.valid("json").startTime };
        const view = await changeAsBooker(changeRequestOf(c, clock(c)), c.req.param("id"), token, move);
        return reply(c, "POST /api/booking/appointments/:id/reschedule", view);
      },
    )
    .get("/appointments/:file{[^/]+\\.ics}", validate("query", tokenQuery), async (c) => {
      const id = c.req.param("file").replace(/\.ics$/, "");
      const ics = await managedCalendarFile(c.var.db, id, c.req.valid("query").token, {
        now: clock(c),
        origin: new URL(c.req.url).origin,
      });
      return c.body(ics, 200, {
        "content-type": "text/calendar; charset=utf-8",
        "content-disposition": 'attachment; filename="consultation.ics"',
        "cache-control": "private, no-store",
      });
    });
}

/** The booking API as the Worker mounts it, on the request's clock (the real one outside the browser tests). */
export const bookingRoutes = createBookingRoutes();
