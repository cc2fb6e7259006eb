// The server's reading of the wizard's form (docs/product/specification/2-listings-and-tenants.md §3 "Listing", §4.4, §5): the wizard's own checks again, then
// what only the database knows (airports, the member's uploads, the vocabularies), and the columns to store.
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { listingForm } from '@crashpad/shared/api/listings';
import { documentDisplayName, parseDocument, storedDocument } from '@crashpad/shared/format/listing';
import {
  LISTING_LIMITS,
  LISTING_MESSAGES,
  hasBathrooms,
  hasMaxNights,
  listingProblems,
  roomLayout,
  type RentalType,
} from '@crashpad/shared/rules/listings';
import { HOUSE_RULES_TOO_LONG } from '@crashpad/shared/rules/house-rules';
import type { Db } from '../../db/client';
import { airports, amenities, places, preferences, uploads, type listings } from '../../db/schema';
import { Invalid } from '../../errors';
import { cleanHouseRules } from './house-rules';
import { dollarsToCents as cents } from '@crashpad/shared/format/money';

export type ListingFormBody = z.output<typeof listingForm>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** docs/product/specification/2-listings-and-tenants.md §4.4: crashpad_bed, crashpad_room and room have one room with one bed */
export const SINGLE_ROOM = 'This rental type has exactly one room with one bed.';
export const UNKNOWN_FILE = 'Unknown file';

export type ListingColumns = Omit<
  typeof listings.$inferInsert,
  'id' | 'userId' | 'status' | 'publicLatitude' | 'publicLongitude' | 'createdAt'
>;
export type CheckedListing = {
  columns: ListingColumns;
  airports: { airportId: number; position: number; distance: number }[];
};

const centsOrNull = (dollars: number | null | undefined) =>
  dollars === null || dollars === undefined ? null : cents(dollars);
const unique = (ids: number[]) => [...new Set(ids)];
/** ids past the integer columns' range name nothing (and would make the database refuse the query) */
const inRange = (ids: number[]) => ids.filter((id) => id <= 2_147_483_647);

function refuse(field: string, message: string): never {
  throw Invalid.field(field, message);
}

/** The rental types this site offers, and the type a listing being edited already has (kept if the site changed). */
export type RentalTypeChoice = { offered: readonly RentalType[]; stored?: string | null };

/** Checks the form against the rules and the database; answers what to store, or throws the first problem. */
export async function checkListingForm(
  tx: Tx,
  userId: number,
  form: ListingFormBody,
  types: RentalTypeChoice,
): Promise<CheckedListing> {
  const type = form.rental_type;
  const bathrooms = hasBathrooms(type) ? (form.bathrooms ?? null) : null;
  const showers = hasBathrooms(type) ? (form.number_of_shower ?? null) : null;
  const maxNights = hasMaxNights(type) ? (form.max_nights ?? LISTING_LIMITS.maxNightsDefault) : null;
  const rateTo = form.enable_price_range ? (form.rate_per_to ?? null) : null;
  const images = [...new Set(form.images)];
  const thumbnail = form.thumbnail ?? null;

  const [problem] = listingProblems({
    ...form,
    bathrooms,
    number_of_shower: showers,
    max_nights: maxNights,
    rate_per_to: rateTo,
    images,
    thumbnail,
  });
  if (problem) refuse(problem.field, problem.message);
  if (!types.offered.includes(type) && types.stored !== type)
    refuse('rental_type', LISTING_MESSAGES.rentalType);
  // The rules as sanitized HTML without contacts, their text within the limit
  // (docs/decisions/052-house-rules-and-related-listings.md)
  const rules = cleanHouseRules(form.rules_policies_des);
  if (rules.textLength > LISTING_LIMITS.textMax) refuse('rules_policies_des', HOUSE_RULES_TOO_LONG);

  if (roomLayout(type) === 'single') {
    const kept = form.rooms.filter((r) => r.status !== 'DELETED');
    if (kept.length !== 1 || kept[0]!.beds.filter((b) => b.status !== 'DELETED').length !== 1)
      refuse('rooms', SINGLE_ROOM);
  }

  if (new Set(form.airport).size !== form.airport.length)
    refuse('airport', 'Please choose two different airports.');
  const airportIds = inRange(form.airport);
  const known = airportIds.length
    ? await tx.select({ id: airports.id }).from(airports).where(inArray(airports.id, airportIds))
    : [];
  if (known.length !== form.airport.length) refuse('airport', 'Unknown airport');

  const documents = form.rules_policies_doc.map((entry) => {
    const { url, name } = parseDocument(entry);
    return { url, name: name ?? '' };
  });
  const wanted = [...images, ...documents.map((d) => d.url)];
  const owned = await tx
    .select({ url: uploads.url, kind: uploads.kind, name: uploads.name })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.url, wanted)));
  const upload = new Map(owned.map((u) => [u.url, u]));
  if (images.some((url) => upload.get(url)?.kind !== 'image')) refuse('images', UNKNOWN_FILE);
  if (documents.some((d) => upload.get(d.url)?.kind !== 'pdf')) refuse('rules_policies_doc', UNKNOWN_FILE);

  const vocabularies = [
    { field: 'amenities', table: amenities, ids: unique(form.amenities), label: 'amenity' },
    { field: 'preferences', table: preferences, ids: unique(form.preferences), label: 'preference' },
    { field: 'places', table: places, ids: unique(form.places), label: 'nearby place' },
  ] as const;
  for (const v of vocabularies) {
    if (v.ids.length === 0) continue;
    const ids = inRange(v.ids);
    const found = ids.length
      ? await tx.select({ id: v.table.id }).from(v.table).where(inArray(v.table.id, ids))
      : [];
    if (found.length !== v.ids.length) refuse(v.field, `Unknown ${v.label}`);
  }

  const second = form.airport.length > 1;
  // docs/product/specification/2-listings-and-tenants.md §9: distances default to 1 mile
  const otherDistance = second ? (form.other_airport_distance ?? 1) : null;
  return {
    columns: {
      title: form.title,
      street1: form.street1.trim(),
      street2: form.street2.trim(),
      city: form.city.trim(),
      state: form.state.trim(),
      postalCode: form.postal_code.trim(),
      country: form.country.trim() || 'United States',
      neighborhood: form.neighborhood.trim(),
      latitude: form.latitude,
      longitude: form.longitude,
      rentalType: type,
      bathrooms,
      numberOfShower: showers,
      maxNights,
      ratePerFromCents: cents(form.rate_per_from),
      ratePerToCents: centsOrNull(rateTo),
      enablePriceRange: form.enable_price_range,
      depositCents: cents(form.deposit_required),
      ratePerDayFromCents: centsOrNull(form.rate_per_day_from),
      ratePerDayToCents: centsOrNull(form.rate_per_day_to),
      description: form.description,
      // docs/decisions/011-listings.md: contacts are stripped on the server too
      rulesPoliciesDes: rules.html,
      rulesPoliciesDoc: documents.map((d) => {
        const name = documentDisplayName(d.name.trim() || upload.get(d.url)?.name || d.url);
        return storedDocument(d.url, name);
      }),
      images,
      thumbnail,
      amenities: vocabularies[0].ids,
      preferences: vocabularies[1].ids,
      places: vocabularies[2].ids,
      airportDistance: form.airport_distance,
      otherAirportDistance: otherDistance,
    },
    airports: form.airport.map((airportId, i) => ({
      airportId,
      position: i + 1,
      distance: i === 0 ? form.airport_distance : (otherDistance ?? 1),
    })),
  };
}
