import { APPOINTMENT_STATUS_LABELS, type AppointmentListItem } from "../../../../worker/contract/appointments";
import { BOOKING_RULES } from "../../../../worker/contract/booking";
import type { AppointmentStatus } from "../../../../worker/contract/enums";
import { formatClockTime, zonedDate, zoneLabel } from "../../../../worker/contract/time-zone";
import { APPOINTMENT_STATUS_TONES } from "../../../content/appointments";
import { cn } from "../../../lib/utils";
import { Badge } from "../../ui/badge";

/**
 * The pieces the agenda, the list and one appointment share. Times are shown on the business zone's clock (the
 * office's), whatever the reader's computer says, so "10:00 AM ET" means the same to every colleague.
 */

export const BUSINESS_ZONE = BOOKING_RULES.timeZone;

/** Today's date ("yyyy-MM-dd") on the business zone's clock. */
export const businessToday = () => zonedDate(Date.now(), BUSINESS_ZONE);

/** A calendar date ("yyyy-MM-dd") in words, e.g. "Mon, Nov 16" (short) or "Monday, November 16, 2026" (long). */
export function formatDay(date: string, style: "short" | "medium" | "long"): string {
  const options: Intl.DateTimeFormatOptions =
    style === "short"
      ? { weekday: "short", month: "short", day: "numeric" }
      : style === "medium"
        ? { weekday: "short", month: "short", day: "numeric", year: "numeric" }
        : { weekday: "long", month: "long", day: "numeric", year: "numeric" };
  // A calendar date is read at noon UTC and written in UTC: no zone can move it to another day.
  return new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" }).format(Date.parse(`${date}T12:00:00Z`));
}

/** "10:00 AM" of an instant on a zone's clock (the business zone unless named). */
export const clockTime = (iso: string, zone: string = BUSINESS_ZONE) => formatClockTime(Date.parse(iso), zone);

/** "10:00 AM–10:45 AM ET": an appointment's span on the business zone's clock. */
export function timeSpan(item: Pick<AppointmentListItem, "startsAt" | "endsAt">): string {
  return `${clockTime(item.startsAt)}–${clockTime(item.endsAt)} ${zoneLabel(Date.parse(item.startsAt), BUSINESS_ZONE)}`;
}

export function AppointmentStatusBadge({ status }: { status: AppointmentStatus }) {
  return <Badge tone={APPOINTMENT_STATUS_TONES[status]}>{APPOINTMENT_STATUS_LABELS[status]}</Badge>;
}

/** A booking type's color as a small dot, beside its name. */
export function TypeDot({ color, className }: { color: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn("inline-block size-2.5 shrink-0 rounded-full", className)}
      style={{ backgroundColor: color }}
    />
  );
}

/** Cancelled and missed appointments stay on the agenda, faded, so a freed time is visibly free. */
export const isClosed = (status: AppointmentStatus) => status === "cancelled" || status === "no_show";
