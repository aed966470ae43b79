import type { Area } from "./access";
import { NOTHING_TO_CHANGE, namesAField, pagingFields, z } from "./zod";

/**
 * Staff notifications: which events reach each staff user, in the back office's list and by email (issue 17,
 * docs/decisions/020-staff-notifications.md). Shared by the Worker's validators and the preferences panel.
 */

export const NOTIFICATION_EVENTS = [
  "application_new",
  "message_new",
  "booking_new",
  "booking_moved",
  "booking_cancelled",
  "email_reply",
  "client_feedback",
  "text_received",
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** Which applications notify: none, those to jobs the user owns, or all. Other events have no scope. */
export const APPLICATION_SCOPES = ["off", "own", "all"] as const;
export type ApplicationScope = (typeof APPLICATION_SCOPES)[number];

/** The area a user needs to hear of an event: the area whose screen the notification links to. */
export const NOTIFICATION_EVENT_AREAS: Readonly<Record<NotificationEvent, Area>> = {
  application_new: "candidates",
  message_new: "inbox",
  booking_new: "scheduling",
  booking_moved: "scheduling",
  booking_cancelled: "scheduling",
  email_reply: "candidates",
  client_feedback: "clients",
  text_received: "candidates",
};

/** A user with no saved preference: in the list, not by email (nobody gets mail they did not ask for), all applications. */
export const DEFAULT_PREFERENCE = { inApp: true, email: false, scope: "all" } as const;

export const NOTIFICATIONS_PAGE_DEFAULT = 20;
export const NOTIFICATIONS_PAGE_MAX = 100;
/** Ids one "mark read" may name: within D1's 100 bound parameters per statement, with room for the rest. */
export const NOTIFICATION_READ_IDS_MAX = 50;

/** Query of GET /api/staff/notifications: `unread=true` lists only unread ones. */
export const notificationListQuerySchema = z.object({
  unread: z.enum(["true", "false"], { error: "Unread must be true or false" }).optional(),
  ...pagingFields(NOTIFICATIONS_PAGE_DEFAULT, NOTIFICATIONS_PAGE_MAX),
});
export type NotificationListQuery = z.output<typeof notificationListQuerySchema>;

/** POST /api/staff/notifications/read: the ids to mark read, or `all: true` for every unread one. */
export const notificationReadSchema = z
  .object({
    ids: z
      .array(
        z
          .string({ error: "Each id must be a string" })
          .trim()
          .min(1, "An id cannot be empty")
          .max(64, "An id is at most 64 characters"),
        {
          error: "Ids must be a list of notification ids",
        },
      )
      .min(1, "Name at least one id, or send all: true to mark all read")
      .max(NOTIFICATION_READ_IDS_MAX, `At most ${NOTIFICATION_READ_IDS_MAX} ids at once`)
      .optional(),
    all: z.literal(true, { error: "All must be true, or left out" }).optional(),
  })
  .strict()
  // "Everything" is said, never assumed from a missing field: an empty body marks nothing.
  .refine((input) => (input.ids === undefined) !== (input.all === undefined), {
    path: ["ids"],
    message: "Name the ids to mark read, or send all: true (not both)",
  });
export type NotificationReadInput = z.input<typeof notificationReadSchema>;

const eventChangeSchema = z
  .object({
    inApp: z.boolean({ error: "In-app must be true or false" }),
    email: z.boolean({ error: "Email must be true or false" }),
    scope: z.enum(APPLICATION_SCOPES, { error: `Scope must be one of: ${APPLICATION_SCOPES.join(", ")}` }),
  })
  .partial()
  .strict();

/** Where the address is changed now: with the password, confirmed from the new address (issue 42 item 7). */
export const EMAIL_CHANGED_ON_ACCOUNT =
  "Email is changed on My account, with your current password, and takes effect once the new address confirms it";

/**
 * PUT /api/staff/notification-preferences: any events' settings; what is not named keeps its value. `scope` is only
 * for application_new. The address emails go to is the account's, shown here but changed on My account only.
 */
export const notificationPreferencesUpdateSchema = z
  .object({
    email: z.never({ error: EMAIL_CHANGED_ON_ACCOUNT }).optional(),
    events: z
      .partialRecord(
        z.enum(NOTIFICATION_EVENTS, { error: `Event must be one of: ${NOTIFICATION_EVENTS.join(", ")}` }),
        eventChangeSchema,
      )
      .optional(),
  })
  .strict()
  .refine((body) => Object.values(body.events ?? {}).some((change) => change && namesAField(change)), NOTHING_TO_CHANGE)
  .superRefine((body, ctx) => {
    for (const [event, change] of Object.entries(body.events ?? {})) {
      if (event !== "application_new" && change?.scope !== undefined) {
        ctx.addIssue({
          code: "custom",
          path: ["events", event, "scope"],
          message: "Only new applications have a scope",
        });
      }
    }
  });
export type NotificationPreferencesUpdate = z.input<typeof notificationPreferencesUpdateSchema>;

export interface NotificationView {
  id: string;
  event: NotificationEvent;
  title: string;
  /** A back-office path, e.g. "/admin/messages/<id>". */
  link: string;
  readAt: string | null;
  createdAt: string;
}

export interface EventPreference {
  event: NotificationEvent;
  inApp: boolean;
  email: boolean;
  /** application_new only; null for the others. */
  scope: ApplicationScope | null;
  /** Whether the user can use the event's area now: if not, nothing reaches them whatever they chose. */
  available: boolean;
}

export interface NotificationPreferences {
  /** Where emails go; email is sent only with an address. */
  email: string | null;
  events: EventPreference[];
}

export interface NotificationAnswers {
  "GET /api/staff/notifications": NotificationView[];
  "GET /api/staff/notifications/unread-count": { unread: number };
  "POST /api/staff/notifications/read": { marked: number };
  "GET /api/staff/notification-preferences": NotificationPreferences;
  "PUT /api/staff/notification-preferences": NotificationPreferences;
}
