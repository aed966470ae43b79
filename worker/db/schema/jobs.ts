import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { JOB_BOARD_POSTING_ACTIONS, JOB_BOARD_POSTING_STATUSES, JOB_STATUSES } from "../../contract/enums";
import { APPLICANT_COUNTRY_DEFAULT } from "../../contract/job-listing";
import { PAY_PERIODS } from "../../contract/matching";
import { EXPERIENCE_LEVELS, INDUSTRIES, JOB_TYPES } from "../../contract/site-enums";
import { clientContacts, clients } from "./clients";
import { createdAt, flag, id, timestamp, updatedAt } from "./columns";
import { users } from "./staff";

/**
 * Job postings. Only published ones are public; the indexes serve the public list (status, newest first) and its
 * industry and location filters. Keyword search runs on the FTS5 table `jobs_fts`: the words of title, company and
 * description (under separate columns for published and other jobs), the status, and location/industry tokens,
 * indexed from the view `jobs_fts_source` and kept in sync by triggers: migrations/0007_jobs_fts_filters.sql.
 */
export const jobs = sqliteTable(
  "jobs",
  {
    id: id(),
    title: text("title").notNull(),
    company: text("company").notNull(),
    location: text("location").notNull(),
    type: text("type", { enum: JOB_TYPES }).notNull(),
    industry: text("industry", { enum: INDUSTRIES }).notNull(),
    description: text("description").notNull(),
    requirements: text("requirements").notNull(),
    salary: text("salary"),
    /**
     * The salary as numbers (issue 46, migration 0072), in cents per `salaryPeriod`: what the public page, JSON-LD
     * `baseSalary` and the matcher read. Kept in step with `salary` (the text staff type), null when it is not a range.
     */
    salaryMinCents: integer("salary_min_cents"),
    salaryMaxCents: integer("salary_max_cents"),
    salaryPeriod: text("salary_period", { enum: PAY_PERIODS }),
    /** The location's coordinates from the gazetteer; null for "Remote" or a place it does not know. */
    latitude: real("latitude"),
    longitude: real("longitude"),
    /** The skills the job asks for, confirmed by staff (suggested from the requirements text). */
    requiredSkills: text("required_skills", { mode: "json" }).$type<string[]>().notNull().default([]),
    preferredSkills: text("preferred_skills", { mode: "json" }).$type<string[]>().notNull().default([]),
    isUrgent: flag("is_urgent", false),
    status: text("status", { enum: JOB_STATUSES }).notNull().default("draft"),
    experienceLevel: text("experience_level", { enum: EXPERIENCE_LEVELS }),
    benefits: text("benefits"),
    portalSettings: text("portal_settings", { mode: "json" }).$type<Record<string, unknown>>(),
    publishToPortals: flag("publish_to_portals", false),
    /**
     * The last day ("yyyy-MM-dd", in the firm's time zone) the job is advertised; set when it is published (60 days
     * later by default). The cron archives published jobs past it (worker/jobs/expiry-store.ts expireJobs).
     */
    validThrough: text("valid_through"),
    /**
     * When the job was first published; later republishing keeps it, so a job alert never sends a job twice
     * (decision 028). Null for a job never published.
     */
    publishedAt: timestamp("published_at"),
    /** Where applicants to a remote job must live (a country's name, schema.org applicantLocationRequirements). */
    applicantCountry: text("applicant_country").default(APPLICANT_COUNTRY_DEFAULT),
    /** The staff member who owns the job: "jobs I own" in notification preferences means these. */
    ownerId: text("owner_id").references(() => users.id, { onDelete: "set null" }),
    /** The client this job order is for (issue 32); null for the firm's own or unattached postings. */
    clientId: text("client_id").references(() => clients.id, { onDelete: "set null" }),
    hiringContactId: text("hiring_contact_id").references(() => clientContacts.id, { onDelete: "set null" }),
    /** A confidential search: public pages, feeds and JSON-LD name the firm, never the client. */
    confidential: flag("confidential", false),
    /** How many hires the client wants; the job closes as filled when its placements reach it. */
    openings: integer("openings").notNull().default(1),
    /** The picture of the job page's social card (decision 079): a generated image in R2, or null. */
    imageUrl: text("image_url"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("jobs_status_created_idx").on(t.status, t.createdAt),
    index("jobs_industry_idx").on(t.industry),
    index("jobs_location_idx").on(t.location),
    index("jobs_owner_idx").on(t.ownerId),
    index("jobs_client_idx").on(t.clientId),
    // The public list filters published jobs by industry or location and sorts newest first: these serve the page
    // and its count from the index alone (docs: README "Jobs").
    index("jobs_status_industry_created_idx").on(t.status, t.industry, t.createdAt),
    index("jobs_status_location_created_idx").on(t.status, t.location, t.createdAt),
    // The cron's expiry: published jobs whose last day has passed.
    index("jobs_status_valid_through_idx").on(t.status, t.validThrough),
    // Job alerts' digests: published jobs after a subscriber's watermark.
    index("jobs_status_published_idx").on(t.status, t.publishedAt),
    // Staff's list of every status, newest or oldest first (bench/scale: a sort of every job without it).
    index("jobs_created_idx").on(t.createdAt, t.id),
    // A radius search's box over published jobs (issue 46), with what its count and a salary floor read.
    index("jobs_status_place_idx").on(
      t.status,
      t.latitude,
      t.longitude,
      t.type,
      t.salaryPeriod,
      t.salaryMaxCents,
      t.salaryMinCents,
    ),
    // A radius search's remote jobs (type Remote), listed wherever they are (decision 097), counted from here alone.
    index("jobs_status_type_salary_idx").on(t.status, t.type, t.salaryPeriod, t.salaryMaxCents, t.salaryMinCents),
  ],
);

export type Job = typeof jobs.$inferSelect;
export type NewJob = typeof jobs.$inferInsert;

/**
 * Job boards the firm posts to (the tables keep the spec's names). Each has a `slug` naming its feed under /feeds/,
 * which the board ingests; `job_portal_postings` records the state of each job on each board.
 */
export const jobBoards = sqliteTable(
  "job_portals",
  {
    id: id(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    apiKey: text("api_key"),
    isActive: flag("is_active", false),
    config: text("config", { mode: "json" }).$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("job_portals_slug_unique").on(t.slug)],
);

export type JobBoard = typeof jobBoards.$inferSelect;
export type NewJobBoard = typeof jobBoards.$inferInsert;

export const jobBoardPostings = sqliteTable(
  "job_portal_postings",
  {
    id: id(),
    jobId: text("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    jobBoardId: text("portal_id")
      .notNull()
      .references(() => jobBoards.id, { onDelete: "cascade" }),
    externalId: text("external_id"),
    status: text("status", { enum: JOB_BOARD_POSTING_STATUSES }).notNull().default("pending"),
    postedAt: timestamp("posted_at"),
    errorMessage: text("error_message"),
    /** The last thing asked of the board: to list the job, or to take it down (migration 0079, decision 105). */
    action: text("action", { enum: JOB_BOARD_POSTING_ACTIONS }).notNull().default("post"),
    /** What was last sent to an API board (the request's JSON), and when. */
    sentRequest: text("sent_request"),
    sentAt: timestamp("sent_at"),
    /** The board's answer to it, word for word (bounded). */
    boardAnswer: text("board_answer"),
    /** A feed board's last read of its feed while it listed the job: when, and the reader's user agent. */
    feedReadAt: timestamp("feed_read_at"),
    feedReadBy: text("feed_read_by"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("job_portal_postings_job_portal_unique").on(t.jobId, t.jobBoardId),
    index("job_portal_postings_portal_idx").on(t.jobBoardId),
  ],
);

export type JobBoardPosting = typeof jobBoardPostings.$inferSelect;
export type NewJobBoardPosting = typeof jobBoardPostings.$inferInsert;
