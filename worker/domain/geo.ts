/**
 * Distances on the earth for radius searches (issue 46): a box of latitudes and longitudes that holds every point
 * within a radius (the prefilter an index answers), then the great-circle distance that decides.
 */

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** The earth's mean radius in miles (IUGG). */
export const EARTH_RADIUS_MILES = 3958.8;

const MILES_PER_DEGREE_LATITUDE = (Math.PI * EARTH_RADIUS_MILES) / 180;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The great-circle distance between two points in miles (haversine).
 *
 * @example distanceMiles({ latitude: 41.8781, longitude: -87.6298 }, { latitude: 42.0451, longitude: -87.6877 }) // ≈ 12
 */
export function distanceMiles(from: Coordinates, to: Coordinates): number {
  const dLatitude = radians(to.latitude - from.latitude);
  const dLongitude = radians(to.longitude - from.longitude);
  const h =
    Math.sin(dLatitude / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLongitude / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface BoundingBox {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
}

/**
 * The smallest box of latitudes and longitudes sure to hold every point within `miles` of `center`: its longitudes
 * widen towards the poles (at the box's edge nearest a pole), and span the whole earth where that edge reaches one.
 */
export function boundingBox(center: Coordinates, miles: number): BoundingBox {
  const dLatitude = miles / MILES_PER_DEGREE_LATITUDE;
  const minLatitude = Math.max(-90, center.latitude - dLatitude);
  const maxLatitude = Math.min(90, center.latitude + dLatitude);
  const nearestPole = Math.max(Math.abs(minLatitude), Math.abs(maxLatitude));
  if (nearestPole >= 89.999) return { minLatitude, maxLatitude, minLongitude: -180, maxLongitude: 180 };
  const dLongitude = dLatitude / Math.cos(radians(nearestPole));
  return {
    minLatitude,
    maxLatitude,
    minLongitude: center.longitude - dLongitude,
    maxLongitude: center.longitude + dLongitude,
  };
}

/**
 * How far into the circle the inner box reaches, as a share of the radius: under 1/sqrt(2), so the box's corners stay
 * inside the circle whatever the latitude (at most 0.99 of the radius away up to 80 degrees and 500 miles; test/worker/
 * places.test.ts checks them).
 */
const INNER_SHARE = 0.7;

/**
 * A box every point of which is within `miles` of `center` (a square inside the circle): points in it need no
 * measuring. Its longitudes are measured at its edge nearest the equator, where a degree of longitude is longest.
 */
export function innerBox(center: Coordinates, miles: number): BoundingBox {
  const dLatitude = (miles * INNER_SHARE) / MILES_PER_DEGREE_LATITUDE;
  const minLatitude = center.latitude - dLatitude;
  const maxLatitude = center.latitude + dLatitude;
  const nearestEquator =
    minLatitude <= 0 && maxLatitude >= 0 ? 0 : Math.min(Math.abs(minLatitude), Math.abs(maxLatitude));
  const dLongitude = dLatitude / Math.cos(radians(nearestEquator));
  return {
    minLatitude,
    maxLatitude,
    minLongitude: center.longitude - dLongitude,
    maxLongitude: center.longitude + dLongitude,
  };
}
