// The listing page's record as PostgreSQL reads it (GET /api/listing/{id}, public-listing.ts): one prepared
// statement for the listings asked for together (http/batch-loader.ts), with everything every viewer sees alike
// already encoded as JSON text by the database and kept on write, as the search cards are (docs/performance.md,
// "The listing page's read model"). What differs by viewer or by the moment — the point, the phone, the language of the vocabulary
// names, the views not yet written — comes in plain columns and is put in front of that text per request.
import { LISTING_STATUS } from '@crashpad/shared/rules/listings';
import { preparedRows, type Connection } from '../../db/client';

export type ListingRecord = {
  id: number;
  user_id: number;
  status: number;
  latitude: number;
  longitude: number;
  public_latitude: number;
  public_longitude: number;
  num_beds: number;
  num_occupied_beds: number;
  views: number;
  review_count: number;
  review_score_sum: number;
  rules_policies_doc: string[];
  amenities: number[];
  preferences: number[];
  places: number[];
  lister_phone: string | null;
  lister_phone_public: number;
  /**
   * A JSON object of the page's fields that are the same for every viewer (id, title, rates, description,
   * airports, lister, rooms with each bed's availability today, review count, …).
   */
  shared: string;
};

/**
 * Everything the page shows, in one statement prepared once per connection (docs/performance.md). The shared
 * part comes from the read model `listing_pages`, which the database rewrites in the transaction of every write
 * to a listing, its rooms, beds, rentals or airports, or its lister's name or photo (migration 0019,
 * docs/decisions/039-listing-page-read-model.md). A page whose beds' availability has moved on since it was
 * written (a check-out date now past) — or one missing — is built here from the tables, by the same SQL
 * function. Deleted listings are not found. The views come from their own table (listing_views, migration 0022),
 * none written yet being 0.
 */
export const LISTING_RECORD = `SELECT l.id, l.user_id, l.status, l.latitude, l.longitude, l.public_latitude,
    l.public_longitude, l.num_beds, l.num_occupied_beds, coalesce(v.views, 0) AS views, l.review_count, l.review_score_sum,
    l.rules_policies_doc, l.amenities, l.preferences, l.places,
    u.phone_number AS lister_phone, u.approval_public_phone_user AS lister_phone_public,
    coalesce(
      CASE WHEN p.fresh_until IS NULL OR p.fresh_until >= (now() AT TIME ZONE 'UTC')::date THEN p.shared END,
      (SELECT f.shared FROM listing_page_parts(ARRAY[l.id]) f)) AS shared
  FROM listings l
    -- the lister by primary key, once per listing: left to itself the planner hashes the whole users table for
    -- a batch of a few listings (OFFSET 0 keeps the subquery from being merged into a join it could reorder)
    CROSS JOIN LATERAL (SELECT phone_number, approval_public_phone_user FROM users WHERE id = l.user_id OFFSET 0) u
    LEFT JOIN listing_pages p ON p.listing_id = l.id
    LEFT JOIN listing_views v ON v.listing_id = l.id
  WHERE l.id = ANY($1::int[]) AND l.status <> ${LISTING_STATUS.deleted}`;

/** The records of the listings asked for together: one statement, one round trip. */
export async function listingRecords(
  connection: Connection,
  ids: number[],
): Promise<Map<number, ListingRecord>> {
  const rows = await preparedRows<ListingRecord>(connection, 'public_listings', LISTING_RECORD, [ids]);
  return new Map(rows.map((row) => [row.id, row]));
}
