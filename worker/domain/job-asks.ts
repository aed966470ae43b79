import type { FieldIssue } from "../contract/errors";
import type { PayPeriod } from "../contract/matching";
import { formatSalary, salaryCents } from "../contract/salary-range";
import { skillKey, suggestSkills } from "../contract/skills";

/**
 * What a job asks, as data (issue 46, decision 094): its salary's numbers kept in step with its text, and its skills
 * lists checked. Pure: the jobs store (worker/jobs/store.ts) applies what these answer.
 */

/** A job's salary as stored: the text staff see and its numbers, in cents per period. */
export interface JobSalary {
  salary: string | null;
  salaryMinCents: number | null;
  salaryMaxCents: number | null;
  salaryPeriod: PayPeriod | null;
}

/** What a create or update says of the salary: the text, or the numbers in dollars (never both). */
export interface SalaryGiven {
  salary?: string | null;
  salaryMin?: number | null;
  salaryMax?: number | null;
  salaryPeriod?: PayPeriod | null;
}

const NO_NUMBERS = { salaryMinCents: null, salaryMaxCents: null, salaryPeriod: null } as const;

/** The most an hourly rate may be: from $1,000 up a figure reads as a year's salary (parseSalary). */
const HOURLY_MAX = 1000;

const usd = (amount: number) => `$${amount.toLocaleString("en-US")}`;

/**
 * The salary fields a change sets, or the issues that refuse it. Text given: the numbers are read from it (a text
 * `parseSalary` cannot read clears them). Numbers given (dollars): merged with the job's current ones, so an update
 * names only what changes, and the text is written from them in one format. Neither: nothing changes.
 */
export function salaryChange(
  existing: JobSalary | undefined,
  given: SalaryGiven,
): { set: Partial<JobSalary> } | { issues: FieldIssue[] } {
  const numbersNamed =
    given.salaryMin !== undefined || given.salaryMax !== undefined || given.salaryPeriod !== undefined;
  if (given.salary !== undefined && numbersNamed)
    return {
      issues: [
        {
          path: "salary",
          message: "Send the salary as text (salary) or as numbers (salaryMin, salaryMax, salaryPeriod), not both",
        },
      ],
    };
  if (given.salary !== undefined)
    return { set: { salary: given.salary, ...(salaryCents(given.salary) ?? NO_NUMBERS) } };
  if (!numbersNamed) return { set: {} };

  const current = (cents: number | null | undefined) => (cents === null || cents === undefined ? null : cents / 100);
  const min = given.salaryMin !== undefined ? given.salaryMin : current(existing?.salaryMinCents);
  const max = given.salaryMax !== undefined ? given.salaryMax : current(existing?.salaryMaxCents);
  const period = given.salaryPeriod !== undefined ? given.salaryPeriod : (existing?.salaryPeriod ?? null);
  if (min === null && max === null) {
    if (given.salaryMin === null || given.salaryMax === null) return { set: { salary: null, ...NO_NUMBERS } };
    return { issues: [{ path: "salaryMin", message: "Give a salary minimum or maximum with the salary period" }] };
  }
  if (!period)
    return {
      issues: [{ path: "salaryPeriod", message: "Salary period (year or hour) is required with salary amounts" }],
    };
  const low = min ?? max!;
  const high = max ?? min!;
  const issues: FieldIssue[] = [];
  for (const [field, label, amount] of [
    ["salaryMin", "Salary minimum", low],
    ["salaryMax", "Salary maximum", high],
  ] as const) {
    // A figure this change did not name is refused by the period it did.
    const path = given[field] !== undefined ? field : "salaryPeriod";
    if (period === "year" && !Number.isInteger(amount))
      issues.push({ path, message: `${label} of a yearly salary must be whole dollars` });
    else if (period === "year" && amount < HOURLY_MAX)
      issues.push({ path, message: `${label} of a yearly salary must be at least ${usd(HOURLY_MAX)}` });
    else if (period === "hour" && amount >= HOURLY_MAX)
      issues.push({ path, message: `${label} of an hourly rate must be under ${usd(HOURLY_MAX)}` });
  }
  // One issue a field: both figures refused by the period name it once.
  if (issues.length > 0)
    return { issues: issues.filter((issue, i) => issues.findIndex((o) => o.path === issue.path) === i) };
  if (low > high) {
    const path = given.salaryMax !== undefined ? "salaryMax" : "salaryMin";
    return {
      issues: [
        path === "salaryMax"
          ? { path, message: `Salary maximum must be at least the minimum (${usd(low)})` }
          : { path, message: `Salary minimum must be at most the maximum (${usd(high)})` },
      ],
    };
  }
  return {
    set: {
      salary: formatSalary(low, high, period),
      salaryMinCents: Math.round(low * 100),
      salaryMaxCents: Math.round(high * 100),
      salaryPeriod: period,
    },
  };
}

/**
 * A skill is required or preferred, never both (decision 094): the lists as they will be after the change, each
 * skill of both named against the list the change gave (the preferred one when it gave both).
 */
export function skillsIssues(
  after: { requiredSkills: readonly string[]; preferredSkills: readonly string[] },
  given: { requiredSkills?: unknown; preferredSkills?: unknown },
): FieldIssue[] {
  const required = new Set(after.requiredSkills.map(skillKey));
  const both = after.preferredSkills.filter((skill) => required.has(skillKey(skill)));
  if (both.length === 0) return [];
  const path =
    given.preferredSkills !== undefined || given.requiredSkills === undefined ? "preferredSkills" : "requiredSkills";
  const other = path === "preferredSkills" ? "required" : "preferred";
  return [
    {
      path,
      message: `${both.join(", ")} ${both.length === 1 ? "is" : "are"} already ${other}: a skill is required or preferred, not both`,
    },
  ];
}

/** The vocabulary's skills a job's requirements name that neither of its lists holds: offered to staff to confirm. */
export function suggestedJobSkills(job: {
  requirements: string;
  requiredSkills: readonly string[];
  preferredSkills: readonly string[];
}): string[] {
  const chosen = new Set([...job.requiredSkills, ...job.preferredSkills].map(skillKey));
  return suggestSkills(job.requirements).filter((skill) => !chosen.has(skillKey(skill)));
}
