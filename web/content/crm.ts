/** The words of the CRM screen's lead score breakdown. */

export const SCORE_BREAKDOWN = {
  show: (score: number) => `Score ${score}: show how it adds up`,
  heading: "How the score adds up",
  total: "Score",
  none: "No breakdown: this lead was scored before breakdowns were kept.",
} as const;
