import { BOOKING_MESSAGES, MAX_DAYS_PER_ANSWER } from "./booking";
import { VISIT_LIMITS } from "./lead-scoring";
import { normalizePhone } from "./normalize";
import { DEFAULT_TIME_ZONE, MEETING_LOCATIONS } from "./site-enums";
import { addDays, isCalendarDate, isTimeZone } from "./time-zone";
import { boundedCount, z } from "./zod";

/*
 * The booking API's request schemas, apart from worker/contract/booking.ts so that the booking page can show its
 * first steps without zod: it loads this module while the visitor picks a time.
 */

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please keep this under ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

/** POST /api/booking/appointments (public spec sections 3 and 5). */
export const bookingRequestSchema = z
  .object({
    bookingTypeId: z.string({ error: BOOKING_MESSAGES.bookingTypeId }).trim().min(1, BOOKING_MESSAGES.bookingTypeId),
    bookerName: z
      .string({ error: BOOKING_MESSAGES.bookerName })
      .trim()
      .min(1, BOOKING_MESSAGES.bookerName)
      .max(200, "Please keep the name under 200 characters"),
    bookerEmail: z
      .string({ error: BOOKING_MESSAGES.bookerEmail })
      .trim()
      .max(254, BOOKING_MESSAGES.bookerEmail)
      .pipe(z.email(BOOKING_MESSAGES.bookerEmail)),
    bookerPhone: optionalText(40),
    bookerCompany: optionalText(200),
    appointmentDate: z
      .string({ error: BOOKING_MESSAGES.appointmentDate })
      .min(1, BOOKING_MESSAGES.appointmentDate)
      .refine((value) => !Number.isNaN(Date.parse(value)), BOOKING_MESSAGES.appointmentDate),
    timeZone: z
      .string({ error: BOOKING_MESSAGES.timeZone })
      .refine(isTimeZone, BOOKING_MESSAGES.timeZone)
      .default(DEFAULT_TIME_ZONE),
    bookerNotes: optionalText(2000),
    meetingLocation: z.enum(MEETING_LOCATIONS, { error: BOOKING_MESSAGES.meetingLocation }).default("virtual"),
    /** The booker's consent to a text confirmation and reminders at `bookerPhone`; unticked by default. */
    smsConsent: z.boolean().default(false),
    /**
     * The visit, sent only when the visitor allowed analytics, for the employer lead score (bounds in VISIT_LIMITS;
     * out of bounds is refused, as the contact attribution's analytics fields are).
     */
    timeOnSiteMs: boundedCount("Time on site", VISIT_LIMITS.timeOnSiteMs).optional(),
    pageViews: boundedCount("Page views", VISIT_LIMITS.pageViews).optional(),
    utmSource: optionalText(200),
  })
  .superRefine((value, ctx) => {
    if (value.bookerPhone && normalizePhone(value.bookerPhone) === null) {
      ctx.addIssue({ code: "custom", path: ["bookerPhone"], message: BOOKING_MESSAGES.bookerPhoneInvalid });
    }
    if (value.smsConsent && !value.bookerPhone) {
      ctx.addIssue({ code: "custom", path: ["bookerPhone"], message: BOOKING_MESSAGES.bookerPhoneForTexts });
    }
    // A phone meeting needs a number to call.
    if (value.meetingLocation === "phone" && !value.bookerPhone) {
      ctx.addIssue({ code: "custom", path: ["bookerPhone"], message: BOOKING_MESSAGES.bookerPhoneForCall });
    }
  });

export type BookingRequestInput = z.input<typeof bookingRequestSchema>;

/**
 * The details form's native post (text fields by name) as the booking request: the text-consent box is sent only
 * when ticked, and a form without scripts cannot know the visitor's time zone (the business zone's is used).
 */
export function bookingRequestOfForm(fields: Record<string, string>): Record<string, unknown> {
  const { smsConsent, timeZone, ...rest } = fields;
  return { ...rest, smsConsent: smsConsent !== undefined, ...(timeZone ? { timeZone } : {}) };
}
export type BookingRequest = z.output<typeof bookingRequestSchema>;

/** `GET /api/booking/types/:id/slots` query. */
export const slotsQuerySchema = z.object({
  date: z
    .string({ error: "Please give a date as yyyy-MM-dd" })
    .refine(isCalendarDate, "Please give a date as yyyy-MM-dd"),
  /**
   * A booker moving their appointment (its id and manage token): its own time and buffers do not stand in the way,
   * so the times right next to it are offered as the move itself would accept them.
   */
  appointment: z.string().max(64).optional(),
  token: z.string().max(200).optional(),
});

const calendarDate = z
  .string({ error: "Please give a date as yyyy-MM-dd" })
  .refine(isCalendarDate, "Please give a date as yyyy-MM-dd");

/** `GET /api/booking/types/:id/days` query: a range of at most MAX_DAYS_PER_ANSWER days, and a move as for slots. */
export const daysQuerySchema = z
  .object({
    from: calendarDate,
    to: calendarDate,
    appointment: z.string().max(64).optional(),
    token: z.string().max(200).optional(),
  })
  .superRefine((value, ctx) => {
    if (!isCalendarDate(value.from) || !isCalendarDate(value.to)) return;
    if (value.to < value.from)
      ctx.addIssue({ code: "custom", path: ["to"], message: "The end date must not be before the start date" });
    else if (value.to > addDays(value.from, MAX_DAYS_PER_ANSWER - 1)) {
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: `Please ask for at most ${MAX_DAYS_PER_ANSWER} days at once`,
      });
    }
  });
