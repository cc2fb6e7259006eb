// GET /api/crashpads/{id}/edit (docs/product/specification/2-listings-and-tenants.md §7): the listing as the wizard saved it, in dollars, with its airports and
// their distances, and every room with its beds.
import { asc, eq } from 'drizzle-orm';
import type { ListingEditView } from '@crashpad/shared/api/listings';
import type { Db } from '../../db/client';
import { airports, listingAirports } from '../../db/schema';
import type { ListingRow } from './listing-service';
import { roomsWithBeds } from './rooms';
import { centsToDollars as dollars } from '@crashpad/shared/format/money';

export async function listingEditView(db: Db, l: ListingRow): Promise<ListingEditView> {
  const linked = await db
    .select({
      id: airports.id,
      prefix: airports.iata,
      name: airports.name,
      distance: listingAirports.distance,
    })
    .from(listingAirports)
    .innerJoin(airports, eq(airports.id, listingAirports.airportId))
    .where(eq(listingAirports.listingId, l.id))
    .orderBy(asc(listingAirports.position));
  return {
    id: l.id,
    status: l.status,
    title: l.title,
    street1: l.street1,
    street2: l.street2,
    city: l.city,
    state: l.state,
    postal_code: l.postalCode,
    country: l.country,
    neighborhood: l.neighborhood,
    latitude: l.latitude,
    longitude: l.longitude,
    airport: linked.map((a) => a.id),
    airports: linked,
    // one airport gives airport_distance, two give other_airport_distance as well
    airport_distance: linked[0]?.distance ?? l.airportDistance,
    other_airport_distance: linked[1]?.distance ?? null,
    rental_type: l.rentalType,
    bathrooms: l.bathrooms,
    number_of_shower: l.numberOfShower,
    max_nights: l.maxNights,
    rate_per_from: dollars(l.ratePerFromCents),
    rate_per_to: dollars(l.ratePerToCents),
    enable_price_range: l.enablePriceRange,
    deposit_required: dollars(l.depositCents),
    rate_per_day_from: l.ratePerDayFromCents === null ? null : dollars(l.ratePerDayFromCents),
    rate_per_day_to: l.ratePerDayToCents === null ? null : dollars(l.ratePerDayToCents),
    description: l.description,
    rules_policies_des: l.rulesPoliciesDes,
    rules_policies_doc: l.rulesPoliciesDoc,
    images: l.images,
    thumbnail: l.thumbnail,
    amenities: l.amenities,
    preferences: l.preferences,
    places: l.places,
    rooms: await roomsWithBeds(db, l.id),
    total_rooms: l.totalRooms,
    total_beds: l.numBeds,
  };
}
