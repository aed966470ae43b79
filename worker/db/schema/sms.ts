import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { COMPANY } from "../../contract/company";
import {
  SMS_MESSAGE_TYPES,
  SMS_OPT_IN_TYPES,
  SMS_STATUSES,
  SMS_USE_CASE_CATEGORIES,
  type SmsMonthlyVolume,
  type SmsUseCaseCategory,
} from "../../contract/enums";
import { bookingAppointments } from "./booking";
import { candidates } from "./candidates";
import { createdAt, flag, id, timestamp, updatedAt } from "./columns";
import { crmLeads } from "./leads";
import { users } from "./staff";

/** The opt-in confirmation a subscriber receives, as registered with the carrier for toll-free verification. */
const DEFAULT_SMS_MESSAGE_CONTENT =
  `${COMPANY.name}: you are subscribed to text messages about your job search, interviews and appointments. ` +
  "Message frequency varies. Message and data rates may apply. Reply HELP for help. Reply STOP to opt out.";

/**
 * The firm's SMS registration (toll-free number, use case, opt-in flow): one row. Sending is refused until it is
 * active.
 */
export const smsSettings = sqliteTable("sms_settings", {
  id: id(),
  tollFreeNumber: text("toll_free_number"),
  monthlyVolume: integer("monthly_volume").notNull().default(1000).$type<SmsMonthlyVolume>(),
  useCaseCategories: text("use_case_categories", { mode: "json" })
    .notNull()
    .$type<SmsUseCaseCategory[]>()
    .default([...SMS_USE_CASE_CATEGORIES]),
  optInType: text("opt_in_type", { enum: SMS_OPT_IN_TYPES }).notNull().default("Via Text"),
  optInWorkflowImageUrl: text("opt_in_workflow_image_url"),
  useCaseDescription: text("use_case_description"),
  messageContent: text("message_content").notNull().default(DEFAULT_SMS_MESSAGE_CONTENT),
  isVerified: flag("is_verified", false),
  isActive: flag("is_active", false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type SmsSettings = typeof smsSettings.$inferSelect;
export type NewSmsSettings = typeof smsSettings.$inferInsert;

/**
 * Every text message sent or queued, with its Twilio delivery state; kept when its booking or lead goes. Its tries
 * and retries are those of its delivery (kind "sms", worker/sms/delivery.ts).
 */
export const smsMessages = sqliteTable(
  "sms_messages",
  {
    id: id(),
    toNumber: text("to_number").notNull(),
    message: text("message").notNull(),
    messageType: text("message_type", { enum: SMS_MESSAGE_TYPES }).notNull(),
    fromNumber: text("from_number"),
    status: text("status", { enum: SMS_STATUSES }).notNull().default("pending"),
    relatedBookingId: text("related_booking_id").references(() => bookingAppointments.id, { onDelete: "set null" }),
    relatedLeadId: text("related_lead_id").references(() => crmLeads.id, { onDelete: "set null" }),
    sentAt: timestamp("sent_at"),
    deliveredAt: timestamp("delivered_at"),
    errorMessage: text("error_message"),
    twilioSid: text("twilio_sid"),
    /** The staff member who wrote it (from the SMS page or a candidate's record); null for the firm's own texts. */
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("sms_messages_created_idx").on(t.createdAt),
    // A candidate's timeline finds their texts by their phone.
    index("sms_messages_to_number_idx").on(t.toNumber, t.createdAt),
  ],
);

export type SmsMessage = typeof smsMessages.$inferSelect;
export type NewSmsMessage = typeof smsMessages.$inferInsert;

/**
 * Numbers that replied STOP (or another carrier opt-out word). No text goes to them until they reply START; this
 * overrides any consent given on a form.
 */
export const smsOptOuts = sqliteTable("sms_opt_outs", {
  phone: text("phone").primaryKey(),
  optedOutAt: timestamp("opted_out_at").notNull(),
  /** The reply that opted out, e.g. "STOP". */
  keyword: text("keyword"),
});

export type SmsOptOut = typeof smsOptOuts.$inferSelect;

/**
 * Texts received on the firm's number (Twilio's incoming-message webhook), every one as it came, a STOP included:
 * stored before anything else is done with it. `twilioSid` makes Twilio's retries of a webhook one row.
 * `candidateId` is the candidate whose phone sent it when it came (the newest one with that number), so an erasure
 * reaches it after the candidate's phone is gone; the timeline matches texts by phone, as it does texts out.
 */
export const inboundTexts = sqliteTable(
  "inbound_texts",
  {
    id: id(),
    twilioSid: text("twilio_sid").notNull(),
    fromNumber: text("from_number").notNull(),
    toNumber: text("to_number").notNull(),
    body: text("body").notNull(),
    candidateId: text("candidate_id").references(() => candidates.id, { onDelete: "set null" }),
    receivedAt: timestamp("received_at").notNull(),
  },
  (t) => [
    uniqueIndex("inbound_texts_twilio_sid_unique").on(t.twilioSid),
    index("inbound_texts_from_idx").on(t.fromNumber, t.receivedAt),
    index("inbound_texts_candidate_idx").on(t.candidateId),
  ],
);

export type InboundText = typeof inboundTexts.$inferSelect;
