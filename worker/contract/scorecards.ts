import { REJECTION_REASONS, type RejectionReason } from "./enums";
import type { PanelTimesView } from "./interviews";
import { z } from "./zod";

/**
 * After the interview (issue 47 item 5, decision 109): the criteria a job order's panels score, each panel member's
 * scorecard, and the client's decision. Shared by the Worker's validators, the portal and the back office.
 */

/** What a panel scores when the job order names nothing of its own. */
export const DEFAULT_SCORECARD_CRITERIA = [
  "Technical skills",
  "Communication",
  "Culture add",
  "Relevant experience",
] as const;
export const SCORECARD_CRITERIA_MAX = 8;
export const SCORECARD_CRITERION_MAX_LENGTH = 60;
export const SCORECARD_COMMENT_MAX = 2000;
/** A rating is 1 (poor) to 4 (excellent): no middle to hide in. */
export const SCORECARD_RATING_MIN = 1;
export const SCORECARD_RATING_MAX = 4;
export const SCORECARD_RATING_LABELS: Readonly<Record<number, string>> = {
  1: "1 Poor",
  2: "2 Mixed",
  3: "3 Good",
  4: "4 Excellent",
};

export const SCORECARD_RECOMMENDATIONS = ["strong_yes", "yes", "no", "strong_no"] as const;
export type ScorecardRecommendation = (typeof SCORECARD_RECOMMENDATIONS)[number];
export const SCORECARD_RECOMMENDATION_LABELS: Readonly<Record<ScorecardRecommendation, string>> = {
  strong_yes: "Strong yes",
  yes: "Yes",
  no: "No",
  strong_no: "Strong no",
};

export const INTERVIEW_DECISIONS = ["next_round", "offer", "decline"] as const;
export type InterviewDecision = (typeof INTERVIEW_DECISIONS)[number];
export const INTERVIEW_DECISION_LABELS: Readonly<Record<InterviewDecision, string>> = {
  next_round: "Next round",
  offer: "Offer",
  decline: "Decline",
};

/** PUT /api/admin/scorecard-criteria/{jobId}: the job's own criteria, in order; an empty list goes back to the default. */
export const scorecardCriteriaSchema = z
  .object({
    criteria: z
      .array(
        z
          .string({ error: "Each criterion is a name" })
          .trim()
          .min(1, "A criterion needs a name")
          .max(SCORECARD_CRITERION_MAX_LENGTH, `A criterion is at most ${SCORECARD_CRITERION_MAX_LENGTH} characters`),
        { error: "Criteria must be a list of names" },
      )
      .max(SCORECARD_CRITERIA_MAX, `At most ${SCORECARD_CRITERIA_MAX} criteria`)
      .refine(
        (names) => new Set(names.map((name) => name.toLowerCase())).size === names.length,
        "Each criterion is named once",
      ),
  })
  .strict();
export type ScorecardCriteriaInput = z.input<typeof scorecardCriteriaSchema>;

export interface ScorecardCriteriaView {
  jobId: string;
  criteria: string[];
  /** True while the job names none of its own. */
  isDefault: boolean;
}

/**
 * POST /api/client-portal/{token}/interviews/{id}/scorecard. `ratings` rates every criterion of the job order, by its
 * name, 1 to 4 (the store checks the names against the job's criteria).
 */
export const scorecardSubmitSchema = z
  .object({
    ratings: z.record(
      z.string(),
      z
        .number({ error: `Each rating must be a number from ${SCORECARD_RATING_MIN} to ${SCORECARD_RATING_MAX}` })
        .int(`Each rating must be a whole number from ${SCORECARD_RATING_MIN} to ${SCORECARD_RATING_MAX}`)
        .min(SCORECARD_RATING_MIN, `Each rating must be ${SCORECARD_RATING_MIN} to ${SCORECARD_RATING_MAX}`)
        .max(SCORECARD_RATING_MAX, `Each rating must be ${SCORECARD_RATING_MIN} to ${SCORECARD_RATING_MAX}`),
      { error: "Ratings must rate each criterion by its name, 1 to 4" },
    ),
    recommendation: z.enum(SCORECARD_RECOMMENDATIONS, {
      error: `Recommendation must be one of: ${SCORECARD_RECOMMENDATIONS.join(", ")}`,
    }),
    comment: z
      .string({ error: "Comment must be a text" })
      .trim()
      .max(SCORECARD_COMMENT_MAX, `A comment is at most ${SCORECARD_COMMENT_MAX} characters`)
      .optional(),
  })
  .strict();
