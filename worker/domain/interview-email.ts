import { COMPANY } from "../contract/company";
import type { InterviewFormat } from "../contract/interview-enums";
import { roundLabel } from "../contract/interviews";
import { formatClockTime, formatLongDate, zoneLabel } from "../contract/time-zone";
import { buildIcs } from "./ics";

/**
 * An interview's calendar file and the emails about it (issue 47): the invitation, its update when moved, its
 * CANCEL, and the reminders, each to one participant in their own zone. Pure.
 */

const mailDomain = COMPANY.email.split("@")[1];

export interface InterviewParticipant {
  name: string;
  email: string;
  timeZone: string;
  /** An optional panel member; the candidate and required members are not. */
  optional: boolean;
  role: "candidate" | "panel";
}

/** What every email and the .ics of one version of an interview say. */
export interface InterviewInvite {
  id: string;
  round: string;
  format: InterviewFormat;
  location: string | null;
  videoLink: string | null;
  durationMinutes: number;
  startsAt: Date;
  sequence: number;
  candidateName: string;
  clientName: string;
  jobTitle: string | null;
  /** The candidate first, then the panel in its order. */
  participants: InterviewParticipant[];
}

/** The one UID of an interview, whatever its versions: calendars match updates and the cancel by it. */
export const interviewUid = (id: string) => `interview-${id}@${mailDomain}`;

const endOf = (invite: InterviewInvite) => new Date(invite.startsAt.getTime() + invite.durationMinutes * 60_000);

/** "Video call: https://...", "Phone: (317) 555-0100", "At: 1 Main St", as the invitation names the place. */
export function whereText(invite: Pick<InterviewInvite, "format" | "location" | "videoLink">): string {
  switch (invite.format) {
    case "video":
      return `Video call: ${invite.videoLink ?? "the link follows"}`;
    case "phone":
      return invite.location ? `Phone: ${invite.location}` : "Phone call";
    case "onsite":
      return `At: ${invite.location ?? "the client's office"}`;
  }
}

/** "December 1, 2026, 10:00 AM - 11:00 AM ET" on `timeZone`'s clock. */
export function interviewWhen(invite: Pick<InterviewInvite, "startsAt" | "durationMinutes">, timeZone: string): string {
  const start = invite.startsAt.getTime();
  const end = start + invite.durationMinutes * 60_000;
  return `${formatLongDate(start, timeZone)}, ${formatClockTime(start, timeZone)} - ${formatClockTime(end, timeZone)} ${zoneLabel(start, timeZone)}`;
}

/** "First round interview: Zelda Quixotely with Acme Manufacturing (Controller)". */
export function interviewTitle(invite: Pick<InterviewInvite, "round" | "candidateName" | "clientName" | "jobTitle">) {
  const job = invite.jobTitle ? ` (${invite.jobTitle})` : "";
  return `${roundLabel(invite.round)} interview: ${invite.candidateName} with ${invite.clientName}${job}`;
}

/**
 * The .ics of this version: METHOD:REQUEST to every participant, or METHOD:CANCEL; the UID stays the interview's, the
 * SEQUENCE is the version's. The same file goes to everyone.
 */
export function interviewIcs(invite: InterviewInvite, stamp: Date, cancelled: boolean): string {
  return buildIcs({
    uid: interviewUid(invite.id),
    stamp,
    start: invite.startsAt,
    end: endOf(invite),
    summary: interviewTitle(invite),
    description: [
      `${interviewTitle(invite)}, arranged by ${COMPANY.name}.`,
      whereText(invite),
      `Questions: ${COMPANY.email} or ${COMPANY.phone}`,
    ].join("\n"),
    location: invite.format === "video" ? (invite.videoLink ?? "") : (invite.location ?? whereText(invite)),
    organizer: { name: COMPANY.name, email: COMPANY.email },
    attendees: invite.participants.map((person) => ({
      name: person.name,
      email: person.email,
      optional: person.optional,
    })),
    ...(invite.format === "video" && invite.videoLink ? { url: invite.videoLink } : {}),
    method: "REQUEST",
    sequence: invite.sequence,
    cancelled,
  });
}

/** Which version an email carries. */
export type InvitationKind =
  | { kind: "invitation" }
  | { kind: "update"; previousStart: Date }
  | { kind: "cancel"; reason: string | null };

const closing = [`Questions? Write to ${COMPANY.email} or call ${COMPANY.phone}.`, "", COMPANY.name];

