import type { DateZone } from "../../worker/contract/plain-text";
import { useHydrated } from "./use-hydrated";

/**
 * The zone a page rendered by the Worker (a job, an article) writes its dates in: UTC on the server and while the
 * browser hydrates, so both write the same text, then the reader's own, a re-render later.
 */
export function useDateZone(): DateZone {
  return useHydrated() ? "reader" : "utc";
}
