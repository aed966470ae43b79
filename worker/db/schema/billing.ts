import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { BILLING_FILES, type ExportedLine } from "../../contract/billing-enums";
import { assignments } from "./assignments";
import { candidates } from "./candidates";
import { clients } from "./clients";
import { createdAt, id, timestampNow } from "./columns";
import { users } from "./staff";
import { timesheets } from "./timesheets";

/**
 * The firm's invoices to its clients for contract time (issue 48 item 3, decision 112): one per client and week,
 * numbered without gaps within a year (`INV-2040-0001`), the number claimed in the one statement that inserts it.
 */
export const clientInvoices = sqliteTable(
  "client_invoices",
  {
    id: id(),
    clientId: text("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    weekStart: text("week_start").notNull(),
    year: integer("year").notNull(),
    sequence: integer("sequence").notNull(),
    number: text("number").notNull(),
    /** "yyyy-MM-dd": the firm's day of the first export that carried it, and that day plus the terms. */
    issuedOn: text("issued_on").notNull(),
    dueOn: text("due_on").notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("client_invoices_week_idx").on(t.clientId, t.weekStart),
    uniqueIndex("client_invoices_sequence_idx").on(t.year, t.sequence),
    uniqueIndex("client_invoices_number_idx").on(t.number),
  ],
);

export type ClientInvoice = typeof clientInvoices.$inferSelect;

/**
 * What each accounting file took of an assignment's week, as it was written (decision 112): a row per file,
 * assignment and week, claimed once (unique), with the priced lines of the approved version it took and the
 * contractor's name as the file printed it. A later correction of the week is another approved version, shown
 * beside this one, never exported over it.
 */
export const billingExports = sqliteTable(
  "billing_exports",
  {
    id: id(),
    file: text("file", { enum: BILLING_FILES }).notNull(),
    assignmentId: text("assignment_id")
      .notNull()
      .references(() => assignments.id, { onDelete: "cascade" }),
    weekStart: text("week_start").notNull(),
    timesheetId: text("timesheet_id").references(() => timesheets.id, { onDelete: "set null" }),
    clientId: text("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    candidateId: text("candidate_id").references(() => candidates.id, { onDelete: "set null" }),
    /** The invoice the lines went on (the invoices file only). */
    invoiceId: text("invoice_id").references(() => clientInvoices.id, { onDelete: "set null" }),
    contractorName: text("contractor_name").notNull(),
    lines: text("lines", { mode: "json" }).$type<ExportedLine[]>().notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** The export (one request) that claimed the row: what its file holds. */
    exportId: text("export_id").notNull(),
    exportedBy: text("exported_by").references(() => users.id, { onDelete: "set null" }),
    exportedAt: timestampNow("exported_at"),
  },
  (t) => [
    uniqueIndex("billing_exports_week_idx").on(t.file, t.assignmentId, t.weekStart),
    index("billing_exports_export_idx").on(t.exportId),
    index("billing_exports_invoice_idx").on(t.invoiceId),
    index("billing_exports_file_week_idx").on(t.file, t.weekStart),
  ],
);

export type BillingExport = typeof billingExports.$inferSelect;
