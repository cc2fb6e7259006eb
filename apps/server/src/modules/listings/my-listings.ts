// The lister's listings page (docs/product/specification/2-listings-and-tenants.md §2.2, §3 "Listing in the lister's list"): one query for the listings, one
// for their airports, one for their tenants.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { AirportRef, MyListingRow } from '@crashpad/shared/api/listings';
import { LISTING_STATUS, occupancyRate } from '@crashpad/shared/rules/listings';
import type { Db } from '../../db/client';
import { airports, listingAirports, listingViews, listings } from '../../db/schema';
import { listingActivity } from './listing-activity';
import { centsToDollars as dollars } from '@crashpad/shared/format/money';

/** The airports of each listing, first airport first. */
export async function airportsOf(db: Db, listingIds: number[]): Promise<Map<number, AirportRef[]>> {
  const out = new Map<number, AirportRef[]>(listingIds.map((id) => [id, []]));
  if (listingIds.length === 0) return out;
  const rows = await db
    .select({
      listingId: listingAirports.listingId,
      id: airports.id,
      prefix: airports.iata,
      name: airports.name,
    })
    .from(listingAirports)
    .innerJoin(airports, eq(airports.id, listingAirports.airportId))
    .where(inArray(listingAirports.listingId, listingIds))
    .orderBy(asc(listingAirports.listingId), asc(listingAirports.position));
  for (const { listingId, ...airport } of rows) out.get(listingId)?.push(airport);
  return out;
}

/** Each listing's views as written (listing_views; the spec's `views`): the lister sees them as stored. */
async function viewsOf(db: Db, listingIds: number[]): Promise<Map<number, number>> {
  if (listingIds.length === 0) return new Map();
  const rows = await db
    .select({ id: listingViews.listingId, views: listingViews.views })
    .from(listingViews)
    .where(inArray(listingViews.listingId, listingIds));
  return new Map(rows.map((r) => [r.id, r.views]));
}

export async function myListings(
  db: Db,
  userId: number,
): Promise<{ data: { data: MyListingRow[] }; occupancy: { data: number } }> {
  const rows = await db
    .select()
    .from(listings)
    .where(
      and(
        eq(listings.userId, userId),
        inArray(listings.status, [LISTING_STATUS.active, LISTING_STATUS.inactive]),
      ),
    )
    .orderBy(desc(listings.createdAt), desc(listings.id));
  const ids = rows.map((r) => r.id);
  const [airportsById, activity, views] = await Promise.all([
    airportsOf(db, ids),
    listingActivity(db, ids),
    viewsOf(db, ids),
  ]);

  let beds = 0;
  let occupied = 0;
  const data = rows.map((r): MyListingRow => {
    if (r.status === LISTING_STATUS.active) {
      beds += r.numBeds;
      occupied += r.numOccupiedBeds;
    }
    return {
      id: r.id,
      title: r.title,
      status: r.status,
      rate_per_from: dollars(r.ratePerFromCents),
      rate_per_to: r.ratePerToCents === null ? null : dollars(r.ratePerToCents),
      deposit_required: dollars(r.depositCents),
      rooms: r.totalRooms,
      beds: r.numBeds,
      bathrooms: r.bathrooms,
      number_of_shower: r.numberOfShower,
      num_beds: r.numBeds,
      num_occupied_beds: r.numOccupiedBeds,
      bed_occupancy_rate: occupancyRate(r.numBeds, r.numOccupiedBeds),
      feature_listing: r.featureListing,
      feature_ongoing: r.featureOngoing,
      ...activity.get(r.id)!,
      views: views.get(r.id) ?? 0,
      thumbnail: r.thumbnail,
      airports: airportsById.get(r.id) ?? [],
    };
  });
  // docs/product/specification/2-listings-and-tenants.md §2.2: occupancy over the active listings, a whole percent
  return { data: { data }, occupancy: { data: Math.round(occupancyRate(beds, occupied) * 100) } };
}
