import { JOB_STATUSES } from "./enums";
import type { FieldIssue } from "./errors";
import { nearField, radiusField, salaryMinField } from "./job-filters";
import { INDEED_MODES, isRemoteJob, JOBS_PAGE_DEFAULT, JOBS_PAGE_MAX } from "./job-listing";
import { PAY_PERIODS } from "./matching";
import { SALARY_AMOUNT_MAX } from "./salary-range";
import { EXPERIENCE_LEVELS, INDUSTRIES, JOB_TYPES } from "./site-enums";
import { normalizeSkills } from "./skills";
import { isCalendarDate } from "./time-zone";
import { pagingFields, updateSchemaOf, z } from "./zod";

/**
 * Request shapes of the jobs API, validated by the Worker and used by the staff job form. What public pages need
 * (the job's JSON shape, limits, filter lists, list splitting) is in job-listing.ts, which carries no zod.
 */

/** Longest keyword accepted; longer text is not a search anyone types. */
export const JOB_KEYWORD_MAX = 200;

/**
 * The orders of the staff job list. Without one a keyword search ranks by relevance and a list is newest first, as
 * the public list always is.
 */
export const STAFF_JOB_SORTS = ["newest", "oldest", "title", "updated"] as const;
export type StaffJobSort = (typeof STAFF_JOB_SORTS)[number];

/** Query of GET /api/jobs. Empty strings mean "no filter" (what a cleared form sends). */
export const jobListQuerySchema = z.object({
  title: z.string().trim().max(JOB_KEYWORD_MAX, `Keyword must be at most ${JOB_KEYWORD_MAX} characters`).optional(),
  location: z.string().trim().max(100, "Location must be at most 100 characters").optional(),
  industry: z
    .union([z.literal(""), z.enum(INDUSTRIES, { error: `Industry must be one of: ${INDUSTRIES.join(", ")}` })])
    .optional(),
  status: z
    .union([z.literal(""), z.enum(JOB_STATUSES, { error: `Status must be one of: ${JOB_STATUSES.join(", ")}` })])
    .optional(),
  sort: z.enum(STAFF_JOB_SORTS, { error: `Sort must be one of ${STAFF_JOB_SORTS.join(", ")}` }).optional(),
  /** A US ZIP or "City, ST": jobs within `radius` miles of it, and remote jobs (decision 097). */
  near: nearField,
  radius: radiusField,
  /** Dollars a year: jobs whose range reaches it (an hourly rate times HOURS_PER_YEAR); jobs with no pay given are left out. */
  salaryMin: salaryMinField,
  /** "true": remote jobs only (type Remote or location Remote; a hybrid job is not remote). */
  remote: z
    .enum(["true", "false", ""], { error: "Remote must be true or false" })
    .optional()
    .transform((value) => value === "true" || undefined),
  ...pagingFields(JOBS_PAGE_DEFAULT, JOBS_PAGE_MAX),
});
export type JobListQuery = z.output<typeof jobListQuerySchema>;

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Optional text: blank becomes null, so clearing a field in the form clears it in the database. */
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((value) => (value ? value : value === undefined ? undefined : null));

const rowId = (label: string) =>
  z
    .string({ error: `${label} must be an id or null` })
    .trim()
    .min(1, `${label} cannot be empty`)
    .max(64, `${label} is at most 64 characters`);

/** A job's skills lists: at most this many skills each, each at most JOB_SKILL_LENGTH_MAX characters. */
export const JOB_SKILLS_MAX = 30;
export const JOB_SKILL_LENGTH_MAX = 60;

/** A list of skills as stored: trimmed, blank ones dropped, each once (normalizeSkills). */
const skillList = (label: string) =>
  z
    .array(
      z
        .string({ error: `${label} must be a list of skills (text)` })
        .max(JOB_SKILL_LENGTH_MAX, `Each of ${label.toLowerCase()} must be at most ${JOB_SKILL_LENGTH_MAX} characters`),
      { error: `${label} must be a list of skills` },
    )
    .transform(normalizeSkills)
    .refine((skills) => skills.length <= JOB_SKILLS_MAX, `${label} must be at most ${JOB_SKILLS_MAX} skills`);

/** A salary figure in US dollars with at most two decimals (decision 094: the text is then written from it). */
const salaryAmount = (label: string) =>
  z
    .number({ error: `${label} must be a number of US dollars or null` })
    .positive(`${label} must be more than 0`)
    .max(SALARY_AMOUNT_MAX, `${label} must be at most ${SALARY_AMOUNT_MAX}`)
    .refine((value) => Number.isInteger(Math.round(value * 100 * 1000) / 1000), `${label} has at most two decimals`);

/**
 * Body of POST /api/jobs. Required fields are those the spec's form marks (back-office spec section 5); the
 * defaults are the new-job defaults of section 9 (Full-time, Technology, draft, not urgent, no auto-publish).
 */
