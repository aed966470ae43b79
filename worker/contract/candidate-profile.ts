import {
  AVAILABLE_IN_WEEKS_MAX,
  CANDIDATE_SKILL_LENGTH_MAX,
  CANDIDATE_SKILLS_MAX,
  LOCATION_TEXT_MAX,
  payProblem,
} from "./candidate-offer";
import { PAY_PERIODS, REMOTE_PREFERENCES, WORK_AUTHORIZATIONS } from "./matching";
import { normalizeSkills } from "./skills";
import { NOTHING_TO_CHANGE, namesAField, z } from "./zod";

/** A recruiter's change of what a candidate offers (issue 46 item 1), and the skills their resumes suggest. */

const skills = z
  .array(
    z
      .string({ error: "Each skill must be text" })
      .trim()
      .min(1, "A skill cannot be empty")
      .max(CANDIDATE_SKILL_LENGTH_MAX, `A skill must be at most ${CANDIDATE_SKILL_LENGTH_MAX} characters`),
    { error: "Skills must be a list of text" },
  )
  .max(CANDIDATE_SKILLS_MAX, `At most ${CANDIDATE_SKILLS_MAX} skills`)
  .transform(normalizeSkills);

const desiredPay = z
  .object(
    {
      amount: z.number({ error: "Desired pay's amount must be a number of dollars" }),
      period: z.enum(PAY_PERIODS, { error: "Desired pay's period must be year or hour" }),
    },
    { error: "Desired pay must be an amount and a period, or null" },
  )
  .strict()
  .superRefine(({ amount, period }, ctx) => {
    const problem = payProblem(amount, period);
    if (problem) ctx.addIssue({ code: "custom", path: ["amount"], message: problem });
  });

/**
 * Body of PATCH /api/admin/candidates/{id}: only the fields named change; null (or "" for the location) clears one.
 * The location is resolved by the gazetteer when stored (a place it does not know is a 400 naming `location`).
 */
export const candidateProfileSchema = z
  .object({
    location: z
      .string({ error: "Location must be a ZIP or a city and state" })
      .trim()
      .max(LOCATION_TEXT_MAX, `Location must be at most ${LOCATION_TEXT_MAX} characters`)
      .nullable()
      .transform((value) => value || null)
      .optional(),
    willingToRelocate: z.boolean({ error: "Willing to relocate must be true, false or null" }).nullable().optional(),
    remotePreference: z
      .enum(REMOTE_PREFERENCES, { error: "Remote preference must be onsite, hybrid, remote or null" })
      .nullable()
      .optional(),
    desiredPay: desiredPay.nullable().optional(),
    availableInWeeks: z
      .number({ error: "Available in (weeks) must be a number or null" })
      .int("Available in (weeks) must be a whole number")
      .min(0, "Available in (weeks) must be 0 (now) or more")
      .max(AVAILABLE_IN_WEEKS_MAX, `Available in (weeks) must be at most ${AVAILABLE_IN_WEEKS_MAX}`)
      .nullable()
      .optional(),
    workAuthorization: z
      .enum(WORK_AUTHORIZATIONS, { error: `Work authorization must be one of ${WORK_AUTHORIZATIONS.join(", ")}` })
      .nullable()
      .optional(),
    skills: skills.optional(),
  })
  .strict()
  .refine(namesAField, NOTHING_TO_CHANGE);
export type CandidateProfileInput = z.input<typeof candidateProfileSchema>;
export type CandidateProfilePatch = z.output<typeof candidateProfileSchema>;

/** What GET /api/admin/candidates/{id}/skill-suggestions answers: skills the resumes name, not yet confirmed. */
export interface SkillSuggestions {
  suggestions: string[];
}
