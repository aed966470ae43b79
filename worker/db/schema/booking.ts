import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { APPOINTMENT_EVENT_ACTIONS, APPOINTMENT_STATUSES } from "../../contract/enums";
import { DEFAULT_TIME_ZONE, MEETING_LOCATIONS, type MeetingLocation } from "../../contract/site-enums";
import { applications } from "./applications";
import { candidates } from "./candidates";
import { createdAt, flag, id, timestamp, updatedAt } from "./columns";
import { contacts, crmLeads } from "./leads";
import { users } from "./staff";

/**
 * What a visitor can book: consultation types with their weekly hours. Prices are in cents, durations and
 * buffers in minutes, `maxAdvanceBooking` in days. `bufferTime` is the buffer after an appointment, `bufferBefore`
 * the one before it; `autoConfirm` false means staff confirm or decline each booking.
 */
export const bookingTypes = sqliteTable("booking_types", {
  id: id(),
  name: text("name").notNull(),
  duration: integer("duration").notNull(),
  description: text("description"),
  price: integer("price").notNull().default(0),
  isActive: flag("is_active", true),
  color: text("color").notNull().default("#3B82F6"),
  /** Booker fields this type asks for beyond name and email (e.g. "phone", "company"). */
  requiredInfo: text("required_info", { mode: "json" }).$type<string[]>(),
  /** Start times ("HH:MM") this type is limited to, if any. */
  availableSlots: text("available_slots", { mode: "json" }).$type<string[]>(),
  bufferTime: integer("buffer_time").notNull().default(15),
  maxAdvanceBooking: integer("max_advance_booking").notNull().default(30),
  allowRescheduling: flag("allow_rescheduling", true),
  autoConfirm: flag("auto_confirm", true),
  bufferBefore: integer("buffer_before").notNull().default(0),
  /** No slot starts sooner than this many hours after now. */
  minNoticeHours: integer("min_notice_hours").notNull().default(2),
  /** The booker cannot move or cancel inside this many hours before the start (staff can). */
  guestChangeNoticeHours: integer("guest_change_notice_hours").notNull().default(24),
  /** Live appointments of this type on one business day, at most; null = no cap. */
  dailyCap: integer("daily_cap"),
  /** Where a meeting of this type can happen; the wizard offers only these. */
  locationOptions: text("location_options", { mode: "json" })
    .$type<MeetingLocation[]>()
    .notNull()
    .default(["virtual", "office", "phone"]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type BookingType = typeof bookingTypes.$inferSelect;
export type NewBookingType = typeof bookingTypes.$inferInsert;

/**
 * The firm calendar's weekly hours, which every booking type inherits (decision 090): dayOfWeek 0-6 (Sunday = 0),
 * "HH:MM" in the business time zone; a weekday with no row is closed. Its closures are the all-types date overrides.
 */
export const bookingFirmHours = sqliteTable(
  "booking_firm_hours",
  {
    id: id(),
    dayOfWeek: integer("day_of_week").notNull(),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("booking_firm_hours_day_idx").on(t.dayOfWeek)],
);

export type BookingFirmHours = typeof bookingFirmHours.$inferSelect;

/**
 * A booking type's own weekly hours, which narrow the firm's (intersected with them); a type with none follows the
 * firm's. dayOfWeek 0-6 (Sunday = 0), "HH:MM" in the business time zone.
 */
export const bookingAvailability = sqliteTable(
  "booking_availability",
  {
    id: id(),
    bookingTypeId: text("booking_type_id")
      .notNull()
      .references(() => bookingTypes.id, { onDelete: "cascade" }),
    dayOfWeek: integer("day_of_week").notNull(),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
    isActive: flag("is_active", true),
    createdAt: createdAt(),
  },
  (t) => [index("booking_availability_type_day_idx").on(t.bookingTypeId, t.dayOfWeek)],
);

export type BookingAvailability = typeof bookingAvailability.$inferSelect;
export type NewBookingAvailability = typeof bookingAvailability.$inferInsert;

/** Calendar rules for every type at once; one row, id "default". */
export const bookingSettings = sqliteTable("booking_settings", {
  id: text("id").primaryKey(),
  /** Live appointments of all types on one business day, at most; null = no cap. */
  dailyCap: integer("daily_cap"),
  updatedAt: updatedAt(),
});

export type BookingSettings = typeof bookingSettings.$inferSelect;

/**
 * A date whose hours differ from the weekly ones (holidays, time off, a late opening): closed, or open only in
 * `windows` ("HH:MM" in the business zone). A null `bookingTypeId` applies to every type; a type's own override
 * wins over the all-types one on the same date.
 */
export const bookingDateOverrides = sqliteTable(
  "booking_date_overrides",
  {
    id: id(),
    /** "yyyy-MM-dd" in the business zone. */
    date: text("date").notNull(),
    bookingTypeId: text("booking_type_id").references(() => bookingTypes.id, { onDelete: "cascade" }),
    closed: flag("closed", false),
    windows: text("windows", { mode: "json" }).$type<{ startTime: string; endTime: string }[]>(),
    note: text("note"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("booking_date_overrides_date_idx").on(t.date, t.bookingTypeId)],
);

export type BookingDateOverride = typeof bookingDateOverrides.$inferSelect;

/** Time off (holidays, offsites). A null `bookingTypeId` blocks every type. */
export const bookingBlockedTimes = sqliteTable(
  "booking_blocked_times",
  {
    id: id(),
    bookingTypeId: text("booking_type_id").references(() => bookingTypes.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    startDateTime: timestamp("start_date_time").notNull(),
    endDateTime: timestamp("end_date_time").notNull(),
    isRecurring: flag("is_recurring", false),
    recurringPattern: text("recurring_pattern"),
    createdAt: createdAt(),
  },
  (t) => [
    index("booking_blocked_times_range_idx").on(t.startDateTime, t.endDateTime),
    index("booking_blocked_times_type_idx").on(t.bookingTypeId),
  ],
);

export type BookingBlockedTime = typeof bookingBlockedTimes.$inferSelect;
export type NewBookingBlockedTime = typeof bookingBlockedTimes.$inferInsert;

/**
 * Booked appointments. `endsAt` (appointmentDate + duration) is stored at insert so overlap checks are one range
 * query; `manageToken` is the secret in the visitor's manage link. A booking type with appointments cannot be
 * deleted (deactivate it instead).
 */
export const bookingAppointments = sqliteTable(
  "booking_appointments",
  {
    id: id(),
    bookingTypeId: text("booking_type_id")
      .notNull()
      .references(() => bookingTypes.id, { onDelete: "no action" }),
    bookerName: text("booker_name").notNull(),
    bookerEmail: text("booker_email").notNull(),
    appointmentDate: timestamp("appointment_date").notNull(),
    /** Minutes, copied from the booking type at booking time. */
    duration: integer("duration").notNull(),
    endsAt: timestamp("ends_at").notNull(),
    timeZone: text("time_zone").notNull().default(DEFAULT_TIME_ZONE),
    status: text("status", { enum: APPOINTMENT_STATUSES }).notNull().default("scheduled"),
    leadId: text("lead_id").references(() => crmLeads.id, { onDelete: "set null" }),
    applicationId: text("application_id").references(() => applications.id, { onDelete: "set null" }),
    contactId: text("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    candidateId: text("candidate_id").references(() => candidates.id, { onDelete: "set null" }),
    bookerPhone: text("booker_phone"),
    /** The booker ticked "text me about this appointment" (with a phone): confirmations and reminders by SMS. */
    smsConsent: flag("sms_consent", false),
    bookerCompany: text("booker_company"),
    meetingLink: text("meeting_link"),
    meetingLocation: text("meeting_location", { enum: MEETING_LOCATIONS }).notNull().default("virtual"),
    notes: text("notes"),
    bookerNotes: text("booker_notes"),
    internalNotes: text("internal_notes"),
    confirmationSent: flag("confirmation_sent", false),
    reminderSent: flag("reminder_sent", false),
    rescheduleCount: integer("reschedule_count").notNull().default(0),
    /** The calendar file's SEQUENCE: raised by every reschedule and by the cancel, so calendars replace the event. */
    sequence: integer("sequence").notNull().default(0),
    cancelledAt: timestamp("cancelled_at"),
    cancelReason: text("cancel_reason"),
    completedAt: timestamp("completed_at"),
    ghlAppointmentId: text("ghl_appointment_id"),
    /** The SHA-256 of the manage link's token (decision 078): what a link is looked up by. */
    manageTokenHash: text("manage_token_hash"),
    /** The token sealed (AES-GCM, keyed from SESSION_SECRET), for the emails staff's changes send the booker. */
    manageTokenSealed: text("manage_token_sealed"),
    /** A token stored before decision 078, still opening its link until the cron hashes and seals it. */
    legacyManageToken: text("legacy_manage_token"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("booking_appointments_type_date_idx").on(t.bookingTypeId, t.appointmentDate),
    index("booking_appointments_date_idx").on(t.appointmentDate),
    index("booking_appointments_status_idx").on(t.status),
    index("booking_appointments_candidate_idx").on(t.candidateId),
    // The analytics' bookings made in a date range, by type.
    index("booking_appointments_created_type_idx").on(t.createdAt, t.bookingTypeId),
    uniqueIndex("booking_appointments_manage_token_hash_unique").on(t.manageTokenHash),
    uniqueIndex("booking_appointments_legacy_manage_token_unique").on(t.legacyManageToken),
  ],
);

export type BookingAppointment = typeof bookingAppointments.$inferSelect;
export type NewBookingAppointment = typeof bookingAppointments.$inferInsert;

/**
 * An appointment's history: who did what, when, and for a move the times from and to. `actorUserId` null with
 * `actorName` "Booker" is the visitor through the manage link.
 */
export const bookingAppointmentEvents = sqliteTable(
  "booking_appointment_events",
  {
    id: id(),
    appointmentId: text("appointment_id")
      .notNull()
      .references(() => bookingAppointments.id, { onDelete: "cascade" }),
    action: text("action", { enum: APPOINTMENT_EVENT_ACTIONS }).notNull(),
    actorUserId: text("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    fromStart: timestamp("from_start"),
    toStart: timestamp("to_start"),
    reason: text("reason"),
    createdAt: createdAt(),
  },
  (t) => [index("booking_appointment_events_appointment_idx").on(t.appointmentId, t.createdAt)],
);

export type BookingAppointmentEvent = typeof bookingAppointmentEvents.$inferSelect;
