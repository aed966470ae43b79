import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { boundingBox, distanceMiles, innerBox } from "../../worker/domain/geo";
import { findPlace } from "../../worker/places/store";

const db = createDb(env.DB);
const CHICAGO_LOOP = { latitude: 41.8858, longitude: -87.6181 };

describe("the gazetteer", () => {
  it("holds the US ZIPs with a state, loaded by the migration", async () => {
    const { results } = await env.DB.prepare(
      "select count(*) as zips, count(distinct state) as states from places",
    ).all<{
      zips: number;
      states: number;
    }>();
    expect(results[0]!.zips).toBeGreaterThan(40_000);
    // The 50 states, DC and the Marshall Islands' ZIP area; no military (APO/FPO) codes without a state.
    expect(results[0]!.states).toBeGreaterThanOrEqual(51);
  });

  it("finds a ZIP (ZIP+4 too) at its coordinates", async () => {
    expect(await findPlace(db, "60601")).toEqual({ label: "60601", ...CHICAGO_LOOP });
    expect(await findPlace(db, " 60601-1234 ")).toEqual({ label: "60601", ...CHICAGO_LOOP });
  });

  it("finds a city and state in any case, the comma optional, at the centre of its ZIPs", async () => {
    const chicago = await findPlace(db, "chicago, il");
    expect(chicago?.label).toBe("Chicago, IL");
    expect(distanceMiles(chicago!, CHICAGO_LOOP)).toBeLessThan(10);
    expect((await findPlace(db, "Austin TX"))?.label).toBe("Austin, TX");
    expect((await findPlace(db, "San  Francisco,CA"))?.label).toBe("San Francisco, CA");
  });

  it("reads the short forms of Saint, Fort and Mount as the gazetteer spells them", async () => {
    expect((await findPlace(db, "St. Louis, MO"))?.label).toBe("Saint Louis, MO");
    expect((await findPlace(db, "st paul mn"))?.label).toBe("Saint Paul, MN");
    expect((await findPlace(db, "Port St. Lucie, FL"))?.label).toBe("Port Saint Lucie, FL");
    expect((await findPlace(db, "Ft. Worth, TX"))?.label).toBe("Fort Worth, TX");
    expect((await findPlace(db, "Saint Louis, MO"))?.label).toBe("Saint Louis, MO");
    // A word that only begins like one is left alone.
    expect((await findPlace(db, "Stamford, CT"))?.label).toBe("Stamford, CT");
  });

  it("knows nothing of a made-up ZIP, a city in the wrong state or free text", async () => {
    for (const text of ["00000", "99999", "Chicago, TX", "Springfield", "", "Chicago, Illinois", "6060"])
      expect(await findPlace(db, text), text).toBeUndefined();
  });
});

describe("distances", () => {
  it("measures great-circle miles", () => {
    // Chicago's Loop to Evanston (60201): about 12 miles; to New York's Midtown (10001): about 710.
    expect(distanceMiles(CHICAGO_LOOP, { latitude: 42.0451, longitude: -87.6877 })).toBeCloseTo(11.6, 0);
    expect(distanceMiles(CHICAGO_LOOP, { latitude: 40.7484, longitude: -73.9967 })).toBeCloseTo(710, -1);
    expect(distanceMiles(CHICAGO_LOOP, CHICAGO_LOOP)).toBe(0);
  });

  it("boxes every point within the radius, widening the longitudes away from the equator", () => {
    const box = boundingBox(CHICAGO_LOOP, 50);
    expect(box.maxLatitude - CHICAGO_LOOP.latitude).toBeCloseTo(50 / 69.09, 2);
    expect(box.maxLongitude - CHICAGO_LOOP.longitude).toBeGreaterThan(box.maxLatitude - CHICAGO_LOOP.latitude);
    // A point 49 miles due east is inside; one 51 miles due north is outside.
    const east = { latitude: CHICAGO_LOOP.latitude, longitude: CHICAGO_LOOP.longitude + 49 / 51.5 };
    expect(distanceMiles(CHICAGO_LOOP, east)).toBeLessThan(50);
    expect(east.longitude).toBeLessThan(box.maxLongitude);
    expect(CHICAGO_LOOP.latitude + 51 / 69.09).toBeGreaterThan(box.maxLatitude);
  });

  it("keeps the inner box's corners inside the circle at every latitude and radius", () => {
    let farthest = 0;
    for (let latitude = -80; latitude <= 80; latitude += 2.5) {
      for (const miles of [1, 25, 50, 250, 500]) {
        const center = { latitude, longitude: -87.6 };
        const box = innerBox(center, miles);
        for (const corner of [
          { latitude: box.minLatitude, longitude: box.minLongitude },
          { latitude: box.minLatitude, longitude: box.maxLongitude },
          { latitude: box.maxLatitude, longitude: box.minLongitude },
          { latitude: box.maxLatitude, longitude: box.maxLongitude },
        ]) {
          farthest = Math.max(farthest, distanceMiles(center, corner) / miles);
        }
      }
    }
    expect(farthest).toBeLessThan(1);
    // Not a needlessly small box: its corners reach most of the way to the circle.
    expect(farthest).toBeGreaterThan(0.95);
  });

  it("spans every longitude when the radius reaches a pole", () => {
    expect(boundingBox({ latitude: 89.5, longitude: 10 }, 100)).toMatchObject({
      minLongitude: -180,
      maxLongitude: 180,
    });
  });
});
