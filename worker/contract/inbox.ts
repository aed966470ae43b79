import type { StaffRef } from "./application-pipeline";
import { type ContactSource, type DeliveryStatus, MESSAGE_STATUSES, type MessageStatus } from "./enums";
import { HELP_TYPE_OPTIONS, INQUIRY_OPTIONS } from "./forms";
import { NOTHING_TO_CHANGE, namesAField, pagingFields, z } from "./zod";

/**
 * The messages inbox: contact messages from the /contact page and the home page, worked by staff (status,
 * assignee) and answered by email from a thread of replies. Shared by the Worker's validators and the back office.
 */

export const MESSAGE_STATUS_LABELS: Readonly<Record<MessageStatus, string>> = {
  new: "New",
  in_progress: "In progress",
  done: "Done",
};

export const MESSAGES_PAGE_DEFAULT = 25;
export const MESSAGES_PAGE_MAX = 100;
export const MESSAGE_REPLY_MAX = 5000;

/** The text a visitor chose for "inquiry" (home form) or "How can we help?" (/contact); the value itself if unknown. */
export function inquiryLabel(inquiry: string): string {
  const options: readonly { value: string; label: string }[] = [...INQUIRY_OPTIONS, ...HELP_TYPE_OPTIONS];
  return options.find((option) => option.value === inquiry)?.label ?? inquiry;
}

const statusField = z.enum(MESSAGE_STATUSES, { error: `Status must be one of: ${MESSAGE_STATUSES.join(", ")}` });

/** Query of GET /api/admin/messages. An empty status means every message. */
export const messageListQuerySchema = z.object({
  status: z.union([z.literal(""), statusField]).optional(),
  q: z.string().trim().max(200, "Search must be at most 200 characters").optional(),
  ...pagingFields(MESSAGES_PAGE_DEFAULT, MESSAGES_PAGE_MAX),
});
export type MessageListQuery = z.output<typeof messageListQuerySchema>;

/** PATCH /api/admin/messages/{id}: either or both; `assigneeId: null` unassigns. */
export const messageUpdateSchema = z
  .object({
    status: statusField,
    assigneeId: z
      .string({ error: "Assignee id must be a staff user's id or null" })
      .trim()
      .min(1, "Assignee id cannot be empty")
      .max(64)
      .nullable(),
  })
  .partial()
  .strict()
  .refine(namesAField, NOTHING_TO_CHANGE);
export type MessageUpdate = z.input<typeof messageUpdateSchema>;

export const messageReplySchema = z
  .object({
    body: z
      .string({ error: "Reply is required" })
      .trim()
      .min(1, "Reply is required")
      .max(MESSAGE_REPLY_MAX, `A reply is at most ${MESSAGE_REPLY_MAX} characters`),
  })
  .strict();
export type MessageReplyInput = z.input<typeof messageReplySchema>;

/** A row of the inbox. */
export interface MessageListItem {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string | null;
  /** The stored choice; `inquiryLabel` names it. */
  inquiry: string;
  /** The message's first line, cut to a list's width. */
  preview: string;
  status: MessageStatus;
  assignee: StaffRef | null;
  source: ContactSource;
  createdAt: string;
}

/** Where the email carrying a reply stands, read from its deliveries row. */
export interface ReplyDeliveryView {
  id: string;
  status: DeliveryStatus;
  /**
   * Why a pending email is not going out: the row's reason, or, before its first attempt, why the email service
   * cannot send now (the reason the pipeline will record).
   */
  waitingReason: string | null;
  lastError: string | null;
  sentAt: string | null;
}

export interface MessageReplyView {
  id: string;
  body: string;
  author: StaffRef | null;
  createdAt: string;
  /** Null only if the delivery row was removed. */
  delivery: ReplyDeliveryView | null;
}

/** One message with everything staff need to answer it; replies oldest first, as a thread reads. */
export interface MessageDetail extends MessageListItem {
  message: string;
  phone: string | null;
  /**
   * An employer's inquiry (isEmployerInquiry) and its CRM lead: "Make client" converts the lead (POST
   * /api/crm/leads/:id/convert); `clientId` once it has. Null for a job seeker's message or one without a lead.
   */
  employerLead: { id: string; clientId: string | null } | null;
  replies: MessageReplyView[];
}

/** What the inbox routes answer (worker/contract/api.ts). */
export interface InboxAnswers {
  /** Paged: `limit` and `offset`, the total in `X-Total-Count`. */
  "GET /api/admin/messages": MessageListItem[];
  "GET /api/admin/messages/unread-count": { unread: number };
  "GET /api/admin/messages/assignees": StaffRef[];
  "GET /api/admin/messages/:id": MessageDetail;
  "PATCH /api/admin/messages/:id": MessageDetail;
  "POST /api/admin/messages/:id/reply": MessageReplyView;
}
