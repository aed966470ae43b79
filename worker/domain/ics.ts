/**
 * An iCalendar (RFC 5545) file with one event, for the booking's "Download calendar file" and the confirmation
 * email, and an interview's invitations (METHOD:REQUEST to its panel and candidate). Pure: the caller passes every
 * value, including the DTSTAMP instant.
 */

export interface IcsAttendee {
  name: string;
  email: string;
  /** An optional attendee is OPT-PARTICIPANT; everyone else REQ-PARTICIPANT. */
  optional?: boolean;
}

export interface IcsEvent {
  /** Globally unique and stable for the appointment, e.g. "<id>@talentpartners-search.com". */
  uid: string;
  /** When this version of the event was made (DTSTAMP). */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  organizer: { name: string; email: string };
  attendees?: readonly IcsAttendee[];
  /**
   * PUBLISH (the default): a copy for the reader's calendar; REQUEST: an invitation to the attendees, which their
   * calendar offers to accept and later updates by UID and SEQUENCE. A cancelled event is CANCEL either way.
   */
  method?: "PUBLISH" | "REQUEST";
  url?: string;
  /**
   * The event's revision (SEQUENCE): calendars replace a copy of the same UID with a higher one, so every move and the
   * cancel raise it (booking_appointments.sequence).
   */
  sequence: number;
  /** A cancelled event tells calendars to remove it (METHOD:CANCEL, STATUS:CANCELLED, with a higher SEQUENCE). */
  cancelled?: boolean;
  /** Not yet confirmed by the organizer (STATUS:TENTATIVE): a booking that waits for staff to confirm it. */
  tentative?: boolean;
}

const CRLF = "\r\n";

/** A UTC date-time in the basic format, e.g. 20260309T130000Z. */
export function icsDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma, and newlines as \n. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** A parameter value (such as CN) quoted when it holds characters a bare one cannot; quotes cannot be escaped. */
function paramValue(value: string): string {
  const clean = value.replace(/["\r\n]/g, "");
  return /[;:,]/.test(clean) ? `"${clean}"` : clean;
}

const encoder = new TextEncoder();

/**
 * Folds a content line to at most 75 octets per line (RFC 5545 3.1): continuation lines start with one space.
 * Never splits a UTF-8 character.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** The whole .ics file: CRLF line endings, folded lines, escaped text, times in UTC. */
export function buildIcs(event: IcsEvent): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Talent Partners//Scheduling//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${event.cancelled ? "CANCEL" : (event.method ?? "PUBLISH")}`,
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${icsDateTime(event.stamp)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    `ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.email}`,
    ...(event.attendees ?? []).map(
      (attendee) =>
        `ATTENDEE;CN=${paramValue(attendee.name)};ROLE=${attendee.optional ? "OPT" : "REQ"}-PARTICIPANT:mailto:${attendee.email}`,
    ),
    ...(event.url ? [`URL:${event.url}`] : []),
    `STATUS:${event.cancelled ? "CANCELLED" : event.tentative ? "TENTATIVE" : "CONFIRMED"}`,
    `SEQUENCE:${event.sequence}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}
