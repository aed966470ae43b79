import type { DeliveryCounts, ServiceStatus } from "./deliveries";
import {
  SMS_MESSAGE_TYPES,
  SMS_MONTHLY_VOLUMES,
  SMS_OPT_IN_TYPES,
  SMS_STATUSES,
  SMS_USE_CASE_CATEGORIES,
  type SmsMessageType,
  type SmsMonthlyVolume,
  type SmsOptInType,
  type SmsStatus,
  type SmsUseCaseCategory,
} from "./enums";
import { NOTHING_TO_CHANGE, namesAField, pagingFields, searchField, sortField, z } from "./zod";

/** SMS settings and sends, shared by the Worker's validators and the SMS page. */

export const SMS_MESSAGE_SORTS = ["newest", "oldest"] as const;
export type SmsMessageSort = (typeof SMS_MESSAGE_SORTS)[number];
export const SMS_MESSAGES_PAGE_DEFAULT = 25;
export const SMS_MESSAGES_PAGE_MAX = 100;

/** The text message history's query: a search of number and text, a status, a type, an order and a page. */
export const smsMessageListQuerySchema = z.object({
  q: searchField,
  status: z.enum(SMS_STATUSES, { error: `Status must be one of ${SMS_STATUSES.join(", ")}` }).optional(),
  type: z.enum(SMS_MESSAGE_TYPES, { error: `Type must be one of ${SMS_MESSAGE_TYPES.join(", ")}` }).optional(),
  sort: sortField(SMS_MESSAGE_SORTS, "newest"),
  ...pagingFields(SMS_MESSAGES_PAGE_DEFAULT, SMS_MESSAGES_PAGE_MAX),
});
export type SmsMessageListQuery = z.output<typeof smsMessageListQuerySchema>;

/** An E.164 phone number: "+", country code, 7 to 15 digits in all. */
export const E164 = /^\+[1-9]\d{6,14}$/;
/** Ten segments of 160 characters: longer texts are split and billed by carriers, and rarely read. */
export const SMS_MAX_LENGTH = 1600;

/** One or more settings fields; the page saves each field as it is edited (back-office spec section 7). */
export const smsSettingsUpdateSchema = z
  .object({
    tollFreeNumber: z.string().trim().regex(E164, "Enter the number in E.164 form, e.g. +18005550142").nullable(),
    monthlyVolume: z.union(
      SMS_MONTHLY_VOLUMES.map((volume) => z.literal(volume)),
      { error: "Monthly volume must be 1000, 5000, 10000 or 25000" },
    ),
    useCaseCategories: z
      .array(z.enum(SMS_USE_CASE_CATEGORIES))
      .min(1, "Choose at least one use case")
      .max(SMS_USE_CASE_CATEGORIES.length),
    optInType: z.enum(SMS_OPT_IN_TYPES),
    optInWorkflowImageUrl: z
      .url({ protocol: /^https$/, error: "Enter an https URL" })
      .max(2000)
      .nullable(),
    useCaseDescription: z.string().max(2000, "At most 2000 characters").nullable(),
    messageContent: z
      .string()
      .trim()
      .min(1, "The message template cannot be empty")
      .max(SMS_MAX_LENGTH, `At most ${SMS_MAX_LENGTH} characters`),
    isVerified: z.boolean(),
    isActive: z.boolean(),
  })
  .partial()
  .strict()
  .refine(namesAField, NOTHING_TO_CHANGE);

export const smsSendSchema = z.object({
  toNumber: z
    .string({ error: "Phone number is required" })
    .trim()
    .regex(E164, "Enter the number in E.164 form, e.g. +13175550142"),
  message: z
    .string({ error: "Message is required" })
    .trim()
    .min(1, "Message is required")
    .max(SMS_MAX_LENGTH, `At most ${SMS_MAX_LENGTH} characters`),
  messageType: z.enum(SMS_MESSAGE_TYPES).default("follow_up"),
});

export type SmsSettingsUpdate = z.input<typeof smsSettingsUpdateSchema>;
export type SmsSendInput = z.input<typeof smsSendSchema>;

