import type { InterviewTimelineEvent, TimelineKind } from "#contract/timeline";

/** The words of a candidate's timeline and its composer (the candidate page). */

export const TIMELINE_PANEL = {
  /** An application a recruiter made ("Add to job"), in place of "Applied". */
  addedToJob: "Added to the job",
  title: "Timeline",
  description:
    "Everything with this candidate, newest first: applications, stage moves, submittals and clients' answers, notes, emails, texts, bookings and messages.",
  empty: "Nothing on this candidate's timeline yet.",
  failed: "The timeline could not be loaded. Try again in a moment.",
  pagerLabel: "Timeline pages",
  /** A text waiting for the candidate's daytime. */
  textHeld: (when: string) => `Held for the candidate's quiet hours: goes out ${when}`,
  /** An application to no job in particular. */
  generalApplication: "General application",
  /** A sequence's entry: its state, and when its next step is due while it runs. */
  sequenceState: (state: string) => `Sequence ${SEQUENCE_STATE_WORDS[state] ?? state}`,
  sequenceNext: (when: string) => `Next step ${when}`,
} as const;

/** What each state of a sequence's enrolment reads as. */
export const SEQUENCE_STATE_WORDS: Readonly<Record<string, string>> = {
  active: "running",
  replied: "ended: they replied",
  finished: "finished: every step sent",
  stopped: "stopped",
  unsubscribed: "ended: they unsubscribed",
  bounced: "ended: the email bounced",
  paused: "paused: off-limits",
};

export const TIMELINE_KIND_LABELS: Readonly<Record<TimelineKind, string>> = {
  application: "Applied",
  stage_change: "Stage moved",
  submittal: "Submitted to client",
  client_feedback: "Client answered",
  note: "Note",
  email_out: "Email sent",
  email_in: "Email received",
  text_out: "Text sent",
  text_in: "Text received",
  booking: "Booked",
  message: "Message",
  interview: "Interview",
  sequence: "Sequence",
};

/** An interview's events on the timeline, and how its link went by text (issue 47). */
export const INTERVIEW_TIMELINE_WORDS: Readonly<Record<InterviewTimelineEvent, string>> = {
  offered: "Times offered: link sent by email",
  scheduled: "Scheduled",
  rescheduled: "Moved",
  cancelled: "Cancelled",
  completed: "Attended",
  candidate_no_show: "Candidate did not turn up",
  interviewer_no_show: "Interviewer did not turn up",
};

export const INTERVIEW_LINK_TEXT = {
  queued: " and by text",
  held: (when: string) => ` and by text, held for the candidate's quiet hours until ${when}`,
  not_sent: ", not by text",
} as const;

export const COMPOSER = {
  legend: "Write to the candidate, or a note about them",
  /** On a phone the composer waits behind this button, so the timeline comes first. */
  open: "Write an email, text or note",
  close: "Close the composer",
  email: "Email",
  text: "Text",
  note: "Note",
  noteHint: "For staff only: on this candidate's timeline, about them rather than one application.",
  submitNote: "Add note",
  noteAdded: "Note added to the timeline.",
  subject: "Subject",
  body: "Message",
  template: "Start from a template",
  templateNone: "No template",
  templateHint:
    "Fills the subject and message; merge fields like {{candidate.firstName}} are filled in when it is sent.",
  /** Asked before a template replaces words the recruiter typed. */
  replaceTyped: "Replace what you have written with this template?",
  submitEmail: "Send email",
  submitText: "Send text",
  /** Texting is not connected: a text is accepted and waits (the SMS page's reason follows). */
  textWaitingNotice: (reason: string | null) =>
    `Texting is not connected${reason ? ` (${reason})` : ""}: a text is queued and waits until it is.`,
  /** Before the texting state is known. */
  textChecking: "Checking whether texts can be sent...",
  emailSent: "Email queued. Replies come back to this timeline.",
  textSent: "Text queued: it goes out now, within the candidate's daytime.",
  /** A text queued while texting is not connected (never "goes out now"). */
  textWaiting: (waiting: string) => `Text queued, ${waiting}.`,
  /** A text written in the candidate's quiet hours (before 8 am or from 9 pm on their clock). */
  textScheduled: (when: string) => `Quiet hours for the candidate: the text goes out ${when}.`,
  required: (field: string) => `Write the ${field.toLowerCase()} first`,
  application: "Application",
  applicationHint: "The email's job and client come from this application.",
  noApplications: "No applications: take out the job and client fields",
  generalApplication: "General application",
  preview: "What they will receive",
  previewWaiting: "Filling in the merge fields and your signature...",
  previewFailed: "The preview could not be made. Check the merge fields and try again.",
  failed: "It could not be sent. Please try again.",
} as const;
