import { CONTENT_CATEGORIES } from "./site-enums";
import { isTimeZone } from "./time-zone";
import { z } from "./zod";

/**
 * The fields the content engine's forms share (back-office spec sections 5 and 7): an article's, a generation's and a
 * schedule's title, prompt, category, and a time of day in a time zone.
 */

export const TITLE_MAX = 200;
export const PROMPT_MAX = 4000;

export const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const category = z.enum(CONTENT_CATEGORIES, { error: "Category must be one of the content categories" });

/** Placeholder values, by name: `{{role}}` in a prompt is filled from `variables.role`. */
export const promptVariablesSchema = z.record(
  z.string().regex(/^\w{1,40}$/, "Variable names use letters, digits and underscores"),
  z.string().max(200, "A variable value must be at most 200 characters"),
);

/** A time of day on a wall clock, 24-hour. */
export const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Time must be HH:MM (24-hour)");
export const timezone = z.string().refine(isTimeZone, "Time zone must be an IANA time zone such as America/New_York");
