import { describe, expect, it } from "vitest";
import { buildIcs, escapeIcsText, foldIcsLine, icsDateTime } from "../../worker/domain/ics";

const event = {
  uid: "a1b2@talentpartners-search.com",
  stamp: new Date(Date.UTC(2026, 10, 13, 17, 5, 9)),
  start: new Date(Date.UTC(2026, 10, 16, 14)),
  end: new Date(Date.UTC(2026, 10, 16, 14, 45)),
  summary: "Hiring Needs Consultation, Talent Partners",
  description: "Booked by Ada; notes:\nline two",
  location: "Video call (the link follows by email)",
  organizer: { name: "Talent Partners, Executive Search", email: "info@talentpartners-search.com" },
  attendees: [{ name: "Ada Lovelace", email: "ada@example.com" }],
  sequence: 0,
};

const unfold = (ics: string) => ics.replace(/\r\n /g, "");

describe("buildIcs", () => {
  it("writes one event with CRLF line endings, UTC times and every required property", () => {
    const ics = buildIcs(event);
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:")).toBe(true);
    expect(ics.endsWith("END:VEVENT\r\nEND:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = unfold(ics).split("\r\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        "UID:a1b2@talentpartners-search.com",
        "DTSTAMP:20261113T170509Z",
        "DTSTART:20261116T140000Z",
        "DTEND:20261116T144500Z",
        "SUMMARY:Hiring Needs Consultation\\, Talent Partners",
        "DESCRIPTION:Booked by Ada\\; notes:\\nline two",
        "LOCATION:Video call (the link follows by email)",
        'ORGANIZER;CN="Talent Partners, Executive Search":mailto:info@talentpartners-search.com',
        "ATTENDEE;CN=Ada Lovelace;ROLE=REQ-PARTICIPANT:mailto:ada@example.com",
        "METHOD:PUBLISH",
        "STATUS:CONFIRMED",
        "SEQUENCE:0",
      ]),
    );
  });

  it("marks a cancelled event so calendars remove it, with the sequence it is given", () => {
    const lines = buildIcs({ ...event, cancelled: true, sequence: 3 }).split("\r\n");
    expect(lines).toEqual(expect.arrayContaining(["METHOD:CANCEL", "STATUS:CANCELLED", "SEQUENCE:3"]));
  });

  it("folds long lines at 75 octets without splitting a UTF-8 character", () => {
    const description = `${"Résumé review — ".repeat(12)}end`;
    const ics = buildIcs({ ...event, description });
    for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(unfold(ics)).toContain(`DESCRIPTION:${description}`);
    expect(foldIcsLine("x".repeat(75))).toBe("x".repeat(75));
    expect(foldIcsLine("x".repeat(76))).toBe(`${"x".repeat(75)}\r\n x`);
  });

  it("escapes text and formats instants", () => {
    expect(escapeIcsText("a\\b;c,d\r\ne")).toBe("a\\\\b\\;c\\,d\\ne");
    expect(icsDateTime(new Date(Date.UTC(2027, 0, 2, 3, 4, 5, 678)))).toBe("20270102T030405Z");
  });
});
