import type { ArticleStatus, LinkedinPostStatus } from "#contract/enums";
import { DEFAULT_TIME_ZONE } from "#contract/site-enums";
import { formatClockTime, formatLongDate, zoneLabel } from "#contract/time-zone";

/** Badge colours of spec section 4: draft yellow, approved and posted green, published blue, failed red. */
export const STATUS_TONE: Record<ArticleStatus | LinkedinPostStatus, "yellow" | "green" | "blue" | "red" | "neutral"> =
  {
    draft: "yellow",
    approved: "green",
    published: "blue",
    posted: "green",
    failed: "red",
    pending: "neutral",
  };

export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** "Weekly on Monday at 09:00 (America/New_York)". */
export function describeSchedule(s: {
  frequency: string;
  time: string;
  dayOfWeek: number | null;
  dayOfMonth: number | null;
  timezone: string;
}): string {
  const when =
    s.frequency === "weekly"
      ? `Weekly on ${WEEKDAYS[s.dayOfWeek ?? 1]}`
      : s.frequency === "monthly"
        ? `Monthly on day ${s.dayOfMonth ?? 1}`
        : "Daily";
  return `${when} at ${s.time} (${s.timezone})`;
}

/** Time zones offered by the schedule forms; the firm's zone first. Any IANA zone is accepted by the API. */
export const OFFERED_TIME_ZONES = [
  DEFAULT_TIME_ZONE,
  "America/Chicago",
  "America/Denver",
  "America/Phoenix",
  "America/Los_Angeles",
  "America/Anchorage",
  "Pacific/Honolulu",
  "Europe/London",
  "UTC",
];

/** When an article is to be published, on the clock of the zone it was scheduled in: "July 1, 2030 at 9:00 AM ET". */
export function publishTimeText(iso: string, timeZone: string): string {
  const instant = Date.parse(iso);
  return `${formatLongDate(instant, timeZone)} at ${formatClockTime(instant, timeZone)} ${zoneLabel(instant, timeZone)}`;
}

/** The server's own words for a failed call, else the error's message. */
export function errorText(error: unknown): string {
  if (error && typeof error === "object" && "serverMessage" in error && typeof error.serverMessage === "string")
    return error.serverMessage;
  return error instanceof Error ? error.message : String(error);
}
