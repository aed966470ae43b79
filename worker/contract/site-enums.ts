/**
 * The enumerations the public site shows or its forms send (public spec section 9), declared once: job types,
 * industries, locations and levels, article categories and sorts, meeting locations, the firm's time zone. Kept apart
 * from the back office's (enums.ts) so a public page's first load carries only these.
 */

export const JOB_TYPES = ["Full-time", "Part-time", "Contract", "Remote", "Hybrid"] as const;
export type JobType = (typeof JOB_TYPES)[number];

export const INDUSTRIES = [
  "Technology",
  "Finance",
  "Healthcare",
  "Manufacturing",
  "Professional Services",
  "Retail",
  "Energy",
  "Education",
  "Non-Profit",
] as const;
export type Industry = (typeof INDUSTRIES)[number];

/** The /jobs location filter (public spec section 9); "All Locations" is the absence of a filter. */
export const JOB_LOCATIONS = [
  "New York, NY",
  "San Francisco, CA",
  "Chicago, IL",
  "Los Angeles, CA",
  "Boston, MA",
  "Seattle, WA",
  "Austin, TX",
  "Remote",
] as const;

export const EXPERIENCE_LEVELS = ["Entry", "Mid", "Senior", "Executive"] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

/**
 * Every content category: generation, schedules, editing and the /resources filter. The first four are the
 * back-office spec's edit list; generation writes the other six too, so an edit accepts them all (issue 19).
 */
export const CONTENT_CATEGORIES = [
  "Industry Insights",
  "Career Guidance",
  "Market Trends",
  "Technology Focus",
  "Leadership Development",
  "Salary Negotiation",
  "Interview Preparation",
  "Resume Writing",
  "Networking Tips",
  "Remote Work",
] as const;
export type ContentCategory = (typeof CONTENT_CATEGORIES)[number];

/** The orders /resources offers (public spec): newest, oldest, title A-Z, shortest read first. */
export const PUBLISHED_ARTICLE_SORTS = ["newest", "oldest", "title", "read-time"] as const;
export type PublishedArticleSort = (typeof PUBLISHED_ARTICLE_SORTS)[number];
/** The longest search text a public list takes (here, not with the schemas: /resources' search box needs it). */
export const SEARCH_TEXT_MAX = 200;

export const MEETING_LOCATIONS = ["virtual", "office", "phone"] as const;
export type MeetingLocation = (typeof MEETING_LOCATIONS)[number];

/** The firm's business time zone: booking slots, schedules and "EST" office hours. */
export const DEFAULT_TIME_ZONE = "America/New_York";
