import { index, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "./columns";

/**
 * One row per person across applications, contact messages and bookings (issue 17). `email` is normalized
 * (trimmed, lower-cased) and unique: it is what a new submission is matched on first; `phone` is E.164, matched
 * next, and what flags two candidates as possible duplicates.
 */
export const candidates = sqliteTable(
  "candidates",
  {
    id: id(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("candidates_email_unique").on(t.email), index("candidates_phone_idx").on(t.phone), index("candidates_created_idx").on(t.createdAt)],
);

export type Candidate = typeof candidates.$inferSelect;
