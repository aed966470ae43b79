import { index, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { APPLICATION_SCOPES, NOTIFICATION_EVENTS } from "../../contract/notifications";
import { createdAt, flag, id, timestamp } from "./columns";
import { users } from "./staff";

/**
 * Staff notifications (worker/notifications/store.ts). A preference row exists only once a user saved one; without
 * it the defaults apply (DEFAULT_PREFERENCE). A notification row is written per user who wants the event, in the
 * same batch as the event's cause, with the id of its email's delivery when the user chose email.
 */
export const notificationPreferences = sqliteTable(
  "notification_preferences",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    event: text("event", { enum: NOTIFICATION_EVENTS }).notNull(),
    inApp: flag("in_app", true),
    email: flag("email", false),
    /** application_new only: off, jobs the user owns, or all. */
    scope: text("scope", { enum: APPLICATION_SCOPES }).notNull().default("all"),
  },
  (t) => [primaryKey({ columns: [t.userId, t.event] })],
);

export type NotificationPreference = typeof notificationPreferences.$inferSelect;

export const staffNotifications = sqliteTable(
  "staff_notifications",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    event: text("event", { enum: NOTIFICATION_EVENTS }).notNull(),
    /** What it is about (the application, message or appointment id): with `event`, one cause's rows. */
    subjectId: text("subject_id").notNull(),
    title: text("title").notNull(),
    link: text("link").notNull(),
    /** False for a user who wants the event only by email: the row then carries the email but is not listed. */
    inApp: flag("in_app", true),
    deliveryId: text("delivery_id"),
    readAt: timestamp("read_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("staff_notifications_user_created_idx").on(t.userId, t.inApp, t.createdAt),
    index("staff_notifications_user_unread_idx").on(t.userId, t.inApp, t.readAt),
    index("staff_notifications_cause_idx").on(t.event, t.subjectId),
  ],
);

export type StaffNotification = typeof staffNotifications.$inferSelect;
