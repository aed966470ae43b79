/**
 * How /book reads its address, shared by the wizard (web/pages/public/BookPage.tsx) and the Worker that renders each
 * step with its answers (worker/pages/page-routes.ts): both must ask the API the same questions, or the browser's
 * first render would not find the answers the Worker embedded. Each step is an address, so every choice is a link
 * and the back button goes back one step (decision 039):
 *
 * - /book: the consultation types;
 * - /book?type=<slug>: that type's dates (and, with &date=yyyy-MM-dd, that day's times);
 * - /book?type=<slug>&date=...&time=HH:MM: the details form for that time (business zone's clock);
 * - /book?booking=<id>&token=<manage token>: the confirmation of a booking just made.
 *
 * No zod and no time-zone code here: the first step stays light (the API checks a date fully; the offered days'
 * range is in ./book-days.ts).
 */

export interface BookAddress {
  /** A type's slug (or its id), as given. */
  type: string | null;
  /** "yyyy-MM-dd", else null. */
  date: string | null;
  /** "HH:MM", else null. */
  time: string | null;
  booking: { id: string; token: string } | null;
}

/** The step an address asks for, as given (whether the type and time exist is the page's to find out). */
export function bookAddressIn(params: URLSearchParams): BookAddress {
  const date = params.get("date");
  const time = params.get("time");
  const id = params.get("booking");
  const token = params.get("token");
  return {
    type: params.get("type") || null,
    date: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null,
    time: time && /^\d{2}:\d{2}$/.test(time) ? time : null,
    booking: id && token ? { id, token } : null,
  };
}

/** A type's slug in addresses: its name in lower case, words joined by "-" ("Hiring Needs Consultation" -> "hiring-needs-consultation"). */
export function bookingTypeSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The type an address names, by slug or id, among the active ones (the first in the wizard's order wins a shared slug). */
export function typeOfAddress<T extends { id: string; name: string }>(
  types: readonly T[] | undefined,
  slug: string | null,
): T | undefined {
  if (!slug || !types) return undefined;
  return types.find((type) => bookingTypeSlug(type.name) === slug) ?? types.find((type) => type.id === slug);
}

/** The address of a step, from the choices made so far. */
export function bookStepHref(choice: { type?: string; date?: string; time?: string }): string {
  const params = new URLSearchParams();
  if (choice.type) params.set("type", choice.type);
  if (choice.date) params.set("date", choice.date);
  if (choice.time) params.set("time", choice.time);
  // A time's ":" needs no escaping in a query string, and "10:30" reads better than "10%3A30".
  const search = params.toString().replace(/%3A/g, ":");
  return search ? `/book?${search}` : "/book";
}

/** The confirmation's address of a booking (`token` is its manage token). */
export function bookingConfirmationHref(id: string, token: string): string {
  return `/book?${new URLSearchParams({ booking: id, token })}`;
}
