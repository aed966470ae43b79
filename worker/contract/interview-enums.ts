/** Interviews with the client's people (issue 47): the enumerations the schema, the contract and the screens share. */

/**
 * Where an interview stands. "proposing": made, no time yet; "scheduled": a time is set and the invitations went out;
 * "rescheduled": moved to a new time (still on); the attendance marks close it: "completed", "candidate_no_show",
 * "interviewer_no_show"; "cancelled" closes it without meeting.
 */
export const INTERVIEW_STATUSES = [
  "proposing",
  "scheduled",
  "rescheduled",
  "completed",
  "candidate_no_show",
  "interviewer_no_show",
  "cancelled",
] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

/** The statuses with a time still to come or to mark: the invitations stand. */
export const INTERVIEW_ON_STATUSES = ["scheduled", "rescheduled"] as const satisfies readonly InterviewStatus[];

/** What the recruiter marks after the time: who turned up. */
export const INTERVIEW_ATTENDANCE = [
  "completed",
  "candidate_no_show",
  "interviewer_no_show",
] as const satisfies readonly InterviewStatus[];
export type InterviewAttendance = (typeof INTERVIEW_ATTENDANCE)[number];

export const INTERVIEW_FORMATS = ["video", "phone", "onsite"] as const;
export type InterviewFormat = (typeof INTERVIEW_FORMATS)[number];

/** The usual rounds; any other name the recruiter types is kept as is. */
export const INTERVIEW_ROUNDS = ["phone_screen", "first", "second", "final"] as const;

/** The deliveries' related types: an interview's invitations and its reminders, by the interview's id. */
export const INVITATION_RELATED_TYPE = "interview";
export const INTERVIEW_REMINDER_RELATED_TYPE = "interview_reminder";
/** The candidate's link to pick a time, by email and text (decision 111), by the interview's id. */
export const INTERVIEW_LINK_RELATED_TYPE = "interview_link";
/** The emails asking a panel member for their free times (decision 118), by the interview's id. */
export const TIMES_REQUEST_RELATED_TYPE = "interview_times_request";
