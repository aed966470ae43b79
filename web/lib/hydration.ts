import { useSyncExternalStore } from "react";

/**
 * What changes once a page the server wrote is hydrated. One module, in the app's main chunk: the date hooks of job
 * and article cards would otherwise be a chunk of their own on the pages that show them (decision 035).
 */

const noSubscription = () => () => {};

/**
 * False while a pre-rendered page is being hydrated (and on the server), true once the app is live. (Forms do not
 * wait for it: they post natively until the app takes over, decision 040.)
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

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
