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
