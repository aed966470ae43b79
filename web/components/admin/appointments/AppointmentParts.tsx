import { APPOINTMENT_STATUS_LABELS, type AppointmentListItem } from "#contract/appointments";
import { BOOKING_RULES } from "#contract/booking";
import type { AppointmentStatus } from "#contract/enums";
import { formatClockTime, zonedDate, zoneLabel } from "#contract/time-zone";
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
