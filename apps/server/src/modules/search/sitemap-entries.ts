// The sitemap's listing and airport-search entries (docs/product/specification/2-listings-and-tenants.md §2.8, §2.10; docs/architecture.md).
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { listedPublicly } from '../listings';

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
