import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { DEFAULT_WAITING_DAYS, SUBMITTAL_STATUSES } from "../../contract/desk-enums";
import { REJECTION_REASONS } from "../../contract/enums";
import { applications } from "./applications";
import { clientContacts, clients } from "./clients";
import { createdAt, id, timestamp, updatedAt } from "./columns";
import { jobs } from "./jobs";
import { users } from "./staff";

/**
 * Submittals (issue 32 item 3): one application presented to one client contact, and the contact's answer. The
 * client and job are copied from the application's job order when it is made, so the lists filter without joins and
 * a job later moved to another client does not move its shortlist. One more writer than the submittals area: the
 * trigger of migration 0062 closes the open ones (awaiting, hold) when the firm decides their application (placed,
 * withdrawn, not a fit), in the statement that moves its stage.
 */
export const submittals = sqliteTable(
  "submittals",
  {
    id: id(),
    applicationId: text("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    contactId: text("contact_id")
      .notNull()
      .references(() => clientContacts.id, { onDelete: "cascade" }),
    clientId: text("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    jobId: text("job_id").references(() => jobs.id, { onDelete: "set null" }),
    /** The recruiter's note to the client: what the client reads on the client portal. */
    note: text("note").notNull(),
    status: text("status", { enum: SUBMITTAL_STATUSES }).notNull().default("awaiting"),
    declineReason: text("decline_reason", { enum: REJECTION_REASONS }),
    /** What the contact wrote with their answer. */
    feedbackComment: text("feedback_comment"),
    decidedAt: timestamp("decided_at"),
    /** The last reminder the cron sent the contact about this submittal. */
    remindedAt: timestamp("reminded_at"),
    /** The site's address it was made on: the reminders' links use it when SITE_URL is not set. */
    origin: text("origin").notNull(),
    submittedBy: text("submitted_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("submittals_application_contact_unique").on(t.applicationId, t.contactId),
    index("submittals_contact_idx").on(t.contactId, t.createdAt),
    index("submittals_status_created_idx").on(t.status, t.createdAt),
    index("submittals_client_idx").on(t.clientId, t.createdAt),
    index("submittals_job_idx").on(t.jobId, t.createdAt),
  ],
);

export type Submittal = typeof submittals.$inferSelect;

/**
 * Magic links to the client portal (decision 051): each scoped to one contact, only the SHA-256 of the token kept,
 * working until `expiresAt` unless revoked. Every email to a contact carries a fresh one; revoking ends them all.
 */
export const clientPortalLinks = sqliteTable(
  "client_portal_links",
  {
    id: id(),
    contactId: text("contact_id")
      .notNull()
      .references(() => clientContacts.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at").notNull(),
    revokedAt: timestamp("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("client_portal_links_token_unique").on(t.tokenHash),
    index("client_portal_links_contact_idx").on(t.contactId),
  ],
);

/** The desk's settings: one row (id "default"), absent until staff first save it. */
export const deskSettings = sqliteTable("desk_settings", {
  id: text("id").primaryKey(),
  /** Days without an answer after which a submittal is "waiting for client" and its contact is reminded. */
  waitingDays: integer("waiting_days").notNull().default(DEFAULT_WAITING_DAYS),
  updatedAt: updatedAt(),
});
