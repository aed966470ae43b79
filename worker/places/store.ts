import { and, avg, count, eq, sql } from "drizzle-orm";
import { UNKNOWN_PLACE } from "../contract/matching";
import type { Db } from "../db/client";
import { places } from "../db/schema";
import type { Coordinates } from "../domain/geo";
import { validationError } from "../http/errors";

/** The gazetteer's reads (issue 46): a ZIP or a "City, ST" to coordinates, with no outside call. */

export interface Place extends Coordinates {
  /** How the place is named back: the ZIP as given, or the gazetteer's "City, ST". */
  label: string;
}

const ZIP = /^(\d{5})(?:-\d{4})?$/;
const CITY_STATE = /^(.+?)(?:\s*,\s*|\s+)([A-Za-z]{2})$/;
/** The short forms people write of what the gazetteer spells out: "St. Louis" is "Saint Louis", "Ft. Worth" "Fort Worth". */
const SPELLED_OUT: Record<string, string> = { st: "Saint", ft: "Fort", mt: "Mount" };
const SHORT_FORM = /\b(st|ft|mt)\b\.?\s*/gi;

/**
 * Where a visitor's or staff's text is: a ZIP ("60601", or ZIP+4) at its coordinates, or a city and state ("Chicago,
 * IL", any case, the comma optional, "St."/"Ft."/"Mt." spelled out or not) at the centre of the city's ZIPs.
 *
 * @returns undefined when the gazetteer does not know it (the caller answers "not a known US ZIP or city").
 */
export async function findPlace(db: Db, text: string): Promise<Place | undefined> {
  const trimmed = text.trim().replace(/\s+/g, " ");
  const zip = ZIP.exec(trimmed)?.[1];
  if (zip) {
    const [row] = await db
      .select({ latitude: places.latitude, longitude: places.longitude })
      .from(places)
      .where(eq(places.zip, zip));
    return row ? { label: zip, ...row } : undefined;
  }
  const cityState = CITY_STATE.exec(trimmed);
  if (!cityState) return undefined;
  const state = cityState[2]!.toUpperCase();
  const [row] = await db
    .select({
      city: sql<string>`min(${places.city})`,
      latitude: avg(places.latitude).mapWith(Number),
      longitude: avg(places.longitude).mapWith(Number),
      zips: count(),
    })
    .from(places)
    .where(
      and(
        sql`${places.city} = ${cityState[1]!.replace(SHORT_FORM, (_, short: string) => `${SPELLED_OUT[short.toLowerCase()]} `)} collate nocase`,
        eq(places.state, state),
      ),
    );
  return row && row.zips > 0
    ? { label: `${row.city}, ${state}`, latitude: row.latitude, longitude: row.longitude }
    : undefined;
}

/** The one 400 for a place the gazetteer does not know: `field` named, with "... is not a known US ZIP or city". */
export function unknownPlaceError(text: string, field: string) {
  return validationError([{ path: field, message: `"${text.trim()}" is ${UNKNOWN_PLACE}` }]);
}

/** findPlace, or unknownPlaceError. */
export async function knownPlace(db: Db, text: string, field: string): Promise<Place> {
  const place = await findPlace(db, text);
  if (!place) throw unknownPlaceError(text, field);
  return place;
}
