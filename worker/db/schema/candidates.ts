import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { PAY_PERIODS, REMOTE_PREFERENCES, WORK_AUTHORIZATIONS } from "../../contract/matching";
import { createdAt, flag, id, timestamp, updatedAt } from "./columns";
import { users } from "./staff";

/**
 * One row per person across applications, contact messages and bookings (issue 17). `email` is normalized
 * (trimmed, lower-cased) and unique: it is what a new submission is matched on first; `phone` is E.164, matched
 * next, and what flags two candidates as possible duplicates. `legalHold` keeps the person out of the retention
 * cron's anonymizing and refuses an erasure; `erasedAt` says their personal fields were erased (decision 030).
 */
export const candidates = sqliteTable(
  "candidates",
  {
    id: id(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    legalHold: flag("legal_hold", false),
    erasedAt: timestamp("erased_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Staff's labels for the person ("bilingual", "night shift"), searched with their words (migration 0048). */
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull().default([]),
    // What the person offers, as data (issue 46, migration 0072): null is "not given", never a guess.
    /** Where they live as they or staff gave it, resolved by the gazetteer: a ZIP or "City, ST". */
    location: text("location"),
    /** The place's coordinates (the ZIP's, or the centre of the city's ZIPs); null when no location is given. */
    latitude: real("latitude"),
    longitude: real("longitude"),
    willingToRelocate: integer("willing_to_relocate", { mode: "boolean" }),
    remotePreference: text("remote_preference", { enum: REMOTE_PREFERENCES }),
    /** Desired pay in cents, per `desiredPayPeriod`. */
    desiredPayCents: integer("desired_pay_cents"),
    desiredPayPeriod: text("desired_pay_period", { enum: PAY_PERIODS }),
    /** Weeks of notice before they can start; 0 is "available now". */
    availableInWeeks: integer("available_in_weeks"),
    workAuthorization: text("work_authorization", { enum: WORK_AUTHORIZATIONS }),
    /** Their skills as the recruiter confirmed them (suggested from the resume against the firm's vocabulary). */
    skills: text("skills", { mode: "json" }).$type<string[]>().notNull().default([]),
  },
  (t) => [
    // A radius search's box: candidates whose latitude is within reach, then their longitude and distance.
    index("candidates_latitude_idx").on(t.latitude),
    uniqueIndex("candidates_email_unique").on(t.email),
    index("candidates_phone_idx").on(t.phone),
    index("candidates_created_idx").on(t.createdAt),
    // Retention's candidates last changed before its cutoff (worker/privacy/retention.ts), not every candidate.
    index("candidates_updated_idx").on(t.updatedAt),
  ],
);

export type Candidate = typeof candidates.$inferSelect;

/**
 * The emails of candidates merged into another: a new submission from such an address attaches to the candidate
 * it was merged into, instead of starting a new one (issue 17: a merge loses nothing, the person's old address
 * included). Normalized like `candidates.email`.
 */
export const candidateEmailAliases = sqliteTable(
  "candidate_email_aliases",
  {
    email: text("email").primaryKey(),
    candidateId: text("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("candidate_email_aliases_candidate_idx").on(t.candidateId)],
);

/**
 * Staff's notes on the candidate themself (not on one of their applications: those are `application_notes`), shown
 * on their timeline. A merge moves them to the candidate kept; an erasure blanks their words.
 */
export const candidateNotes = sqliteTable(
  "candidate_notes",
  {
    id: id(),
    candidateId: text("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("candidate_notes_candidate_idx").on(t.candidateId, t.createdAt)],
);

export type CandidateNote = typeof candidateNotes.$inferSelect;
