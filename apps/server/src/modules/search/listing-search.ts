// Listing searches (spec 2 §2.10, §7; docs/decisions/012-listing-search.md): by airport, by
// coordinates, the featured strip and a listing's related listings. Only active listings (status 2) appear.
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AirportListingsAnswer,
  ListingCard,
  SortKey,
  airportListingsQuery,
  nearbyListingsQuery,
} from '@crashpad/shared/api/search';
import { queryRows, type Db } from '../../db/client';
import { GENDER_PREFERENCE_KEYS } from '../../db/seed/vocabularies';
import { NotFound } from '../../errors';
import {
  boundingBox,
  CARD_COLUMNS,
  cardColumns,
  FIRST_AIRPORT,
  milesBetween,
  toCard,
  type CardRow,
} from './listing-cards';
import { centsToDollars } from '@crashpad/shared/format/money';
import { listedPublicly } from '../listings';

export type AirportListingsQuery = z.infer<typeof airportListingsQuery>;
export type NearbyListingsQuery = z.infer<typeof nearbyListingsQuery>;
export type ListingCards = { total: number; data: ListingCard[] };

const FEATURED_LIMIT = 8;
const RELATED_LIMIT = 4;

const SORT_COLUMN: Record<SortKey, SQL> = {
  newest: sql`l.created_at`,
  title: sql`lower(l.title)`,
  distance: sql`la.distance`,
  price: sql`l.rate_per_from_cents`,
};
/** The direction a sort key takes when none is given: newest first, otherwise smallest first. */
const NATURAL_DIRECTION: Record<SortKey, 'asc' | 'desc'> = {
  newest: 'desc',
  title: 'asc',
  distance: 'asc',
  price: 'asc',
};

/** docs/decisions/012-listing-search.md: featured (ongoing) first, then boosted, then the newest. */
const DEFAULT_ORDER = sql`CASE WHEN l.feature_listing = 1 AND l.feature_ongoing = 1 THEN 0
  WHEN l.feature_listing = 1 THEN 1 ELSE 2 END, l.created_at DESC, l.id DESC`;

export function searchOrder(sort: SortKey | undefined, direction: 'asc' | 'desc' | undefined): SQL {
  if (!sort) return DEFAULT_ORDER;
  const dir = sql.raw((direction ?? NATURAL_DIRECTION[sort]) === 'desc' ? 'DESC' : 'ASC');
  return sql`${SORT_COLUMN[sort]} ${dir}, l.id ${dir}`;
}

type SearchAirport = AirportListingsAnswer['airport'];

// Airports are reference data that never change while the server runs: one lookup per code and database.
const airportCache = new WeakMap<Db, Map<string, SearchAirport>>();

async function airportForSearch(db: Db, code: string): Promise<SearchAirport> {
  const iata = code.toUpperCase();
  let cache = airportCache.get(db);
  if (!cache) {
    cache = new Map();
    airportCache.set(db, cache);
  }
  const cached = cache.get(iata);
  if (cached) return cached;
  const [airport] = await queryRows<SearchAirport>(
    db,
    sql`SELECT id, iata AS prefix, name, latitude, longitude FROM airports WHERE iata = ${iata}`,
  );
  if (!airport) throw new NotFound(`No airport with the code ${iata}.`);
  cache.set(iata, airport);
  return airport;
}

function airportFilter(airportId: number, query: AirportListingsQuery): SQL {
  const parts = [sql`la.airport_id = ${airportId}`, listedPublicly('l')];
  // spec 2 §2.10: the occupied toggle off hides full listings (bed_occupancy_rate 1)
  if (query.occupied === 'false' || query.occupied === '0')
    parts.push(sql`NOT (l.num_beds > 0 AND l.num_occupied_beds >= l.num_beds)`);
  if (query.gender === 'male' || query.gender === 'female') {
    // The preference is found by its key, which renaming it in /translations leaves alone.
    const key = GENDER_PREFERENCE_KEYS[query.gender];
    parts.push(
      sql`l.preferences @> jsonb_build_array((SELECT p.id FROM preferences p WHERE p.key = ${key}))`,
    );
  }
  return sql.join(parts, sql` AND `);
}

type PriceStats = {
  total: number;
  price_min: number | null;
  price_max: number | null;
  price_avg: number | null;
};

function priceAnswer(stats: PriceStats | undefined): AirportListingsAnswer['price'] {
  if (!stats || stats.total === 0 || stats.price_min === null) return { min: null, max: null, average: null };
  return {
    min: centsToDollars(stats.price_min),
    max: centsToDollars(stats.price_max ?? stats.price_min),
    average: centsToDollars(Math.round(stats.price_avg ?? 0)),
  };
}

/**
 * GET /api/airports/{code}/listings: one query for the page, the total and the price figures over every
 * listing the filter keeps (window aggregates run before LIMIT); a page past the end asks for the figures alone.
 */
