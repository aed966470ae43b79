import type { CandidateMessageView } from "./candidate-messages";
import type { SubmittalDecision } from "./desk-enums";
import {
  APPLICATION_CLOSED_STAGES,
  APPLICATION_OPEN_STAGES,
  APPLICATION_STAGES,
  type ApplicationSource,
  type ApplicationStage,
  REJECTION_REASONS,
  type RejectionReason,
  type ResumeTextStatus,
} from "./enums";
import { NOTHING_TO_CHANGE, namesAField, pagingFields, z } from "./zod";

/**
 * The application pipeline (issue 17): staff's list, one application with its history and notes, and the changes
 * staff make. Shared by the Worker's validators and the back office.
 */

export const APPLICATION_STAGE_LABELS: Readonly<Record<ApplicationStage, string>> = {
  new: "New",
  contacted: "Contacted",
  qualifying: "Qualifying",
  submitted: "Submitted to client",
  interviewing: "Interviewing",
  offered: "Offered",
  placed: "Placed",
  not_a_fit: "Not a fit",
  client_declined: "Client declined",
  withdrawn: "Withdrawn",
};

export const REJECTION_REASON_LABELS: Readonly<Record<RejectionReason, string>> = {
  skills_mismatch: "Skills do not match",
  experience_level: "Experience level",
  compensation: "Compensation expectations",
  location: "Location or remote terms",
  position_filled: "Position filled",
  no_response: "No response from candidate",
  other: "Other",
};

/** Whether a stage ends the application (it leaves the open pipeline). */
export function isClosedStage(stage: ApplicationStage): boolean {
  return (APPLICATION_CLOSED_STAGES as readonly string[]).includes(stage);
}

export const APPLICATIONS_PAGE_DEFAULT = 25;
export const APPLICATIONS_PAGE_MAX = 100;
export const APPLICATION_NOTE_MAX = 5000;
export const APPLICATION_SORTS = ["newest", "oldest", "name", "rating"] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];

const stageField = z.enum(APPLICATION_STAGES, { error: `Stage must be one of: ${APPLICATION_STAGES.join(", ")}` });
const isoDate = (label: string) =>
  z.union([z.literal(""), z.iso.date({ error: `${label} must be a date as YYYY-MM-DD` })]).optional();

const scopeFields = {
  /** A job's id, or "none" for general applications (sent for no job). */
  jobId: z.string().trim().max(64, "Job id must be at most 64 characters").optional(),
  /** The applications to the client's jobs. */
  clientId: z.string().trim().max(64, "Client id must be at most 64 characters").optional(),
};

/**
 * Query of GET /api/admin/applications. Empty strings mean "no filter"; `ownerId=none` finds the unassigned,
 * `jobId=none` the general applications.
 */
export const applicationListQuerySchema = z.object({
  stage: z.union([z.literal(""), z.literal("open"), z.literal("closed"), stageField]).optional(),
  ...scopeFields,
  ownerId: z.string().trim().max(64, "Owner id must be at most 64 characters").optional(),
  q: z.string().trim().max(200, "Search must be at most 200 characters").optional(),
  from: isoDate("From"),
  to: isoDate("To"),
  sort: z.enum(APPLICATION_SORTS, { error: `Sort must be one of: ${APPLICATION_SORTS.join(", ")}` }).default("newest"),
  ...pagingFields(APPLICATIONS_PAGE_DEFAULT, APPLICATIONS_PAGE_MAX),
});
export type ApplicationListQuery = z.output<typeof applicationListQuerySchema>;

/**
 * The list's filters without its order and page: the applications a filter finds as a whole (a sequence enrols their
 * candidates, decision 122). Strict: a field the list does not filter by is refused, not ignored.
 */
export const applicationFilterSchema = z.strictObject({
  stage: applicationListQuerySchema.shape.stage,
  jobId: applicationListQuerySchema.shape.jobId,
  clientId: applicationListQuerySchema.shape.clientId,
  ownerId: applicationListQuerySchema.shape.ownerId,
  q: applicationListQuerySchema.shape.q,
  from: applicationListQuerySchema.shape.from,
  to: applicationListQuerySchema.shape.to,
});
export type ApplicationFilter = z.output<typeof applicationFilterSchema>;

