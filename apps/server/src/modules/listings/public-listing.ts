// GET /api/listing/{id} (spec 2 §2.8, §3 "Listing on the public page"): an active listing for everyone, an
// inactive one for its owner's preview only. Visitors see the location moved by up to 300 m; each visit by
// someone other than the owner counts a view.
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { publicListing, type PublicListing } from '@crashpad/shared/api/listings';
import { documentDisplayName } from '@crashpad/shared/format/listing';
import { LISTING_STATUS } from '@crashpad/shared/rules/listings';
import type { App, AppContext } from '../../context';
import type { Db } from '../../db/client';
import { listings, users } from '../../db/schema';
import { NotFound } from '../../http/errors';
import { requestLanguage } from '../../http/locale';
import type { UserRow } from '../accounts/user-view';
import { UNKNOWN_LISTING } from './listing-service';
import { airportsOf, occupancyRate } from './my-listings';
import { vocabularyEntries } from './vocabulary-names';

const tags = ['listings'];
export const listingIdParams = z.object({
  id: z.coerce
    .number({ error: 'id must be a number' })
    .int({ error: 'id must be a whole number' })
    .positive({ error: 'id must be a positive number' })
    .max(2_147_483_647, { error: 'id is too large' }),
});

const unknown = () => new NotFound(UNKNOWN_LISTING, 'UNKNOWN_LISTING');

/**
 * spec 1 §3 phone visibility: approval_public_phone_user 1 shows the number to every signed-in member;
 * approval_public_phone_tenant 2 (tenants only) waits for rentals, so it shows to nobody else yet.
 */
function phoneShown(
  lister: Pick<UserRow, 'approvalPublicPhoneUser' | 'phoneNumber'>,
  viewer: UserRow | null,
) {
  return viewer !== null && lister.approvalPublicPhoneUser === 1 && !!lister.phoneNumber;
}

export async function publicListingView(
  db: Db,
  id: number,
  viewer: UserRow | null,
  language: string,
): Promise<PublicListing> {
  const [l] = await db.select().from(listings).where(eq(listings.id, id));
  if (!l || l.status === LISTING_STATUS.deleted) throw unknown();
  const owner = viewer?.id === l.userId;
  if (!owner && l.status !== LISTING_STATUS.active) throw unknown();
  let views = l.views;
  if (!owner) {
    // Counted in the database, so visits at the same moment are all counted.
    const [counted] = await db
      .update(listings)
      .set({ views: sql`${listings.views} + 1` })
      .where(and(eq(listings.id, id), eq(listings.status, LISTING_STATUS.active)))
      .returning({ views: listings.views });
    if (!counted) throw unknown();
    views = counted.views;
  }
  const [[lister], airportsById, amenities, preferences, places] = await Promise.all([
    db.select().from(users).where(eq(users.id, l.userId)),
    airportsOf(db, [id]),
    vocabularyEntries(db, 'amenities', l.amenities, language),
    vocabularyEntries(db, 'preferences', l.preferences, language),
    vocabularyEntries(db, 'places', l.places, language),
  ]);
  const phone = owner || phoneShown(lister!, viewer) ? lister!.phoneNumber || null : null;
  return {
    id: l.id,
    user_id: l.userId,
    title: l.title,
    status: l.status,
    city: l.city,
    state: l.state,
    country: l.country,
    neighborhood: l.neighborhood,
    latitude: owner ? l.latitude : l.publicLatitude,
    longitude: owner ? l.longitude : l.publicLongitude,
    location_exact: owner,
    rental_type: l.rentalType,
    rate_per_from: l.ratePerFromCents / 100,
    rate_per_to: l.ratePerToCents === null ? null : l.ratePerToCents / 100,
    deposit_required: l.depositCents / 100,
    description: l.description,
    airport_distance: l.airportDistance,
    other_airport_distance: l.otherAirportDistance,
    max_nights: l.maxNights,
    bathrooms: l.bathrooms,
    number_of_shower: l.numberOfShower,
    total_room: l.totalRooms,
    num_beds: l.numBeds,
    num_occupied_beds: l.numOccupiedBeds,
    bed_occupancy_rate: occupancyRate(l.numBeds, l.numOccupiedBeds),
    views,
    created_at: l.createdAt.toISOString(),
    rules_policies_des: l.rulesPoliciesDes,
    rules_policies_doc: l.rulesPoliciesDoc.map((stored) => ({
      url: stored.split('::::')[0]!,
      name: documentDisplayName(stored),
    })),
    images: l.images,
    thumbnail: l.thumbnail,
    amenities,
    preferences,
    places,
    airports: airportsById.get(id) ?? [],
    show_phone: phone !== null,
    phone,
    lister: { id: lister!.id, display_name: lister!.displayName, photo: lister!.photo },
    // reviews arrive with their own issue
    review: { num_reviews: 0 },
    total_review: { avg_score: 0 },
  };
}

export async function publicListingRoutes(app: App, ctx: AppContext): Promise<void> {
  app.get(
    '/listing/:id',
    {
      schema: { tags, params: listingIdParams, response: { 200: publicListing } },
      preHandler: ctx.auth.optional,
    },
    (request) =>
      publicListingView(ctx.db, request.params.id, request.auth?.user ?? null, requestLanguage(request)),
  );
}
