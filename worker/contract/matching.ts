import { APPLICATION_STAGES } from "./enums";
import { pagingFields, z } from "./zod";

/**
 * What a person offers and a job asks, as data (issue 46): the choices of the candidate's matching fields and the
 * limits of a radius, shared by the API's checks, the forms and the matcher.
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

/**
 * The filters of a match list and of the candidates list (issue 46 items 4 and 7), as query strings. A blank field
 * ("radius=" from a form) is no filter. Each refusal names its field; `near` is checked against the gazetteer by the
 * Worker (a 400 naming `near` with UNKNOWN_PLACE). Amounts are dollars, per the job's pay period for a job's matches,
 * per year for the candidates list and a candidate's jobs.
 */
const blankIsAbsent = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const wholeNumber = (label: string, min: number, max: number, message: string) =>
  z.preprocess(
    blankIsAbsent,
    z.coerce
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .min(min, message)
      .max(max, message)
      .optional(),
  );

/** The largest pay a filter takes, in dollars. */
export const PAY_FILTER_MAX_DOLLARS = 10_000_000;

/** Dollars as typed ("180000", "$180,000", "45.50") to cents. */
const dollars = (label: string) =>
  z.preprocess(
    (value) => (typeof value === "string" ? blankIsAbsent(value.replace(/[$,\s]/g, "")) : value),
    z.coerce
      .number({ error: `${label} must be an amount in dollars` })
      .min(0, `${label} cannot be negative`)
      .max(PAY_FILTER_MAX_DOLLARS, `${label} must be at most $10,000,000`)
      .transform((amount) => Math.round(amount * 100))
      .optional(),
  );

/** The most skills or tags a filter lists, and the longest one. */
export const FILTER_LIST_MAX = 20;
export const FILTER_ITEM_LENGTH_MAX = 60;

/** A comma list ("CPA, SAP"): trimmed, blanks dropped, each once (case aside). */
const commaList = (label: string) =>
  z.preprocess(
    blankIsAbsent,
    z
      .string()
      .transform((text) => {
        const items = text
          .split(",")
          .map((item) => item.trim().replace(/\s+/g, " "))
          .filter(Boolean);
        return items.filter((item, i) => items.findIndex((other) => other.toLowerCase() === item.toLowerCase()) === i);
      })
      .pipe(
        z
          .array(
            z
              .string()
              .max(FILTER_ITEM_LENGTH_MAX, `Each of ${label} must be at most ${FILTER_ITEM_LENGTH_MAX} characters`),
          )
          .max(FILTER_LIST_MAX, `At most ${FILTER_LIST_MAX} ${label}`),
      )
      .optional(),
  );

const choice = <const T extends string>(label: string, values: readonly [T, ...T[]]) =>
  z.preprocess(blankIsAbsent, z.enum(values, { error: `${label} must be one of ${values.join(", ")}` }).optional());

const radiusMessage = `Radius must be from ${RADIUS_MILES_MIN} to ${RADIUS_MILES_MAX} miles`;

/** How many weeks of notice the availability filter takes at most (two years). */
export const AVAILABLE_IN_WEEKS_MAX = 104;

/** The filters every list of people or jobs to match shares: where, pay, remote and skills. */
export const placeAndPayFilterFields = {
  /** Miles around `near`, else around the job's (or the person's) place; people or jobs without one are left out. */
  radius: wholeNumber("Radius", RADIUS_MILES_MIN, RADIUS_MILES_MAX, radiusMessage),
  /** A ZIP or "City, ST": the radius's centre only (a reason's miles stay those between the job and the person). */
  near: z.preprocess(blankIsAbsent, z.string().trim().max(100, "Near must be at most 100 characters").optional()),
  salaryMin: dollars("Salary minimum"),
  salaryMax: dollars("Salary maximum"),
  remote: choice("Remote", REMOTE_PREFERENCES),
  skills: commaList("skills"),
  skillsMode: choice("Skills mode", SKILLS_MODES),
};

/** The people filters of a job's matches and of the candidates list: notice, a stage, tags and an owner. */
export const candidateFilterFields = {
  ...placeAndPayFilterFields,
  availableInWeeks: wholeNumber(
    "Available in weeks",
    0,
    AVAILABLE_IN_WEEKS_MAX,
    `Available in weeks must be from 0 to ${AVAILABLE_IN_WEEKS_MAX}`,
  ),
  /** Candidates with an application at this stage (on any job). */
  stage: choice("Stage", APPLICATION_STAGES),
  /** Candidates with every one of these tags. */
  tags: commaList("tags"),
  /** Candidates with an application this staff member (a user id) owns. */
  owner: z.preprocess(blankIsAbsent, z.string().trim().max(64, "Owner must be at most 64 characters").optional()),
};

interface PlaceAndPay {
  radius?: number;
  near?: string;
  salaryMin?: number;
  salaryMax?: number;
}

/** The checks across fields: a pay range's ends in order; a `near` needs a radius to search within. */
export function checkPlaceAndPay(query: PlaceAndPay, ctx: z.RefinementCtx): void {
  if (query.salaryMin !== undefined && query.salaryMax !== undefined && query.salaryMin > query.salaryMax)
    ctx.addIssue({ code: "custom", path: ["salaryMax"], message: "Salary maximum must be at least the minimum" });
  if (query.near !== undefined && query.radius === undefined)
    ctx.addIssue({ code: "custom", path: ["radius"], message: `Give a radius in miles to search near ${query.near}` });
}

/** Query of GET /api/admin/jobs/{id}/matches. */
export const jobMatchesQuerySchema = z
  .object({ ...candidateFilterFields, ...pagingFields(MATCHES_PAGE_DEFAULT, MATCHES_PAGE_MAX) })
  .superRefine(checkPlaceAndPay);
export type JobMatchesQuery = z.output<typeof jobMatchesQuerySchema>;

/** Query of GET /api/admin/candidates/{id}/matches: the open jobs' filters that make sense for a person. */
export const candidateMatchesQuerySchema = z
  .object({ ...placeAndPayFilterFields, ...pagingFields(MATCHES_PAGE_DEFAULT, MATCHES_PAGE_MAX) })
  .superRefine(checkPlaceAndPay);
export type CandidateMatchesQuery = z.output<typeof candidateMatchesQuerySchema>;

/** What the matching routes answer (worker/contract/api.ts), each page with X-Total-Count. */
export interface MatchAnswers {
  "GET /api/admin/jobs/:id/matches": CandidateMatch[];
  "GET /api/admin/candidates/:id/matches": JobMatch[];
}
