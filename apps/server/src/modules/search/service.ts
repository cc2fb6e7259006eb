// Airports, cities and the directory (docs/product/specification/2-listings-and-tenants.md §2.9, §2.10, §7).
import { sql } from 'drizzle-orm';
import type {
  AirportCard,
  AirportDetail,
  AirportSearchAnswer,
  AirportsAnswer,
  CountryWithCities,
} from '@crashpad/shared/api/search';
import { AIRPORT_RADIUS_MILES } from '@crashpad/shared/rules/airports';
import { queryRows, type Db } from '../../db/client';
import { milesBetween } from '../../db/distance';
import { NotFound } from '../../errors';
import { listedPublicly } from '../listings';

const SUGGESTIONS = 10;

/** Escapes LIKE wildcards so a typed % or _ matches itself. */
function likeEscape(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function searchAirports(db: Db, search: string): Promise<AirportSearchAnswer> {
  const q = search.trim();
  const contains = `%${likeEscape(q)}%`;
  const starts = `${likeEscape(q)}%`;
  const rows = await queryRows<{
    id: number;
    prefix: string;
    name: string;
    city: string;
    country: string;
    latitude: number;
    longitude: number;
    total: number;
  }>(
    db,
    // Rank: the exact code, then the other airports of that code's city (DAL → DFW), then airports whose city
    // starts with the text, then large before medium (docs/decisions/017-offline-geocoder-and-city-directory.md)
    sql`WITH same_city AS (
          SELECT ca.airport_id
          FROM airports e
          JOIN cities ci ON ci.name = e.city AND ci.country_code = e.country_code
                        AND ci.region_code IS NOT DISTINCT FROM e.region_code
          JOIN city_airports ca ON ca.city_id = ci.id
          WHERE e.iata = upper(${q}))
        SELECT a.id, a.iata AS prefix, a.name, a.city, c.name AS country, a.latitude, a.longitude,
               count(*) OVER ()::int AS total
        FROM airports a JOIN countries c ON c.code = a.country_code
        WHERE a.iata = upper(${q}) OR a.name ILIKE ${contains} OR a.city ILIKE ${contains}
        ORDER BY (a.iata = upper(${q})) DESC, (a.id IN (SELECT airport_id FROM same_city)) DESC,
                 (a.city ILIKE ${starts}) DESC, a.large DESC, a.name
        LIMIT ${SUGGESTIONS}`,
  );
  return {
    total: rows[0]?.total ?? 0,
    data: rows.map(({ total: _total, ...airport }) => airport),
  };
}

/** Active listings attached to each airport (a listing serves one or two airports). */
async function listingCountsByAirport(db: Db, airportIds: number[]): Promise<Map<number, number>> {
  if (airportIds.length === 0) return new Map();
  const rows = await queryRows<{ airport_id: number; n: number }>(
    db,
    sql`SELECT la.airport_id, count(*)::int AS n
        FROM listing_airports la JOIN listings l ON l.id = la.listing_id
        WHERE ${listedPublicly('l')} AND la.airport_id IN (${sql.join(
          airportIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        GROUP BY la.airport_id`,
  );
  return new Map(rows.map((r) => [r.airport_id, r.n]));
}

/** Active listings attached to any airport of each city (its main one or one in its radius), each counted once. */
async function listingCountsByCity(db: Db): Promise<Map<number, number>> {
  const rows = await queryRows<{ city_id: number; n: number }>(
    db,
    sql`SELECT served.city_id, count(DISTINCT l.id)::int AS n
        FROM (SELECT city_id, airport_id FROM city_airports UNION SELECT id, airport_id FROM cities) served
        JOIN listing_airports la ON la.airport_id = served.airport_id
        JOIN listings l ON l.id = la.listing_id AND ${listedPublicly('l')}
        GROUP BY served.city_id`,
  );
  return new Map(rows.map((r) => [r.city_id, r.n]));
}

/** The codes of the airports serving each city (its main one and those in its radius), the main one first. */
async function airportCodesByCity(db: Db): Promise<Map<number, string[]>> {
  const rows = await queryRows<{ city_id: number; codes: string[] }>(
    db,
    sql`SELECT served.city_id, array_agg(a.iata ORDER BY (a.id = ci.airport_id) DESC, a.iata) AS codes
        FROM (SELECT city_id, airport_id FROM city_airports UNION SELECT id, airport_id FROM cities) served
        JOIN cities ci ON ci.id = served.city_id
        JOIN airports a ON a.id = served.airport_id
        GROUP BY served.city_id`,
  );
  return new Map(rows.map((r) => [r.city_id, r.codes]));
}

/** Active listings per airport code, for the airports that have any: what each airport search shows. */
async function listingCountsByCode(db: Db): Promise<Map<string, number>> {
  const rows = await queryRows<{ iata: string; n: number }>(
    db,
    sql`SELECT a.iata, count(*)::int AS n
        FROM listing_airports la JOIN listings l ON l.id = la.listing_id AND ${listedPublicly('l')}
        JOIN airports a ON a.id = la.airport_id
        GROUP BY a.iata`,
  );
  return new Map(rows.map((r) => [r.iata, r.n]));
}

export async function listAirports(
  db: Db,
  query: { page: number; limit: number; country?: string | undefined },
): Promise<AirportsAnswer> {
  const where = query.country ? sql`WHERE a.country_code = ${query.country}` : sql``;
  const offset = (query.page - 1) * query.limit;
  const rows = await queryRows<Omit<AirportCard, 'total_listings'> & { total: number }>(
    db,
    sql`SELECT a.id, a.iata AS prefix, a.name, a.city, c.name AS country, a.latitude, a.longitude,
               count(*) OVER ()::int AS total
        FROM airports a JOIN countries c ON c.code = a.country_code ${where}
        ORDER BY a.large DESC, a.iata
        LIMIT ${query.limit} OFFSET ${offset}`,
  );
  const counts = await listingCountsByAirport(
    db,
    rows.map((r) => r.id),
  );
  let total = rows[0]?.total;
  if (total === undefined) {
    const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM airports a ${where}`);
    total = row?.n ?? 0;
  }
  return {
    data: rows.map(({ total: _t, ...a }) => ({ ...a, total_listings: counts.get(a.id) ?? 0 })),
    total,
    page: query.page,
    limit: query.limit,
  };
}

export async function countAirports(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM airports`);
  return row?.n ?? 0;
}

export async function airportByCode(db: Db, code: string): Promise<AirportDetail> {
  const [airport] = await queryRows<Omit<AirportDetail, 'nearby' | 'total_listings'>>(
    db,
    sql`SELECT a.id, a.iata AS prefix, a.name, a.city, r.name AS region, c.name AS country, c.code AS country_code,
               a.latitude, a.longitude
        FROM airports a JOIN countries c ON c.code = a.country_code LEFT JOIN regions r ON r.code = a.region_code
        WHERE a.iata = upper(${code})`,
  );
  if (!airport) throw new NotFound(`No airport with the code ${code.toUpperCase()}.`);
  // A bounding box first (indexable and cheap), then the exact great-circle distance.
  const latDelta = AIRPORT_RADIUS_MILES / 69;
  const lonDelta = AIRPORT_RADIUS_MILES / (69 * Math.max(0.05, Math.cos((airport.latitude * Math.PI) / 180)));
  const nearby = await queryRows<Omit<AirportCard, 'total_listings'> & { distance_miles: number }>(
    db,
    sql`SELECT * FROM (
          SELECT a.id, a.iata AS prefix, a.name, a.city, c.name AS country,
                 round(${milesBetween(sql`${airport.latitude}`, sql`${airport.longitude}`, sql`a.latitude`, sql`a.longitude`)}::numeric, 1)::float8 AS distance_miles
          FROM airports a JOIN countries c ON c.code = a.country_code
          WHERE a.id <> ${airport.id}
            AND a.latitude BETWEEN ${airport.latitude - latDelta} AND ${airport.latitude + latDelta}
            AND a.longitude BETWEEN ${airport.longitude - lonDelta} AND ${airport.longitude + lonDelta}
        ) n WHERE n.distance_miles <= ${AIRPORT_RADIUS_MILES}
        ORDER BY n.distance_miles`,
  );
  const counts = await listingCountsByAirport(db, [airport.id, ...nearby.map((n) => n.id)]);
  return {
    ...airport,
    total_listings: counts.get(airport.id) ?? 0,
    nearby: nearby.map((n) => ({ ...n, total_listings: counts.get(n.id) ?? 0 })),
  };
}

/**
 * Countries with their cities for the directory: the default country (US) first, then by name; in each
 * country the cities served by a large airport first, then the others, each group by name.
 */
export async function citiesByCountry(db: Db): Promise<CountryWithCities[]> {
  const rows = await queryRows<{
    id: number;
    name: string;
    display_name: string;
    prefix: string;
    lat: number;
    long: number;
    country_code: string;
    country_name: string;
    major: boolean;
  }>(
    db,
    sql`SELECT ci.id, ci.name, ci.display_name, a.iata AS prefix, ci.latitude AS lat, ci.longitude AS long,
               co.code AS country_code, co.name AS country_name, a.large AS major
        FROM cities ci
        JOIN countries co ON co.code = ci.country_code
        JOIN airports a ON a.id = ci.airport_id
        ORDER BY (co.code = 'US') DESC, co.name, a.large DESC, ci.name`,
  );
  const [listingCounts, codesByCity, countsByCode] = await Promise.all([
    listingCountsByCity(db),
    airportCodesByCity(db),
    listingCountsByCode(db),
  ]);
  const countries = new Map<string, CountryWithCities>();
  for (const r of rows) {
    const codes = codesByCity.get(r.id) ?? [r.prefix];
    // The card leads to where the crashpads are (the main airport may have none): each airport with some,
    // busiest first, the main airport first among equals (docs/decisions/002).
    const listingsByAirport = codes
      .map((prefix) => ({ prefix, listings_count: countsByCode.get(prefix) ?? 0 }))
      .filter((a) => a.listings_count > 0)
      .sort((a, b) => b.listings_count - a.listings_count);
    let country = countries.get(r.country_code);
    if (!country) {
      country = { id: r.country_code, name: r.country_name, cities: [] };
      countries.set(r.country_code, country);
    }
    country.cities.push({
      id: r.id,
      name: r.name,
      display_name: r.display_name,
      prefix: r.prefix,
      city: r.name,
      lat: r.lat,
      long: r.long,
      listings_count: listingCounts.get(r.id) ?? 0,
      airports_count: codes.length,
      airports: codes,
      listings_by_airport: listingsByAirport,
      major: r.major,
    });
  }
  return [...countries.values()];
}

/** Every country, by name, the United States first (the default country, docs/product/specification/1-accounts-and-shell.md §9). */
export async function listCountries(db: Db): Promise<{ code: string; name: string }[]> {
  return queryRows<{ code: string; name: string }>(
    db,
    sql`SELECT code, name FROM countries ORDER BY (code = 'US') DESC, name`,
  );
}
