import type { StaffRef } from "./application-pipeline";
import {
  type OffLimitsReason,
  SUBMITTAL_DECISIONS,
  SUBMITTAL_STATUSES,
  type SubmittalDecision,
  type SubmittalStatus,
} from "./desk-enums";
import { type ApplicationStage, REJECTION_REASONS, type RejectionReason } from "./enums";
import type { JobType } from "./site-enums";
import { pagingFields, z } from "./zod";

/**
 * Submittals and the client portal (issue 32 item 3), shared by the Worker's validators and the back office.
 */

export const SUBMITTAL_STATUS_LABELS: Readonly<Record<SubmittalStatus, string>> = {
  awaiting: "Waiting for client",
  interview: "Interview requested",
  declined: "Declined",
  hold: "On hold",
  closed: "Decided by the firm",
};

export const SUBMITTAL_DECISION_LABELS: Readonly<Record<SubmittalDecision, string>> = {
  interview: "Interview",
  decline: "Decline",
  hold: "Hold",
};

export const OFF_LIMITS_REASON_LABELS: Readonly<Record<OffLimitsReason, string>> = {
  placed_in_guarantee: "Placed, in guarantee",
  client_contact: "A client contact",
};

export const SUBMITTAL_NOTE_MAX = 2000;
export const FEEDBACK_COMMENT_MAX = 2000;
export const SUBMITTALS_PAGE_DEFAULT = 25;
export const SUBMITTALS_PAGE_MAX = 100;
export const WAITING_DAYS_MAX = 60;

const idField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(64, `${label} is at most 64 characters`);

/** POST /api/admin/submittals: present an application's candidate to a contact of the job's client. */
export const submittalCreateSchema = z
  .object({
    applicationId: idField("Application id"),
    contactId: idField("Contact id"),
    note: z
      .string({ error: "Note must be a text" })
      .trim()
      .max(SUBMITTAL_NOTE_MAX, `A note is at most ${SUBMITTAL_NOTE_MAX} characters`)
      .default(""),
  })
  .strict();
export type SubmittalCreate = z.input<typeof submittalCreateSchema>;

/** Query of GET /api/admin/submittals; `waiting=true` lists those without an answer past the setting's days. */
export const submittalListQuerySchema = z.object({
  jobId: z.string().trim().max(64, "Job id must be at most 64 characters").optional(),
  clientId: z.string().trim().max(64, "Client id must be at most 64 characters").optional(),
  applicationId: z.string().trim().max(64, "Application id must be at most 64 characters").optional(),
  status: z
    .union([
      z.literal(""),
      z.enum(SUBMITTAL_STATUSES, { error: `Status must be one of: ${SUBMITTAL_STATUSES.join(", ")}` }),
    ])
    .optional(),
  waiting: z.enum(["true", "false"], { error: "Waiting must be true or false" }).optional(),
  ...pagingFields(SUBMITTALS_PAGE_DEFAULT, SUBMITTALS_PAGE_MAX),
});
export type SubmittalListQuery = z.output<typeof submittalListQuerySchema>;

/** POST /api/client-portal/{token}/submittals/{id}/feedback, and the client portal page's form. */
export const submittalFeedbackSchema = z
  .object({
    decision: z.enum(SUBMITTAL_DECISIONS, { error: `Decision must be one of: ${SUBMITTAL_DECISIONS.join(", ")}` }),
    reason: z.enum(REJECTION_REASONS, { error: `Reason must be one of: ${REJECTION_REASONS.join(", ")}` }).optional(),
    comment: z
      .string({ error: "Comment must be a text" })
      .trim()
      .max(FEEDBACK_COMMENT_MAX, `A comment is at most ${FEEDBACK_COMMENT_MAX} characters`)
      .optional(),
  })
  .strict()
  .refine((body) => body.reason === undefined || body.decision === "decline", {
    path: ["reason"],
    message: "A reason goes with a decline only",
  });
export type SubmittalFeedback = z.input<typeof submittalFeedbackSchema>;

