import { type ApplicationListItem, type ApplicationNoteView, applicationNoteSchema } from "./application-pipeline";
import type { CandidateMessageView } from "./candidate-messages";
import type { CandidateOffer } from "./candidate-offer";
import type { SkillSuggestions } from "./candidate-profile";
import type { AppointmentStatus } from "./enums";
import { candidateFilterFields, checkPlaceAndPay } from "./match-queries";
import type { CandidateRestrictions } from "./submittals";
import { pagingFields, z } from "./zod";

/**
 * Candidates (issue 17): one person across their applications, contact messages and bookings, the possible
 * duplicates among them (two candidates sharing a phone), and merging one into another. Shared by the Worker's
 * validators and the back office.
 */

export const CANDIDATES_PAGE_DEFAULT = 25;
export const CANDIDATES_PAGE_MAX = 100;
/** The most applications, messages or bookings a candidate's page and a merge preview list; their counts are exact. */
export const CANDIDATE_ITEMS_MAX = 100;

const candidateId = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(64, `${label} must be at most 64 characters`);

/**
 * Query of GET /api/admin/candidates: a name, email or phone, or words of the candidate's tags, current positions,
 * notes and resumes, where `-word` excludes and "a phrase" keeps its words together; `duplicates=1` keeps the
 * flagged ones; and the filters of a job's matches (issue 46 item 7), pay per year.
 */
export const candidateListQuerySchema = z
  .object({
    q: z.string().trim().max(200, "Search must be at most 200 characters").optional(),
    duplicates: z.enum(["", "0", "1"], { error: "Duplicates must be 1 or 0" }).optional(),
    ...candidateFilterFields,
    ...pagingFields(CANDIDATES_PAGE_DEFAULT, CANDIDATES_PAGE_MAX),
  })
  .superRefine(checkPlaceAndPay);
export type CandidateListQuery = z.output<typeof candidateListQuerySchema>;

/** Query of GET /api/admin/candidates/{id}/merge-preview. */
export const candidateMergePreviewQuerySchema = z.object({ into: candidateId("The candidate to merge into (into)") });

/** Body of POST /api/admin/candidates/{id}/merge. */
export const candidateMergeSchema = z.object({ intoId: candidateId("The candidate to merge into (intoId)") }).strict();
export type CandidateMergeInput = z.input<typeof candidateMergeSchema>;

/** Body of POST /api/admin/candidates/{id}/applications: the job order to put the candidate on (issue 44). */
export const candidateAddToJobSchema = z.object({ jobId: candidateId("The job (jobId)") }).strict();
export type CandidateAddToJobInput = z.input<typeof candidateAddToJobSchema>;

/** The most candidates one "Add to job" from the candidates list puts on a job. */
export const CANDIDATE_ADD_MAX = 50;

/** Body of POST /api/admin/candidates/add-to-job: the list's selection and the job order. */
export const candidatesAddToJobSchema = z
  .object({
    jobId: candidateId("The job (jobId)"),
    candidateIds: z
      .array(candidateId("A candidate id"), { error: "Candidate ids must be a list of candidate ids" })
      .min(1, "Choose at least one candidate")
      .max(CANDIDATE_ADD_MAX, `At most ${CANDIDATE_ADD_MAX} candidates at once`),
  })
  .strict();
export type CandidatesAddToJobInput = z.input<typeof candidatesAddToJobSchema>;

/** One selected candidate's outcome: added (the new application), already on the job (theirs), or not found. */
export interface CandidateAddOutcome {
  candidateId: string;
  outcome: "added" | "already_on_job" | "not_found";
  applicationId: string | null;
  /** For people: what happened, naming the candidate. */
  message: string;
}

/** What a bulk "Add to job" did, candidate by candidate in the order sent. */
export interface CandidatesAddResult {
  jobId: string;
  jobTitle: string;
  added: number;
  outcomes: CandidateAddOutcome[];
}

/** The most tags a candidate has, and the longest tag. */
export const CANDIDATE_TAGS_MAX = 20;
export const CANDIDATE_TAG_LENGTH_MAX = 40;

