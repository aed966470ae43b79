import { type Context, Hono } from "hono";
import { z } from "zod";
import { appointmentRescheduleSchema } from "../contract/appointments";
import type { TimeSlot } from "../contract/booking";
import { bookingRequestSchema, slotsQuerySchema } from "../contract/booking-request";
import { appointmentIcs } from "../domain/booking-email";
import { createDb } from "../db/client";
import type { AppEnv } from "../env";
import { ApiError } from "../http/errors";
import { honeypot, limitBody, parseOrThrow } from "../http/public-form";
import { rateLimitByIp } from "../http/rate-limit";
import { reply } from "../http/reply";
import { validate } from "../http/validate";
import { dispatchDeliveries, serviceStatus } from "../delivery/pipeline";
import { cancelAppointment, rescheduleAppointment } from "./appointment-change-store";
import { appointmentNotFound, bookAppointment, decoyBooking } from "./appointment-store";
import { appointmentView, daySlotsFor, findActiveType, findAppointmentByToken, listActiveTypes } from "./store";

export interface BookingRoutesOptions {
  /** The one clock of the booking rules (min notice, max advance, timestamps); tests pass a fixed one. */
  now?: () => Date;
}

/** A booking is a few short fields and notes of at most 2000 characters; anything far larger is not one. */
const BOOKING_BODY_MAX_BYTES = 16 * 1024;

/** A move is one instant; anything far larger is not one. */
const CHANGE_BODY_MAX_BYTES = 1024;

/** What the booking's answer says of its confirmation email: on its way, or waiting for email to be configured. */
async function confirmationEmailOf(c: Context<AppEnv>) {
  return (await serviceStatus(c.env, createDb(c.env.DB), "email")).configured ? ("sending" as const) : ("not_connected" as const);
}

const tokenQuery = z.object({ token: z.string({ error: "The manage link is incomplete" }).min(1, "The manage link is incomplete") });

/**
 * Public consultation booking (issue 6): types, a day's slots, booking with an atomic check-and-insert, and the
 * booker's manage link (view, calendar file, move, cancel) guarded by an unguessable token.
 */
