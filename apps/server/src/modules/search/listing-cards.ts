// The search card (docs/product/specification/2-listings-and-tenants.md §3 "Listing card"): the columns every listing search selects and their shaping.
// Visitors only ever see the public (offset) point of a listing; money leaves the server in dollars.
import { sql, type SQL } from 'drizzle-orm';
import type { ListingCard } from '@crashpad/shared/api/search';
import { occupancyRate } from '@crashpad/shared/rules/listings';
import { averageScore } from '@crashpad/shared/rules/reviews';
import { centsToDollars as dollars } from '@crashpad/shared/format/money';
import { EARTH_RADIUS_MILES } from '@crashpad/shared/rules/geo';

/** What the card queries select; `l` is listings, `la` the listing_airports row of the airport shown, `a` airports. */
export type CardRow = {
  id: number;
  title: string;
  thumbnail: string | null;
  rate_per_from_cents: number;
  rate_per_to_cents: number | null;
  enable_price_range: boolean;
  airport_distance: number;
  num_beds: number;
  num_occupied_beds: number;
  bathrooms: number | null;
  latitude: number;
  longitude: number;
  neighborhood: string;
  prefix: string | null;
  feature_listing: number;
  feature_ongoing: number;
  created_at: Date | string;
  review_count: number;
  review_score_sum: number;
};

/** The card's columns; `prefix` is the airport code shown, `a.iata` unless the caller already knows it. */
export function cardColumns(prefix: SQL = sql`a.iata`): SQL {
  return sql`l.id, l.title, l.thumbnail, l.rate_per_from_cents, l.rate_per_to_cents, l.enable_price_range,
    coalesce(la.distance, l.airport_distance)::int AS airport_distance, l.num_beds, l.num_occupied_beds,
    l.bathrooms, l.public_latitude AS latitude, l.public_longitude AS longitude, l.neighborhood,
    ${prefix} AS prefix, l.feature_listing, l.feature_ongoing, l.created_at, l.review_count, l.review_score_sum`;
}
export const CARD_COLUMNS = cardColumns();

/** Joins a listing (`l`) to its first airport (`la`, `a`), for searches that are not about one airport. */
export const FIRST_AIRPORT = sql`LEFT JOIN listing_airports la ON la.listing_id = l.id AND la.position = 1
  LEFT JOIN airports a ON a.id = la.airport_id`;

export function toCard(row: CardRow): ListingCard {
  return {
    id: row.id,
    listing_id: row.id,
    title: row.title,
    thumbnail: row.thumbnail,
    rate_per_from: dollars(row.rate_per_from_cents),
    rate_per_to:
      row.enable_price_range && row.rate_per_to_cents !== null ? dollars(row.rate_per_to_cents) : null,
    airport_distance: row.airport_distance,
    bed_occupancy_rate: occupancyRate(row.num_beds, row.num_occupied_beds),
    num_vacant_beds: Math.max(0, row.num_beds - row.num_occupied_beds),
    beds: row.num_beds,
    bathrooms: row.bathrooms,
    latitude: row.latitude,
    longitude: row.longitude,
    neighborhood: row.neighborhood,
    prefix: row.prefix ?? '',
    feature_listing: row.feature_listing,
    feature_ongoing: row.feature_ongoing,
    created_at: new Date(row.created_at).toISOString(),
    // kept on the listing with each review (docs/decisions/030), so no join or aggregation here
    review: row.review_count,
    ...(row.review_count > 0 ? { review_avg: averageScore(row.review_count, row.review_score_sum)! } : {}),
  };
}

/** Great-circle miles between two points given as SQL expressions in degrees: the server's one formula, in db/. */
export { milesBetween } from '../../db/distance';

/** The public point of `l` as the nearby search's GiST index holds it (migration 0025): x longitude, y latitude. */
const PUBLIC_POINT = sql`point(l.public_longitude, l.public_latitude)`;

/** A box of longitudes and latitudes, as a point of the index must lie in it. */
const inBox = (lon1: number, lat1: number, lon2: number, lat2: number) =>
  sql`${PUBLIC_POINT} <@ box(point(${lon1}::float8, ${lat1}::float8), point(${lon2}::float8, ${lat2}::float8))`;

/**
 * A bounding box around a point, as a WHERE fragment on the public point that the GiST index answers (only the
 * listings inside it are visited, whatever lies in the same band of latitude): it keeps only candidates for the
 * exact distance. Longitude wraps at ±180 (two boxes); near the poles every longitude is kept.
 */
export function boundingBox(lat: number, lon: number, miles: number): SQL {
  // 69 miles a degree is a little under the 69.09 of milesBetween's radius, so the band is a little wide.
  const latDelta = miles / 69;
  const south = lat - latDelta;
  const north = lat + latDelta;
  // The circle's widest reach east and west, asin(sin r / cos lat): it lies poleward of the point, wider than
  // r / cos lat (500 miles at 60°N: 14.59° against 14.49°).
  const reach = Math.sin(miles / EARTH_RADIUS_MILES) / Math.cos((lat * Math.PI) / 180);
  if (Math.abs(lat) + latDelta >= 89 || reach >= 1) return inBox(-180, south, 180, north);
  const lonDelta = (Math.asin(reach) * 180) / Math.PI + 1e-6;
  const lo = lon - lonDelta;
  const hi = lon + lonDelta;
  if (lo < -180) return sql`(${inBox(lo + 360, south, 180, north)} OR ${inBox(-180, south, hi, north)})`;
  if (hi > 180) return sql`(${inBox(lo, south, 180, north)} OR ${inBox(-180, south, hi - 360, north)})`;
  return inBox(lo, south, hi, north);
}
