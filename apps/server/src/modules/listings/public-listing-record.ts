// The listing page's record as PostgreSQL reads it (GET /api/listing/{id}, public-listing.ts): one prepared
// statement for the listings asked for together (http/batch-loader.ts), with everything every viewer sees alike
// already encoded as JSON text by the database and kept on write, as the search cards are (docs/performance.md,
// "The listing page's read model"). What differs by viewer or by the moment — the point, the phone, the language of the vocabulary
// names, the views not yet written — comes in plain columns and is put in front of that text per request.
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
 * Everything the page shows, in one statement prepared once per connection (docs/performance.md). The record is
 * the listing's row of the read model `listing_pages`, which the database rewrites in the transaction of every
 * write to a listing, its rooms, beds, rentals or airports, or its lister's name, photo or phone (migrations 0019
 * and 0023, docs/decisions/039-listing-page-read-model.md): its shared text and the listing's and lister's fields
 * put together per viewer, so the page reads one row, not the listing's and its lister's too (docs/performance.md,
 * "The listing page from one row"). A page whose beds' availability has moved on since it was written (a
 * check-out date now past) — or one missing — is built here from the tables, by the same SQL function: the second
 * branch runs only when the first finds no row. Deleted listings have no page and are not found. The views come
 * from their own table (listing_views, migration 0022), none written yet being 0.
 */
const RECORD_COLUMNS = `listing_id AS id, user_id, status, latitude, longitude, public_latitude, public_longitude,
    num_beds, num_occupied_beds, review_count, review_score_sum, rules_policies_doc, amenities, preferences, places,
    lister_phone, lister_phone_public, shared`;
export const LISTING_RECORD = `SELECT r.*, coalesce(v.views, 0) AS views
  FROM unnest($1::int[]) AS t(id)
    CROSS JOIN LATERAL (
      (SELECT ${RECORD_COLUMNS} FROM listing_pages
        WHERE listing_id = t.id AND (fresh_until IS NULL OR fresh_until >= (now() AT TIME ZONE 'UTC')::date))
      UNION ALL
      (SELECT ${RECORD_COLUMNS} FROM listing_page_parts(ARRAY[t.id]))
      LIMIT 1) r
    LEFT JOIN listing_views v ON v.listing_id = t.id`;

/** The records of the listings asked for together: one statement, one round trip. */
export async function listingRecords(
  connection: Connection,
  ids: number[],
): Promise<Map<number, ListingRecord>> {
  const rows = await preparedRows<ListingRecord>(connection, 'public_listings', LISTING_RECORD, [ids]);
  return new Map(rows.map((row) => [row.id, row]));
}
