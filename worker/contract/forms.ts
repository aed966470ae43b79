/**
 * The public forms' fields, declared once: their limits, choices and helpers here; their schemas, which the API
 * validates request bodies with and the forms check in the browser before sending, in form-schemas.ts (apart, so a
 * form page shows without zod and loads it when the visitor starts filling in the form). Public spec sections 3, 5
 * and 7.
 */

/** Longest value each field accepts; over-long input is refused with a 400 naming the field, never cut. */
export const FIELD_LIMITS = {
  name: 100,
  email: 254,
  /** What a visitor types, separators included; the stored form is at most 16 characters. */
  phone: 30,
  company: 200,
  currentPosition: 150,
  message: 5000,
  additionalInfo: 5000,
  jobId: 64,
  utm: 200,
  sessionId: 64,
  landingPage: 500,
  honeypot: 200,
} as const;

/** The application form's industry choices (public spec section 5). */
export const APPLICATION_INDUSTRIES = ["Technology", "Finance", "Healthcare", "Manufacturing", "Other"] as const;
export type ApplicationIndustry = (typeof APPLICATION_INDUSTRIES)[number];

/** The home contact form's "inquiry" choices: stored value and the text the visitor sees. */
export const INQUIRY_OPTIONS = [
  { value: "hire-talent", label: "I need to hire talent" },
  { value: "find-job", label: "I'm looking for a job" },
  { value: "partnership", label: "Partnership inquiry" },
  { value: "general", label: "General question" },
  { value: "other", label: "Other" },
] as const;
export type Inquiry = (typeof INQUIRY_OPTIONS)[number]["value"];
export const INQUIRIES = INQUIRY_OPTIONS.map((option) => option.value) as [Inquiry, ...Inquiry[]];

/** The /contact page's "How can we help?" choices. */
export const HELP_TYPE_OPTIONS = [
  { value: "permanent-placement", label: "Permanent Placement" },
  { value: "contract-staffing", label: "Contract Staffing" },
  { value: "executive-search", label: "Executive Search" },
  { value: "talent-consulting", label: "Talent Consulting" },
  { value: "other", label: "Other" },
] as const;
export type HelpType = (typeof HELP_TYPE_OPTIONS)[number]["value"];
export const HELP_TYPES = HELP_TYPE_OPTIONS.map((option) => option.value) as [HelpType, ...HelpType[]];

/**
 * The hidden field people never see and bots fill in. A request with it filled is answered like a success and
 * nothing is stored (so the bot learns nothing); it is not part of what the schemas return.
 */
export const HONEYPOT_FIELD = "website";

/** What every public form answers once it is stored (201); the forms do not read it. */
export interface FormAccepted {
  ok: true;
}

/** What the public form routes answer (worker/contract/api.ts). */
export interface FormAnswers {
  "POST /api/applications": FormAccepted;
  /** An application Indeed Apply posts for a job it lists (signed: X-Indeed-Signature). */
  "POST /api/board-applications/indeed": FormAccepted;
  "POST /api/contact/submit": FormAccepted;
  "POST /api/ghl/direct-contact": FormAccepted;
  "POST /api/analytics/contact-with-attribution": FormAccepted;
  /** ZipRecruiter's apply webhook (decision 104): 200 once the application is stored. */
  "POST /api/board-applications/ziprecruiter": FormAccepted;
}

/** The application form's terms box: required, checked by the form (and by its native post), never stored. */
export const TERMS_MESSAGE = "You must agree to the terms and conditions";

/**
 * What a refused application posted without scripts says next to the resume field when a file was chosen: the page
 * that comes back cannot hold the file (decision 088), and as the resume is optional a resubmission would otherwise
 * go without it unnoticed.
 */
export const RESUME_NOT_KEPT = "Your resume was not kept: choose it again before you send.";

/** The resume upload rules: kinds by extension with their declared content type, and the size cap. */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_KINDS = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
} as const;
export type ResumeKind = keyof typeof RESUME_KINDS;
/** The file input's `accept`. */
export const RESUME_ACCEPT = ".pdf,.doc,.docx";

/** The resume kind a file name says it is ("CV.PDF" is "pdf"), or `null` for any other extension. */
export function resumeKindFromName(name: string): ResumeKind | null {
  const extension = name.toLowerCase().match(/\.([a-z]+)$/)?.[1];
  return extension && extension in RESUME_KINDS ? (extension as ResumeKind) : null;
}

/** A lead's source: the campaign's utm_source when the visitor came through one, else the form it came from. */
export function leadSourceFor(form: string, utmSourceValue: string | undefined): string {
  return utmSourceValue?.trim().toLowerCase() || form;
}
