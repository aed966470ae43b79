import { z } from "zod";
import { EXPERIENCE_LEVELS, INDUSTRIES, JOB_STATUSES, JOB_TYPES } from "./enums";

/**
 * Jobs as the API and the SPA share them: request shapes (validated by the Worker, used by the staff form), the
 * JSON shape of a job, the list limits and the filter choices of public spec section 9.
 */

/** Page size of GET /api/jobs when none is asked for, and the most one request may ask for. */
export const JOBS_PAGE_DEFAULT = 50;
export const JOBS_PAGE_MAX = 100;

/** The /jobs page shows this many cards per page (one request each). */
export const JOBS_PAGE_SIZE = 20;

/** The home page's jobs section shows the first 4 jobs (public spec section 9). */
export const HOME_JOBS_SHOWN = 4;

/** The home page's location filter (public spec section 9); "All Locations" is the absence of a filter. */
export const HOME_JOB_LOCATIONS = ["Indianapolis, IN", "Carmel, IN", "New York, NY", "San Francisco, CA", "Chicago, IL", "Remote"] as const;

/** The home page's industry filter; "All Industries" is the absence of a filter. */
export const HOME_JOB_INDUSTRIES = ["Technology", "Finance", "Healthcare", "Manufacturing"] as const;

/** The /jobs popular-search shortcuts: each sets the keyword and searches at once. */
export const POPULAR_JOB_SEARCHES = ["Software Engineer", "Account Manager", "Nurse", "Financial Analyst", "Operations Manager"] as const;

/** Longest keyword accepted; longer text is not a search anyone types. */
export const JOB_KEYWORD_MAX = 200;

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
  limit: z.coerce
    .number({ error: "Limit must be a number" })
    .int("Limit must be a whole number")
    .min(1, "Limit must be at least 1")
    .max(JOBS_PAGE_MAX, `Limit must be at most ${JOBS_PAGE_MAX}`)
    .default(JOBS_PAGE_DEFAULT),
  offset: z.coerce.number({ error: "Offset must be a number" }).int("Offset must be a whole number").min(0, "Offset cannot be negative").default(0),
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
  salary: optionalText("Salary", 100),
  benefits: optionalText("Benefits", 10_000),
  experienceLevel: z
    .enum(EXPERIENCE_LEVELS, { error: `Experience level must be one of: ${EXPERIENCE_LEVELS.join(", ")}` })
    .nullable()
    .optional(),
  isUrgent: z.boolean({ error: "Urgent must be true or false" }).default(false),
  status: z.enum(JOB_STATUSES, { error: `Status must be one of: ${JOB_STATUSES.join(", ")}` }).default("draft"),
  publishToPortals: z.boolean({ error: "Publish to portals must be true or false" }).default(false),
});

/** Body of PUT /api/jobs/{id}: any subset of the create fields. */
export const jobUpdateSchema = z
  .object({
    title: required("Title", 200),
    company: required("Company", 200),
    location: required("Location", 100),
    type: z.enum(JOB_TYPES, { error: `Type must be one of: ${JOB_TYPES.join(", ")}` }),
    industry: z.enum(INDUSTRIES, { error: `Industry must be one of: ${INDUSTRIES.join(", ")}` }),
    description: required("Description", 20_000),
    requirements: required("Requirements", 10_000),
    salary: optionalText("Salary", 100),
    benefits: optionalText("Benefits", 10_000),
    experienceLevel: z.enum(EXPERIENCE_LEVELS).nullable(),
    isUrgent: z.boolean({ error: "Urgent must be true or false" }),
    status: z.enum(JOB_STATUSES, { error: `Status must be one of: ${JOB_STATUSES.join(", ")}` }),
    publishToPortals: z.boolean({ error: "Publish to portals must be true or false" }),
  })
  .partial()
  .strict();

export type JobCreateInput = z.input<typeof jobCreateSchema>;
export type JobUpdateInput = z.input<typeof jobUpdateSchema>;

/** Body of PUT /api/portals/{id}: the job page toggles a portal on or off. */
export const jobPortalUpdateSchema = z.object({ isActive: z.boolean({ error: "isActive must be true or false" }) }).strict();

/** A job as the API answers it. Instants are ISO strings. */
export interface JobView {
  id: string;
  title: string;
  company: string;
  location: string;
  type: (typeof JOB_TYPES)[number];
  industry: (typeof INDUSTRIES)[number];
  description: string;
  requirements: string;
  salary: string | null;
  isUrgent: boolean;
  status: (typeof JOB_STATUSES)[number];
  experienceLevel: (typeof EXPERIENCE_LEVELS)[number] | null;
  benefits: string | null;
  publishToPortals: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A job portal as shown to staff (back-office spec section 3): never its API key. */
export interface JobPortalView {
  id: string;
  name: string;
  slug: string;
  isActive: boolean;
  /** Where the portal ingests our jobs, for feed-based portals. */
  feedPath: string | null;
}

/** One portal's outcome of POST /api/jobs/{id}/publish-to-portals. */
export interface PublishResult {
  portalId: string;
  portal: string;
  /** "success" when the job is in the portal's feed; "failed" with the reason otherwise. */
  status: "success" | "failed";
  externalId: string | null;
  error: string | null;
}

export interface PublishResponse {
  jobId: string;
  results: PublishResult[];
}

/**
 * Requirements and benefits as list items. The text is split into lines, each line loses a leading bullet
 * ("•", "-", "*", "–") and surrounding spaces, and empty lines are dropped. A hyphen inside a line is kept: the
 * spec's "split on hyphens" would break "Hands-on" and "2-4 years" apart, so only a hyphen used as a bullet counts.
 *
 * @example splitListItems("• Go\n• Hands-on Kubernetes\n\n- SQL") // ["Go", "Hands-on Kubernetes", "SQL"]
 */
export function splitListItems(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\r?\n|\r/)
    .map((line) => line.replace(/^\s*(?:[•\-*–·]\s*)+/, "").trim())
    .filter((line) => line.length > 0);
}

/** Whether a job is worked remotely (the spec's "Remote treated specially"): type Remote or location Remote. */
export function isRemoteJob(job: { type: string; location: string }): boolean {
  return job.type === "Remote" || job.location.trim().toLowerCase() === "remote";
}
