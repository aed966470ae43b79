import type { StaffRef } from "./application-pipeline";
import type { ServiceStatus } from "./deliveries";
import type { JOB_STATUSES } from "./enums";
import type { PayPeriod } from "./matching";
import type { EXPERIENCE_LEVELS, INDUSTRIES, JOB_TYPES } from "./site-enums";

/**
 * Jobs as the API and the public pages share them: the JSON shape of a job, list limits, the filter choices of
 * public spec section 9 and how requirements and benefits become lists. No zod here, so public pages stay light.
 */

/** Page size of GET /api/jobs when none is asked for, and the most one request may ask for. */
export const JOBS_PAGE_DEFAULT = 50;
export const JOBS_PAGE_MAX = 100;

/** The /jobs page shows this many cards per page (one request each). */
export const JOBS_PAGE_SIZE = 20;

/** The home page's jobs section shows the first 4 jobs (public spec section 9). */
export const HOME_JOBS_SHOWN = 4;

/** The home page's location filter (public spec section 9); "All Locations" is the absence of a filter. */
export const HOME_JOB_LOCATIONS = [
  "Indianapolis, IN",
  "Carmel, IN",
  "New York, NY",
  "San Francisco, CA",
  "Chicago, IL",
  "Remote",
] as const;

/** The home page's industry filter; "All Industries" is the absence of a filter. */
export const HOME_JOB_INDUSTRIES = ["Technology", "Finance", "Healthcare", "Manufacturing"] as const;

/** The /jobs popular-search shortcuts: each sets the keyword and searches at once. */
export const POPULAR_JOB_SEARCHES = [
  "Software Engineer",
  "Account Manager",
  "Nurse",
  "Financial Analyst",
  "Operations Manager",
] as const;

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
  /** The salary as staff typed it, what pages show. */
  salary: string | null;
  /**
   * The salary as numbers, in US dollars per `salaryPeriod`, kept in step with the text (issue 46); null when the text
   * is not a range ("Competitive"). What JSON-LD `baseSalary` and pay filters read.
   */
  salaryMin: number | null;
  salaryMax: number | null;
  salaryPeriod: PayPeriod | null;
  /** The skills the job asks for, confirmed by staff: required ones weigh more in matching than preferred ones. */
  requiredSkills: string[];
  preferredSkills: string[];
  isUrgent: boolean;
  status: (typeof JOB_STATUSES)[number];
  experienceLevel: (typeof EXPERIENCE_LEVELS)[number] | null;
  benefits: string | null;
  publishToPortals: boolean;
  /** The last day ("yyyy-MM-dd") a published job is advertised; null until it is first published. */
  validThrough: string | null;
  /** Where applicants to a remote job must live, e.g. "United States". */
  applicantCountry: string | null;
  /** The staff member who owns the job; shown to staff only (null in public answers). */
  ownerId: string | null;
  /** The client and hiring contact of a job order; shown to staff only (null in public answers). */
  clientId: string | null;
  hiringContactId: string | null;
  /** A confidential search: `company` reads CONFIDENTIAL_COMPANY and structured data name the firm (decision 049). */
  confidential: boolean;
  openings: number;
  /** The picture of the job page's social card (decision 079): an image in R2 (/images/...), or null. */
  imageUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * A job as staff's answer of one job gives it (GET /api/jobs/{id} to staff, POST and PUT): with the vocabulary's
 * skills its requirements name that neither list holds yet, for staff to confirm.
 */
export interface StaffJobView extends JobView {
  suggestedSkills: string[];
}

/** What a confidential job shows where the company would be: the client is never named in public. */
export const CONFIDENTIAL_COMPANY = "Confidential client";

/** What a closed job's page (HTTP 410) and its API answer say. */
export const JOB_CLOSED_MESSAGE = "This position has been filled or closed";

/** Where applicants to a remote job must live unless staff say otherwise: the firm places nationwide. */
export const APPLICANT_COUNTRY_DEFAULT = "United States";

/** A closed job's document title; the SPA and the Worker's 410 page both write it. */
export function closedJobPageTitle(siteName: string): string {
  return `Position Closed | ${siteName}`;
}

/** How many open jobs a closed job's page suggests. */
export const SIMILAR_JOBS_SHOWN = 3;

/** A job board as shown to staff (back-office spec section 3): never its API key. */
/**
 * How the firm reaches Indeed (decision 105): its Job Sync API, which Indeed requires of systems posting jobs for
 * clients (a staffing firm), or the XML feed, which Indeed keeps for direct employers.
 */
