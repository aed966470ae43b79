import { zonedDate } from "../contract/time-zone";

/**
 * When an interview panel can meet (issue 47, item 2). Pure: the panel's marked free times, their interviews already
 * booked or held, the duration, the grid step, the minimum notice and "now" are passed in; instants are UTC.
 *
 * Rules (one function, `slotVerdict`, applies them to offered and chosen times alike):
 * - A time is never in the past nor inside the minimum notice from now.
 * - A member is free for a time when one of their marked free intervals holds it whole (touching intervals count as
 *   one), none of their interviews overlaps it, and the local day of its start, in the member's own zone, holds
 *   fewer of their interviews than their daily cap.
 * - Collective: every required member is free; each optional one is reported free or not.
 * - Round robin ("any N of these M"): the required members (if any) always attend and N more are chosen among the
 *   free ones of the pool (the members not required), fairest first: fewest interviews so far, then the longest
 *   since their last one (never = longest), then id. A time with fewer than N free in the pool is not offered.
 * - Offered times lie on a grid from the start of each window where the panel can meet at all (the required
 *   members' free times intersected, and in round robin the pool's united), one step apart in real minutes, so a
 *   window across a daylight-saving change keeps its elapsed spacing.
 */

const MINUTE_MS = 60_000;

export interface TimeInterval {
  start: Date;
  end: Date;
}

export interface PanelMemberTimes {
  id: string;
  /** IANA zone the member lives by: their daily cap counts their local days. */
  timeZone: string;
  required: boolean;
  /** The times the member marked free. */
  free: readonly TimeInterval[];
  /** Their live interviews, booked or held: each blocks its time and counts toward the daily cap. */
  interviews: readonly TimeInterval[];
  /** Interviews on one local day, at most (those above included); null = no cap. */
  dailyCap: number | null;
  /** Round robin: interviews so far (fewest is chosen first); 0 when absent. */
  interviewCount?: number;
  /** Round robin: when their last interview was; absent or null = never. */
  lastInterviewAt?: Date | null;
}

export type InterviewMode = { kind: "collective" } | { kind: "round_robin"; pick: number };

export interface InterviewTimesInput {
  panel: readonly PanelMemberTimes[];
  mode: InterviewMode;
  durationMinutes: number;
  /** Minutes between offered starts. */
  stepMinutes: number;
  minNoticeMinutes: number;
  now: Date;
}

export interface InterviewSlot {
  start: Date;
  end: Date;
  /** Who the interview is with: the required members, then in round robin the chosen ones, fairest first. */
  members: string[];
  /** Collective: each optional member and whether they are free too. Round robin: none. */
  optional: { id: string; free: boolean }[];
}

/** Why a member cannot take a time. */
export type MemberUnavailable = "outside_availability" | "busy" | "over_daily_cap";

export interface InterviewSlotRefusal {
  code: "past" | "inside_notice" | MemberUnavailable | "too_few_free";
  /** The sentence the person choosing is told (the API's 409). */
  message: string;
  /** The required member the time fails for (outside_availability, busy, over_daily_cap). */
  memberId?: string;
}

interface Span {
  start: number;
  end: number;
}

interface Member extends PanelMemberTimes {
  freeSpans: Span[];
}

const spanOf = (interval: TimeInterval): Span => ({ start: interval.start.getTime(), end: interval.end.getTime() });

/** Sorted, with overlapping and touching spans joined. */
function merged(spans: readonly Span[]): Span[] {
  const out: Span[] = [];
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    const last = out.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else if (span.start < span.end) out.push({ ...span });
  }
  return out;
}

/** Intervals sorted, overlapping and touching ones joined: a member's half hours marked one by one as their spans. */
export function joinedIntervals(intervals: readonly TimeInterval[]): TimeInterval[] {
  return merged(intervals.map(spanOf)).map((span) => ({ start: new Date(span.start), end: new Date(span.end) }));
}

/** Where two sorted, disjoint lists of spans overlap. */
function intersection(a: readonly Span[], b: readonly Span[]): Span[] {
  const out: Span[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    const start = Math.max(x.start, y.start);
    const end = Math.min(x.end, y.end);
    if (start < end) out.push({ start, end });
    if (x.end < y.end) i++;
    else j++;
  }
  return out;
}

/** Throws on an input no validated request can produce (the API checks the panel before asking). */
function prepared(input: InterviewTimesInput): Member[] {
  if (!(input.durationMinutes > 0)) throw new RangeError("durationMinutes must be more than 0");
  if (!(input.stepMinutes > 0)) throw new RangeError("stepMinutes must be more than 0");
  if (!(input.minNoticeMinutes >= 0)) throw new RangeError("minNoticeMinutes must not be negative");
  const pool = input.panel.filter((m) => !m.required).length;
  if (input.mode.kind === "collective" && pool === input.panel.length) {
    throw new RangeError("panel: a collective interview needs a required member");
  }
  if (input.mode.kind === "round_robin" && !(input.mode.pick >= 1 && input.mode.pick <= pool)) {
    throw new RangeError(`pick must be between 1 and the ${pool} members of the pool`);
  }
  return input.panel.map((m) => ({ ...m, freeSpans: merged(m.free.map(spanOf)) }));
}

