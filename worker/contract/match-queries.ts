import { APPLICATION_STAGES } from "./enums";
import {
  MATCHES_PAGE_DEFAULT,
  MATCHES_PAGE_MAX,
  RADIUS_MILES_MAX,
  RADIUS_MILES_MIN,
  REMOTE_PREFERENCES,
  SKILLS_MODES,
} from "./matching";
import { pagingFields, z } from "./zod";

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
