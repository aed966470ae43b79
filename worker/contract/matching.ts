/**
 * What a person offers and a job asks, as data (issue 46): the choices of the candidate's matching fields and the
 * limits of a radius, shared by the API's checks, the forms and the matcher. Free of zod, so a public page's form can
 * read its choices without loading the schemas (test/web/imports.test.ts); the list filters' query schemas are in
 * match-queries.ts.
 */

/** Where a candidate wants to work. */
export const REMOTE_PREFERENCES = ["onsite", "hybrid", "remote"] as const;
export type RemotePreference = (typeof REMOTE_PREFERENCES)[number];
export const REMOTE_PREFERENCE_LABELS: Record<RemotePreference, string> = {
  onsite: "On-site",
  hybrid: "Hybrid",
  remote: "Remote",
};

/** What a pay figure is per: a salary is a year's, a rate an hour's. */
export const PAY_PERIODS = ["year", "hour"] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];
export const PAY_PERIOD_LABELS: Record<PayPeriod, string> = { year: "per year", hour: "per hour" };

/** Whether the person may work in the US, and whether a job would have to sponsor them. */
export const WORK_AUTHORIZATIONS = ["citizen", "permanent_resident", "visa", "needs_sponsorship"] as const;
export type WorkAuthorization = (typeof WORK_AUTHORIZATIONS)[number];
export const WORK_AUTHORIZATION_LABELS: Record<WorkAuthorization, string> = {
  citizen: "US citizen",
  permanent_resident: "Permanent resident (green card)",
  visa: "Work visa, no sponsorship needed",
  needs_sponsorship: "Needs visa sponsorship",
};

/** A radius search's bounds, in miles. */
export const RADIUS_MILES_MIN = 1;
export const RADIUS_MILES_MAX = 500;

/** What a place the gazetteer does not know is answered with (the field named beside it). */
export const UNKNOWN_PLACE = "not a known US ZIP or city";

/** Hours in a working year: how an hourly rate and a yearly salary are compared (40 hours x 52 weeks). */
export const HOURS_PER_YEAR = 2080;

/** How a match's skills filter reads its list: every skill, at least one, or none of them. */
export const SKILLS_MODES = ["all", "any", "none"] as const;
export type SkillsMode = (typeof SKILLS_MODES)[number];

export const MATCHES_PAGE_DEFAULT = 25;
export const MATCHES_PAGE_MAX = 100;

/** How a person's pay wish sits against a job's range. */
export const PAY_FITS = ["within range", "below range", "above range", "pay not given"] as const;
export type PayFit = (typeof PAY_FITS)[number];

/**
 * Why a match ranks where it does (issue 46), shown beside it: the job's skills the person has and lacks, how far
 * apart they are (null: a location unknown, or a remote job and person), how the pay fits, and when they can start.
 */
export interface MatchReasons {
  matched: string[];
  missing: string[];
  distanceMiles: number | null;
  /** The distance in words: "12 miles", "remote", "willing to relocate", "location unknown". */
  place: string;
  payFit: PayFit;
  /** "now", "2 weeks", or "not given". */
  available: string;
}

/** What stands in the way of presenting a match, by kind. */
export const MATCH_RESTRICTION_KINDS = ["off_limits", "no_poach", "submitted_to_client", "in_process"] as const;
export type MatchRestrictionKind = (typeof MATCH_RESTRICTION_KINDS)[number];

export interface MatchRestriction {
  kind: MatchRestrictionKind;
  /** In words: "Off-limits: placed at Acme until 2027-03-01", "Already submitted to Acme", "Interviewing for ...". */
  detail: string;
}

/** One candidate of GET /api/admin/jobs/{id}/matches. */
export interface CandidateMatch {
  candidateId: string;
  name: string;
  /** Where they live as given ("60601", "Chicago, IL"), or null. */
  location: string | null;
  /** 0-100: the one transparent score (worker/domain/match-score.ts). */
  score: number;
  reasons: MatchReasons;
  restrictions: MatchRestriction[];
  /** The day after a running contract assignment ends ("yyyy-MM-dd"), or null when they are on none. */
  availableFrom: string | null;
}

/** One job of GET /api/admin/candidates/{id}/matches. */
export interface JobMatch {
  jobId: string;
  title: string;
  company: string;
  location: string;
  score: number;
  reasons: MatchReasons;
  restrictions: MatchRestriction[];
}

/** A visitor's radius search (/jobs, job alerts) without a radius given: this many miles around `near`. */
export const NEAR_RADIUS_DEFAULT = 50;
/** The radii the /jobs and job alert forms offer, in miles (any whole number from 1 to 500 is accepted). */
export const NEAR_RADIUS_CHOICES = [10, 25, 50, 100, 250, 500] as const;

/** The radius choices a form offers, with `radius` first when it is another (so a value given is kept as given). */
export function radiusChoicesWith(radius: string): string[] {
  const choices = NEAR_RADIUS_CHOICES.map(String);
  return radius && !choices.includes(radius) ? [radius, ...choices] : choices;
}

/** What the matching routes answer (worker/contract/api.ts), each page with X-Total-Count. */
export interface MatchAnswers {
  "GET /api/admin/jobs/:id/matches": CandidateMatch[];
  "GET /api/admin/candidates/:id/matches": JobMatch[];
}