export async function airportListings(
  db: Db,
  code: string,
  query: AirportListingsQuery,
): Promise<AirportListingsAnswer> {
  const airport = await airportForSearch(db, code);
  const where = airportFilter(airport.id, query);
  const offset = (query.page - 1) * query.per_page;
  const rows = await queryRows<CardRow & PriceStats>(
    db,
    sql`SELECT ${cardColumns(sql`${airport.prefix}::text`)},
          (count(*) OVER w)::int AS total, min(l.rate_per_from_cents) OVER w AS price_min,
          max(l.rate_per_from_cents) OVER w AS price_max, (avg(l.rate_per_from_cents) OVER w)::float8 AS price_avg
        FROM listing_airports la
        JOIN listings l ON l.id = la.listing_id
        WHERE ${where}
        WINDOW w AS ()
        ORDER BY ${searchOrder(query.sort, query.direction)}
        LIMIT ${query.per_page} OFFSET ${offset}`,
  );
  let stats: PriceStats | undefined = rows[0];
  if (!stats && offset > 0) {
    [stats] = await queryRows<PriceStats>(
      db,
      sql`SELECT count(*)::int AS total, min(l.rate_per_from_cents) AS price_min,
            max(l.rate_per_from_cents) AS price_max, avg(l.rate_per_from_cents)::float8 AS price_avg
          FROM listing_airports la JOIN listings l ON l.id = la.listing_id
          WHERE ${where}`,
    );
  }
  return {
    airport,
    total: stats?.total ?? 0,
    data: rows.map(toCard),
    price: priceAnswer(stats),
  };
}

/** GET /api/listings?lat&lon&radius: active listings within radius miles of the point, nearest first. */
export async function nearbyListings(db: Db, query: NearbyListingsQuery): Promise<ListingCards> {
  const miles = milesBetween(
    sql`${query.lat}::float8`,
    sql`${query.lon}::float8`,
    sql`l.public_latitude`,
    sql`l.public_longitude`,
  );
  const rows = await queryRows<CardRow & { miles: number; total: number }>(
    db,
    sql`SELECT n.*, count(*) OVER ()::int AS total FROM (
          SELECT ${CARD_COLUMNS}, ${miles} AS miles
          FROM listings l ${FIRST_AIRPORT}
          WHERE ${listedPublicly('l')} AND ${boundingBox(query.lat, query.lon, query.radius)}
        ) n
        WHERE n.miles <= ${query.radius}
        ORDER BY n.miles, n.id
        LIMIT ${query.limit}`,
  );
  return { total: rows[0]?.total ?? 0, data: rows.map(toCard) };
}

/**
 * GET /api/listings/featured: featured listings first, then boosted ones, each newest first
 * (docs/decisions/012-listing-search.md, docs/decisions/028-featured-and-boost.md).
 * `total` is how many are shown: counting every featured listing would cost a scan the strip does not need.
 */
export async function featuredListings(db: Db): Promise<ListingCards> {
  const rows = await queryRows<CardRow>(
    db,
    sql`SELECT ${CARD_COLUMNS}
        FROM listings l ${FIRST_AIRPORT}
        WHERE ${listedPublicly('l')} AND l.feature_listing = 1
        ORDER BY l.feature_ongoing DESC, l.created_at DESC, l.id DESC
        LIMIT ${FEATURED_LIMIT}`,
  );
  return { total: rows.length, data: rows.map(toCard) };
}

/**
 * GET /api/listing/related/{id}: other active listings at the listing's first airport, nearest to it first.
 * A deleted or unknown listing has none to show: 404.
 */
export async function relatedListings(db: Db, listingId: number): Promise<ListingCards> {
  const [listing] = await queryRows<{ airport_id: number | null; lat: number; lon: number }>(
    db,
    sql`SELECT la.airport_id, l.public_latitude AS lat, l.public_longitude AS lon
        FROM listings l LEFT JOIN listing_airports la ON la.listing_id = l.id AND la.position = 1
        WHERE l.id = ${listingId} AND l.status <> 0`,
  );
  if (!listing) throw new NotFound('This listing does not exist.');
  if (listing.airport_id === null) return { total: 0, data: [] };
  const miles = milesBetween(
    sql`${listing.lat}::float8`,
    sql`${listing.lon}::float8`,
    sql`l.public_latitude`,
    sql`l.public_longitude`,
  );
  const rows = await queryRows<CardRow>(
    db,
    sql`SELECT ${CARD_COLUMNS}
        FROM listing_airports la
        JOIN listings l ON l.id = la.listing_id
        JOIN airports a ON a.id = la.airport_id
        WHERE la.airport_id = ${listing.airport_id} AND l.id <> ${listingId} AND ${listedPublicly('l')}
        ORDER BY ${miles}, l.id
        LIMIT ${RELATED_LIMIT}`,
  );
  return { total: rows.length, data: rows.map(toCard) };
}
