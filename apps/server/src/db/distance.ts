// The great-circle distance in SQL, once for every query that measures one: the search's miles and the events
// store's kilometres (docs/decisions/062-events-and-special-offers.md). It is the haversine formula of
// packages/shared/src/rules/geo.ts, with the same clamp: rounding never takes asin past 1.
import { sql, type SQL } from 'drizzle-orm';
import { EARTH_RADIUS_MILES } from '@crashpad/shared/rules/geo';

/** The earth's radius in kilometres, as the events store measures. */
export const EARTH_RADIUS_KM = 6371;

/**
 * Great-circle distance between two points given as SQL expressions in degrees (columns, or values cast to
 * float8), in the unit of `radius`. The diameter is written into the statement as a number.
 */
export function greatCircle(radius: number, lat1: SQL, lon1: SQL, lat2: SQL, lon2: SQL): SQL {
  return sql`(${sql.raw(String(2 * radius))} * asin(least(1, sqrt(
    power(sin(radians(${lat2} - ${lat1}) / 2), 2) +
    cos(radians(${lat1})) * cos(radians(${lat2})) * power(sin(radians(${lon2} - ${lon1}) / 2), 2)))))`;
}

/** Great-circle miles between two points given as SQL expressions in degrees. */
export const milesBetween = (lat1: SQL, lon1: SQL, lat2: SQL, lon2: SQL): SQL =>
  greatCircle(EARTH_RADIUS_MILES, lat1, lon1, lat2, lon2);

/** Great-circle kilometres between two points given as SQL expressions in degrees. */
export const kmBetween = (lat1: SQL, lon1: SQL, lat2: SQL, lon2: SQL): SQL =>
  greatCircle(EARTH_RADIUS_KM, lat1, lon1, lat2, lon2);