/**
 * Body of PUT /api/admin/candidates/{id}/tags: the whole list, replacing the one before. A tag is trimmed; one repeated
 * in another case is kept once, as first written.
 */
export const candidateTagsSchema = z
  .object({
    tags: z
      .array(
        z
          .string({ error: "Each tag must be text" })
          .trim()
          .min(1, "A tag cannot be empty")
          .max(CANDIDATE_TAG_LENGTH_MAX, `A tag must be at most ${CANDIDATE_TAG_LENGTH_MAX} characters`),
        { error: "Tags must be a list" },
      )
      .max(CANDIDATE_TAGS_MAX, `At most ${CANDIDATE_TAGS_MAX} tags`)
      .transform((tags) => tags.filter((tag, i) => tags.findIndex((t) => t.toLowerCase() === tag.toLowerCase()) === i)),
  })
  .strict();
export type CandidateTagsInput = z.input<typeof candidateTagsSchema>;

/** How much hangs off a candidate. */
export interface CandidateCounts {
  applications: number;
  messages: number;
  bookings: number;
}

/** A row of the candidates list. */
export interface CandidateListItem {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  tags: string[];
  counts: CandidateCounts;
  /** Other candidates with the same phone (and so another email): maybe the same person. */
  possibleDuplicates: number;
  createdAt: string;
  updatedAt: string;
}

/** A row of the candidates list as the list answers it: why the candidate is off-limits, and a no-poach employer. */
export interface CandidateListRow extends CandidateListItem, CandidateRestrictions {}

/** A booking as it shows on its booker's candidate. */
export interface CandidateBookingView {
  id: string;
  serviceName: string;
  appointmentDate: string;
  status: AppointmentStatus;
  createdAt: string;
}

/** What belongs to a candidate, newest first (at most CANDIDATE_ITEMS_MAX of each). */
export interface CandidateItems {
  applications: ApplicationListItem[];
  messages: CandidateMessageView[];
  bookings: CandidateBookingView[];
}

/** A candidate's newest resume: the application it came with, the file, and its words as read (null: not read). */
export interface CandidateResume {
  applicationId: string;
  /** Where staff download the file; null when only its text is kept. */
  path: string | null;
  text: string | null;
}

/**
 * One candidate with everything they sent, what they offer (issue 46), their newest resume, and the candidates that
 * may be the same person.
 */
export interface CandidateDetail extends CandidateListRow, CandidateItems, CandidateOffer {
  resume: CandidateResume | null;
  duplicates: CandidateListItem[];
  /** Interviews they did not turn up to (issue 47). */
  interviewNoShows: number;
}

/** What merging `from` into `into` would move: `from`'s counts, and the lists. */
export interface CandidateMergePreview extends CandidateItems {
  from: CandidateListItem;
  into: CandidateListItem;
}

/** A note on the candidate themself (not on one application): the same words and limit as an application's note. */
export const candidateNoteSchema = applicationNoteSchema;
export type CandidateNoteInput = z.input<typeof candidateNoteSchema>;

/** What the candidates' routes answer (worker/contract/api.ts). */
export interface CandidateAnswers {
  "GET /api/admin/candidates": CandidateListRow[];
  "GET /api/admin/candidates/:id": CandidateDetail;
  "GET /api/admin/candidates/:id/merge-preview": CandidateMergePreview;
  /** The candidate merged into, with everything now on it. */
  "POST /api/admin/candidates/:id/merge": CandidateDetail;
  /** The candidate with their new tags. */
  "PUT /api/admin/candidates/:id/tags": CandidateDetail;
  /** The candidate with what they offer changed (worker/contract/candidate-profile.ts). */
  "PATCH /api/admin/candidates/:id": CandidateDetail;
  "GET /api/admin/candidates/:id/skill-suggestions": SkillSuggestions;
  /** The application that puts the candidate on the job order (201). */
  "POST /api/admin/candidates/:id/applications": ApplicationListItem;
  "POST /api/admin/candidates/add-to-job": CandidatesAddResult;
  /** The note (201), on the candidate's timeline from then on. */
  "POST /api/admin/candidates/:id/notes": ApplicationNoteView;
}
