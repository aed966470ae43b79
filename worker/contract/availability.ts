import { BOOKING_RULES } from "./booking";
import { MEETING_LOCATIONS, type MeetingLocation } from "./site-enums";
import { addDays, isCalendarDate, minutesOfDay, zonedDate } from "./time-zone";
import { boundedCount, pagingFields, updateSchemaOf, z } from "./zod";

/**
 * Booking types and availability for staff (issue 18): the types with their rules and weekly hours, the date
 * overrides (a closed day, or other hours on a date) and the overall daily cap. Shared by the Worker's validators
 * and the /admin/availability screen.
 */

export const BOOKING_TYPES_PAGE_DEFAULT = 50;
export const BOOKING_TYPES_PAGE_MAX = 100;
export const OVERRIDES_PAGE_DEFAULT = 25;
export const OVERRIDES_PAGE_MAX = 100;

/** The days of the week in the order staff read them, Monday first; any of them can hold hours (decision 090). */
export const DAYS_OF_WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** A day's hours: an opening time and a closing time on the business zone's clock. */
export interface TimeWindow {
  startTime: string;
  endTime: string;
}

export interface WeeklyHours extends TimeWindow {
  /** Sunday = 0. */
  dayOfWeek: number;
}

const clockTime = (label: string) =>
  z
    .string({ error: `${label} must be a time as HH:MM` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} must be a time as HH:MM`);

const timeWindow = z.object({ startTime: clockTime("Start time"), endTime: clockTime("End time") }).strict();

/** The first problem of a list of windows of one day (an end not after its start, or two that overlap), or null. */
export function windowsProblem(windows: readonly TimeWindow[]): string | null {
  if (windows.some((w) => minutesOfDay(w.endTime) <= minutesOfDay(w.startTime)))
    return "Each end time must be after its start time";
  const sorted = [...windows].sort((a, b) => minutesOfDay(a.startTime) - minutesOfDay(b.startTime));
  return sorted.some((w, i) => i > 0 && minutesOfDay(w.startTime) < minutesOfDay(sorted[i - 1]!.endTime))
    ? "Windows on the same day cannot overlap"
    : null;
}

const windowsField = z
  .array(timeWindow, { error: "Windows must be a list of start and end times" })
  .min(1, "Give at least one window")
  .max(12, "At most 12 windows a day")
  .superRefine((windows, ctx) => {
    const problem = windowsProblem(windows);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

const hoursField = z
  .array(
    timeWindow.extend({
      dayOfWeek: z
        .number({ error: "Day of week must be a number from 0 (Sunday) to 6 (Saturday)" })
        .int("Day of week must be a whole number")
        .min(0, "Day of week must be from 0 (Sunday) to 6 (Saturday)")
        .max(6, "Day of week must be from 0 (Sunday) to 6 (Saturday)"),
    }),
    { error: "Hours must be a list of days with start and end times" },
  )
  .max(60, "At most 60 windows a week")
  .superRefine((hours, ctx) => {
    for (const day of DAYS_OF_WEEK) {
      const problem = windowsProblem(hours.filter((h) => h.dayOfWeek === day));
      if (problem)
        ctx.addIssue({
          code: "custom",
          message: `${WEEKDAY_NAMES[day]}: ${problem.charAt(0).toLowerCase()}${problem.slice(1)}`,
        });
    }
  });

const minutes = (label: string) => boundedCount(label, 8 * 60);
const hours = (label: string, max: number) => boundedCount(label, max);

/** POST /api/admin/booking/types; PUT takes any of these (bookingTypeUpdateSchema). */
export const bookingTypeCreateSchema = z
  .object({
    name: z
      .string({ error: "Name is required" })
      .trim()
      .min(1, "Name is required")
      .max(120, "Name must be at most 120 characters"),
    description: z
      .string({ error: "Description must be text" })
      .trim()
      .max(2000, "Description must be at most 2000 characters")
      .nullable()
      .default(null),
    duration: z
      .number({ error: "Duration must be a number of minutes" })
      .int("Duration must be a whole number of minutes")
      .min(5, "Duration must be at least 5 minutes")
      .max(8 * 60, "Duration must be at most 480 minutes"),
    price: boundedCount("Price", 10_000_000).default(0),
    color: z
      .string({ error: "Color must be like #1E3A8A" })
      .regex(/^#[0-9A-Fa-f]{6}$/, "Color must be like #1E3A8A")
      .default("#3B82F6"),
    locationOptions: z
      .array(z.enum(MEETING_LOCATIONS, { error: `Each location must be one of: ${MEETING_LOCATIONS.join(", ")}` }), {
        error: "Location options must be a list",
      })
      .min(1, "Offer at least one location")
      .refine((list) => new Set(list).size === list.length, "Each location only once")
      .default([...MEETING_LOCATIONS]),
    needsConfirmation: z.boolean({ error: "Needs confirmation must be true or false" }).default(false),
    isActive: z.boolean({ error: "Active must be true or false" }).default(true),
    bufferBefore: minutes("Buffer before").default(0),
    bufferAfter: minutes("Buffer after").default(15),
    minNoticeHours: hours("Minimum notice", 24 * 90).default(2),
    maxDaysAhead: z
      .number({ error: "Maximum days ahead must be a number" })
      .int("Maximum days ahead must be a whole number")
      .min(1, "Maximum days ahead must be at least 1")
      .max(365, "Maximum days ahead must be at most 365")
      .default(30),
    guestChangeNoticeHours: hours("Guest change notice", 24 * 30).default(24),
    dailyCap: boundedCount("Daily cap", 500).nullable().default(null),
    /** The type's own hours, which narrow the firm's; none = the firm's hours as they are. */
    hours: hoursField.default([]),
  })
  .strict();
export type BookingTypeInput = z.input<typeof bookingTypeCreateSchema>;
export type BookingTypeCreate = z.output<typeof bookingTypeCreateSchema>;

/** PUT /api/admin/booking/types/{id}: only the fields it names change; `hours` replaces the weekly hours. */
export const bookingTypeUpdateSchema = updateSchemaOf(bookingTypeCreateSchema);
export type BookingTypeUpdate = z.output<typeof bookingTypeUpdateSchema>;

export const bookingTypeListQuerySchema = z.object({
  ...pagingFields(BOOKING_TYPES_PAGE_DEFAULT, BOOKING_TYPES_PAGE_MAX),
});

/** PUT /api/admin/booking/firm-hours: the firm calendar's weekly hours, replaced whole; a day with none is closed. */
export const firmHoursSchema = z.object({ hours: hoursField }).strict();
export type FirmHoursInput = z.input<typeof firmHoursSchema>;

/** The firm calendar's weekly hours, which every type inherits (decision 090). */
export interface FirmHoursView {
  /** In day and clock order. */
  hours: WeeklyHours[];
}

/** Today in the business zone: overrides cannot be made for an earlier date. */
export const businessToday = (now: number = Date.now()) => zonedDate(now, BOOKING_RULES.timeZone);

/** The most days one request closes at once: a quarter, enough for a holiday season or a long leave. */
export const OVERRIDE_RANGE_MAX_DAYS = 92;

const calendarDateField = (label: string) =>
  z
    .string({ error: `${label} must be a date as YYYY-MM-DD` })
    .refine(isCalendarDate, `${label} must be a date as YYYY-MM-DD`)
    .refine((date) => date >= businessToday(), `${label} cannot be in the past`);

/**
 * POST /api/admin/booking/overrides: one day's other hours or closure (`date`), or a closure of every day from `from`
 * to `to` (`closed: true`), replacing what those days had for the same type. Without `bookingTypeId` it is the firm
 * calendar's: a firm closure closes every type, firm windows bound every type's hours that day (decision 090).
 */
export const dateOverrideCreateSchema = z
  .object({
    date: calendarDateField("Date").optional(),
    from: calendarDateField("From").optional(),
    to: calendarDateField("To").optional(),
    bookingTypeId: z
      .string({ error: "Booking type must be an id" })
      .trim()
      .min(1, "Booking type must be an id")
      .max(64)
      .nullable()
      .optional(),
    closed: z.literal(true, { error: "Closed must be true (send windows for other hours)" }).optional(),
    windows: windowsField.optional(),
    note: z.string({ error: "Note must be text" }).trim().max(200, "Note must be at most 200 characters").optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    const range = value.from !== undefined || value.to !== undefined;
    if (range) {
      if (value.date !== undefined)
        ctx.addIssue({ code: "custom", path: ["date"], message: "Send either date or from and to, not both" });
      if (value.from === undefined) ctx.addIssue({ code: "custom", path: ["from"], message: "From is required" });
      if (value.to === undefined) ctx.addIssue({ code: "custom", path: ["to"], message: "To is required" });
      if (!value.closed || value.windows)
        ctx.addIssue({ code: "custom", path: ["closed"], message: "A range of days can only be closed: true" });
      if (value.from && value.to && isCalendarDate(value.from) && isCalendarDate(value.to)) {
        if (value.to < value.from)
          ctx.addIssue({ code: "custom", path: ["to"], message: "To must be on or after from" });
        else if (value.to > addDays(value.from, OVERRIDE_RANGE_MAX_DAYS - 1))
          ctx.addIssue({
            code: "custom",
            path: ["to"],
            message: `A range is at most ${OVERRIDE_RANGE_MAX_DAYS} days`,
          });
      }
      return;
    }
    if (value.date === undefined) ctx.addIssue({ code: "custom", path: ["date"], message: "Date is required" });
    if (value.closed && value.windows)
      ctx.addIssue({ code: "custom", path: ["windows"], message: "Send either closed or windows, not both" });
    if (!value.closed && !value.windows)
      ctx.addIssue({ code: "custom", path: ["windows"], message: "Send closed: true or the day's windows" });
  });
export type DateOverrideInput = z.input<typeof dateOverrideCreateSchema>;
export type DateOverrideCreate = z.output<typeof dateOverrideCreateSchema>;

export const dateOverrideListQuerySchema = z.object({ ...pagingFields(OVERRIDES_PAGE_DEFAULT, OVERRIDES_PAGE_MAX) });

/** PUT /api/admin/booking/settings. */
export const bookingSettingsSchema = z.object({ dailyCap: boundedCount("Daily cap", 2000).nullable() }).strict();
export type BookingSettingsInput = z.input<typeof bookingSettingsSchema>;

/** A booking type as staff edit it. */
export interface BookingTypeView {
  id: string;
  name: string;
  description: string | null;
  duration: number;
  /** Cents. */
  price: number;
  color: string;
  locationOptions: MeetingLocation[];
  needsConfirmation: boolean;
  isActive: boolean;
  bufferBefore: number;
  bufferAfter: number;
  minNoticeHours: number;
  maxDaysAhead: number;
  guestChangeNoticeHours: number;
  dailyCap: number | null;
  /** The type's own weekly hours in day and clock order, which narrow the firm's; [] = it follows the firm's. */
  hours: WeeklyHours[];
  updatedAt: string;
}

export interface DateOverrideView {
  id: string;
  date: string;
  /** null: every type. */
  bookingTypeId: string | null;
  bookingTypeName: string | null;
  closed: boolean;
  windows: TimeWindow[] | null;
  note: string | null;
  createdAt: string;
}

/** What closing a range of days answers: an override per day of the range, soonest first. */
export interface DateOverrideRangeView {
  from: string;
  to: string;
  overrides: DateOverrideView[];
}

export interface BookingSettingsView {
  /** Live appointments of all types on one business day, at most; null = no cap. */
  dailyCap: number | null;
}

/** What the availability routes answer (worker/contract/api.ts). */
export interface AvailabilityAnswers {
  "GET /api/admin/booking/types": BookingTypeView[];
  "POST /api/admin/booking/types": BookingTypeView;
  "PUT /api/admin/booking/types/:id": BookingTypeView;
  "GET /api/admin/booking/overrides": DateOverrideView[];
  /** One day: its override; a range: the days it closed. */
  "POST /api/admin/booking/overrides": DateOverrideView | DateOverrideRangeView;
  "DELETE /api/admin/booking/overrides/:id": { ok: true; id: string };
  "GET /api/admin/booking/settings": BookingSettingsView;
  "GET /api/admin/booking/firm-hours": FirmHoursView;
  "PUT /api/admin/booking/firm-hours": FirmHoursView;
  "PUT /api/admin/booking/settings": BookingSettingsView;
}
