/**
 * Numbers and dates as text without Intl. The first Intl formatter a page creates makes the browser load its ICU
 * locale data, about 100 ms of main thread on a fast machine and several times that on a phone; a public page's
 * first render (job cards, article dates, prices, form limits) needs only these fixed en-US forms.
 */

/** 100000 -> "100,000". */
export function groupThousands(value: number): string {
  const [whole, fraction] = String(value).split(".");
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * Whose calendar a day is read in: the reader's own time zone, or UTC where a server writes the page (it knows no
 * reader's zone) and the browser's hydration must write the same text (web/lib/use-date-zone.ts).
 */
export type DateZone = "reader" | "utc";

/** A day: "Mar 9, 2026" (`short`) or "March 9, 2026" (`long`), as en-US writes it. */
export function calendarDate(date: Date, month: "short" | "long", zone: DateZone = "reader"): string {
  const [year, monthIndex, day] =
    zone === "utc" ? [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()] : [date.getFullYear(), date.getMonth(), date.getDate()];
  const name = MONTHS[monthIndex]!;
  return `${month === "short" ? name.slice(0, 3) : name} ${day}, ${year}`;
}
