import {
  HOURS_PER_YEAR,
  type MatchReasons,
  type PayFit,
  type PayPeriod,
  type RemotePreference,
} from "../contract/matching";
import type { JobType } from "../contract/site-enums";
import { skillKey } from "../contract/skills";
import { type Coordinates, distanceMiles } from "./geo";

/**
 * The one transparent match score (issue 46), the same for a job's candidates and a candidate's jobs: 0-100, the sum
 * of six parts, each its weight times a fraction from 0 to 1. A part whose facts are not given (no skills listed, no
 * location, no pay, no notice, no searchable words) scores half its weight: unknown is neither a fit nor a misfit, and
 * the person or job is still listed, its reasons saying so.
 *
 * - skills (40): the job's skills the person has, a required one counting twice a preferred one
 *   ((2 x required matched + preferred matched) / (2 x required + preferred)), compared by `skillKey`.
 * - relevance (15): the resume's words against the job's (an FTS rank, normalized by `normalizedRelevance`).
 * - distance (20): a remote job fits everyone; otherwise within the radius, from 1 at the job's door down to 0.5 at
 *   the radius's edge; beyond it 0.25 for a person willing to relocate, else 0. A person who wants only remote work
 *   gets half of that for an on-site job and three quarters for a hybrid one.
 * - pay (15): the person's desired pay against the job's range, compared per year (an hourly figure times
 *   HOURS_PER_YEAR): within 1, below 0.8 (they ask less: a fit, but a sign of a different level), above falls from 1
 *   to 0 as the ask goes from the range's top to half as much again.
 * - availability (5): now 1, falling to 0 at 12 weeks' notice.
 * - recency (5): active (their newest application, or staff's last change to them) within 30 days 1, falling to 0 at
 *   a year.
 */

export const MATCH_WEIGHTS = { skills: 40, relevance: 15, distance: 20, pay: 15, availability: 5, recency: 5 } as const;

/** Where a radius is not asked for, the distance a person is taken to reach the job from (a long commute). */
export const COMMUTE_MILES_DEFAULT = 50;

const NOTICE_WEEKS_MAX = 12;
const RECENT_DAYS = 30;
const STALE_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What the score reads of a job. */
export interface MatchJob {
  /** "Remote" is a remote job, "Hybrid" part on site; every other type is on site. */
  type: JobType;
  requiredSkills: readonly string[];
  preferredSkills: readonly string[];
  latitude: number | null;
  longitude: number | null;
  salaryMinCents: number | null;
  salaryMaxCents: number | null;
  salaryPeriod: PayPeriod | null;
}

/** What the score reads of a person. */
export interface MatchCandidate {
  skills: readonly string[];
  latitude: number | null;
  longitude: number | null;
  willingToRelocate: boolean | null;
  remotePreference: RemotePreference | null;
  desiredPayCents: number | null;
  desiredPayPeriod: PayPeriod | null;
  availableInWeeks: number | null;
  /** When they were last active: their newest application, or staff's last change to them. */
  lastActiveAt: Date;
}

export interface MatchInput {
  job: MatchJob;
  candidate: MatchCandidate;
  /** The resume's relevance to the job, 0-1 (`normalizedRelevance`); null when there were no words to compare. */
  relevance: number | null;
  /** The radius the person is measured against, in miles (the search's, else COMMUTE_MILES_DEFAULT). */
  radiusMiles?: number;
  now: Date;
}

export interface MatchScore {
  score: number;
  reasons: MatchReasons;
  /** Each part's points (before rounding), for a reader who asks how the score adds up. */
  parts: Record<keyof typeof MATCH_WEIGHTS, number>;
}

const UNKNOWN = 0.5;
const clamp = (value: number) => Math.min(1, Math.max(0, value));

/**
 * An FTS5 bm25 rank (negative, lower is better) as 0-1 against the best rank of the same search: the best is 1, a
 * candidate the words did not find 0. Null when nothing was searched or nothing found.
 *
 * @example normalizedRelevance(-3, -6) // 0.5
 */
export function normalizedRelevance(rank: number | null | undefined, bestRank: number | null): number | null {
  if (bestRank === null || bestRank >= 0) return null;
  if (rank === null || rank === undefined) return 0;
  return clamp(rank / bestRank);
}

function skillsPart(job: MatchJob, candidate: MatchCandidate) {
  const has = new Set(candidate.skills.map(skillKey));
  const required = job.requiredSkills.map((skill) => ({ skill, weight: 2 }));
  const preferredOnly = job.preferredSkills
    .filter((skill) => !job.requiredSkills.some((other) => skillKey(other) === skillKey(skill)))
    .map((skill) => ({ skill, weight: 1 }));
  const asked = [...required, ...preferredOnly];
  const matched = asked.filter(({ skill }) => has.has(skillKey(skill)));
  const missing = asked.filter(({ skill }) => !has.has(skillKey(skill)));
  const total = asked.reduce((sum, { weight }) => sum + weight, 0);
  const got = matched.reduce((sum, { weight }) => sum + weight, 0);
  return {
    fraction: total === 0 ? UNKNOWN : got / total,
    matched: matched.map(({ skill }) => skill),
    missing: missing.map(({ skill }) => skill),
  };
}

