/**
 * Every enumeration of the back office the API and the SPA share, declared once (back-office spec section 3); those
 * the public site shows or its forms send are in site-enums.ts. Tables, zod schemas and form selects read from here.
 */

export const JOB_STATUSES = ["draft", "published", "archived"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Ordered by rank: the index is the rank (user 0 < recruiter 1 < manager 2 < admin 3). */
export const ROLES = ["user", "recruiter", "manager", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** What a link sent to a staff member by email is for: choosing a new password, or a first one (decision 067). */
export const ACCOUNT_LINK_PURPOSES = ["password_reset", "invitation", "email_change"] as const;
export type AccountLinkPurpose = (typeof ACCOUNT_LINK_PURPOSES)[number];

export const DEPARTMENTS = ["hr", "recruiting", "content", "operations", "sales", "marketing"] as const;
export type Department = (typeof DEPARTMENTS)[number];

export const STAFF_AREA_ICONS = ["FileText", "Briefcase", "Users", "BarChart3", "Settings"] as const;
export type StaffAreaIcon = (typeof STAFF_AREA_ICONS)[number];

export const ARTICLE_STATUSES = ["draft", "approved", "published"] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export const SCHEDULE_FREQUENCIES = ["daily", "weekly", "monthly"] as const;
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];

export const LINKEDIN_POST_STATUSES = ["pending", "posted", "failed"] as const;
export type LinkedinPostStatus = (typeof LINKEDIN_POST_STATUSES)[number];

/**
 * What the one delivery pipeline carries to the outside world (worker/delivery/): each kind names its service.
 * Email and LinkedIn posts are on it; texts and CRM sync follow (issue 16). One kind is internal work on the same
 * queue: `resume_text` reads an uploaded resume's words into the applications' search index (issue 17).
 */
export const DELIVERY_KINDS = [
  "email",
  "sms",
  "crm_sync",
  "linkedin_post",
  "resume_text",
  "job_indexing",
  "crm_delete",
  // Internal work too: the words of a PDF or DOCX that came attached to an email reply (worker/conversations/).
  "attachment_text",
  // A job created, updated or expired on Indeed through its Job Sync API (worker/jobs/indeed-delivery.ts).
  "indeed_sync",
] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

/**
 * A delivery's state: pending (waiting to go, or to be retried), sent, failed (refused for good by the service),
 * dead (out of attempts: the dead-letter queue's consumer marks it), withdrawn (taken back unsent because what it was
 * about changed: a reminder of a moved or cancelled appointment).
 */
export const DELIVERY_STATUSES = ["pending", "sent", "failed", "dead", "withdrawn"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * An article of a bulk generation: waiting (or being retried), written as a draft, given up after its last attempt,
 * or cancelled by staff before it was written.
 */
export const BULK_ITEM_STATUSES = ["pending", "done", "failed", "cancelled"] as const;
export type BulkItemStatus = (typeof BULK_ITEM_STATUSES)[number];

/** Delivery state of anything handed to an outside service (ARCHITECTURE.md "nothing lost"). */
export const JOB_BOARD_POSTING_STATUSES = ["pending", "posted", "failed", "removed"] as const;
/** What a posting last asked of its board: list the job, or take it down (an API board expires it). */
export const JOB_BOARD_POSTING_ACTIONS = ["post", "expire"] as const;
export type JobBoardPostingAction = (typeof JOB_BOARD_POSTING_ACTIONS)[number];

export const SMS_OPT_IN_TYPES = ["Via Text", "Via Website", "Via Phone"] as const;
export type SmsOptInType = (typeof SMS_OPT_IN_TYPES)[number];
export const SMS_MONTHLY_VOLUMES = [1000, 5000, 10000, 25000] as const;
export type SmsMonthlyVolume = (typeof SMS_MONTHLY_VOLUMES)[number];
export const SMS_USE_CASE_CATEGORIES = ["Marketing", "Customer Care"] as const;
export type SmsUseCaseCategory = (typeof SMS_USE_CASE_CATEGORIES)[number];
export const SMS_MESSAGE_TYPES = ["booking_confirmation", "reminder", "follow_up", "marketing"] as const;
export type SmsMessageType = (typeof SMS_MESSAGE_TYPES)[number];
export const SMS_STATUSES = ["pending", "sent", "delivered", "failed"] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

export const LEAD_PRIORITIES = ["urgent", "high", "medium", "low"] as const;
export const LEAD_TYPES = ["candidate", "contact"] as const;
export type LeadType = (typeof LEAD_TYPES)[number];
export const LEAD_STATUSES = ["active", "converted", "closed"] as const;

/**
 * Where an application stands in an agency search (issue 17): open stages in the order a search moves, then the
 * closed ones. Labels in worker/contract/application-pipeline.ts.
 */
export const APPLICATION_OPEN_STAGES = [
  "new",
  "contacted",
  "qualifying",
  "submitted",
  "interviewing",
  "offered",
  "placed",
] as const;
export const APPLICATION_CLOSED_STAGES = ["not_a_fit", "client_declined", "withdrawn"] as const;
export const APPLICATION_STAGES = [...APPLICATION_OPEN_STAGES, ...APPLICATION_CLOSED_STAGES] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];
/**
 * What an application's history records (decision 053): a stage move, a new owner, a new rating, a submittal to a
 * client contact and the client's answer on the client portal, written through the one history writer
 * (`applicationEvent` in worker/applications/history.ts). Labels in worker/contract/application-pipeline.ts.
 */
export const APPLICATION_EVENT_TYPES = ["stage", "owner", "rating", "submittal", "client_feedback"] as const;
export type ApplicationEventType = (typeof APPLICATION_EVENT_TYPES)[number];
/**
 * How an application came: a candidate's own form, staff putting an existing candidate on a job (issue 44), or a
 * job board's application post (ZipRecruiter's apply webhook, decision 104).
 */
export const APPLICATION_SOURCES = ["form", "staff", "ziprecruiter", "indeed"] as const;
export type ApplicationSource = (typeof APPLICATION_SOURCES)[number];
/** The sources whose applications the applicant sent themselves, through /apply or a board: what the intake takes. */
export type IntakeSource = Exclude<ApplicationSource, "staff">;
/** The job boards applications come through, by source, as staff read them. */
export const BOARD_SOURCE_NAMES: Readonly<Record<Exclude<IntakeSource, "form">, string>> = {
  ziprecruiter: "ZipRecruiter",
  indeed: "Indeed",
};
/**
 * Whether an application's resume text is in the search index: pending (waiting for the queue), extracted, or
 * not_extracted (a legacy .doc, or a file that could not be read: damaged, encrypted, only images).
 */
export const RESUME_TEXT_STATUSES = ["pending", "extracted", "not_extracted"] as const;
export type ResumeTextStatus = (typeof RESUME_TEXT_STATUSES)[number];
/** Why an application was closed as not a fit or declined: a short list, so reports can count them. */
export const REJECTION_REASONS = [
  "skills_mismatch",
  "experience_level",
  "compensation",
  "location",
  "position_filled",
  "no_response",
  "other",
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

/** Where staff have taken a contact message in the inbox; "new" is unread. Labels in worker/contract/inbox.ts. */
export const MESSAGE_STATUSES = ["new", "in_progress", "done"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Which public form a contact message came from: the home page section or the /contact page. */
/** "email": mail to the firm's general address, or mail the email handler could not place (worker/conversations/). */
export const CONTACT_SOURCES = ["home-contact", "contact-page", "email"] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];

export const APPOINTMENT_STATUSES = ["scheduled", "confirmed", "cancelled", "completed", "no_show"] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/**
 * What happened to an appointment, one `booking_appointment_events` row each (its history): a decline is a cancel
 * by staff of a booking that waited for confirmation, kept apart so the history says which it was.
 */
export const APPOINTMENT_EVENT_ACTIONS = [
  "booked",
  "rescheduled",
  "cancelled",
  "confirmed",
  "declined",
  "completed",
  "no_show",
] as const;
export type AppointmentEventAction = (typeof APPOINTMENT_EVENT_ACTIONS)[number];
