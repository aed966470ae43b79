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