/** The SMS settings as the SMS page reads them, with whether texts can go out now and the texts' backlog. */
export interface SmsSettingsView {
  id: string;
  tollFreeNumber: string | null;
  monthlyVolume: SmsMonthlyVolume;
  useCaseCategories: SmsUseCaseCategory[];
  optInType: SmsOptInType;
  optInWorkflowImageUrl: string | null;
  useCaseDescription: string | null;
  messageContent: string;
  isVerified: boolean;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  /** Whether texts can go out now (Twilio configured, the service active, a number to send from), and why not. */
  service: ServiceStatus;
  /** The sms deliveries by status. */
  deliveries: DeliveryCounts;
}

/** A text message on record: sent from the SMS page, or queued by a booking. */
export interface SmsMessageView {
  id: string;
  toNumber: string;
  message: string;
  messageType: SmsMessageType;
  fromNumber: string | null;
  status: SmsStatus;
  relatedBookingId: string | null;
  relatedLeadId: string | null;
  sentAt: string | null;
  deliveredAt: string | null;
  errorMessage: string | null;
  twilioSid: string | null;
  createdAt: string;
}

/** A text to a candidate from their record (issue 33 item 7): the words only; the number is the candidate's. */
export const candidateTextSchema = z.strictObject({
  body: z
    .string({ error: "Body is required" })
    .trim()
    .min(1, "Body is required")
    .max(SMS_MAX_LENGTH, `Body must be at most ${SMS_MAX_LENGTH} characters`),
});
export type CandidateTextInput = z.infer<typeof candidateTextSchema>;

/**
 * A text accepted for sending: its row, its delivery, and when it may go (`notBefore`, null for at once: later when
 * written in the candidate's quiet hours) on whose clock (`timeZone`: the candidate's by their booking, location or
 * area code, decision 106; when it is not known, the continental US clock whose morning it waits for).
 */
export interface CandidateTextSent {
  id: string;
  deliveryId: string;
  notBefore: string | null;
  timeZone: string;
  /** Set while texting is not connected (TEXTING_NOT_CONNECTED): the text waits until it is. */
  waiting: string | null;
}

/** What a queued text says while no SMS provider is connected or texting is switched off. */
export const TEXTING_NOT_CONNECTED = "waiting: texting is not connected";

/**
 * Whether a text can be written to the candidate, asked before the recruiter types: `blocked` is
 * why none can (no mobile number, no consent, an opt-out), null when one can; `waiting` is TEXTING_NOT_CONNECTED
 * while texting is not connected (a text is accepted and waits), with `waitingReason` the SMS page's reason.
 */
export interface CandidateTextingView {
  blocked: string | null;
  waiting: string | null;
  waitingReason: string | null;
}

/**
 * A text received from a number no candidate has (decision 073): listed for the staff who read candidates' texts,
 * until a candidate has the number (then it is on that candidate's timeline).
 */
export interface UnmatchedTextView {
  id: string;
  fromNumber: string;
  body: string;
  receivedAt: string;
}

/** The back-office page that lists them, where the notification of one links. */
export const UNMATCHED_TEXTS_PAGE = "/admin/candidates/unmatched-texts";
export const UNMATCHED_TEXTS_PAGE_DEFAULT = 25;
/** The list of texts from unknown numbers: newest first, a page at a time. */
export const unmatchedTextListQuerySchema = z.object(pagingFields(UNMATCHED_TEXTS_PAGE_DEFAULT, 100));
export type UnmatchedTextListQuery = z.output<typeof unmatchedTextListQuerySchema>;

/** What the SMS routes answer (worker/contract/api.ts); Twilio's webhooks answer no JSON. */
export interface SmsAnswers {
  "POST /api/admin/candidates/:id/texts": CandidateTextSent;
  "GET /api/admin/candidates/:id/texting": CandidateTextingView;
  "GET /api/admin/unmatched-texts": UnmatchedTextView[];
  "GET /api/sms/settings": SmsSettingsView;
  "POST /api/sms/settings": SmsSettingsView;
  "GET /api/sms/messages": SmsMessageView[];
  "POST /api/sms/send": SmsMessageView;
}
