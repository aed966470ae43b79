import { normalizeEmail, normalizePhone } from "./normalize";
import { RETENTION_MONTHS_MAX, RETENTION_MONTHS_MIN } from "./retention";
import { z } from "./zod";

/**
 * Candidates' personal data under control (issue 20, decision 030): find a person by name, email or phone across
 * every table that holds personal data, export it, erase it, hold it, and how long it is kept. Shared by the
 * Worker's validators and the back office's privacy screen.
 */

/** What a suppression entry is the hash of. */
export const PRIVACY_IDENTIFIER_KINDS = ["email", "phone"] as const;
export type PrivacyIdentifierKind = (typeof PRIVACY_IDENTIFIER_KINDS)[number];

/** The kinds of records a person's search answers, in the order the screen shows them. */
export const PRIVACY_KINDS = [
  "candidates",
  "applications",
  "messages",
  "bookings",
  "leads",
  "textMessages",
  "textsReceived",
  "alertSubscriptions",
  "newsletterSubscribers",
  "deliveries",
  "clientContacts",
] as const;
export type PrivacyKind = (typeof PRIVACY_KINDS)[number];

export const PRIVACY_SEARCH_LIMIT_DEFAULT = 20;
export const PRIVACY_SEARCH_LIMIT_MAX = 100;

/**
 * Who is looked for: an email (compared lower-cased), a phone (compared by digits: the last ten of a US number,
 * all of a shorter one, so "(317) 555-0142", "+1 317 555 0142" and "13175550142" are one person), or a name
 * (lower-cased, single-spaced: a first name, a last name or both, matched whole on the records that carry names).
 */
export type PersonQuery =
  | { by: "email"; email: string }
  | { by: "phone"; digits: string }
  | { by: "name"; name: string };

/** A name is letters (any script) with spaces, apostrophes, hyphens and periods; at least two letters. */
const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M}' .-]*$/u;

/** The last ten digits of a phone (a US number without its country code), or all of a shorter one. */
export function phoneKey(digits: string): string {
  return digits.length > 10 ? digits.slice(-10) : digits;
}

/** A search's `q` as a person, or null when it is neither an email, a phone number nor a name. */
export function parsePersonQuery(raw: string): PersonQuery | null {
  const text = raw.trim();
  if (text.includes("@")) {
    const email = normalizeEmail(text);
    return z.email().safeParse(email).success ? { by: "email", email } : null;
  }
  const phone = normalizePhone(text);
  if (phone) return { by: "phone", digits: phoneKey(phone.replace(/\D/g, "")) };
  const name = text.replace(/\s+/g, " ").toLowerCase();
  return NAME_PATTERN.test(name) && name.replace(/[^\p{L}]/gu, "").length >= 2 ? { by: "name", name } : null;
}

const personQuery = z
  .string({ error: "Enter a name, an email address or a phone number (q)" })
  .max(254, "q must be at most 254 characters")
  .transform((value, ctx) => {
    const person = parsePersonQuery(value);
    if (!person) ctx.addIssue({ code: "custom", message: "q must be a name, an email address or a phone number" });
    return person ?? z.NEVER;
  });

/** Query of GET /api/admin/privacy/search: the person, and how many rows of each kind to list (all are counted). */
export const privacySearchQuerySchema = z.object({
  q: personQuery,
  limit: z.coerce
    .number({ error: "Limit must be a number" })
    .int("Limit must be a whole number")
    .min(1, "Limit must be at least 1")
    .max(PRIVACY_SEARCH_LIMIT_MAX, `Limit must be at most ${PRIVACY_SEARCH_LIMIT_MAX}`)
    .default(PRIVACY_SEARCH_LIMIT_DEFAULT),
});

/** Body of POST /api/admin/privacy/export and /erase: the person, as the search found them. */
export const privacyPersonSchema = z.object({ q: personQuery }).strict();
export type PrivacyPersonInput = z.input<typeof privacyPersonSchema>;

/** Body of PATCH /api/admin/privacy/settings. */
export const privacySettingsSchema = z
  .object({
    retentionMonths: z
      .number({ error: "Retention (retentionMonths) must be a number of months" })
      .int("Retention (retentionMonths) must be a whole number of months")
      .min(
        RETENTION_MONTHS_MIN,
        `Retention (retentionMonths) cannot be under ${RETENTION_MONTHS_MIN} months: the US record-keeping minimum for employment agencies`,
      )
      .max(RETENTION_MONTHS_MAX, `Retention (retentionMonths) must be at most ${RETENTION_MONTHS_MAX} months`),
  })
  .strict();
export type PrivacySettingsInput = z.input<typeof privacySettingsSchema>;

/** Body of PATCH /api/admin/privacy/candidates/{id}/hold. */
export const legalHoldSchema = z
  .object({ legalHold: z.boolean({ error: "Legal hold (legalHold) must be true or false" }) })
  .strict();
export type LegalHoldInput = z.input<typeof legalHoldSchema>;

/** One record found for a person: what staff recognise it by. */
export interface PrivacyRecordView {
  id: string;
  /** A name, an address or a subject line. */
  title: string;
  /** A second line: an email, a job, a service, a message's start. */
  detail: string | null;
  /** The instant the record is about (an appointment's start): the screen writes it in its reader's zone. */
  at: string | null;
  status: string | null;
  createdAt: string;
  /** The record's back-office page, if it has one. */
  link: string | null;
  /** Candidates only: under a legal hold (never anonymized by the cron, never erased). */
  legalHold: boolean | null;
  /** Candidates only: when their personal fields were erased. */
  erasedAt: string | null;
}

export interface PrivacyKindResult {
  /** Every matching row; `rows` holds at most the search's `limit`, newest first. */
  total: number;
  rows: PrivacyRecordView[];
}

/** GET /api/admin/privacy/search. */
export interface PrivacySearchResult {
  by: PersonQuery["by"];
  kinds: Record<PrivacyKind, PrivacyKindResult>;
  /** Resume files held (in R2) for the applications found. */
  resumes: number;
  /** Whether a candidate found is under a legal hold: erasing is then refused. */
  onHold: boolean;
}

/** POST /api/admin/privacy/erase: what was erased. */
export interface PrivacyEraseResult {
  erased: Record<PrivacyKind, number>;
  resumesDeleted: number;
  /** Emails received from the person whose kept originals (and attachments) were deleted from R2. */
  emailsDeleted: number;
  deliveriesWithdrawn: number;
  /** GoHighLevel contacts whose deletion was queued (none when GoHighLevel is not configured). */
  crmDeletesQueued: number;
  /** Hashed emails and phones added to the suppression list. */
  suppressed: number;
}

/** GET and PATCH /api/admin/privacy/settings. */
export interface PrivacySettingsView {
  retentionMonths: number;
  defaultMonths: number;
  minimumMonths: number;
  updatedAt: string | null;
}

/** What the privacy routes answer (worker/contract/api.ts); the export is a zip, not JSON. */
export interface PrivacyAnswers {
  "GET /api/admin/privacy/search": PrivacySearchResult;
  "POST /api/admin/privacy/erase": PrivacyEraseResult;
  "GET /api/admin/privacy/settings": PrivacySettingsView;
  "PATCH /api/admin/privacy/settings": PrivacySettingsView;
  "PATCH /api/admin/privacy/candidates/:id/hold": PrivacyRecordView;
}