/** PUT /api/admin/submittals/settings. */
export const deskSettingsSchema = z
  .object({
    waitingDays: z
      .number({ error: "Waiting days must be a number" })
      .int("Waiting days must be a whole number")
      .min(1, "Waiting days must be at least 1")
      .max(WAITING_DAYS_MAX, `Waiting days must be at most ${WAITING_DAYS_MAX}`),
  })
  .strict();

export interface DeskSettingsView {
  waitingDays: number;
}

export interface SubmittalView {
  id: string;
  applicationId: string;
  candidateName: string;
  currentPosition: string | null;
  jobId: string | null;
  jobTitle: string | null;
  clientId: string;
  clientName: string;
  contactId: string;
  contactName: string;
  note: string;
  status: SubmittalStatus;
  /** Where the application stands now: once placed (or closed) the firm has decided, whatever the client answered. */
  applicationStage: ApplicationStage;
  declineReason: RejectionReason | null;
  feedbackComment: string | null;
  decidedAt: string | null;
  remindedAt: string | null;
  submittedBy: StaffRef | null;
  createdAt: string;
}

export interface SubmittalCreated {
  submittal: SubmittalView;
  /** The contact's client portal link, as emailed (it works for CLIENT_PORTAL_LINK_DAYS days). */
  clientPortalUrl: string;
}

/** Why a candidate is off-limits, and until when (null: as long as the reason holds). */
export interface OffLimitsView {
  reason: OffLimitsReason;
  endsOn: string | null;
  /** Where it comes from, e.g. the client the candidate was placed with or is a contact of. */
  clientName: string;
}

/** What stands in the way of presenting a candidate: off-limits rules (a 409), and a no-poach employer (a flag). */
export interface CandidateRestrictions {
  offLimits: OffLimitsView[];
  /** The no-poach client the candidate works for now (decision 052), or null. */
  noPoachEmployer: string | null;
}

/** A contact an application's candidate can be presented to: one of its job's client's contacts. */
export interface ContactOption {
  id: string;
  name: string;
  title: string | null;
  hasEmail: boolean;
}

/** What the application page's desk panel needs: whom it can go to, and what stands in the way. */
export interface SubmitOptions extends CandidateRestrictions {
  clientId: string | null;
  clientName: string | null;
  /** The job's type: a Contract job order takes an assignment, not a placement (issue 48). */
  jobType: JobType | null;
  contacts: ContactOption[];
}

/**
 * The client's copy of a submittal's resume (decision 084): its text with email addresses, phone numbers and street
 * addresses removed, as a page and a text download (the token is the authority); never the file staff hold.
 * "none": no resume was sent; "pending": its text is still being read; "unreadable": the file has no text to copy
 * (a scanned image, a legacy .doc), so the client has no copy and asks the recruiter.
 */
export type ClientPortalResume =
  | { status: "ready"; pagePath: string; downloadPath: string }
  | { status: "none" | "pending" | "unreadable" };

/** What the client sees of one submittal: never the candidate's email or phone. */
export interface ClientPortalSubmittalView {
  id: string;
  candidateName: string;
  currentPosition: string | null;
  jobTitle: string | null;
  note: string;
  status: SubmittalStatus;
  declineReason: RejectionReason | null;
  feedbackComment: string | null;
  resume: ClientPortalResume;
  submittedAt: string;
}

export interface ClientPortalView {
  contactName: string;
  clientName: string;
  /** The last day this link works. */
  linkExpiresAt: string;
  submittals: ClientPortalSubmittalView[];
}

/** What the submittal routes answer (worker/contract/api.ts). */
export interface SubmittalAnswers {
  "GET /api/admin/submittals": SubmittalView[];
  "POST /api/admin/submittals": SubmittalCreated;
  "GET /api/admin/submittals/settings": DeskSettingsView;
  "PUT /api/admin/submittals/settings": DeskSettingsView;
  "GET /api/admin/submittals/restrictions/:applicationId": CandidateRestrictions;
  "GET /api/admin/submittals/options/:applicationId": SubmitOptions;
  "POST /api/admin/submittals/contacts/:contactId/revoke-links": { revoked: number };
  "GET /api/client-portal/:token": ClientPortalView;
  "POST /api/client-portal/:token/submittals/:id/feedback": ClientPortalSubmittalView;
}