function memberUnavailable(member: Member, slot: Span): MemberUnavailable | null {
  if (!member.freeSpans.some((f) => f.start <= slot.start && slot.end <= f.end)) return "outside_availability";
  if (member.interviews.some((i) => i.start.getTime() < slot.end && slot.start < i.end.getTime())) return "busy";
  if (member.dailyCap === null) return null;
  const day = zonedDate(slot.start, member.timeZone);
  const sameDay = member.interviews.filter((i) => zonedDate(i.start.getTime(), member.timeZone) === day).length;
  return sameDay >= member.dailyCap ? "over_daily_cap" : null;
}

/** Fewest interviews first, then the longest since the last one (never first), then id. */
function fairer(a: Member, b: Member): number {
  const count = (a.interviewCount ?? 0) - (b.interviewCount ?? 0);
  if (count !== 0) return count;
  const since = (a.lastInterviewAt?.getTime() ?? -Infinity) - (b.lastInterviewAt?.getTime() ?? -Infinity);
  if (since !== 0 && !Number.isNaN(since)) return since;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

const MEMBER_MESSAGES: Record<MemberUnavailable, string> = {
  outside_availability: "This time is outside the free times a required interviewer marked.",
  busy: "A required interviewer has another interview at this time.",
  over_daily_cap: "A required interviewer already has as many interviews that day as they take.",
};

function noticeInWords(minutes: number): string {
  if (minutes % 60 !== 0) return `${minutes} minutes`;
  return minutes === 60 ? "1 hour" : `${minutes / 60} hours`;
}

export type InterviewSlotVerdict = { ok: true; slot: InterviewSlot } | { ok: false; refusal: InterviewSlotRefusal };

/** THE rule for one time (see the rules above). */
function slotVerdict(input: InterviewTimesInput, members: readonly Member[], span: Span): InterviewSlotVerdict {
  const now = input.now.getTime();
  if (span.start < now) return { ok: false, refusal: { code: "past", message: "This time has passed." } };
  if (span.start < now + input.minNoticeMinutes * MINUTE_MS) {
    const message = `Times must start at least ${noticeInWords(input.minNoticeMinutes)} from now.`;
    return { ok: false, refusal: { code: "inside_notice", message } };
  }
  const required = members.filter((m) => m.required);
  for (const member of required) {
    const code = memberUnavailable(member, span);
    if (code) return { ok: false, refusal: { code, message: MEMBER_MESSAGES[code], memberId: member.id } };
  }
  const others = members.filter((m) => !m.required);
  const times = { start: new Date(span.start), end: new Date(span.end) };
  const requiredIds = required.map((m) => m.id);
  if (input.mode.kind === "collective") {
    const optional = others.map((m) => ({ id: m.id, free: memberUnavailable(m, span) === null }));
    return { ok: true, slot: { ...times, members: requiredIds, optional } };
  }
  const { pick } = input.mode;
  const free = others.filter((m) => memberUnavailable(m, span) === null);
  if (free.length < pick) {
    const message = `Only ${free.length} of the ${pick} interviewers needed ${free.length === 1 ? "is" : "are"} free at this time.`;
    return { ok: false, refusal: { code: "too_few_free", message } };
  }
  const chosen = free.sort(fairer).slice(0, pick);
  return { ok: true, slot: { ...times, members: [...requiredIds, ...chosen.map((m) => m.id)], optional: [] } };
}

/** The windows where the panel can meet at all: the required members' free times intersected (and the pool's). */
function meetingWindows(input: InterviewTimesInput, members: readonly Member[]): Span[] {
  const required = members.filter((m) => m.required);
  let windows = required.length > 0 ? required[0]!.freeSpans : null;
  for (const member of required.slice(1)) windows = intersection(windows!, member.freeSpans);
  if (input.mode.kind === "round_robin") {
    const pool = merged(members.filter((m) => !m.required).flatMap((m) => m.freeSpans));
    windows = windows ? intersection(windows, pool) : pool;
  }
  return windows ?? [];
}

/** Every time the panel can be offered, in order: each grid start of the meeting windows that passes the rules. */
export function findInterviewSlots(input: InterviewTimesInput): InterviewSlot[] {
  const members = prepared(input);
  const duration = input.durationMinutes * MINUTE_MS;
  const step = input.stepMinutes * MINUTE_MS;
  const slots: InterviewSlot[] = [];
  for (const window of meetingWindows(input, members)) {
    for (let start = window.start; start + duration <= window.end; start += step) {
      const verdict = slotVerdict(input, members, { start, end: start + duration });
      if (verdict.ok) slots.push(verdict.slot);
    }
  }
  return slots;
}

/**
 * A chosen start (the candidate's pick, or a time the recruiter proposes) checked by the same rules, grid or not: the
 * slot with the members it is with now, or why it no longer fits (the API answers 409 with the refusal).
 */
export function checkInterviewSlot(input: InterviewTimesInput, start: Date): InterviewSlotVerdict {
  const members = prepared(input);
  const from = start.getTime();
  return slotVerdict(input, members, { start: from, end: from + input.durationMinutes * MINUTE_MS });
}
