import {
  INTERVIEW_ATTENDANCE,
  INTERVIEW_FORMATS,
  INTERVIEW_ROUNDS,
  INTERVIEW_STATUSES,
  type InterviewFormat,
  type InterviewStatus,
} from "./interview-enums";
import { isCalendarDate, isTimeZone } from "./time-zone";
import { pagingFields, z } from "./zod";

/** Interviews with the client's people (issue 47, first slice), shared by the Worker's validators and the back office. */

export const INTERVIEW_STATUS_LABELS: Readonly<Record<InterviewStatus, string>> = {
  proposing: "Proposing",
  scheduled: "Scheduled",
  rescheduled: "Rescheduled",
  completed: "Completed",
  candidate_no_show: "Candidate no-show",
  interviewer_no_show: "Interviewer no-show",
  cancelled: "Cancelled",
};

export const INTERVIEW_FORMAT_LABELS: Readonly<Record<InterviewFormat, string>> = {
  video: "Video",
  phone: "Phone",
  onsite: "Onsite",
};

export const INTERVIEW_ROUND_LABELS: Readonly<Record<(typeof INTERVIEW_ROUNDS)[number], string>> = {
  phone_screen: "Phone screen",
  first: "First round",
  second: "Second round",
  final: "Final round",
};

/**
 * The round a new interview of an application is most likely for: the one after the furthest usual round it has had
 * (not counting cancelled ones), the final round staying the last; the first round when it has had none. So after the
 * client's "next round" the recruiter sets up the following one, not a second "first round".
 */
export function nextInterviewRound(
  held: readonly { round: string; status: string }[],
): (typeof INTERVIEW_ROUNDS)[number] {
  const reached = held
    .filter((interview) => interview.status !== "cancelled")
    .map((interview) => (INTERVIEW_ROUNDS as readonly string[]).indexOf(interview.round));
  const furthest = Math.max(-1, ...reached);
  if (furthest < 0) return "first";
  return INTERVIEW_ROUNDS[Math.min(furthest + 1, INTERVIEW_ROUNDS.length - 1)]!;
}

/** A round's words: the usual ones' labels, a named one as typed. */
export function roundLabel(round: string): string {
  return (INTERVIEW_ROUND_LABELS as Record<string, string>)[round] ?? round;
}

export const INTERVIEWS_PAGE_DEFAULT = 25;
export const INTERVIEWS_PAGE_MAX = 100;
export const INTERVIEW_PANEL_MAX = 12;
export const INTERVIEW_MINUTES_MIN = 10;
export const INTERVIEW_MINUTES_MAX = 480;

const id = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(64, `${label} is at most 64 characters`);

const timeZone = (label: string) =>
  z
    .string({ error: `${label} must be a time zone` })
    .refine(isTimeZone, `${label} must be a time zone such as America/Chicago`);

const panelMemberSchema = z
  .object({
    contactId: id("Contact id").optional(),
    userId: id("User id").optional(),
    required: z.boolean({ error: "Required must be true or false" }).default(true),
    timeZone: timeZone("Time zone").optional(),
    dailyCap: z
      .number({ error: "Daily cap must be a number of interviews" })
      .int("Daily cap must be a whole number")
      .min(1, "Daily cap must be at least 1")
      .max(12, "Daily cap is at most 12")
      .optional(),
  })
  .strict()
  .refine((member) => (member.contactId === undefined) !== (member.userId === undefined), {
    message: "Each panel member is a client contact (contactId) or a staff user (userId), not both",
    path: ["contactId"],
  });

