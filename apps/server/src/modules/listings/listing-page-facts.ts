// What the server needs to describe a public listing page without JavaScript (its share tags and structured
// data, written by modules/site/listing-page-meta.ts): docs/product/specification/2-listings-and-tenants.md §2.8; docs/architecture.md.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { listedPublicly } from './listed-publicly';

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
  review_count: number;
  review_score_sum: number;
};

/** The facts of an active listing, or null when it is unknown, inactive or deleted. */
export async function listingPageFacts(db: Db, id: number): Promise<ListingPageFacts | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const [row] = await queryRows<ListingPageFacts>(
    db,
    sql`SELECT l.id, l.title, l.description, l.city, l.state, l.country, l.public_latitude AS latitude,
               l.public_longitude AS longitude, l.thumbnail, l.images, l.rate_per_from_cents,
               l.rate_per_to_cents, l.enable_price_range, l.review_count, l.review_score_sum,
               coalesce((SELECT array_agg(a.iata ORDER BY la.position) FROM listing_airports la
                         JOIN airports a ON a.id = la.airport_id WHERE la.listing_id = l.id), '{}') AS prefixes
        FROM listings l WHERE l.id = ${id} AND ${listedPublicly('l')}`,
  );
  return row ?? null;
}
