import { useHydrated } from "./use-hydrated";

/**
 * Whose calendar a day is read in: the reader's own time zone, or UTC where a server writes the page (it knows no
 * reader's zone) and the browser's hydration must write the same text.
 */
export type DateZone = "reader" | "utc";

/**
 * The zone a page rendered by the Worker (a job, an article) writes its dates in: UTC on the server and while the
 * browser hydrates, so both write the same text, then the reader's own, a re-render later.
 */
export function useDateZone(): DateZone {
  return useHydrated() ? "reader" : "utc";
}

/** `date` as the day it falls on in `zone`, for calendarDate (worker/contract/plain-text.ts), which reads local fields. */
export function dayIn(date: Date, zone: DateZone): Date {
  return zone === "utc" ? new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()) : date;
}