/** POST /api/admin/interviews: made "proposing", with no time yet; the time comes with a PATCH of startsAt. */
export const interviewCreateSchema = z
  .object({
    applicationId: id("Application id"),
    round: z
      .string({ error: "Round is required" })
      .trim()
      .min(1, "Round is required")
      .max(60, "Round is at most 60 characters"),
    format: z.enum(INTERVIEW_FORMATS, { error: `Format must be one of: ${INTERVIEW_FORMATS.join(", ")}` }),
    durationMinutes: z
      .number({ error: "Duration must be a number of minutes" })
      .int("Duration must be a whole number of minutes")
      .min(INTERVIEW_MINUTES_MIN, `Duration must be at least ${INTERVIEW_MINUTES_MIN} minutes`)
      .max(INTERVIEW_MINUTES_MAX, `Duration must be at most ${INTERVIEW_MINUTES_MAX} minutes`),
    panel: z
      .array(panelMemberSchema, { error: "Panel must be a list of members" })
      .min(1, "The panel needs at least one client contact")
      .max(INTERVIEW_PANEL_MAX, `The panel has at most ${INTERVIEW_PANEL_MAX} members`)
      .refine((panel) => panel.some((member) => member.contactId), "The panel needs at least one client contact")
      .refine((panel) => {
        const keys = panel.map((member) => member.contactId ?? `user:${member.userId}`);
        return new Set(keys).size === keys.length;
      }, "Each person is on the panel once"),
    location: z.string().trim().max(300, "Location is at most 300 characters").optional(),
    videoLink: z
      .url({ protocol: /^https$/, error: "Video link must be an https:// address" })
      .max(500, "Video link is at most 500 characters")
      .optional(),
    candidateTimeZone: timeZone("Candidate's time zone").optional(),
    /** "Any N of these M": N of the pool (the members not required) sit in it, the fairest free ones of each time. */
    roundRobin: z
      .object({
        pick: z
          .number({ error: "Pick must be a number of interviewers" })
          .int("Pick must be a whole number")
          .min(1, "Pick at least 1 interviewer of the pool"),
      })
      .strict()
      .optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    const pool = value.panel.filter((member) => !member.required).length;
    if (value.roundRobin && value.roundRobin.pick > pool)
      ctx.addIssue({
        code: "custom",
        path: ["roundRobin", "pick"],
        message: `Pick at most the ${pool} members of the pool (those not required)`,
      });
    if (value.format === "video" && !value.videoLink)
      ctx.addIssue({ code: "custom", path: ["videoLink"], message: "A video interview needs its video link" });
    if (value.format === "onsite" && !value.location)
      ctx.addIssue({ code: "custom", path: ["location"], message: "An onsite interview needs its address" });
  });
export type InterviewCreate = z.input<typeof interviewCreateSchema>;
export type InterviewCreateParsed = z.output<typeof interviewCreateSchema>;

/** What a PATCH can change to: the cancel, or an attendance mark. The time is set by `startsAt`. */
export const INTERVIEW_PATCH_STATUSES = ["cancelled", ...INTERVIEW_ATTENDANCE] as const;

/**
 * PATCH /api/admin/interviews/{id}: exactly one change. `startsAt` schedules a proposed interview or reschedules a
 * scheduled one; `status` cancels (with an optional reason the participants are told) or marks attendance.
 */
export const interviewPatchSchema = z
  .object({
    startsAt: z.iso
      .datetime({ offset: true, error: "Starts at must be a date and time such as 2026-12-01T15:00:00Z" })
      .optional(),
    status: z
      .enum(INTERVIEW_PATCH_STATUSES, { error: `Status must be one of: ${INTERVIEW_PATCH_STATUSES.join(", ")}` })
      .optional(),
    cancelReason: z
      .string()
      .trim()
      .min(1, "Cancel reason is empty")
      .max(500, "Cancel reason is at most 500 characters")
      .optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.startsAt === undefined && value.status === undefined)
      ctx.addIssue({ code: "custom", path: ["startsAt"], message: "Send startsAt (a time) or status (a change)" });
    if (value.startsAt !== undefined && value.status !== undefined)
      ctx.addIssue({ code: "custom", path: ["status"], message: "Send startsAt or status, one change at a time" });
    if (value.cancelReason !== undefined && value.status !== "cancelled")
      ctx.addIssue({ code: "custom", path: ["cancelReason"], message: "A cancel reason goes with status cancelled" });
  });
export type InterviewPatch = z.input<typeof interviewPatchSchema>;

const day = (label: string) => z.string().refine(isCalendarDate, `${label} must be a date as YYYY-MM-DD`).optional();

/** "scheduled" or "scheduled,rescheduled": one status or several, each a known one; empty is any. */
const statusList = z
  .string()
  .trim()
  .max(200, "Status is at most 200 characters")
  .refine(
    (value) =>
      value === "" || value.split(",").every((part) => (INTERVIEW_STATUSES as readonly string[]).includes(part.trim())),
    `Status must be one or more of (comma-separated): ${INTERVIEW_STATUSES.join(", ")}`,
  )
  .transform((value) => (value === "" ? [] : value.split(",").map((part) => part.trim() as InterviewStatus)))
  .optional();

/** The lists the desk counts (issue 47 item 6) that no status says alone. */
export const INTERVIEW_WAITING = ["scorecards"] as const;

/**
 * Query of GET /api/admin/interviews: days are the firm's calendar days, `to` included. `status` may name several,
 * comma-separated; `waiting=scorecards`: completed, and a client interviewer has not scored; `ownerId`: on that staff
 * member's desk (they own the application, the job order or the client, or submitted the candidate).
 */
