import type { LEAD_PRIORITIES } from "./enums";

/**
 * Lead scores (0-100) and what staff read from them, shared by the API and the CRM screen. The per-form scoring
 * formulas (public spec section 9) live beside these.
 */

export type LeadPriority = (typeof LEAD_PRIORITIES)[number];

/** Keeps a score inside 0-100. */
export function clampScore(score: number): number {
  return Math.max(0, Math.min(100, Math.round(score)));
}

/**
 * Follow-up priority from a score: our decision (the spec does not say), on the same bands as the score colours.
 * 80+ high, 60+ medium, otherwise low; "urgent" is set only by staff.
 */
export function leadPriorityForScore(score: number): LeadPriority {
  if (score >= 80) return "high";
  if (score >= 60) return "medium";
  return "low";
}

/** The CRM screen's score colour bands (back-office spec section 9). */
export function leadScoreBand(score: number): "green" | "yellow" | "orange" | "red" {
  if (score >= 80) return "green";
  if (score >= 60) return "yellow";
  if (score >= 40) return "orange";
  return "red";
}

/**
 * Lead score of a consultation booking: the spec's employer lead formula for the request_consultation action
 * (public spec section 9: 30 + 40, +15 with a company, +10 with a phone). Its visit-based terms (time on site,
 * page views, UTM source) are browser analytics the server does not know, so they add nothing here: 70 to 95.
 */
export function bookingLeadScore(input: { company?: string | null; phone?: string | null }): number {
  const score = 30 + 40 + (input.company?.trim() ? 15 : 0) + (input.phone?.trim() ? 10 : 0);
  return clampScore(score);
}

/** What the contact-form score reads (public spec section 9). */
export interface ContactScoreInput {
  company?: string | null;
  phone?: string | null;
  /** The /contact page's help type, or the home form's inquiry (which none of the named rules match). */
  helpType?: string | null;
  message?: string | null;
}

/**
 * Contact-form lead score (public spec section 9): 10 base, +20 with a company, +15 with a phone, help type +25 for
 * permanent placement or executive search, +20 contract staffing, +15 consultation, +10 any other, and +10 for a
 * message longer than 100 characters; at most 100. Our reading: "consultation" is the "talent-consulting" help
 * type, and the home form's inquiry choices count as "any other" (+10).
 */
export function contactLeadScore({ company, phone, helpType, message }: ContactScoreInput): number {
  let score = 10;
  if (company?.trim()) score += 20;
  if (phone?.trim()) score += 15;
  if (helpType === "permanent-placement" || helpType === "executive-search") score += 25;
  else if (helpType === "contract-staffing") score += 20;
  else if (helpType === "talent-consulting" || helpType === "consultation") score += 15;
  else score += 10;
  if ((message?.length ?? 0) > 100) score += 10;
  return clampScore(score);
}

/** What the job-application score reads. The session facts are known only in the browser. */
export interface ApplicationScoreInput {
  jobType?: string | null;
  isUrgent?: boolean | null;
  salary?: string | null;
  industry?: string | null;
  /** Browser only: jobs viewed this session. */
  jobsViewed?: number;
  /** Browser only: searches made this session. */
  searches?: number;
  /** Browser only: minutes between viewing the job and applying. */
  minutesSinceJobView?: number | null;
}

const PRIORITY_INDUSTRIES = new Set(["Technology", "Finance", "Healthcare"]);

/**
 * Job-application lead score (public spec section 9): 50 base, +20 Full-time, +15 urgent, +10 salary containing
 * "$100", +15 Technology/Finance/Healthcare, +10 more than 3 jobs viewed, +5 more than one search, +10 applied
 * within 5 minutes of viewing the job; at most 100. The API scores with what it knows (the job's type, urgency,
 * salary and industry, else the industry the candidate chose); the three session rules need browser history the
 * API never receives, so a stored application's score leaves them out.
 */
export function applicationLeadScore(input: ApplicationScoreInput): number {
  let score = 50;
  if (input.jobType === "Full-time") score += 20;
  if (input.isUrgent) score += 15;
  if (input.salary?.includes("$100")) score += 10;
  if (input.industry && PRIORITY_INDUSTRIES.has(input.industry)) score += 15;
  if ((input.jobsViewed ?? 0) > 3) score += 10;
  if ((input.searches ?? 0) > 1) score += 5;
  if (input.minutesSinceJobView != null && input.minutesSinceJobView <= 5) score += 10;
  return clampScore(score);
}

/** What the engagement score reads: the visitor session. */
export interface EngagementInput {
  pageViews: number;
  jobsViewed: number;
  searches: number;
  timeOnSiteMs: number;
}

/** Points per minute on the site toward the engagement score's time part (our reading of "up to 20 for time"). */
export const ENGAGEMENT_POINTS_PER_MINUTE = 2;

/**
 * Engagement score (public spec section 9): 2 per page view, 5 per job viewed, 3 per search, and up to 20 for time
 * on site (2 per whole minute, so 10 minutes earn all 20); at most 100.
 */
export function engagementScore({ pageViews, jobsViewed, searches, timeOnSiteMs }: EngagementInput): number {
  const timePoints = Math.min(20, Math.floor(Math.max(0, timeOnSiteMs) / 60_000) * ENGAGEMENT_POINTS_PER_MINUTE);
  return clampScore(2 * pageViews + 5 * jobsViewed + 3 * searches + timePoints);
}