/** The board's columns: each open stage in pipeline order, then one for every closed stage. */
export const BOARD_COLUMNS = [...APPLICATION_OPEN_STAGES, "closed"] as const;
export type BoardColumn = (typeof BOARD_COLUMNS)[number];
/** How many cards a board column shows at first and adds with each "Show more". */
export const BOARD_COLUMN_PAGE = 20;

/** Query of GET /api/admin/applications/board: every application (no filter), one job's, the general ones, a client's. */
export const applicationBoardQuerySchema = z.object(scopeFields);
export type ApplicationBoardQuery = z.output<typeof applicationBoardQuerySchema>;

/** A board column: how many applications it holds, and the newest BOARD_COLUMN_PAGE of them. */
export interface BoardColumnView {
  column: BoardColumn;
  total: number;
  rows: ApplicationListItem[];
}

/** A job with applications, for the board's job picker: how many are open and in all. `id` null: general ones. */
export interface ApplicationJobCount {
  id: string | null;
  title: string | null;
  status: string | null;
  client: { id: string; name: string } | null;
  open: number;
  total: number;
}

const updateFields = {
  stage: stageField,
  ownerId: z.string().trim().min(1, "Owner id cannot be empty").max(64).nullable(),
  rating: z
    .number({ error: "Rating must be a number from 1 to 5" })
    .int("Rating must be a whole number")
    .min(1, "Rating must be from 1 to 5")
    .max(5, "Rating must be from 1 to 5")
    .nullable(),
  rejectionReason: z
    .enum(REJECTION_REASONS, { error: `Rejection reason must be one of: ${REJECTION_REASONS.join(", ")}` })
    .nullable(),
};

/** PATCH /api/admin/applications/{id}: any of these; a reason is kept only with a closed stage. */
export const applicationUpdateSchema = z.object(updateFields).partial().strict().refine(namesAField, NOTHING_TO_CHANGE);
export type ApplicationUpdate = z.input<typeof applicationUpdateSchema>;

export const APPLICATION_BULK_MAX = 100;

/**
 * POST /api/admin/applications/bulk: one change (stage, owner, rejection reason) to up to 100 applications, by the
 * rules of the single PATCH, all or nothing. Ids that do not exist are skipped and named in the answer.
 */
export const applicationBulkSchema = z
  .object({
    ids: z
      .array(
        z
          .string({ error: "Each id must be a text" })
          .trim()
          .min(1, "An id cannot be empty")
          .max(64, "An id is at most 64 characters"),
        {
          error: "Ids must be a list of application ids",
        },
      )
      .min(1, "Choose at least one application")
      .max(APPLICATION_BULK_MAX, `At most ${APPLICATION_BULK_MAX} applications at once`),
    stage: updateFields.stage.optional(),
    ownerId: updateFields.ownerId.optional(),
    rejectionReason: updateFields.rejectionReason.optional(),
  })
  .strict()
  .refine((body) => body.stage !== undefined || body.ownerId !== undefined || body.rejectionReason !== undefined, {
    message: "Send a stage, an owner or a rejection reason to apply",
    path: ["stage"],
  });
export type ApplicationBulkChange = z.input<typeof applicationBulkSchema>;

/** What a bulk change did: how many applications it changed, and the ids it did not find. */
export interface ApplicationBulkResult {
  updated: number;
  missing: string[];
}

export const applicationNoteSchema = z
  .object({
    body: z
      .string({ error: "Note is required" })
      .trim()
      .min(1, "Note is required")
      .max(APPLICATION_NOTE_MAX, `A note is at most ${APPLICATION_NOTE_MAX} characters`),
  })
  .strict();
export type ApplicationNoteInput = z.input<typeof applicationNoteSchema>;

/** A staff member as the pipeline names them (owner, note author, who moved a stage). */
export interface StaffRef {
  id: string;
  name: string;
}

