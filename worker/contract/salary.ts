/**
 * The market salary calculator (public spec section 9): its choices and its formula. Pure and shared, so the home
 * page's calculator and its unit tests read the same rules. No server call: the figures come from this formula.
 */

/** The 15 job titles, Software Engineer through Operations Manager. */
export const SALARY_TITLES = [
  "Software Engineer",
  "Senior Software Engineer",
  "Principal Software Engineer",
  "Engineering Manager",
  "VP of Engineering",
  "CTO",
  "Product Manager",
  "Senior Product Manager",
  "Data Scientist",
  "Senior Data Scientist",
  "Marketing Manager",
  "Sales Manager",
  "Financial Analyst",
  "HR Manager",
  "Operations Manager",
] as const;

/** The 12 locations; only San Francisco, New York, Seattle and Boston change the figures. */
export const SALARY_LOCATIONS = [
  "San Francisco, CA",
  "New York, NY",
  "Seattle, WA",
  "Boston, MA",
  "Los Angeles, CA",
  "Chicago, IL",
  "Austin, TX",
  "Denver, CO",
  "Atlanta, GA",
  "Dallas, TX",
  "Indianapolis, IN",
  "Remote",
] as const;

/** The 10 industries. The formula does not use the industry; the form asks for it (spec: all four required). */
export const SALARY_INDUSTRIES = [
  "Technology",
  "Finance",
  "Healthcare",
  "Manufacturing",
  "Professional Services",
  "Retail",
  "Energy",
  "Education",
  "Non-Profit",
  "Real Estate",
] as const;

/** The five experience bands, as the form shows them. */
export const EXPERIENCE_BANDS = [
  { value: "0-2", label: "0-2 years" },
  { value: "3-5", label: "3-5 years" },
  { value: "6-10", label: "6-10 years" },
  { value: "11-15", label: "11-15 years" },
  { value: "15+", label: "15+ years" },
] as const;

export type ExperienceBand = (typeof EXPERIENCE_BANDS)[number]["value"];

export interface SalaryQuery {
  role: string;
  location: string;
  experience: ExperienceBand;
}

export interface SalaryEstimate {
  /** 25th percentile, whole dollars. */
  min: number;
  /** 75th percentile, whole dollars. */
  max: number;
  median: number;
  /** Year-over-year growth in percent; fixed by the spec. */
  growth: number;
}

const BASE = { min: 60_000, max: 120_000 };
const SENIOR = { min: 40_000, max: 80_000 };
const PRINCIPAL_OR_VP = { min: 80_000, max: 160_000 };
const CTO = { min: 120_000, max: 250_000 };
export const SALARY_GROWTH_PERCENT = 12;

/** City multipliers; every other location is 1. */
export function locationMultiplier(location: string): number {
  if (location.includes("San Francisco") || location.includes("New York")) return 1.4;
  if (location.includes("Seattle") || location.includes("Boston")) return 1.2;
  return 1;
}

/** Experience multipliers: 15+ 1.3, 11-15 1.2, 6-10 1.1, otherwise 1. */
export function experienceMultiplier(experience: ExperienceBand): number {
  switch (experience) {
    case "15+":
      return 1.3;
    case "11-15":
      return 1.2;
    case "6-10":
      return 1.1;
    default:
      return 1;
  }
}

/**
 * The spec's formula: base 60,000-120,000; "Senior" in the title adds 40,000/80,000; "Principal" or "VP" adds
 * 80,000/160,000 (on top of Senior when both appear); "CTO" adds 120,000/250,000; then the city and experience
 * multipliers. Figures are rounded to whole dollars; the median is the rounded average of min and max.
 *
 * @example estimateSalary({ role: "Senior Software Engineer", location: "San Francisco, CA", experience: "6-10" })
 *   // { min: 154000, max: 308000, median: 231000, growth: 12 }
 */
export function estimateSalary({ role, location, experience }: SalaryQuery): SalaryEstimate {
  let min = BASE.min;
  let max = BASE.max;
  if (role.includes("Senior")) {
    min += SENIOR.min;
    max += SENIOR.max;
  }
  if (role.includes("Principal") || role.includes("VP")) {
    min += PRINCIPAL_OR_VP.min;
    max += PRINCIPAL_OR_VP.max;
  }
  if (role.includes("CTO")) {
    min += CTO.min;
    max += CTO.max;
  }
  const multiplier = locationMultiplier(location) * experienceMultiplier(experience);
  const low = Math.round(min * multiplier);
  const high = Math.round(max * multiplier);
  return { min: low, max: high, median: Math.round((low + high) / 2), growth: SALARY_GROWTH_PERCENT };
}

/** The spec's "comparable placements" figure: a whole number from 200 to 699. `random` is injectable for tests. */
export function placementSampleSize(random: () => number = Math.random): number {
  return 200 + Math.floor(random() * 500);
}

/** US dollars without decimals, e.g. "$154,000". */
export function formatUsd(amount: number): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(
    amount,
  );
}