const pointOf = (place: { latitude: number | null; longitude: number | null }): Coordinates | null =>
  place.latitude === null || place.longitude === null ? null : { latitude: place.latitude, longitude: place.longitude };

function distancePart(job: MatchJob, candidate: MatchCandidate, radiusMiles: number) {
  if (job.type === "Remote") return { fraction: 1, distanceMiles: null, place: "remote" };
  const remoteOnly = candidate.remotePreference === "remote" ? (job.type === "Hybrid" ? 0.75 : 0.5) : 1;
  const jobPoint = pointOf(job);
  const candidatePoint = pointOf(candidate);
  if (!jobPoint || !candidatePoint)
    return { fraction: UNKNOWN * remoteOnly, distanceMiles: null, place: "location unknown" };
  const miles = Math.round(distanceMiles(jobPoint, candidatePoint));
  const inWords = miles === 1 ? "1 mile" : `${miles} miles`;
  if (miles <= radiusMiles)
    return { fraction: (1 - (0.5 * miles) / radiusMiles) * remoteOnly, distanceMiles: miles, place: inWords };
  if (candidate.willingToRelocate)
    return { fraction: 0.25 * remoteOnly, distanceMiles: miles, place: "willing to relocate" };
  return { fraction: 0, distanceMiles: miles, place: inWords };
}

/** A pay figure per year, in cents. */
export const yearlyCents = (cents: number, period: PayPeriod) => (period === "hour" ? cents * HOURS_PER_YEAR : cents);

/** How a desired pay sits against a job's range (either end may be missing: "from $X" or "up to $Y"). */
export function payFitOf(job: MatchJob, candidate: MatchCandidate): { fit: PayFit; fraction: number } {
  const period = job.salaryPeriod;
  if (
    period === null ||
    (job.salaryMinCents === null && job.salaryMaxCents === null) ||
    candidate.desiredPayCents === null ||
    candidate.desiredPayPeriod === null
  )
    return { fit: "pay not given", fraction: UNKNOWN };
  const ask = yearlyCents(candidate.desiredPayCents, candidate.desiredPayPeriod);
  const min = job.salaryMinCents === null ? null : yearlyCents(job.salaryMinCents, period);
  const max = job.salaryMaxCents === null ? null : yearlyCents(job.salaryMaxCents, period);
  if (min !== null && ask < min) return { fit: "below range", fraction: 0.8 };
  if (max !== null && ask > max) return { fit: "above range", fraction: clamp(1 - (ask - max) / (max / 2)) };
  return { fit: "within range", fraction: 1 };
}

/** "now", "1 week", "3 weeks" or "not given". */
export function availabilityInWords(weeks: number | null): string {
  if (weeks === null) return "not given";
  if (weeks === 0) return "now";
  return weeks === 1 ? "1 week" : `${weeks} weeks`;
}

function availabilityPart(weeks: number | null): number {
  return weeks === null ? UNKNOWN : clamp(1 - weeks / NOTICE_WEEKS_MAX);
}

function recencyPart(lastActiveAt: Date, now: Date): number {
  const days = (now.getTime() - lastActiveAt.getTime()) / DAY_MS;
  if (days <= RECENT_DAYS) return 1;
  return clamp(1 - (days - RECENT_DAYS) / (STALE_DAYS - RECENT_DAYS));
}

/** The score of one person for one job, with its reasons and its parts. */
export function matchScore({ job, candidate, relevance, radiusMiles, now }: MatchInput): MatchScore {
  const skills = skillsPart(job, candidate);
  const distance = distancePart(job, candidate, radiusMiles ?? COMMUTE_MILES_DEFAULT);
  const pay = payFitOf(job, candidate);
  const parts = {
    skills: MATCH_WEIGHTS.skills * skills.fraction,
    relevance: MATCH_WEIGHTS.relevance * (relevance ?? UNKNOWN),
    distance: MATCH_WEIGHTS.distance * distance.fraction,
    pay: MATCH_WEIGHTS.pay * pay.fraction,
    availability: MATCH_WEIGHTS.availability * availabilityPart(candidate.availableInWeeks),
    recency: MATCH_WEIGHTS.recency * recencyPart(candidate.lastActiveAt, now),
  };
  const total = Object.values(parts).reduce((sum, points) => sum + points, 0);
  return {
    score: Math.round(total),
    parts,
    reasons: {
      matched: skills.matched,
      missing: skills.missing,
      distanceMiles: distance.distanceMiles,
      place: distance.place,
      payFit: pay.fit,
      available: availabilityInWords(candidate.availableInWeeks),
    },
  };
}
