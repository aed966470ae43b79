import {
  INTERVIEW_ATTENDANCE,
  INTERVIEW_ON_STATUSES,
  type InterviewAttendance,
  type InterviewStatus,
} from "../contract/interview-enums";
import { INTERVIEW_STATUS_LABELS } from "../contract/interviews";

/**
 * What a PATCH of an interview may do from where it stands (issue 47). Pure: the store reads the interview, asks
 * here, and claims the change with the status and sequence it read, so a change made meanwhile is refused too.
 */

export type InterviewChange =
  | { kind: "schedule"; startsAt: Date }
  | { kind: "reschedule"; startsAt: Date }
  | { kind: "cancel"; reason: string | null }
  | { kind: "attendance"; status: InterviewAttendance };

export interface InterviewState {
  status: InterviewStatus;
  startsAt: Date | null;
}

/** A refusal: the 409's code, its message and the field it is about. */
export interface InterviewRefusal {
  code: string;
  message: string;
  path: "startsAt" | "status";
}

const isOn = (status: InterviewStatus) => (INTERVIEW_ON_STATUSES as readonly InterviewStatus[]).includes(status);
const isAttendance = (status: InterviewStatus) => (INTERVIEW_ATTENDANCE as readonly InterviewStatus[]).includes(status);
const closedMessage = (status: InterviewStatus) => `This interview is ${INTERVIEW_STATUS_LABELS[status].toLowerCase()}`;

/** The change a PATCH asks for, or why it makes no sense now. */
export function interviewChange(
  current: InterviewState,
  patch: { startsAt?: string; status?: "cancelled" | InterviewAttendance; cancelReason?: string },
  now: Date,
): InterviewChange | InterviewRefusal {
  if (patch.startsAt !== undefined) {
    const startsAt = new Date(patch.startsAt);
    if (current.status !== "proposing" && !isOn(current.status))
      return {
        code: "interview_closed",
        message: `${closedMessage(current.status)}: its time cannot change.`,
        path: "startsAt",
      };
    if (startsAt.getTime() <= now.getTime())
      return {
        code: "time_in_past",
        message: "That time is in the past: choose a time still to come.",
        path: "startsAt",
      };
    if (current.startsAt?.getTime() === startsAt.getTime())
      return { code: "same_time", message: "The interview is already at that time.", path: "startsAt" };
    return current.status === "proposing" ? { kind: "schedule", startsAt } : { kind: "reschedule", startsAt };
  }
  if (patch.status === "cancelled") {
    if (current.status === "cancelled")
      return { code: "already_cancelled", message: "This interview is cancelled already.", path: "status" };
    if (isAttendance(current.status))
      return {
        code: "interview_held",
        message: `${closedMessage(current.status)}: it cannot be cancelled.`,
        path: "status",
      };
    return { kind: "cancel", reason: patch.cancelReason ?? null };
  }
  const status = patch.status as InterviewAttendance;
  if (current.status === "cancelled" || current.status === "proposing" || !current.startsAt)
    return {
      code: "not_held",
      message: `${closedMessage(current.status)}: attendance is marked on an interview that took place at its time.`,
      path: "status",
    };
  if (current.startsAt.getTime() > now.getTime())
    return {
      code: "not_started",
      message: "This interview has not started yet: mark attendance after its time.",
      path: "status",
    };
  if (current.status === status)
    return {
      code: "already_marked",
      message: `This interview is marked ${INTERVIEW_STATUS_LABELS[status].toLowerCase()} already.`,
      path: "status",
    };
  return { kind: "attendance", status };
}

export const isRefusal = (value: InterviewChange | InterviewRefusal): value is InterviewRefusal => "code" in value;

/** The status a change leaves. */
export function statusAfter(change: InterviewChange): InterviewStatus {
  switch (change.kind) {
    case "schedule":
      return "scheduled";
    case "reschedule":
      return "rescheduled";
    case "cancel":
      return "cancelled";
    case "attendance":
      return change.status;
  }
}

/**
 * Whether the change sends the participants a new version of the invitation: the first one when scheduled, the
 * updated one when moved, the CANCEL when a scheduled one is cancelled (a proposed one was never sent).
 */
export function sendsInvitations(change: InterviewChange, current: InterviewState): boolean {
  if (change.kind === "attendance") return false;
  if (change.kind === "cancel") return current.startsAt !== null;
  return true;
}

/** The SEQUENCE after the change: the first invitation is 0; every later version sent is one higher. */
export function sequenceAfter(change: InterviewChange, current: InterviewState & { sequence: number }): number {
  if (change.kind === "schedule") return current.sequence;
  return sendsInvitations(change, current) ? current.sequence + 1 : current.sequence;
}
