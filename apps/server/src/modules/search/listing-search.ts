// Listing searches (docs/product/specification/2-listings-and-tenants.md §2.10, §7; docs/decisions/012-listing-search.md): by airport, by
// coordinates, the featured strip and a listing's related listings. Only active listings (status 2) appear.
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  airportListingsQuery,
  type AirportListingsAnswer,
  type ListingCard,
  type SortKey,
  type nearbyListingsQuery,
} from '@crashpad/shared/api/search';
import { preparedRows, queryRows, type Connection, type Db } from '../../db/client';
import { NotFound } from '../../errors';
import { batchLoader, type BatchLoader } from '../../http/batch-loader';
import {
  boundingBox,
  CARD_COLUMNS,
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

/** The read model's column of each sort key (docs/decisions/037-search-read-model.md). */
const SORT_COLUMN: Record<SortKey, string> = {
  newest: 'e.created_at',
  title: 'e.title_key',
  distance: 'e.distance',
  price: 'e.price',
};
/** The direction a sort key takes when none is given: newest first, otherwise smallest first. */
const NATURAL_DIRECTION: Record<SortKey, 'asc' | 'desc'> = {
  newest: 'desc',
  title: 'asc',
  distance: 'asc',
  price: 'asc',
};

/**
 * docs/decisions/012-listing-search.md: featured (ongoing) first, then boosted, then the newest. NULLS LAST is
 * the order of the index search_entries_default_idx (the columns are never null), so the index gives the order.
 */
const DEFAULT_ORDER = 'e.featured_rank, e.created_at DESC NULLS LAST, e.listing_id DESC NULLS LAST';

const SORT_KEYS = Object.keys(SORT_COLUMN) as SortKey[];

/** The nine orders a search can take: the default, then each sort key ascending and descending. */
const ORDERS: string[] = [
  DEFAULT_ORDER,
  ...SORT_KEYS.flatMap((sort) =>
    ['ASC', 'DESC'].map((dir) => `${SORT_COLUMN[sort]} ${dir}, e.listing_id ${dir}`),
  ),
];

/** The ORDER BY of a search, as its number in ORDERS. */
function searchOrder(sort: SortKey | undefined, direction: 'asc' | 'desc' | undefined): number {
  if (!sort) return 0;
  const descending = (direction ?? NATURAL_DIRECTION[sort]) === 'desc';
  return 1 + SORT_KEYS.indexOf(sort) * 2 + (descending ? 1 : 0);
}

type SearchAirport = AirportListingsAnswer['airport'];

// Airports are reference data that never change while the server runs: one lookup per code and database,
// kept with the airport's JSON for the answer.
const airportCache = new WeakMap<Db, Map<string, { airport: SearchAirport; json: string }>>();

async function airportForSearch(db: Db, code: string): Promise<{ airport: SearchAirport; json: string }> {
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
  const found = { airport, json: JSON.stringify(airport) };
  cache.set(iata, found);
  return found;
}

/**
 * The read model's filter bucket (schema/search.ts): gender × 2 + vacant. docs/product/specification/2-listings-and-tenants.md §2.10: the occupied toggle off
 * hides full listings; the gender filter keeps listings whose preferences hold "Males only" / "Females only"
 * (found by their keys, which renaming them in /translations leaves alone).
 */
function searchBucket(query: Pick<AirportListingsQuery, 'occupied' | 'gender'>): number {
  const gender = query.gender === 'male' ? 1 : query.gender === 'female' ? 2 : 0;
  const vacant = query.occupied === 'false' || query.occupied === '0' ? 1 : 0;
  return gender * 2 + vacant;
}

/** A page of cards in one order: the JSON text the read model keeps, joined with commas. */
function cardsInOrder(order: string): string {
  return `array_to_string(ARRAY(
        SELECT coalesce(e.card, (SELECT c.card FROM search_long_cards c
                                 WHERE c.listing_id = e.listing_id AND c.airport_id = e.airport_id))
        FROM search_entries e WHERE e.airport_id = q.airport_id AND e.bucket = q.bucket
        ORDER BY ${order} LIMIT q.lim OFFSET q.skip), ',')`;
}

/**
 * One statement for the searches asked for together (http/batch-loader.ts), one row each: the page's cards (JSON
 * text kept by the read model in the index of the order, read by an index-only scan of consecutive entries;
 * docs/decisions/040-search-cards-in-the-index.md), and the total, price sum, cheapest and dearest price kept per
 * (airport, bucket) (migration 0024). A search's order picks one branch of the CASE;
 * the others do not run. Nothing here grows with the number of listings but the index depth. A card too long for
 * an index entry is read from search_long_cards, only for the entries that have none.
 */
const AIRPORT_SEARCHES = `SELECT q.i::int AS i, coalesce(s.total, 0)::int AS total, s.price_sum::float8 AS price_sum,
    s.price_min, s.price_max,
    CASE q.ord ${ORDERS.map((order, n) => `WHEN ${n} THEN ${cardsInOrder(order)}`).join('\n    ')} END AS cards
  FROM unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::int[])
    WITH ORDINALITY q(airport_id, bucket, lim, skip, ord, i)
  LEFT JOIN search_stats s ON s.airport_id = q.airport_id AND s.bucket = q.bucket`;

type SearchRow = {
  i: number;
  total: number;
  price_sum: number | null;
  price_min: number | null;
  price_max: number | null;
  cards: string;
};

function priceAnswer(row: SearchRow | undefined): AirportListingsAnswer['price'] {
  if (!row || row.total === 0 || row.price_min === null) return { min: null, max: null, average: null };
  return {
    min: centsToDollars(row.price_min),
    max: centsToDollars(row.price_max ?? row.price_min),
    average: centsToDollars(Math.round((row.price_sum ?? 0) / row.total)),
  };
}

/** A search as the batch's key: airport, bucket, page size, offset and order, as the statement's $1 to $5. */
type SearchKey = `${number}|${number}|${number}|${number}|${number}`;

/** The searches of one batch, in one statement; each key's row. */
async function airportSearches(
  connection: Connection,
  keys: SearchKey[],
): Promise<Map<SearchKey, SearchRow>> {
  const columns: number[][] = [[], [], [], [], []];
  for (const key of keys) key.split('|').forEach((value, n) => columns[n]!.push(Number(value)));
  const rows = await preparedRows<SearchRow>(connection, 'airport_searches', AIRPORT_SEARCHES, columns);
  return new Map(rows.map((row) => [keys[row.i - 1]!, row]));
}

// The searches asked for while the previous statements run go together (docs/decisions/037-search-read-model.md).
const searchBatches = new WeakMap<Connection, BatchLoader<SearchRow, SearchKey>>();

function searchRow(connection: Connection, key: SearchKey): Promise<SearchRow | undefined> {
  let load = searchBatches.get(connection);
  if (!load) {
    load = batchLoader((keys: SearchKey[]) => airportSearches(connection, keys));
    searchBatches.set(connection, load);
  }
  return load(key);
}

/**
 * GET /api/airports/{code}/listings, as the pieces of the JSON text of an `AirportListingsAnswer`, in order: the
 * cards come from the database already encoded, so the answer is put together as text rather than parsed and
 * encoded again, and the route encodes the pieces one by one (http/answer-bytes.ts).
 */
export async function airportListings(
  db: Db,
  connection: Connection,
  code: string,
  query: AirportListingsQuery,
): Promise<string[]> {
  const { airport, json } = await airportForSearch(db, code);
  const order = searchOrder(query.sort, query.direction);
  const offset = (query.page - 1) * query.per_page;
  const row = await searchRow(
    connection,
    `${airport.id}|${searchBucket(query)}|${query.per_page}|${offset}|${order}`,
  );
  return [
    `{"airport":${json},"total":${row?.total ?? 0},"data":[`,
    row?.cards ?? '',
    `],"price":${JSON.stringify(priceAnswer(row))}}`,
  ];
}

/**
 * GET /api/listings?lat&lon&radius: active listings within radius miles of the point, nearest first, and how many
 * there are. The candidates are the index entries in the bounding box (id and point, read from the GiST index
 * alone); only the page's listings are then read and joined to their first airport. Joining every candidate
 * first made a 500-mile search around DFW at 500,000 listings read 12,000 listings and their airports: 55 ms on
 * three processes, against 9 ms now (docs/performance.md "The nearby search").
 */
export async function nearbyListings(db: Db, query: NearbyListingsQuery): Promise<ListingCards> {
  const miles = milesBetween(
    sql`${query.lat}::float8`,
    sql`${query.lon}::float8`,
    sql`l.public_latitude`,
    sql`l.public_longitude`,
  );
  const rows = await queryRows<CardRow & { total: number }>(
    db,
    sql`WITH near AS MATERIALIZED (
          SELECT n.id, n.miles FROM (
            SELECT l.id, ${miles} AS miles FROM listings l
            WHERE ${listedPublicly('l')} AND ${boundingBox(query.lat, query.lon, query.radius)}
          ) n WHERE n.miles <= ${query.radius}::float8
        ), page AS (
          SELECT id, miles FROM near ORDER BY miles, id LIMIT ${query.limit}
        )
        SELECT ${CARD_COLUMNS}, (SELECT count(*) FROM near)::int AS total
        FROM page p JOIN listings l ON l.id = p.id ${FIRST_AIRPORT}
        ORDER BY p.miles, p.id`,
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

/**
 * The photo of the first card a plain airport search page shows (default order, every listing), or null: the
 * served HTML asks for it before the app's code runs, as it is usually the page's largest paint
 * (modules/site/page-preloads.ts, docs/decisions/004-web-performance.md).
 */
export async function firstCardPhoto(db: Db, connection: Connection, code: string): Promise<string | null> {
  const pieces = await airportListings(db, connection, code, airportListingsQuery.parse({ per_page: 1 }));
  const [first] = (JSON.parse(pieces.join('')) as { data: { thumbnail: string | null }[] }).data;
  return first?.thumbnail ?? null;
}
