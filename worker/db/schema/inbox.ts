import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./columns";
import { deliveries } from "./deliveries";
import { contacts } from "./leads";
import { users } from "./staff";

/**
 * The messages inbox's thread: staff replies to a contact message, each sent to the visitor as an email delivery
 * written in the same batch. Append-only, so the thread shows what the visitor was actually sent.
 */
export const messageReplies = sqliteTable(
  "message_replies",
  {
    id: id(),
    contactId: text("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    /** Null once the staff user is deleted; the reply stays. */
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    /** The email carrying it; its status is the reply's delivery state. */
    deliveryId: text("delivery_id").references(() => deliveries.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("message_replies_contact_idx").on(t.contactId, t.createdAt)],
);

export type MessageReply = typeof messageReplies.$inferSelect;
