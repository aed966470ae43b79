import { BOOKING_RULES } from "#contract/booking";

/** The visitor's IANA time zone as the browser reports it (the business zone when it reports none). */
export function visitorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || BOOKING_RULES.timeZone;
}
