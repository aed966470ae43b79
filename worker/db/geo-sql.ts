import { type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { boundingBox, type Coordinates, EARTH_RADIUS_MILES, innerBox } from "../domain/geo";

/**
 * Radius searches in SQL (issue 46): one test of "within so many miles" for every list that has one (the public
 * jobs, a job's candidates, a person's jobs), agreeing with `distanceMiles` (worker/domain/geo.ts).
 */

/** A radius search: within `miles` of `center`. */
export interface Circle {
  center: Coordinates;
  miles: number;
}

/**
 * A number written into the statement instead of bound: the circle's, the pay bounds' and the weights' numbers are
 * the program's or parsed ones (never text), and bound they would spend D1's hundred parameters a statement that
 * the skills and tags lists need. Anything but a finite number is refused.
 */
export function numberLiteral(value: number): SQL {
  if (!Number.isFinite(value)) throw new Error(`numberLiteral(): ${value} is not a finite number`);
  return sql.raw(`(${value})`);
}

const n = numberLiteral;

const RADIANS = Math.PI / 180;

/** cos(x) for x in radians up to 1.3 (75 degrees of latitude), as a series SQLite computes (error under 1e-7). */
const COS_LATITUDE = sql.raw(
  "(1 + r * r * (-1.0 / 2 + r * r * (1.0 / 24 + r * r * (-1.0 / 720 + r * r * (1.0 / 40320 - r * r / 3628800)))))",
);

/** sin(x) for the small angles of half a box's width (under 0.2 radians), as a series (error under 1e-11). */
const sinOf = (x: "a" | "b") =>
  sql.raw(`(${x} * (1 + ${x} * ${x} * (-1.0 / 6 + ${x} * ${x} * (1.0 / 120 - ${x} * ${x} / 5040))))`);

/**
 * Whether a row's point is within the circle: first the bounding box (the latitude's range an index answers, then
 * the longitude's); a point in the inner box (worker/domain/geo.ts) is in, unmeasured, which in a city's box is most
 * of them (the series cost ten times the box's test: 23 ms against 2.5 for 30,000 jobs); the others by the haversine of `distanceMiles` (worker/domain/geo.ts) compared without its arcsine,
 * `h <= sin²(miles / 2R)`, its sines and cosines as series: D1's SQLite has no trigonometry, and a page and its
 * count must both be exact. The row's half differences (a, b) and latitude (r), in radians, are named once in a
 * subquery, so the series bind no parameter of their own.
 */
export function withinCircle(latitude: SQLiteColumn | SQL, longitude: SQLiteColumn | SQL, circle: Circle): SQL {
  const box = boundingBox(circle.center, circle.miles);
  const inner = innerBox(circle.center, circle.miles);
  const limit = Math.sin(circle.miles / (2 * EARTH_RADIUS_MILES)) ** 2;
  const angles = sql`select (${latitude} - ${n(circle.center.latitude)}) * ${n(RADIANS / 2)} as a,
    (${longitude} - ${n(circle.center.longitude)}) * ${n(RADIANS / 2)} as b, ${latitude} * ${n(RADIANS)} as r`;
  const sines = sql`select ${sinOf("a")} as sa, ${sinOf("b")} as sb, ${COS_LATITUDE} as cr from (${angles})`;
  const h = sql`sa * sa + ${n(Math.cos(circle.center.latitude * RADIANS))} * cr * sb * sb`;
  return sql`(${latitude} between ${n(box.minLatitude)} and ${n(box.maxLatitude)}
    and ${longitude} between ${n(box.minLongitude)} and ${n(box.maxLongitude)}
    and (${latitude} between ${n(inner.minLatitude)} and ${n(inner.maxLatitude)}
      and ${longitude} between ${n(inner.minLongitude)} and ${n(inner.maxLongitude)}
      or (select ${h} <= ${n(limit)} from (${sines}))))`;
}