export const jobCreateSchema = z.object({
  title: required("Title", 200),
  company: required("Company", 200),
  location: required("Location", 100),
  type: z.enum(JOB_TYPES, { error: `Type must be one of: ${JOB_TYPES.join(", ")}` }).default("Full-time"),
  industry: z.enum(INDUSTRIES, { error: `Industry must be one of: ${INDUSTRIES.join(", ")}` }).default("Technology"),
  description: required("Description", 20_000),
  requirements: required("Requirements", 10_000),
  /** The salary as text; its numbers are read from it (parseSalary). Or send the numbers below instead. */
  salary: optionalText("Salary", 100),
  /**
   * The salary as numbers (US dollars per `salaryPeriod`), instead of `salary`: the text is then written from them
   * ("$145,000 - $185,000", "$65 - $85/hr"), so both stay in step (decision 094). Null for both clears the salary.
   */
  salaryMin: salaryAmount("Salary minimum").nullable().optional(),
  salaryMax: salaryAmount("Salary maximum").nullable().optional(),
  salaryPeriod: z
    .enum(PAY_PERIODS, { error: `Salary period must be one of: ${PAY_PERIODS.join(", ")}` })
    .nullable()
    .optional(),
  /** Skills the job asks for, confirmed by staff; a skill is in one list only. */
  requiredSkills: skillList("Required skills").default([]),
  preferredSkills: skillList("Preferred skills").default([]),
  benefits: optionalText("Benefits", 10_000),
  experienceLevel: z
    .enum(EXPERIENCE_LEVELS, { error: `Experience level must be one of: ${EXPERIENCE_LEVELS.join(", ")}` })
    .nullable()
    .optional(),
  isUrgent: z.boolean({ error: "Urgent must be true or false" }).default(false),
  status: z.enum(JOB_STATUSES, { error: `Status must be one of: ${JOB_STATUSES.join(", ")}` }).default("draft"),
  publishToPortals: z.boolean({ error: "Publish to job boards must be true or false" }).default(false),
  /** The last day the job is advertised, "yyyy-MM-dd"; publishing without one sets JOB_VALID_DAYS from today. */
  validThrough: z
    .string({ error: "Valid through must be a date (yyyy-MM-dd)" })
    .trim()
    .refine(isCalendarDate, "Valid through must be a date (yyyy-MM-dd)")
    .nullable()
    .optional(),
  /** Required to publish a remote job (JobPosting applicantLocationRequirements); the database defaults it. */
  applicantCountry: optionalText("Applicant country", 100),
  /** A working staff member's id (GET /api/jobs/owners), or null for nobody. */
  ownerId: z
    .string({ error: "Owner must be a staff user's id or null" })
    .trim()
    .min(1, "Owner cannot be empty")
    .max(64, "Owner is at most 64 characters")
    .nullable()
    .optional(),
  /** The client the job order is for (GET /api/admin/clients/choices), or null for none. */
  clientId: rowId("Client").nullable().optional(),
  /** One of the client's contacts, or null. */
  hiringContactId: rowId("Hiring contact").nullable().optional(),
  /** A confidential search: the public side names the firm, never the client (decision 049). */
  confidential: z.boolean({ error: "Confidential must be true or false" }).default(false),
  openings: z
    .number({ error: "Openings must be a number" })
    .int("Openings must be a whole number")
    .min(1, "Openings must be at least 1")
    .max(999, "Openings must be at most 999")
    .default(1),
});

/** Body of PUT /api/jobs/{id}: any subset of the create fields; an omitted field keeps its value. */
export const jobUpdateSchema = updateSchemaOf(jobCreateSchema);

/** A published job is advertised this many days by default (its validThrough). */
export const JOB_VALID_DAYS = 60;

/**
 * What stops a job from being published, as field issues: a last day that is not after today (checked when one is
 * given), a remote job with no applicant country. `today` is "yyyy-MM-dd" in the firm's time zone.
 */
export function publishingIssues(
  job: { type: string; location: string; applicantCountry?: string | null },
  given: { validThrough?: string | null },
  today: string,
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (given.validThrough && given.validThrough <= today)
    issues.push({ path: "validThrough", message: "Valid through must be after today to publish the job" });
  if (isRemoteJob(job) && !job.applicantCountry?.trim()) {
    issues.push({
      path: "applicantCountry",
      message: "A remote job needs the applicant country (where applicants must live) before it can be published",
    });
  }
  return issues;
}

export type JobCreateInput = z.input<typeof jobCreateSchema>;
export type JobUpdateInput = z.input<typeof jobUpdateSchema>;

/** Body of PUT /api/portals/{id}: the job page toggles a job board on or off. */
/** A board's switch, and for Indeed how it is reached; an update changes only what it names. */
export const jobBoardUpdateSchema = z
  .object({
    isActive: z.boolean({ error: "isActive must be true or false" }).optional(),
    indeedMode: z.enum(INDEED_MODES, { error: "indeedMode must be job_sync or xml_feed" }).optional(),
  })
  .strict()
  .refine((body) => body.isActive !== undefined || body.indeedMode !== undefined, {
    message: "Name isActive or indeedMode",
    path: ["isActive"],
  });
