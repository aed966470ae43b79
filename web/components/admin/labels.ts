/** How staff enumerations read on screen. */

export function titleCase(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** A date and time in the reader's locale, or the fallback for none. */
export function formatDateTime(iso: string | null | undefined, fallback = "Never"): string {
  if (!iso) return fallback;
  return new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { dateStyle: "medium" });
}

/**
 * A calendar date ("2027-04-11", of no zone) as the reader's locale writes it: read and written at noon UTC, so no
 * zone moves it to another day.
 */
export function formatCalendarDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(undefined, { dateStyle: "medium", timeZone: "UTC" });
}