export type ScorecardSubmit = z.input<typeof scorecardSubmitSchema>;

/** The client's decision after an interview, in the portal (the hiring contact) or by the recruiter. */
export const interviewDecisionSchema = z
  .object({
    decision: z.enum(INTERVIEW_DECISIONS, { error: `Decision must be one of: ${INTERVIEW_DECISIONS.join(", ")}` }),
    reason: z.enum(REJECTION_REASONS, { error: `Reason must be one of: ${REJECTION_REASONS.join(", ")}` }).optional(),
    comment: z
      .string({ error: "Comment must be a text" })
      .trim()
      .max(SCORECARD_COMMENT_MAX, `A comment is at most ${SCORECARD_COMMENT_MAX} characters`)
      .optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.decision === "decline" && body.reason === undefined)
      ctx.addIssue({ code: "custom", path: ["reason"], message: "A decline needs its reason" });
    if (body.decision !== "decline" && body.reason !== undefined)
      ctx.addIssue({ code: "custom", path: ["reason"], message: "A reason goes with a decline only" });
  });
export type InterviewDecisionInput = z.input<typeof interviewDecisionSchema>;

/** One panel member's scorecard as a reader may see it: ratings and recommendation null while waiting or hidden. */
export interface ScorecardView {
  panelMemberId: string;
  name: string;
  kind: "contact" | "staff";
  /** "waiting": not submitted; "hidden": submitted, but the reader has not submitted their own yet. */
  state: "submitted" | "waiting" | "hidden";
  ratings: Record<string, number> | null;
  recommendation: ScorecardRecommendation | null;
  comment: string | null;
  submittedAt: string | null;
}

export interface InterviewDecisionView {
  decision: InterviewDecision;
  reason: RejectionReason | null;
  comment: string | null;
  /** The contact's or the staff user's name. */
  decidedBy: string | null;
  decidedAt: string;
}

/** What staff see of an interview's aftermath: every scorecard (or "waiting") and the decision. */
export interface InterviewScorecardsView {
  interviewId: string;
  criteria: string[];
  scorecards: ScorecardView[];
  decision: InterviewDecisionView | null;
}

/** An interview in a contact's portal: the ones they sit on, and the ones they decide as the job's hiring contact. */
export interface ClientPortalInterviewView extends InterviewScorecardsView {
  candidateName: string;
  jobTitle: string | null;
  round: string;
  status: string;
  startsAt: string | null;
  /** The reader's seat on the panel; null for a hiring contact who did not sit on it. */
  panelMemberId: string | null;
  /** Whether the reader may still submit their scorecard (on the panel, none yet, the interview completed). */
  canScore: boolean;
  /** Whether the reader decides (the job order's hiring contact) and no decision is recorded yet. */
  canDecide: boolean;
  /** The reader's own free times while the interview looks for its time (they sit on it); otherwise null. */
  panelTimes: PanelTimesView | null;
}

export interface ClientPortalInterviewsView {
  contactName: string;
  clientName: string;
  interviews: ClientPortalInterviewView[];
}

export interface ScorecardAnswers {
  "GET /api/admin/scorecard-criteria/:jobId": ScorecardCriteriaView;
  "PUT /api/admin/scorecard-criteria/:jobId": ScorecardCriteriaView;
  "GET /api/admin/interviews/:id/scorecards": InterviewScorecardsView;
  "POST /api/admin/interviews/:id/decision": InterviewScorecardsView;
  "POST /api/admin/interviews/:id/scorecard-requests": { asked: number };
  "GET /api/client-portal/:token/interviews": ClientPortalInterviewsView;
  "POST /api/client-portal/:token/interviews/:id/scorecard": ClientPortalInterviewView;
  "POST /api/client-portal/:token/interviews/:id/decision": ClientPortalInterviewView;
}
