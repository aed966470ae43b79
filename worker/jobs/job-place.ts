import type { Db } from "../db/client";
import type { Job } from "../db/schema";
import { findPlace } from "../places/store";

/** A location that names a place the gazetteer must know: a ZIP, or "City, ST". */
const READS_AS_PLACE = /^\s*(?:\d{5}(?:-\d{4})?|[^,]+,\s*[A-Za-z]{2})\s*$/;

/**
 * A job location's coordinates from the gazetteer (issue 46), as the jobs store and the seed set them. "Remote", or a
 * location that names no one place ("Midwest"), has none (nulls). Undefined for a ZIP or "City, ST" the gazetteer
 * does not know: the store refuses it (a typo would hide the job from radius searches).
 */
export async function jobCoordinates(
  db: Db,
  location: string,
): Promise<Pick<Job, "latitude" | "longitude"> | undefined> {
  if (location.trim().toLowerCase() === "remote") return { latitude: null, longitude: null };
  const place = await findPlace(db, location);
  if (place) return { latitude: place.latitude, longitude: place.longitude };
  return READS_AS_PLACE.test(location) ? undefined : { latitude: null, longitude: null };
}