/** Subject and text of one participant's email about this version of the interview. */
export function invitationEmail(
  invite: InterviewInvite,
  person: InterviewParticipant,
  version: InvitationKind,
): { subject: string; text: string } {
  const title = interviewTitle(invite);
  const when = interviewWhen(invite, person.timeZone);
  const role =
    person.role === "candidate" ? "" : person.optional ? " You are on the panel (optional)." : " You are on the panel.";
  switch (version.kind) {
    case "invitation":
      return {
        subject: `Invitation: ${title}, ${when}`,
        text: [
          `Hello ${person.name},`,
          "",
          `You are invited to the ${title}.${role}`,
          "",
          `When: ${when}`,
          `Length: ${invite.durationMinutes} minutes`,
          whereText(invite),
          "",
          "The attached calendar invitation adds it to your calendar.",
          "",
          ...closing,
        ].join("\n"),
      };
    case "update": {
      const was = interviewWhen(
        { startsAt: version.previousStart, durationMinutes: invite.durationMinutes },
        person.timeZone,
      );
      return {
        subject: `Moved: ${title}, now ${when}`,
        text: [
          `Hello ${person.name},`,
          "",
          `The ${title} has moved.`,
          "",
          `New time: ${when}`,
          `Was: ${was}`,
          whereText(invite),
          "",
          "The attached calendar invitation updates the entry in your calendar.",
          "",
          ...closing,
        ].join("\n"),
      };
    }
    case "cancel":
      return {
        subject: `Cancelled: ${title}, ${when}`,
        text: [
          `Hello ${person.name},`,
          "",
          `The ${title} on ${when} is cancelled.`,
          ...(version.reason ? [`Reason: ${version.reason}`] : []),
          "",
          "The attached calendar file removes it from your calendar.",
          "",
          ...closing,
        ].join("\n"),
      };
  }
}

/** "in 24 hours", "in 1 hour". */
const leadText = (hours: number) => `in ${hours} hour${hours === 1 ? "" : "s"}`;

/** Subject and text of a participant's reminder `hours` before the start. */
export function interviewReminderEmail(
  invite: InterviewInvite,
  person: InterviewParticipant,
  hours: number,
): { subject: string; text: string } {
  const title = interviewTitle(invite);
  const when = interviewWhen(invite, person.timeZone);
  return {
    subject: `Reminder: ${title} ${leadText(hours)}, ${when}`,
    text: [
      `Hello ${person.name},`,
      "",
      `A reminder: the ${title} starts ${leadText(hours)}.`,
      "",
      `When: ${when}`,
      whereText(invite),
      "",
      ...closing,
    ].join("\n"),
  };
}

/** What the candidate's link email and text name: the interview, before it has a time. */
export type InterviewLinkSubject = Pick<InterviewInvite, "round" | "candidateName" | "clientName" | "jobTitle">;

/** The email that sends the candidate their link to pick a time (issue 47 item 3). */
export function interviewLinkEmail(
  subject: InterviewLinkSubject,
  url: string,
  expiresOn: string,
): { subject: string; text: string } {
  const title = interviewTitle(subject);
  return {
    subject: `Choose a time: ${title}`,
    text: [
      `Hello ${subject.candidateName},`,
      "",
      `${subject.clientName} would like to meet you: ${title}.`,
      "",
      "Choose the time that suits you from those offered, on this page:",
      url,
      "",
      `The link works until ${expiresOn}. Please keep it to yourself: it books the interview in your name.`,
      "",
      ...closing,
    ].join("\n"),
  };
}

/** The text with the same link: short, the firm named first, and how to stop. */
export function interviewLinkText(subject: InterviewLinkSubject, url: string): string {
  return `${COMPANY.name}: ${subject.clientName} would like to interview you. Choose a time: ${url} Reply STOP to opt out.`;
}

/** The candidate's reminder text `hours` before the start, on their clock. */
export function interviewReminderText(invite: InterviewInvite, timeZone: string, hours: number): string {
  const start = invite.startsAt.getTime();
  const at = `${formatClockTime(start, timeZone)} ${zoneLabel(start, timeZone)}`;
  return `${COMPANY.name}: reminder, your ${roundLabel(invite.round).toLowerCase()} interview with ${invite.clientName} is ${leadText(hours)} (${formatLongDate(start, timeZone)}, ${at}). ${whereText(invite)}. Reply STOP to opt out.`;
}
