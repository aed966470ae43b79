import { and, eq, notInArray } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import {
  BOOKING_MESSAGES,
  BOOKING_RULES,
  type AppointmentView,
  type BookingConfirmation,
  type PublicBookingType,
  type TimeSlot,
} from "../contract/booking";
import { type BookingRequest, bookingRequestSchema, slotsQuerySchema } from "../contract/booking-request";
import { bookingLeadScore } from "../contract/lead-scoring";
import { normalizePhone } from "../contract/normalize";
import { zonedDate } from "../contract/time-zone";
import { appointmentView, daySlotsFor, findActiveType, findAppointmentByToken, listActiveTypes, storeBooking } from "./store";
import { createDb } from "../db/client";
import { insertLead, scoreLead } from "../leads/store";
import { bookingAppointments, emailOutbox } from "../db/schema";
import { appointmentIcs, cancellationEmail, confirmationEmail, confirmationText } from "../domain/booking-email";
import type { AppEnv } from "../env";
import { ApiError, validationError } from "../http/errors";
import { honeypot, limitBody } from "../http/public-form";
import { rateLimitByIp } from "../http/rate-limit";
import { validate } from "../http/validate";
import { createEmailSender } from "../integrations/email/client";
import { base64OfText, deliverPendingEmails } from "../integrations/email/outbox";

export interface BookingRoutesOptions {
  /** The one clock of the booking rules (min notice, max advance, timestamps); tests pass a fixed one. */
  now?: () => Date;
}

/** A secret for links: 32 random bytes (256 bits), base64url. */
function randomToken(bytes = 32): string {
  const data = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...data)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** A booking is a few short fields and notes of at most 2000 characters; anything far larger is not one. */
const BOOKING_BODY_MAX_BYTES = 16 * 1024;

const tokenQuery = z.object({ token: z.string({ error: "The manage link is incomplete" }).min(1, "The manage link is incomplete") });

/** What staff read on the lead: the booking and the booker's details (the lead has no contact row). */
function leadNotes(typeName: string, view: AppointmentView, body: BookingRequest): string {
  const extras = [body.bookerCompany, body.bookerPhone].filter(Boolean).join(", ");
  return `Booked ${typeName} for ${view.date} ${view.startTime} ET (${body.meetingLocation}). ${body.bookerName} <${body.bookerEmail}>${extras ? `, ${extras}` : ""}.`;
}

const notFound = () => new ApiError(404, "not_found", "We could not find that appointment. Please check the link in your email.");

/**
 * Public consultation booking (issue 6): types, a day's slots, booking with an atomic check-and-insert, and the
 * booker's manage link (view, calendar file, cancel) guarded by an unguessable token.
 */