export const interviewListQuerySchema = z
  .object({
    jobId: z.string().trim().max(64, "Job id must be at most 64 characters").optional(),
    clientId: z.string().trim().max(64, "Client id must be at most 64 characters").optional(),
    applicationId: z.string().trim().max(64, "Application id must be at most 64 characters").optional(),
    candidateId: z.string().trim().max(64, "Candidate id must be at most 64 characters").optional(),
    ownerId: z.string().trim().max(64, "Owner id must be at most 64 characters").optional(),
    status: statusList,
    waiting: z
      .union([
        z.literal(""),
        z.enum(INTERVIEW_WAITING, { error: `Waiting must be one of: ${INTERVIEW_WAITING.join(", ")}` }),
      ])
      .optional(),
    from: day("From"),
    to: day("To"),
    ...pagingFields(INTERVIEWS_PAGE_DEFAULT, INTERVIEWS_PAGE_MAX),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: "To must be on or after From",
    path: ["to"],
  });
export type InterviewListQuery = z.output<typeof interviewListQuerySchema>;

export interface InterviewPanelView {
  id: string;
  kind: "contact" | "staff";
  /** The contact's or the staff user's id. */
  personId: string;
  name: string;
  email: string | null;
  required: boolean;
  timeZone: string;
  dailyCap: number | null;
  /** Whether they sit in it: a round-robin pool member only once the candidate's pick chose them. */
  seated: boolean;
  /** When they marked their free times in the portal; null = not yet. */
  timesMarkedAt: string | null;
}

export interface InterviewView {
  id: string;
  applicationId: string;
  jobId: string | null;
  jobTitle: string | null;
  clientId: string;
  clientName: string;
  candidateId: string | null;
  candidateName: string;
  round: string;
  format: InterviewFormat;
  durationMinutes: number;
  location: string | null;
  videoLink: string | null;
  status: InterviewStatus;
  /** UTC, ISO 8601; null while proposing. */
  startsAt: string | null;
  endsAt: string | null;
  candidateTimeZone: string;
  /** The calendar revision the last invitation carried. */
  sequence: number;
  cancelReason: string | null;
  /** Round robin: how many of the pool sit in it; null = collective (every required member). */
  roundRobinPick: number | null;
  panel: InterviewPanelView[];
  createdAt: string;
}

/** Why a panel member was not asked for their free times: marked already, asked within a day, or no address. */
export type PanelAskSkip = "marked" | "asked_recently" | "no_email";

/** Who an ask for the panel's free times emailed, and who it left out and why (decision 118). */
export interface PanelAskResult {
  asked: { panelMemberId: string; name: string }[];
  skipped: { panelMemberId: string; name: string; reason: PanelAskSkip }[];
}

/** What the interview routes answer (worker/contract/api.ts); the .ics is a file, not JSON. */
export interface InterviewAnswers {
  "GET /api/admin/interviews": InterviewView[];
  "POST /api/admin/interviews": InterviewView;
  "GET /api/admin/interviews/:id": InterviewView;
  "PATCH /api/admin/interviews/:id": InterviewView;
  "POST /api/admin/interviews/:id/slots": InterviewOffer;
  "POST /api/admin/interviews/:id/panel-slots": InterviewOffer;
  "POST /api/admin/interviews/:id/ask-panel": PanelAskResult;
  "GET /api/interview-invitations/:token": InterviewInvitationView;
  "POST /api/interview-invitations/:token": InterviewInvitationView;
  "POST /api/interview-invitations/:token/hold": InterviewHoldView;
  "POST /api/client-portal/:token/interviews/:id/availability": PanelTimesView;
}

/** The least time between a pick (or an offer) and the interview: the panel needs to know in time. */
export const INTERVIEW_PICK_NOTICE_MINUTES = 120;
export const INTERVIEW_OFFERED_SLOTS_MAX = 20;
/** How long the candidate's link works; offering times again replaces it, cancelling revokes it. */
export const INTERVIEW_PICK_LINK_DAYS = 14;

const startsAtField = z.iso.datetime({
  offset: true,
  error: "Starts at must be a date and time such as 2026-12-01T15:00:00Z",
});

/** POST /api/admin/interviews/{id}/slots: the times the candidate may pick from; they replace any offered before. */
export const interviewSlotsSchema = z
  .object({
    slots: z
      .array(z.object({ startsAt: startsAtField }).strict(), { error: "Slots must be a list of { startsAt }" })
      .min(1, "Offer at least one time")
      .max(INTERVIEW_OFFERED_SLOTS_MAX, `Offer at most ${INTERVIEW_OFFERED_SLOTS_MAX} times`),
  })
  .strict();
