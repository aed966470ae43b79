import type { PayPeriod, RemotePreference, WorkAuthorization } from "./matching";
import { groupThousands } from "./plain-text";

/**
 * What a person offers, as data (issue 46 item 1): where they live, relocation, remote preference, desired pay,
 * notice and work authorization, given on the application form, and their skills, confirmed by a recruiter on the
 * candidate's page. Shared by the Worker's checks, the application form and the back office.
 */

/** The longest location text ("60601", "Chicago, IL"; a city's name may be long). */
export const LOCATION_TEXT_MAX = 100;
/** The most weeks of notice a person can give (0 is "available now"). */
export const AVAILABLE_IN_WEEKS_MAX = 52;
export const CANDIDATE_SKILLS_MAX = 50;
export const CANDIDATE_SKILL_LENGTH_MAX = 60;

/**
 * Desired pay's bounds in dollars, per period: below or above is a typo (a salary typed as an hourly rate, a
 * figure with too many zeros), not a wish to store.
 */
export const DESIRED_PAY_LIMITS: Record<PayPeriod, { min: number; max: number }> = {
  year: { min: 1_000, max: 10_000_000 },
  hour: { min: 1, max: 5_000 },
};

/** Desired pay as the API speaks it: dollars (cents stored), per year or per hour. */
export interface DesiredPay {
  amount: number;
  period: PayPeriod;
}

/** What a candidate offers, as the candidate view answers it; null is "not given". */
export interface CandidateOffer {
  /** The gazetteer's label of where they live: the ZIP, or "City, ST". */
  location: string | null;
  willingToRelocate: boolean | null;
  remotePreference: RemotePreference | null;
  desiredPay: DesiredPay | null;
  /** Weeks of notice; 0 is "available now". */
  availableInWeeks: number | null;
  workAuthorization: WorkAuthorization | null;
  /** As confirmed by staff, each once. */
  skills: string[];
}

/** Why a desired pay figure is refused, or undefined when it is fine: positive, at most cents, within its period's bounds. */
export function payProblem(amount: number, period: PayPeriod): string | undefined {
  const { min, max } = DESIRED_PAY_LIMITS[period];
  const per = period === "year" ? "a year" : "an hour";
  if (!Number.isFinite(amount) || amount <= 0) return "Desired pay must be more than 0";
  if (Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6) return "Desired pay must be in whole cents";
  if (amount < min) return `Desired pay ${per} must be at least $${groupThousands(min)}`;
  if (amount > max) return `Desired pay ${per} must be at most $${groupThousands(max)}`;
  return undefined;
}
