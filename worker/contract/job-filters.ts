import { RADIUS_MILES_MAX, RADIUS_MILES_MIN } from "./matching";
import { z } from "./zod";

/**
 * The filters a visitor's job search and job alert share beyond the lists' choices (issue 46): a place with a radius
 * around it, a yearly salary floor. Query strings send text (blank is no filter), alert bodies numbers; both read the
 * same. The place is resolved by the Worker (the gazetteer), which answers an unknown one with a 400 naming `near`.
 */

const blankIsAbsent = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** A US ZIP or "City, ST", as typed. */
export const nearField = z
  .string({ error: "Near must be a US ZIP or a city and state" })
  .trim()
  .max(100, "Near must be at most 100 characters")
  .optional()
  .transform((value) => value || undefined);

const RADIUS_MESSAGE = `Radius must be a whole number of miles from ${RADIUS_MILES_MIN} to ${RADIUS_MILES_MAX}`;

/** Miles around `near`; NEAR_RADIUS_DEFAULT when a place is given without one. */
export const radiusField = z.preprocess(
  blankIsAbsent,
  z.coerce
    .number({ error: RADIUS_MESSAGE })
    .int(RADIUS_MESSAGE)
    .min(RADIUS_MILES_MIN, RADIUS_MESSAGE)
    .max(RADIUS_MILES_MAX, RADIUS_MESSAGE)
    .optional(),
);

/** The most a salary floor may be, in dollars a year: far above any job's pay. */
export const SALARY_FLOOR_MAX = 10_000_000;
const SALARY_MESSAGE = "Minimum salary must be a positive number of dollars a year";

/** Dollars a year (an hourly job counts HOURS_PER_YEAR hours); "80,000" reads as 80000. */
export const salaryMinField = z.preprocess(
  (value) => (typeof value === "string" ? blankIsAbsent(value.replace(/[,$\s]/g, "")) : value),
  z.coerce
    .number({ error: SALARY_MESSAGE })
    .positive(SALARY_MESSAGE)
    .max(SALARY_FLOOR_MAX, `Minimum salary must be at most ${SALARY_FLOOR_MAX.toLocaleString("en-US")} dollars`)
    .optional(),
);
