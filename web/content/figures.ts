/**
 * The firm's marketing figures (public spec section 1), static text kept in one place so every page says the same.
 *
 * Decisions where the spec contradicts itself:
 * - Average time to fill a permanent role: the spec says 14, 18 and 30 days in different places. We use 30 days,
 *   the most conservative, everywhere: a firm is held to what it promises, and 30 days is what the permanent
 *   placement page already states as its measured average.
 * - Founding year: 1998 (not 1999), kept with the firm's identity in worker/contract/company.ts; the years in
 *   business are derived from it (web/lib/company.ts `yearsInBusiness`), never typed in.
 * - The spec's "six well-known client names": we name no real company as a client. The trusted-by section
 *   describes clients by kind ("a Fortune 100 technology company") until the firm has written permission to name them.
 */

export interface Figure {
  value: string;
  label: string;
}

export const AVERAGE_DAYS_TO_FILL = 30;
export const EXECUTIVE_SEARCH_DAYS = 45;
export const REPLACEMENT_GUARANTEE_DAYS = 90;
/** Recruiters answer every submission within this many hours (spec section 1). */
export const RECRUITER_RESPONSE_HOURS = 48;

export const FIGURES = {
  fortune500Placements: { value: "500+", label: "Fortune 500 placements" },
  clientRetention: { value: "98%", label: "Client retention" },
  averageDaysToFill: { value: `${AVERAGE_DAYS_TO_FILL} days`, label: "Average time to fill" },
  executiveSearchTimeline: { value: `${EXECUTIVE_SEARCH_DAYS} days`, label: "Average executive search" },
  clientSavings: { value: "$2.3M", label: "Saved for clients in hiring costs" },
  promoted: { value: "89%", label: "Of placed candidates promoted within three years" },
  fasterHiring: { value: "40%", label: "Faster hiring than in-house searches" },
  offerAcceptance: { value: "95%", label: "Offer acceptance rate" },
  executivesPlaced: { value: "150+", label: "C-suite and VP placements" },
  replacementGuarantee: { value: `${REPLACEMENT_GUARANTEE_DAYS} days`, label: "Replacement guarantee" },
} as const satisfies Record<string, Figure>;

/** The "Top 1%" claim, as the recognition strip and About page state it. */
export const TOP_PERCENT_CLAIM = "Top 1% of U.S. executive search firms for client retention";
