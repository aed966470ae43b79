import tzLookup from "@photostructure/tz-lookup";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { bookingAppointments, candidates } from "../db/schema";
import { areaCodeZones } from "../domain/area-code-zones";
import { findPlace } from "../places/store";
import { CONTINENTAL_US_ZONES } from "./quiet-hours";

/**
 * Whose clock a text is held to (decisions 066 and 106): the zone the candidate's own browser gave when they last
 * booked; else the zone at their location's coordinates (the gazetteer's, stored with the candidate, or looked up
 * from the place they wrote); else their phone's US area code (all its zones when it straddles a boundary); else
 * every continental US clock.
 */

export type ZoneSource = "booking" | "location" | "area_code" | "unknown";

export interface RecipientZones {
  zones: readonly [string, ...string[]];
  from: ZoneSource;
}

/** The zone at a point, or undefined for coordinates the lookup refuses. */
function zoneAt(latitude: number, longitude: number): string | undefined {
  try {
    return tzLookup(latitude, longitude);
  } catch {
    return undefined;
  }
}

async function candidateZone(db: Db, candidateId: string): Promise<RecipientZones | undefined> {
  const [[booking], [candidate]] = await db.batch([
    db
      .select({ timeZone: bookingAppointments.timeZone })
      .from(bookingAppointments)
      .where(eq(bookingAppointments.candidateId, candidateId))
      .orderBy(desc(bookingAppointments.createdAt))
      .limit(1),
    db
      .select({ location: candidates.location, latitude: candidates.latitude, longitude: candidates.longitude })
      .from(candidates)
      .where(eq(candidates.id, candidateId))
      .limit(1),
  ]);
  if (booking?.timeZone) return { zones: [booking.timeZone], from: "booking" };
  if (!candidate) return undefined;
  const place =
    candidate.latitude != null && candidate.longitude != null
      ? { latitude: candidate.latitude, longitude: candidate.longitude }
      : candidate.location
        ? await findPlace(db, candidate.location)
        : undefined;
  const zone = place && zoneAt(place.latitude, place.longitude);
  return zone ? { zones: [zone], from: "location" } : undefined;
}

/** The clocks a text to `phone` (a candidate's, when `candidateId` is given) must be inside the hours of. */
export async function recipientZones(
  db: Db,
  recipient: { phone: string; candidateId?: string },
): Promise<RecipientZones> {
  const known = recipient.candidateId ? await candidateZone(db, recipient.candidateId) : undefined;
  if (known) return known;
  const byAreaCode = areaCodeZones(recipient.phone);
  if (byAreaCode) return { zones: byAreaCode, from: "area_code" };
  return { zones: CONTINENTAL_US_ZONES, from: "unknown" };
}
