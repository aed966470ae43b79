import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { CLIENT_FEE_TYPES } from "../../contract/clients-enums";
import type { ConversionRecord } from "../../contract/conversion";
import { FEE_LINE_KINDS, INVOICE_STATUSES, PLACEMENT_STATUSES } from "../../contract/desk-enums";
import { applications } from "./applications";
import { assignments } from "./assignments";
import { candidates } from "./candidates";
import { clients } from "./clients";
import { createdAt, id, timestamp, updatedAt } from "./columns";
import { jobs } from "./jobs";
import { users } from "./staff";

/**
 * Placements (issue 32 item 4): a candidate hired through the firm. The client's fee terms are copied here when it is
 * made, so a later change of terms never rewrites a fee earned. Money is integer cents; days are "YYYY-MM-DD".
 */
export const placements = sqliteTable(
  "placements",
  {
    id: id(),
    applicationId: text("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    candidateId: text("candidate_id").references(() => candidates.id, { onDelete: "set null" }),
    clientId: text("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    jobId: text("job_id").references(() => jobs.id, { onDelete: "set null" }),
    startDate: text("start_date").notNull(),
    salaryCents: integer("salary_cents").notNull(),
    feeType: text("fee_type", { enum: CLIENT_FEE_TYPES }).notNull(),
    feePercent: real("fee_percent").notNull(),
    guaranteeDays: integer("guarantee_days").notNull(),
    retainerPercent: real("retainer_percent"),
    shortlistPercent: real("shortlist_percent"),
    placementPercent: real("placement_percent"),
    feeCents: integer("fee_cents").notNull(),
    guaranteeEndsOn: text("guarantee_ends_on").notNull(),
    status: text("status", { enum: PLACEMENT_STATUSES }).notNull().default("active"),
    fellOffOn: text("fell_off_on"),
    /** The assignment this hire converted (issue 48 item 4): one placement per assignment. */
    assignmentId: text("assignment_id").references(() => assignments.id, { onDelete: "set null" }),
    /** How a conversion's fee was made from the client's terms, as recorded then. */
    conversion: text("conversion", { mode: "json" }).$type<ConversionRecord>(),
    placedBy: text("placed_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("placements_application_idx").on(t.applicationId),
    index("placements_candidate_idx").on(t.candidateId, t.status, t.guaranteeEndsOn),
    index("placements_client_idx").on(t.clientId, t.startDate),
    index("placements_start_idx").on(t.startDate),
    uniqueIndex("placements_assignment_idx").on(t.assignmentId),
  ],
);

export type Placement = typeof placements.$inferSelect;

/** What the client owes for a placement, line by line, each with where its invoice stands. */
export const placementFeeLines = sqliteTable(
  "placement_fee_lines",
  {
    id: id(),
    placementId: text("placement_id")
      .notNull()
      .references(() => placements.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: FEE_LINE_KINDS }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    invoiceStatus: text("invoice_status", { enum: INVOICE_STATUSES }).notNull().default("to_invoice"),
    invoiceStatusAt: timestamp("invoice_status_at"),
    createdAt: createdAt(),
  },
  (t) => [index("placement_fee_lines_placement_idx").on(t.placementId)],
);

export type PlacementFeeLine = typeof placementFeeLines.$inferSelect;