export const INDEED_MODES = ["job_sync", "xml_feed"] as const;
export type IndeedMode = (typeof INDEED_MODES)[number];

export interface JobBoardView {
  id: string;
  name: string;
  slug: string;
  isActive: boolean;
  /** Where the job board ingests our jobs, for feed-based boards (not Indeed in Job Sync API mode). */
  feedPath: string | null;
  /** The board whose jobs this one lists (Glassdoor: "Indeed"), whose switch `isActive` then is; else null. */
  reachedThrough: string | null;
  /** Indeed's only: how it is reached, and whether its API can be used now (why not, when it cannot). */
  indeed: { mode: IndeedMode; connected: boolean; reason: string | null } | null;
}

/**
 * A job's posting on one board as the job order page shows it: live, waiting (to be listed or taken down), refused
 * with the board's words, or expired; what was last sent and when, the board's answer, and a feed board's last read.
 */
export interface JobBoardPostingView {
  jobBoardId: string;
  jobBoard: string;
  slug: string;
  state: "live" | "waiting" | "refused" | "expired";
  action: "post" | "expire";
  externalId: string | null;
  postedAt: string | null;
  sentAt: string | null;
  boardAnswer: string | null;
  error: string | null;
  feedReadAt: string | null;
  feedReadBy: string | null;
  /** Why an API board's waiting posting cannot go yet (its service is not connected), else null. */
  waitingReason: string | null;
  /** The board this one lists the job through (Glassdoor: "Indeed"), whose posting this row mirrors; else null. */
  reachedThrough: string | null;
}

/** One job board's outcome of POST /api/jobs/{id}/publish-to-portals. */
export interface PublishResult {
  jobBoardId: string;
  jobBoard: string;
  /** "success" when the job is in the job board's feed; "failed" with the reason otherwise. */
  status: "success" | "failed";
  externalId: string | null;
  error: string | null;
}

export interface PublishResponse {
  jobId: string;
  results: PublishResult[];
}

/** What the jobs and job-board routes answer (worker/contract/api.ts). */
export interface JobAnswers {
  "GET /api/jobs": JobView[];
  "GET /api/jobs/owners": StaffRef[];
  /** A closed (archived) job answers 410 with JOB_CLOSED_MESSAGE; a draft or unknown one 404. */
  "GET /api/jobs/:id": JobView | StaffJobView;
  /** Open jobs like this one (same industry or location), for a closed job's page. */
  "GET /api/jobs/:id/similar": JobView[];
  /** Whether Google's Indexing API is connected (the jobs screen says so). */
  "GET /api/jobs/indexing": ServiceStatus;
  "POST /api/jobs": StaffJobView;
  "PUT /api/jobs/:id": StaffJobView;
  "DELETE /api/jobs/:id": { ok: true; id: string };
  "POST /api/jobs/:id/publish-to-portals": PublishResponse;
  "GET /api/portals": JobBoardView[];
  "GET /api/portals/postings/:id": JobBoardPostingView[];
  "PUT /api/portals/:id": JobBoardView;
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

/** Search engines show about this many characters of a meta description (public spec section 2). */
export const META_DESCRIPTION_MAX = 160;

/** A job page's meta description: the first 160 characters of the description, on one line. */
export function jobMetaDescription(description: string): string {
  const flat = description.replace(/\s+/g, " ").trim();
  return flat.length <= META_DESCRIPTION_MAX ? flat : `${flat.slice(0, META_DESCRIPTION_MAX - 3).trimEnd()}...`;
}

/**
 * A job page's meta keywords: its title, industry, type, level and place, as a job seeker would search them. The
 * company is left out: a confidential search names no client, and the title already says what the page is.
 */
export function jobKeywords(
  job: Pick<JobView, "title" | "industry" | "location" | "type" | "experienceLevel">,
): string[] {
  const remote = isRemoteJob(job);
  const words = [
    job.title,
    `${job.title} jobs`,
    `${job.industry} jobs`,
    `${job.type} jobs`,
    job.experienceLevel ? `${job.experienceLevel} ${job.industry} jobs` : "",
    remote ? "remote jobs" : `jobs in ${job.location}`,
    remote ? "" : job.location,
  ];
  // The tag's list is comma-separated: "Denver, CO" is written "Denver CO".
  return [...new Set(words.map((word) => word.replace(/\s*,\s*/g, " ").trim()).filter(Boolean))];
}

/** A job page's document title; the SPA and the Worker's filled page (worker/pages/page-routes.ts) both write it. */
export function jobPageTitle(job: Pick<JobView, "title" | "company">, siteName: string): string {
  return `${job.title} at ${job.company} | ${siteName}`;
}