export function createBookingRoutes({ now: clock = () => new Date() }: BookingRoutesOptions = {}) {
  return new Hono<AppEnv>()
    .get("/types", async (c) => {
      return reply(c, "GET /api/booking/types", await listActiveTypes(createDb(c.env.DB)));
    })
    .get("/types/:id/slots", validate("query", slotsQuerySchema), async (c) => {
      const db = createDb(c.env.DB);
      const type = await findActiveType(db, c.req.param("id"));
      if (!type) throw new ApiError(404, "not_found", "No such booking type.");
      const { date, appointment, token } = c.req.valid("query");
      // Only with the right token, and for its own type; anything else is the ordinary day.
      const moving = appointment && token ? await findAppointmentByToken(db, appointment, token) : undefined;
      const exceptId = moving?.appointment.bookingTypeId === type.id ? moving.appointment.id : undefined;
      const slots = await daySlotsFor(db, type, date, clock(), { exceptId });
      return reply(
        c,
        "GET /api/booking/types/:id/slots",
        slots.map(
          (s): TimeSlot => ({
            startTime: s.startTime,
            endTime: s.endTime,
            isAvailable: s.status === "available",
            startsAt: s.start.toISOString(),
            endsAt: s.end.toISOString(),
          }),
        ),
      );
    })
    .post(
      "/appointments",
      limitBody(BOOKING_BODY_MAX_BYTES, "The booking request is too large."),
      rateLimitByIp("booking", { limit: 20, windowMs: 10 * 60_000 }),
      // A trapped booking is answered the confirmation of the slot it asked for, checked the same way, never stored.
      honeypot(async (c, body) => {
        const view = await decoyBooking(c.env.DB, parseOrThrow(bookingRequestSchema, body), { now: clock(), meetingRoomBase: c.env.MEETING_ROOM_BASE_URL });
        return reply(c, "POST /api/booking/appointments", { ...view, confirmationEmail: await confirmationEmailOf(c) }, 201);
      }),
      validate("json", bookingRequestSchema),
      async (c) => {
        const now = clock();
        const { view, deliveryIds } = await bookAppointment(c.env.DB, c.req.valid("json"), {
          now,
          origin: new URL(c.req.url).origin,
          meetingRoomBase: c.env.MEETING_ROOM_BASE_URL,
          textsConfigured: (await serviceStatus(c.env, createDb(c.env.DB), "sms")).configured,
        });
        dispatchDeliveries(c.env, c.executionCtx, deliveryIds);
        return reply(c, "POST /api/booking/appointments", { ...view, confirmationEmail: await confirmationEmailOf(c) }, 201);
      },
    )
    .get("/appointments/:id/manage", validate("query", tokenQuery), async (c) => {
      const found = await findAppointmentByToken(createDb(c.env.DB), c.req.param("id"), c.req.valid("query").token);
      if (!found) throw appointmentNotFound();
      return reply(c, "GET /api/booking/appointments/:id/manage", appointmentView(found.appointment, found.type, clock()));
    })
    .post("/appointments/:id/cancel", validate("query", tokenQuery), async (c) => {
      const db = createDb(c.env.DB);
      const id = c.req.param("id");
      const { token } = c.req.valid("query");
      const found = await findAppointmentByToken(db, id, token);
      if (!found) throw appointmentNotFound();
      const now = clock();
      const { deliveryIds } = await cancelAppointment(c.env.DB, found, { by: "booker" }, { kind: "booker" }, { now, origin: new URL(c.req.url).origin });
      dispatchDeliveries(c.env, c.executionCtx, deliveryIds);
      const current = await findAppointmentByToken(db, id, token);
      if (!current) throw appointmentNotFound();
      return reply(c, "POST /api/booking/appointments/:id/cancel", appointmentView(current.appointment, current.type, now));
    })
    .post(
      "/appointments/:id/reschedule",
      limitBody(CHANGE_BODY_MAX_BYTES, "The request is too large."),
      rateLimitByIp("booking_change", { limit: 20, windowMs: 10 * 60_000 }),
      validate("query", tokenQuery),
      validate("json", appointmentRescheduleSchema),
      async (c) => {
        const db = createDb(c.env.DB);
        const id = c.req.param("id");
        const { token } = c.req.valid("query");
        const found = await findAppointmentByToken(db, id, token);
        if (!found) throw appointmentNotFound();
        const now = clock();
        const { deliveryIds } = await rescheduleAppointment(c.env.DB, found, c.req.valid("json").startTime, { kind: "booker" }, {
          now,
          origin: new URL(c.req.url).origin,
          textsConfigured: (await serviceStatus(c.env, db, "sms")).configured,
        });
        dispatchDeliveries(c.env, c.executionCtx, deliveryIds);
        const current = await findAppointmentByToken(db, id, token);
        if (!current) throw appointmentNotFound();
        return reply(c, "POST /api/booking/appointments/:id/reschedule", appointmentView(current.appointment, current.type, now));
      },
    )
    .get("/appointments/:file{[^/]+\\.ics}", validate("query", tokenQuery), async (c) => {
      const id = c.req.param("file").replace(/\.ics$/, "");
      const found = await findAppointmentByToken(createDb(c.env.DB), id, c.req.valid("query").token);
      if (!found) throw appointmentNotFound();
      const now = clock();
      // The current revision: a file downloaded after a move replaces the one of the booking.
      const ics = appointmentIcs(appointmentView(found.appointment, found.type, now), new URL(c.req.url).origin, now, found.appointment.sequence);
      return c.body(ics, 200, {
        "content-type": "text/calendar; charset=utf-8",
        "content-disposition": 'attachment; filename="consultation.ics"',
        "cache-control": "private, no-store",
      });
    });
}

/** The booking API as the Worker mounts it, on the real clock. */
export const bookingRoutes = createBookingRoutes();