/** A row of the applications table. */
export interface ApplicationListItem {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  currentPosition: string | null;
  jobId: string | null;
  jobTitle: string | null;
  stage: ApplicationStage;
  rejectionReason: RejectionReason | null;
  owner: StaffRef | null;
  rating: number | null;
  hasResume: boolean;
  /** The person who sent it (GET /api/admin/candidates/{id}); null only for rows stored before they existed. */
  candidateId: string | null;
  createdAt: string;
  /** The next interview's time (scheduled or moved, not yet marked), UTC; null when none. */
  nextInterviewAt: string | null;
}

/** A client contact who acted on the client portal, as staff read them: their name and their client's. */
export interface ClientContactRef {
  name: string;
  clientName: string;
}

/** "Hannah Hiring (Acme)": a client contact wherever staff read who did something. */
export const clientContactLabel = (contact: ClientContactRef) => `${contact.name} (${contact.clientName})`;

/**
 * One entry of an application's history (decision 053): who (a staff member, or the client contact whose answer on
 * the client portal made it) and when, and what changed, by type.
 */
export type ApplicationEventView = {
  id: string;
  changedBy: StaffRef | null;
  byClientContact: ClientContactRef | null;
  changedAt: string;
} & (
  | { type: "stage"; fromStage: ApplicationStage; toStage: ApplicationStage; rejectionReason: RejectionReason | null }
  | { type: "owner"; fromOwner: StaffRef | null; toOwner: StaffRef | null }
  | { type: "rating"; fromRating: number | null; toRating: number | null }
  | ({ type: "submittal" } & SubmittalEventSubject)
  | ({
      type: "client_feedback";
      decision: SubmittalDecision;
      rejectionReason: RejectionReason | null;
    } & SubmittalEventSubject)
);

/**
 * The submittal a history entry is about, read from the submittal when shown (an erased contact leaves no name). The
 * client's words are in the note the answer wrote.
 */
export interface SubmittalEventSubject {
  submittalId: string | null;
  clientName: string | null;
  contactName: string | null;
}

export interface ApplicationNoteView {
  id: string;
  body: string;
  author: StaffRef | null;
  /** The client contact whose client portal answer the note tells (then `author` is null). */
  clientAuthor: ClientContactRef | null;
  createdAt: string;
}

/** One application with everything staff need to work it. */
export interface ApplicationDetail extends ApplicationListItem {
  industry: string | null;
  additionalInfo: string | null;
  /** Where staff download the resume (and preview a PDF), or null when none was sent. */
  resumePath: string | null;
  /** The resume's media type, to know whether it can be previewed inline. */
  resumeType: string | null;
  /** Whether the resume's words are searchable yet (null: no resume). */
  resumeTextStatus: ResumeTextStatus | null;
  /** "form": the candidate applied; "staff": a recruiter added them to the job (`addedBy`, null once deleted). */
  source: ApplicationSource;
  addedBy: StaffRef | null;
  /** Stage moves, owner and rating changes, submittals and the client's answers, newest first. */
  history: ApplicationEventView[];
  notes: ApplicationNoteView[];
  /** The same candidate's other applications (by email, case and spaces ignored, for a row without one), newest first. */
  otherApplications: ApplicationListItem[];
  /** The candidate's contact messages, newest first (at most CANDIDATE_ITEMS_MAX). */
  candidateMessages: CandidateMessageView[];
}

/** What the application pipeline's routes answer (worker/contract/api.ts). */
export interface ApplicationPipelineAnswers {
  "GET /api/admin/applications": ApplicationListItem[];
  "GET /api/admin/applications/owners": StaffRef[];
  "GET /api/admin/applications/board": BoardColumnView[];
  "GET /api/admin/applications/jobs": ApplicationJobCount[];
  "POST /api/admin/applications/bulk": ApplicationBulkResult;
  "GET /api/admin/applications/:id": ApplicationDetail;
  "PATCH /api/admin/applications/:id": ApplicationDetail;
  "POST /api/admin/applications/:id/notes": ApplicationNoteView;
}
