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

/** One part of a lead score, as staff read it on the lead: "Full-time job" +20. */
export interface ScoreTerm {
  label: string;
  points: number;
}

/** A lead score and the terms it is made of; the terms always add up to `total`. */
export interface LeadScore {
  total: number;
  terms: ScoreTerm[];
}

/** The terms' sum kept inside 0-100; when that cuts it, a last term says by how much, so the terms still add up. */
export function scoreFromTerms(terms: ScoreTerm[]): LeadScore {
  const sum = terms.reduce((total, term) => total + term.points, 0);
  const total = clampScore(sum);
  return {
    total,
    terms:
      total === sum
        ? terms
        : [...terms, { label: total === 100 ? "Capped at 100" : "Kept within 0-100", points: total - sum }],
  };
}

/** Adds the terms whose condition holds, in order. */
function termsWhere(...candidates: [condition: unknown, label: string, points: number][]): ScoreTerm[] {
  return candidates.filter(([condition]) => condition).map(([, label, points]) => ({ label, points }));
}

/**
 * The bounds of the visit facts a browser sends with a form when the visitor allowed analytics. The browser keeps
 * its facts inside them; the API refuses a value outside them (400 naming the field), as it does the other
 * analytics fields (worker/contract/form-schemas.ts).
 */
export const VISIT_LIMITS = {
  jobsViewed: 1000,
  searches: 1000,
  /** A week. */
  minutesSinceJobView: 10_080,
  /** A day, as the contact attribution's time on site. */
  timeOnSiteMs: 86_400_000,
  pageViews: 100_000,
} as const;

/** The employer formula's actions and their points (public spec section 9); a booking is `request_consultation`. */
export const EMPLOYER_ACTION_POINTS = {
  view_candidates: 25,
  view_services: 20,
  download_case_study: 30,
  request_consultation: 40,
  other: 10,
} as const;

/** Visit sources the employer formula rewards; a visit with no campaign counts as "direct". */
const REWARDED_SOURCES = new Set(["google", "linkedin", "direct"]);

/** What the employer score reads. The visit facts are known only when the visitor allowed analytics. */
export interface EmployerScoreInput {
  action: keyof typeof EMPLOYER_ACTION_POINTS;
  company?: string | null;
  phone?: string | null;
  /** Visit: milliseconds on the site before the action. */
  timeOnSiteMs?: number;
  /** Visit: pages viewed. */
  pageViews?: number;
  /** Visit: the campaign's utm_source; with other visit facts and no campaign, the visit is "direct". */
  utmSource?: string;
}

/**
 * Employer lead score (public spec section 9): 30 base plus the action's points, +15 with a company, +10 with a
 * phone, +10 after 3 minutes on the site, +10 for more than 5 page views, +10 for a google, linkedin or direct
 * visit; at most 100. The visit terms count only when the browser sent visit facts (analytics allowed), so a
 * booking without them scores 70 to 95.
 */
export function employerLeadScore(input: EmployerScoreInput): LeadScore {
  const visit = input.timeOnSiteMs !== undefined || input.pageViews !== undefined || input.utmSource !== undefined;
  const source = input.utmSource?.trim().toLowerCase() || "direct";
  return scoreFromTerms(
    termsWhere(
      [true, "Base score", 30],
      [true, `Action: ${input.action.replaceAll("_", " ")}`, EMPLOYER_ACTION_POINTS[input.action]],
      [input.company?.trim(), "Company given", 15],
      [input.phone?.trim(), "Phone given", 10],
      [(input.timeOnSiteMs ?? 0) >= 3 * 60_000, "3+ minutes on the site this visit", 10],
      [(input.pageViews ?? 0) > 5, "6+ pages viewed this visit", 10],
      [visit && REWARDED_SOURCES.has(source), `Came from ${source} this visit`, 10],
    ),
  );
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
export function contactLeadScore({ company, phone, helpType, message }: ContactScoreInput): LeadScore {
  const helpPoints =
    helpType === "permanent-placement" || helpType === "executive-search"
      ? 25
      : helpType === "contract-staffing"
        ? 20
        : helpType === "talent-consulting" || helpType === "consultation"
          ? 15
          : 10;
  return scoreFromTerms(
    termsWhere(
      [true, "Base score", 10],
      [company?.trim(), "Company given", 20],
      [phone?.trim(), "Phone given", 15],
      [true, `Help type: ${helpType?.replaceAll("-", " ") || "not given"}`, helpPoints],
      [(message?.length ?? 0) > 100, "Message over 100 characters", 10],
    ),
  );
}

/** What the job-application score reads. The session facts are sent by the browser when analytics is allowed. */
export interface ApplicationScoreInput {
  jobType?: string | null;
  isUrgent?: boolean | null;
  salary?: string | null;
  industry?: string | null;
  /** Visit: jobs viewed this session. */
  jobsViewed?: number;
  /** Visit: searches made this session. */
  searches?: number;
  /** Visit: minutes between viewing the job and applying. */
  minutesSinceJobView?: number | null;
}

const PRIORITY_INDUSTRIES = new Set(["Technology", "Finance", "Healthcare"]);

/**
 * Job-application lead score (public spec section 9): 50 base, +20 Full-time, +15 urgent, +10 salary containing
 * "$100", +15 Technology/Finance/Healthcare, +10 more than 3 jobs viewed, +5 more than one search, +10 applied
 * within 5 minutes of viewing the job; at most 100. The API scores the job's type, urgency, salary and industry
 * (else the industry the candidate chose) and the session facts the browser sent, when it sent them.
 */
export function applicationLeadScore(input: ApplicationScoreInput): LeadScore {
  return scoreFromTerms(
    termsWhere(
      [true, "Base score", 50],
      [input.jobType === "Full-time", "Full-time job", 20],
      [input.isUrgent, "Urgent job", 15],
      [input.salary?.includes("$100"), 'Salary contains "$100"', 10],
      [input.industry && PRIORITY_INDUSTRIES.has(input.industry), `${input.industry} industry`, 15],
      [(input.jobsViewed ?? 0) > 3, "4+ jobs viewed this visit", 10],
      [(input.searches ?? 0) > 1, "2+ searches this visit", 5],
      [
        input.minutesSinceJobView != null && input.minutesSinceJobView <= 5,
        "Applied within 5 minutes of viewing the job",
        10,
      ],
    ),
  );
}
