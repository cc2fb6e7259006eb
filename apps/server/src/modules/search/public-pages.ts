// What the server needs to describe public listing pages without JavaScript: share tags of a listing page and
// the sitemap's listing and airport-search entries (spec 2 §2.8, §2.10; docs/architecture.md "Web").
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { listedPublicly } from '../listings';

/** An active listing as its share tags show it: the public (offset) point only, never the street. */
export type ListingPageFacts = {
  id: number;
  title: string;
  description: string;
  city: string;
  state: string;
  country: string;
  latitude: number;
  longitude: number;
  thumbnail: string | null;
  images: string[];
  rate_per_from_cents: number;
  rate_per_to_cents: number | null;
  enable_price_range: boolean;
  prefixes: string[];
};

/** The facts of an active listing, or null when it is unknown, inactive or deleted. */
export async function listingPageFacts(db: Db, id: number): Promise<ListingPageFacts | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const [row] = await queryRows<ListingPageFacts>(
    db,
    sql`SELECT l.id, l.title, l.description, l.city, l.state, l.country, l.public_latitude AS latitude,
               l.public_longitude AS longitude, l.thumbnail, l.images, l.rate_per_from_cents,
               l.rate_per_to_cents, l.enable_price_range,
               coalesce((SELECT array_agg(a.iata ORDER BY la.position) FROM listing_airports la
                         JOIN airports a ON a.id = la.airport_id WHERE la.listing_id = l.id), '{}') AS prefixes
        FROM listings l WHERE l.id = ${id} AND ${listedPublicly('l')}`,
  );
  return row ?? null;
}

export type SitemapEntry = { path: string; lastmod: Date };

/**
 * Active listings, newest change first, and the search pages of the airports that have any, with the time
 * the newest of their listings changed. At most `limit` of each (a sitemap file holds 50,000 addresses).
 */
export async function sitemapEntries(db: Db, limit: number): Promise<SitemapEntry[]> {
  const airports = await queryRows<{ code: string; lastmod: Date | string }>(
    db,
    sql`SELECT lower(a.iata) AS code, max(l.updated_at) AS lastmod
        FROM listings l JOIN listing_airports la ON la.listing_id = l.id JOIN airports a ON a.id = la.airport_id
        WHERE ${listedPublicly('l')}
        GROUP BY a.iata ORDER BY a.iata LIMIT ${limit}`,
  );
  const listings = await queryRows<{ id: number; lastmod: Date | string }>(
    db,
    sql`SELECT id, updated_at AS lastmod FROM listings WHERE ${listedPublicly()}
        ORDER BY updated_at DESC, id DESC LIMIT ${Math.max(0, limit - airports.length)}`,
  );
  return [
    ...airports.map((a) => ({ path: `/search/airports/${a.code}`, lastmod: new Date(a.lastmod) })),
    ...listings.map((l) => ({ path: `/listing/${l.id}`, lastmod: new Date(l.lastmod) })),
  ];
}
