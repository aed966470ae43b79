import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { CONSENT_KEYS, CONSENT_SUBJECTS } from "../../contract/consent";
import { PRIVACY_IDENTIFIER_KINDS } from "../../contract/privacy";
import { RETENTION_MONTHS_DEFAULT } from "../../contract/retention";
import { createdAt, id, timestamp, updatedAt } from "./columns";

/**
 * Candidates' personal data under control (issue 20, decision 030): who asked to be erased, how long data is kept,
 * and which consent text each public submission accepted.
 */

/**
 * People erased on request, by the SHA-256 of their normalized email or phone (worker/privacy/suppression.ts): the
 * CRM sync refuses a lead of such a person made before the entry, so nothing erased comes back by a sync.
 */
export const privacySuppressions = sqliteTable("privacy_suppressions", {
  hash: text("hash").primaryKey(),
  kind: text("kind", { enum: PRIVACY_IDENTIFIER_KINDS }).notNull(),
  createdAt: createdAt(),
});

/** The privacy settings, one row (id "default"): months without activity after which the cron anonymizes. */
export const privacySettings = sqliteTable("privacy_settings", {
  id: text("id").primaryKey(),
  retentionMonths: integer("retention_months").notNull().default(RETENTION_MONTHS_DEFAULT),
  updatedAt: updatedAt(),
});

/**
 * Which consent text (CONSENT_VERSIONS in worker/contract/consent.ts) a public submission showed and accepted, one row
 * per consent: a contact message with SMS consent has its form's row and one per ticked SMS consent.
 */
export const consentRecords = sqliteTable(
  "consent_records",
  {
    id: id(),
    subjectType: text("subject_type", { enum: CONSENT_SUBJECTS }).notNull(),
    subjectId: text("subject_id").notNull(),
    consent: text("consent", { enum: CONSENT_KEYS }).notNull(),
    version: text("version").notNull(),
    acceptedAt: timestamp("accepted_at").notNull(),
  },
  (t) => [index("consent_records_subject_idx").on(t.subjectType, t.subjectId)],
);

export type ConsentRecord = typeof consentRecords.$inferSelect;
