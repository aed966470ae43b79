/** A salary text read as numbers, for structured data. */
export interface SalaryRange {
  min: number;
  max: number;
  /** schema.org unitText. */
  unit: "YEAR" | "HOUR";
}

const AMOUNT = /\$\s*(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*([kK])?/g;

/**
 * Reads our salary texts: "$145,000 - $185,000" (a year), "$65 - $85/hr" (an hour), "$120K - $150K", or one amount
 * ("$95,000"). Anything else ("Competitive", "DOE") is not a range: undefined.
 *
 * @example parseSalary("$65 - $85/hr") // { min: 65, max: 85, unit: "HOUR" }
 */
export function parseSalary(text: string | null | undefined): SalaryRange | undefined {
  if (!text) return undefined;
  const amounts = [...text.matchAll(AMOUNT)].map(
    ([, digits, thousands]) => Number(digits!.replace(/,/g, "")) * (thousands ? 1000 : 1),
  );
  if (amounts.length === 0 || amounts.length > 2 || amounts.some((n) => !Number.isFinite(n) || n <= 0))
    return undefined;
  const min = amounts[0]!;
  const max = amounts[1] ?? min;
  if (max < min) return undefined;
  const hourly = /(\/\s*(hr|hour)|per\s+hour|hourly)/i.test(text) || max < 1000;
  return { min, max, unit: hourly ? "HOUR" : "YEAR" };
}

/** A job's salary as the database keeps it (issue 46): integer cents per year or per hour. */
export interface SalaryCents {
  salaryMinCents: number;
  salaryMaxCents: number;
  salaryPeriod: "year" | "hour";
}

/** The most a salary figure may be, in US dollars: more is a typing error, not a salary (nor a safe integer of cents). */
export const SALARY_AMOUNT_MAX = 100_000_000;

/**
 * A salary text as cents, or undefined when `parseSalary` cannot read it or reads more than SALARY_AMOUNT_MAX. What the jobs store keeps beside the text,
 * and what migration 0072 computed in SQL for the texts there were.
 *
 * @example salaryCents("$65 - $85/hr") // { salaryMinCents: 6500, salaryMaxCents: 8500, salaryPeriod: "hour" }
 */
export function salaryCents(text: string | null | undefined): SalaryCents | undefined {
  const range = parseSalary(text);
  if (!range || range.max > SALARY_AMOUNT_MAX) return undefined;
  return {
    salaryMinCents: Math.round(range.min * 100),
    salaryMaxCents: Math.round(range.max * 100),
    salaryPeriod: range.unit === "HOUR" ? "hour" : "year",
  };
}

const dollars = (amount: number) =>
  `$${amount.toLocaleString("en-US", { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 })}`;

/**
 * The one way a salary given as numbers (dollars) is written as text, which `parseSalary` reads back to the same
 * numbers: "$145,000 - $185,000" a year, "$65 - $85/hr" an hour, one amount when min and max are equal.
 *
 * @example formatSalary(65, 85, "hour") // "$65 - $85/hr"
 */
export function formatSalary(min: number, max: number, period: "year" | "hour"): string {
  const amounts = min === max ? dollars(min) : `${dollars(min)} - ${dollars(max)}`;
  return period === "hour" ? `${amounts}/hr` : amounts;
}
