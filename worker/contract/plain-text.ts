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

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** A day in the reader's own time zone: "Mar 9, 2026" (`short`) or "March 9, 2026" (`long`), as en-US writes it. */
export function calendarDate(date: Date, month: "short" | "long"): string {
  const name = MONTHS[date.getMonth()]!;
  return `${month === "short" ? name.slice(0, 3) : name} ${date.getDate()}, ${date.getFullYear()}`;
}