export function createBookingRoutes({ now: clock = () => new Date() }: BookingRoutesOptions = {}) {
  return new Hono<AppEnv>()
    .get("/types", async (c) => {
      const types: PublicBookingType[] = await listActiveTypes(createDb(c.env.DB));
      return c.json(types);
    })
    .get("/types/:id/slots", validate("query", slotsQuerySchema), async (c) => {
      const db = createDb(c.env.DB);
      const type = await findActiveType(db, c.req.param("id"));
      if (!type) throw new ApiError(404, "not_found", "No such booking type.");
      const slots = await daySlotsFor(db, type, c.req.valid("query").date, clock());
      return c.json(
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
      honeypot,
      validate("json", bookingRequestSchema),
      async (c) => {
        const body = c.req.valid("json");
        const db = createDb(c.env.DB);
        const now = clock();
        const type = await findActiveType(db, body.bookingTypeId);
        if (!type) throw validationError([{ path: "bookingTypeId", message: BOOKING_MESSAGES.bookingTypeId }]);

        const start = new Date(body.appointmentDate);
        const slots = await daySlotsFor(db, type, zonedDate(start.getTime(), BOOKING_RULES.timeZone), now);
        const slot = slots.find((s) => s.start.getTime() === start.getTime());
        if (slot?.status === "booked") throw new ApiError(409, "slot_taken", BOOKING_MESSAGES.slotTaken);
        if (!slot || slot.status !== "available") {
          throw new ApiError(400, "slot_not_offered", BOOKING_MESSAGES.slotNotOffered, [
            { path: "appointmentDate", message: BOOKING_MESSAGES.slotNotOffered },
          ]);
        }

        const id = crypto.randomUUID();
        const leadId = crypto.randomUUID();
        const outboxId = crypto.randomUUID();
        const roomBase = c.env.MEETING_ROOM_BASE_URL;
        const meetingLink = body.meetingLocation === "virtual" && roomBase ? `${roomBase}TalentPartners-${randomToken(12)}` : null;
        const appointment = {
          id,
          bookingTypeId: type.id,
          bookerName: body.bookerName,
          bookerEmail: body.bookerEmail,
          bookerPhone: body.bookerPhone ? normalizePhone(body.bookerPhone) : null,
          smsConsent: body.smsConsent,
          bookerCompany: body.bookerCompany ?? null,
          bookerNotes: body.bookerNotes ?? null,
          start: slot.start,
          end: slot.end,
          duration: type.duration,
          bufferTime: type.bufferTime,
          timeZone: body.timeZone,
          status: type.autoConfirm ? ("confirmed" as const) : ("scheduled" as const),
          meetingLocation: body.meetingLocation,
          meetingLink,
          leadId,
          manageToken: randomToken(),
          now,
        };
        const view = appointmentView(
          { ...appointment, appointmentDate: slot.start, endsAt: slot.end, cancelledAt: null },
          type.name,
          type.price,
        );
        const origin = new URL(c.req.url).origin;
        const email = confirmationEmail(view, origin);
        const leadScore = await scoreLead(db, bookingLeadScore({ company: body.bookerCompany, phone: body.bookerPhone }), "contact", {
          leadSource: "booking",
          service: type.name,
          meetingLocation: body.meetingLocation,
          hasCompany: Boolean(body.bookerCompany),
          hasPhone: Boolean(body.bookerPhone),
          company: body.bookerCompany,
        });
        const stored = await storeBooking(c.env.DB, {
          lead: insertLead(
            db,
            {
              id: leadId,
              leadType: "contact",
              leadSource: "booking",
              leadScore,
              tags: ["booking", type.name],
              notes: leadNotes(type.name, view, body),
            },
            now,
          ),
          appointment,
          email: {
            id: outboxId,
            to: body.bookerEmail,
            subject: email.subject,
            text: email.text,
            attachment: { name: "consultation.ics", type: "text/calendar", base64Content: base64OfText(appointmentIcs(view, origin, now)) },
            relatedType: "booking_appointment",
            relatedId: id,
            now,
          },
          text:
            body.smsConsent && appointment.bookerPhone
              ? { id: crypto.randomUUID(), toNumber: appointment.bookerPhone, message: confirmationText(view, origin), now }
              : undefined,
        });
        if (!stored) throw new ApiError(409, "slot_taken", BOOKING_MESSAGES.slotTaken);

        const sender = createEmailSender(c.env);
        c.executionCtx.waitUntil(deliverPendingEmails(db, sender, now, { ids: [outboxId] }).catch((error) => console.error(error)));
        const confirmation: BookingConfirmation = { ...view, confirmationEmail: sender.connected ? "sending" : "not_connected" };
        return c.json(confirmation, 201);
      },
    )
    .get("/appointments/:id/manage", validate("query", tokenQuery), async (c) => {
      const found = await findAppointmentByToken(createDb(c.env.DB), c.req.param("id"), c.req.valid("query").token);
      if (!found) throw notFound();
      return c.json(appointmentView(found.appointment, found.serviceName, found.price));
    })
    .post("/appointments/:id/cancel", validate("query", tokenQuery), async (c) => {
      const db = createDb(c.env.DB);
      const id = c.req.param("id");
      const { token } = c.req.valid("query");
      const now = clock();
      const found = await findAppointmentByToken(db, id, token);
      if (!found) throw notFound();
      const { appointment, serviceName, price } = found;
      if (appointment.status === "cancelled") return c.json(appointmentView(appointment, serviceName, price));
      if (appointment.appointmentDate.getTime() <= now.getTime() || appointment.status === "completed" || appointment.status === "no_show") {
        throw new ApiError(409, "appointment_past", "This appointment has already taken place and can no longer be cancelled.");
      }
      // One conditional update: of two cancel requests only one changes the row, and only that one sends the email.
      const [cancelled] = await db
        .update(bookingAppointments)
        .set({ status: "cancelled", cancelledAt: now, cancelReason: "Cancelled by the booker through the manage link" })
        .where(
          and(
            eq(bookingAppointments.id, id),
            eq(bookingAppointments.manageToken, token),
            notInArray(bookingAppointments.status, ["cancelled", "completed", "no_show"]),
          ),
        )
        .returning();
      if (!cancelled) {
        const current = await findAppointmentByToken(db, id, token);
        if (!current) throw notFound();
        return c.json(appointmentView(current.appointment, serviceName, price));
      }
      const view = appointmentView(cancelled, serviceName, price);
      const origin = new URL(c.req.url).origin;
      const email = cancellationEmail(view, origin);
      const [queued] = await db
        .insert(emailOutbox)
        .values({
          toAddress: cancelled.bookerEmail,
          subject: email.subject,
          textBody: email.text,
          attachmentName: "consultation.ics",
          attachmentType: "text/calendar",
          attachmentContent: base64OfText(appointmentIcs(view, origin, now)),
          relatedType: "booking_appointment",
          relatedId: id,
          createdAt: now,
        })
        .returning({ id: emailOutbox.id });
      if (queued) {
        c.executionCtx.waitUntil(deliverPendingEmails(db, createEmailSender(c.env), now, { ids: [queued.id] }).catch((error) => console.error(error)));
      }
      return c.json(view);
    })
    .get("/appointments/:file{[^/]+\\.ics}", validate("query", tokenQuery), async (c) => {
      const id = c.req.param("file").replace(/\.ics$/, "");
      const found = await findAppointmentByToken(createDb(c.env.DB), id, c.req.valid("query").token);
      if (!found) throw notFound();
      const view = appointmentView(found.appointment, found.serviceName, found.price);
      return c.body(appointmentIcs(view, new URL(c.req.url).origin, clock()), 200, {
        "content-type": "text/calendar; charset=utf-8",
        "content-disposition": 'attachment; filename="consultation.ics"',
        "cache-control": "private, no-store",
      });
    });
}

/** The booking API as the Worker mounts it, on the real clock. */
export const bookingRoutes = createBookingRoutes();
