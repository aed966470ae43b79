import { pagingFields, z } from "./zod";

/**
 * A candidate's timeline (issue 33 item 5): every event of theirs, newest first, from each area that holds one.
 * Shared by the Worker's timeline query (worker/conversations/timeline-store.ts) and the candidate page.
 */

export const TIMELINE_KINDS = [
  "application",
  "stage_change",
  "submittal",
  "client_feedback",
  "note",
  "email_out",
  "email_in",
  "text_out",
  "text_in",
  "booking",
  "message",
  "interview",
  "sequence",
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export const TIMELINE_PAGE_DEFAULT = 20;
export const TIMELINE_PAGE_MAX = 100;

/** Query of GET /api/admin/candidates/:id/timeline. */
export const timelineQuerySchema = z.object({ ...pagingFields(TIMELINE_PAGE_DEFAULT, TIMELINE_PAGE_MAX) });
export type TimelineQuery = z.output<typeof timelineQuerySchema>;

/**
 * Who did it: a staff member (null id once deleted), the candidate, a client contact (answering on the client
 * portal, named "Contact at Client"), or the firm's own machinery (a reminder text).
 */
export type TimelineActor =
  | { type: "staff"; id: string | null; name: string }
  | { type: "candidate"; name: string }
  | { type: "client"; name: string }
  | { type: "system" };

export interface TimelineEntry {
  kind: TimelineKind;
  /** The row's id in its own table (with `kind`, unique). */
  id: string;
  at: string;
  who: TimelineActor;
  /**
   * The application it belongs to, when it does (application, stage change, submittal, client's answer, note,
   * booking or email about one).
   */
  applicationId: string | null;
  /** The job applied to, an email's subject, a booking's type, a message's inquiry, an interview's round. */
  title: string | null;
  /** A note's (on an application or on the candidate themself), email's, text's or message's words (at most TIMELINE_BODY_MAX characters). */
  body: string | null;
  /**
   * A stage change "from>to", a submittal's "Contact at Client", a client's answer "decision>reason" (reason may be
   * empty), a text's or booking's status, a received email's or text's sender, the job board an application came
   * through (its source, e.g. "ziprecruiter"), an interview's event (INTERVIEW_TIMELINE_EVENTS; times offered as
   * "offered>queued", "offered>held" or "offered>not_sent", how the text with the link went).
   */
  detail: string | null;
  /**
   * A booking's appointment time; when a text held by the candidate's quiet hours goes (also an interview link's);
   * an interview's time once scheduled or moved; a sequence's next step. A sequence's entry (one per enrolment, at its
   * last change) has the sequence's name as title, its state as detail and why it ended (or a skipped step's reason)
   * as body.
   */
  scheduledFor: string | null;
}

/**
 * An interview's events on the timeline: times offered (the link sent), scheduled, moved, cancelled, and the
 * attendance marked (the interview's status then). An interview's body is why its link was not texted, or why it was
 * cancelled.
 */
export const INTERVIEW_TIMELINE_EVENTS = [
  "offered",
  "scheduled",
  "rescheduled",
  "cancelled",
  "completed",
  "candidate_no_show",
  "interviewer_no_show",
] as const;
export type InterviewTimelineEvent = (typeof INTERVIEW_TIMELINE_EVENTS)[number];

/**
 * The id of an entry's element on the candidate page: a link to `/admin/candidates/:id#<this>` (a notification's)
 * opens the page at that entry.
 */
export const timelineAnchor = (kind: TimelineKind, id: string) => `entry-${kind}-${id}`;

/** Characters of a body the timeline carries; the whole is on the record it comes from. */
export const TIMELINE_BODY_MAX = 4000;

export interface TimelineAnswers {
  "GET /api/admin/candidates/:id/timeline": TimelineEntry[];
}
