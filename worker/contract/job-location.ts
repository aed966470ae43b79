import { isRemoteJob } from "./job-listing";

/** A US location as feeds and structured data want it. */
export interface ParsedLocation {
  remote: boolean;
  city: string | null;
  /** Two-letter state code. */
  state: string | null;
  country: "US";
}

/**
 * Reads our "City, ST" locations ("New York, NY") and Remote. Anything else keeps the whole text as the city and
 * no state, which the job board checks then report as missing.
 *
 * @example parseJobLocation({ location: "Carmel, IN", type: "Hybrid" }) // { remote: false, city: "Carmel", state: "IN", country: "US" }
 */
export function parseJobLocation(job: { location: string; type: string }): ParsedLocation {
  const match = /^\s*([^,]+?)\s*,\s*([A-Za-z]{2})\s*$/.exec(job.location);
  if (match) return { remote: isRemoteJob(job), city: match[1]!, state: match[2]!.toUpperCase(), country: "US" };
  if (isRemoteJob(job)) return { remote: true, city: null, state: null, country: "US" };
  return { remote: false, city: job.location.trim() || null, state: null, country: "US" };
}
