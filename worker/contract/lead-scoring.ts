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