export type InterviewSlots = z.input<typeof interviewSlotsSchema>;

/** POST /api/interview-invitations/{token} (and the page's form): the offered time the candidate takes. */
export const interviewPickSchema = z.object({ startsAt: startsAtField }).strict();
export type InterviewPick = z.input<typeof interviewPickSchema>;

/** How long a candidate's chosen time is held for them while they confirm it (decision 110). */
export const INTERVIEW_HOLD_MINUTES = 10;

/** POST /api/interview-invitations/{token}/hold: the time held for the candidate, until `expiresAt`. */
export interface InterviewHoldView {
  startsAt: string;
  endsAt: string;
  expiresAt: string;
}

/** A panel member marks free times this far ahead at most. */
export const PANEL_TIMES_HORIZON_DAYS = 90;
export const PANEL_TIMES_MAX = 400;

/**
 * POST /api/client-portal/{token}/interviews/{id}/availability: the member's free times for the interview. With
 * `week` (a date: the seven days from it on the member's clock) they replace the member's times of that week only,
 * with `day` (a date: that day on the member's clock, decision 120) that day's only, and each must lie in it;
 * with neither, all of them.
 */
export const panelTimesSchema = z
  .object({
    slots: z
      .array(z.object({ startsAt: startsAtField, endsAt: startsAtField }).strict(), {
        error: "Slots must be a list of { startsAt, endsAt }",
      })
      .max(PANEL_TIMES_MAX, `Mark at most ${PANEL_TIMES_MAX} free times`),
    week: z.string().refine(isCalendarDate, "Week must be a date as YYYY-MM-DD").optional(),
    day: z.string().refine(isCalendarDate, "Day must be a date as YYYY-MM-DD").optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.week !== undefined && value.day !== undefined)
      ctx.addIssue({ code: "custom", path: ["day"], message: "Give a week or a day, not both" });
    value.slots.forEach((slot, index) => {
      const start = Date.parse(slot.startsAt);
      const end = Date.parse(slot.endsAt);
      if (end <= start)
        ctx.addIssue({ code: "custom", path: ["slots", index, "endsAt"], message: "Ends at must be after starts at" });
      else if (end - start > 24 * 60 * 60_000)
        ctx.addIssue({ code: "custom", path: ["slots", index, "endsAt"], message: "A free time is at most 24 hours" });
    });
  });
export type PanelTimes = z.output<typeof panelTimesSchema>;

/** A panel member's own free times for one interview, on their clock's zone. */
export interface PanelTimesView {
  interviewId: string;
  panelMemberId: string;
  timeZone: string;
  markedAt: string | null;
  slots: { startsAt: string; endsAt: string }[];
}

/** The interview once times are offered: the offered starts and the candidate's link (shown once: only its hash is kept). */
export interface InterviewOffer extends InterviewView {
  offeredSlots: string[];
  candidateUrl: string;
  /** How the link reached the candidate. */
  notice: InterviewLinkNotice;
}

/**
 * The candidate's link sent: always by email; by text when they consented to texts, "held" until 8 am on their clock
 * when offered at night (`at`), "not_sent" with the reason otherwise.
 */
export interface InterviewLinkNotice {
  emailDeliveryId: string;
  text: { state: "queued" | "held" | "not_sent"; reason: string | null; at: string | null };
}

/** One offered time on the candidate's clock. */
export interface InterviewOfferedTime {
  startsAt: string;
  endsAt: string;
  /** "9:00 AM - 10:00 AM PT" */
  label: string;
}

export interface InterviewOfferedDay {
  /** "yyyy-MM-dd" on the candidate's clock. */
  date: string;
  label: string;
  times: InterviewOfferedTime[];
}

/** What the candidate's link shows: the interview, and the offered times still free, by their own days. */
export interface InterviewInvitationView {
  candidateName: string;
  clientName: string;
  jobTitle: string | null;
  round: string;
  format: InterviewFormat;
  durationMinutes: number;
  timeZone: string;
  status: InterviewStatus;
  /** The booked time once picked (null while the candidate chooses), with its label on their clock. */
  booked: (InterviewOfferedTime & { dayLabel: string }) | null;
  /** The time held for the candidate while they confirm it (decision 110), with its label on their clock. */
  hold: (InterviewHoldView & { label: string; dayLabel: string }) | null;
  days: InterviewOfferedDay[];
}
