import { index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { CLIENT_FEE_TYPES, CLIENT_STATUSES, CONTACT_ROLES, DEFAULT_GUARANTEE_DAYS } from "../../contract/clients-enums";
import type { ConversionTerms } from "../../contract/conversion";
import { createdAt, flag, id, updatedAt } from "./columns";
import { users } from "./staff";

/**
 * The firm's clients: the companies that pay it (issue 32). Fee terms live here and are copied onto each placement
 * when it is made, so a later change of terms never rewrites a fee already earned. For retained searches the fee is
 * paid in three installments, each a percentage of the whole fee (retainer, shortlist, placement).
 */
export const clients = sqliteTable(
  "clients",
  {
    id: id(),
    name: text("name").notNull(),
    website: text("website"),
    industry: text("industry"),
    status: text("status", { enum: CLIENT_STATUSES }).notNull().default("prospect"),
    ownerId: text("owner_id").references(() => users.id, { onDelete: "set null" }),
    feeType: text("fee_type", { enum: CLIENT_FEE_TYPES }).notNull().default("contingency"),
    /** Percent of the placed candidate's first-year salary, e.g. 25 for 25 %. */
    feePercent: real("fee_percent").notNull().default(25),
    guaranteeDays: integer("guarantee_days").notNull().default(DEFAULT_GUARANTEE_DAYS),
    /** Retained searches only: the shares of the fee due at each milestone, in percent, summing to 100. */
    retainerPercent: real("retainer_percent"),
    shortlistPercent: real("shortlist_percent"),
    placementPercent: real("placement_percent"),
    /** The firm has agreed not to recruit this client's employees. */
    /** Contract-to-hire terms (decision 113); null for the fee percent of the salary with no schedule. */
    conversionTerms: text("conversion_terms", { mode: "json" }).$type<ConversionTerms>(),
    noPoach: flag("no_poach", false),
    notes: text("notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("clients_name_idx").on(t.name),
    index("clients_status_name_idx").on(t.status, t.name),
    index("clients_owner_idx").on(t.ownerId),
  ],
);

export type Client = typeof clients.$inferSelect;
export type NewClient = typeof clients.$inferInsert;

/**
 * The people at a client the firm works with. They are people too: the privacy registry finds, exports and erases
 * them like candidates.
 */
export const clientContacts = sqliteTable(
  "client_contacts",
  {
    id: id(),
    clientId: text("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone"),
    title: text("title"),
    role: text("role", { enum: CONTACT_ROLES }).notNull().default("hiring_manager"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("client_contacts_client_idx").on(t.clientId, t.name), index("client_contacts_email_idx").on(t.email)],
);

export type ClientContact = typeof clientContacts.$inferSelect;
export type NewClientContact = typeof clientContacts.$inferInsert;
