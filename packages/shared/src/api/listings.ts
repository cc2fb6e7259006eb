// Listings contracts (docs/product/specification/2-listings-and-tenants.md §3, §7): the wizard's save payload, the edit view, the lister's rows, the public
// page and rooms (search cards: search.ts; uploads: uploads.ts; vocabulary entries: vocabularies.ts). Amounts are dollars here; the server stores cents.
import { z } from 'zod';
import { isWholeCents } from '../rules/amounts';
import { recordId, recordIdText } from './ids';
import { uploadUrl } from './uploads';
import { vocabularyItem } from './vocabularies';
import { BED_AVAILABILITIES } from '../rules/bed-availability';
import { HOUSE_RULES_HTML_MAX } from '../rules/house-rules';
import {
  BED_STATUSES,
  LISTING_LIMITS as L,
  LISTING_MESSAGES as M,
  RENTAL_TYPES,
  ROOM_STATUSES,
} from '../rules/listings';

const money = (label: string) =>
  z
    .number({ error: M.number(label) })
    .min(0, { error: M.negative(label) })
    .max(L.priceMax, { error: `${label} is too high` })
    // whole cents: 12.345 is not rounded into another amount (docs/decisions/045-forms-show-every-error.md)
    .refine(isWholeCents, { error: M.amount(label) });
const int = (label: string) => z.number({ error: M.number(label) }).int({ error: M.number(label) });
const text = (label: string, max: number) =>
  z.string({ error: M.required(label) }).max(max, { error: `${label} is too long` });
const idList = z.array(recordId).max(200).default([]);

export const bedInput = z.object({
  id: recordId.nullish(),
  bed_name: text('Bed name', 60).default(''),
  status: z.enum(BED_STATUSES).default('NEW'),
  rental_amount: money('Bed rent').nullish(),
});
export const roomInput = z.object({
  id: recordId.nullish(),
  room_name: text('Room name', 60).default(''),
  status: z.enum(ROOM_STATUSES).default('NEW'),
  beds_per_room: int('Beds per room').min(0).max(L.bedsPerRoomMax).optional(),
  beds: z.array(bedInput).max(L.bedsPerRoomMax, { error: 'A room can have at most 20 beds' }),
});
export type RoomInput = z.infer<typeof roomInput>;

/** POST /api/crashpads and PUT /api/crashpads/{id}: the wizard's whole form (docs/product/specification/2-listings-and-tenants.md §3 "Listing"). */
export const listingForm = z.object({
  title: text('Crashpad name', L.titleMax)
    .trim()
    .min(1, { error: M.required('Crashpad name') }),
  street1: text('Street', 200).default(''),
  street2: text('Street line 2', 200).default(''),
  city: text('City', 120).default(''),
  state: text('State', 120).default(''),
  postal_code: text('Postal code', 20).default(''),
  country: text('Country', 120).default('United States'),
  neighborhood: text('Neighborhood', 200).default(''),
  latitude: z
    .number({ error: M.required('Address') })
    .min(-90)
    .max(90),
  longitude: z
    .number({ error: M.required('Address') })
    .min(-180)
    .max(180),
  airport: z.array(recordId).min(1, { error: M.airports }).max(L.airportsMax, { error: M.airportsMax }),
  airport_distance: z
    .number({ error: M.required('Airport distance') })
    .int()
    .min(1)
    .max(11),
  other_airport_distance: z.number().int().min(1).max(11).nullish(),
  rental_type: z.enum(RENTAL_TYPES, { error: M.required('Rental type') }),
  bathrooms: int('Bathrooms')
    .min(L.bathrooms[0], { error: M.bathrooms })
    .max(L.bathrooms[1], { error: M.bathrooms })
    .nullish(),
  number_of_shower: int('Baths without a shower')
    .min(L.showers[0], { error: M.showers })
    .max(L.showers[1], { error: M.showers })
    .nullish(),
  max_nights: int('Max days per month')
    .min(L.maxNights[0], { error: M.maxNights })
    .max(L.maxNights[1], { error: M.maxNights })
    .nullish(),
  rate_per_from: money('Rate per month'),
  rate_per_to: money('Top of the price range').nullish(),
  enable_price_range: z.boolean().default(false),
  deposit_required: money('Deposit'),
  rate_per_day_from: money('Rate per day').nullish(),
  rate_per_day_to: money('Top of the nightly range').nullish(),
  description: text('Description', L.textMax).trim().min(L.descriptionMin, { error: M.description }),
  /**
   * HTML from the wizard's editor, or plain text. The server cleans it and counts its text against L.textMax;
   * this caps the markup (docs/decisions/052-house-rules-and-related-listings.md).
   */
  rules_policies_des: text('House rules', HOUSE_RULES_HTML_MAX).default(''),
  /** "<url>::::<display name>" per document (docs/product/specification/2-listings-and-tenants.md §3) */
  rules_policies_doc: z
    .array(z.string().max(700))
    .max(L.documents, { error: M.tooManyDocuments })
    .default([]),
  images: z.array(uploadUrl).min(1, { error: M.images }).max(L.images, { error: M.tooManyImages }),
  thumbnail: uploadUrl.nullish(),
  amenities: idList,
  preferences: idList,
  places: idList,
  rooms: z.array(roomInput).max(L.roomsMax, { error: 'A listing can have at most 50 rooms' }),
  total_rooms: z.number().int().min(0).optional(),
  beds: z.number().int().min(0).optional(),
  total_beds: z.number().int().min(0).optional(),
  descriptionUpdated: z.boolean().optional(),
});
export type ListingForm = z.input<typeof listingForm>;

export const bedView = z.object({
  id: z.number(),
  room_id: z.number(),
  bed_name: z.string(),
  status: z.enum(BED_STATUSES),
  rental_amount: z.number().nullable(),
});
export const roomView = z.object({
  id: z.number(),
  listing_id: z.number(),
  room_name: z.string(),
  beds_per_room: z.number(),
  status: z.enum(ROOM_STATUSES),
  beds: z.array(bedView),
});
export type RoomView = z.infer<typeof roomView>;

export const airportRef = z.object({ id: z.number(), prefix: z.string(), name: z.string() });
export type AirportRef = z.infer<typeof airportRef>;

/** GET /api/crashpads/{id}/edit (docs/product/specification/2-listings-and-tenants.md §7): the form as saved, airports with their distances. */
export const listingEditView = z.object({
  id: z.number(),
  status: z.number(),
  title: z.string(),
  street1: z.string(),
  street2: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  country: z.string(),
  neighborhood: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  airport: z.array(z.number()),
  airports: z.array(airportRef.extend({ distance: z.number() })),
  airport_distance: z.number(),
  other_airport_distance: z.number().nullable(),
  rental_type: z.enum(RENTAL_TYPES),
  bathrooms: z.number().nullable(),
  number_of_shower: z.number().nullable(),
  max_nights: z.number().nullable(),
  rate_per_from: z.number(),
  rate_per_to: z.number().nullable(),
  enable_price_range: z.boolean(),
  deposit_required: z.number(),
  /** nightly rates, when the lister takes stays by the night (docs/decisions/065-book-your-stay.md) */
  rate_per_day_from: z.number().nullable(),
  rate_per_day_to: z.number().nullable(),
  description: z.string(),
  rules_policies_des: z.string(),
  rules_policies_doc: z.array(z.string()),
  images: z.array(z.string()),
  thumbnail: z.string().nullable(),
  amenities: z.array(z.number()),
  preferences: z.array(z.number()),
  places: z.array(z.number()),
  rooms: z.array(roomView),
  total_rooms: z.number(),
  total_beds: z.number(),
});
export type ListingEditView = z.infer<typeof listingEditView>;

export const listingSaved = z.object({ id: z.number(), message: z.string() });
export type ListingSaved = z.infer<typeof listingSaved>;

/** GET /api/crashpads: a row of the lister's list (docs/product/specification/2-listings-and-tenants.md §3 "Listing in the lister's list"). */
export const myListingRow = z.object({
  id: z.number(),
  title: z.string(),
  status: z.number(),
  rate_per_from: z.number(),
  rate_per_to: z.number().nullable(),
  deposit_required: z.number(),
  monthly_revenue: z.number(),
  rooms: z.number(),
  beds: z.number(),
  bathrooms: z.number().nullable(),
  number_of_shower: z.number().nullable(),
  num_beds: z.number(),
  num_occupied_beds: z.number(),
  bed_occupancy_rate: z.number(),
  feature_listing: z.number(),
  feature_ongoing: z.number(),
  rented: z.number(),
  tenants: z.number(),
  /** page views counted since it was published (the spec's `views`; by day: GET /api/lister/listings/{id}/views) */
  views: z.number(),
  thumbnail: z.string().nullable(),
  airports: z.array(airportRef),
});
export type MyListingRow = z.infer<typeof myListingRow>;
export const myListingsAnswer = z.object({
  data: z.object({ data: z.array(myListingRow) }),
  /** the lister's occupancy over active listings, whole percent */
  occupancy: z.object({ data: z.number() }),
});
export type MyListingsAnswer = z.infer<typeof myListingsAnswer>;

/** POST /api/crashpads/status/{id} */
export const listingStatusRequest = z.object({
  status: z.union([z.literal(2), z.literal(1), z.literal(0)], { error: 'Status must be 2, 1 or 0' }),
});
export type ListingStatusRequest = z.infer<typeof listingStatusRequest>;

/** GET /api/lister/can-add-listings and GET /api/user/listing-total */
export const canAddListingAnswer = z.object({ can_add: z.boolean(), message: z.string() });
export const listingTotalAnswer = z.object({ data: z.number(), total_location: z.number().nullable() });
export type CanAddListingAnswer = z.infer<typeof canAddListingAnswer>;
export type ListingTotalAnswer = z.infer<typeof listingTotalAnswer>;

/** POST /api/listings/update-room?id&room_name&beds_per_room, POST /api/listings/delete-room?id */
export const updateRoomQuery = z.object({
  id: recordIdText,
  room_name: z
    .string()
    .trim()
    .min(1, { error: M.required('Room name') })
    .max(60),
  beds_per_room: z.coerce.number().int().min(0).max(L.bedsPerRoomMax).optional(),
});
export const deleteRoomQuery = z.object({ id: recordIdText });

/**
 * A bed on the public page (docs/product/specification/2-listings-and-tenants.md §2.8, §3 "Bed"): its monthly rent (its own, else the listing's rate) and
 * whether it is free, never who holds it (docs/decisions/023-reports-and-bed-availability.md).
 */
export const publicBed = z.object({
  id: z.number(),
  bed_name: z.string(),
  rental_amount: z.number(),
  availability: z.enum(BED_AVAILABILITIES),
  /** YYYY-MM-DD, with availability available_from */
  available_from: z.string().nullable(),
});
export type PublicBed = z.infer<typeof publicBed>;
export const publicRoom = z.object({ id: z.number(), room_name: z.string(), beds: z.array(publicBed) });
export type PublicRoom = z.infer<typeof publicRoom>;

/** GET /api/listing/{id} (docs/product/specification/2-listings-and-tenants.md §3 "Listing on the public page"). */
export const publicListing = z.object({
  id: z.number(),
  user_id: z.number(),
  title: z.string(),
  status: z.number(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  neighborhood: z.string(),
  /** exact for the lister and their tenants; moved by up to 300 m for everyone else */
  latitude: z.number(),
  longitude: z.number(),
  location_exact: z.boolean(),
  rental_type: z.enum(RENTAL_TYPES),
  rate_per_from: z.number(),
  rate_per_to: z.number().nullable(),
  /** nightly rates, when the lister takes stays by the night (docs/decisions/065-book-your-stay.md) */
  rate_per_day_from: z.number().nullable(),
  rate_per_day_to: z.number().nullable(),
  deposit_required: z.number(),
  description: z.string(),
  airport_distance: z.number(),
  other_airport_distance: z.number().nullable(),
  max_nights: z.number().nullable(),
  bathrooms: z.number().nullable(),
  number_of_shower: z.number().nullable(),
  total_room: z.number(),
  num_beds: z.number(),
  num_occupied_beds: z.number(),
  bed_occupancy_rate: z.number(),
  views: z.number(),
  created_at: z.string(),
  rules_policies_des: z.string(),
  rules_policies_doc: z.array(z.object({ url: z.string(), name: z.string() })),
  images: z.array(z.string()),
  thumbnail: z.string().nullable(),
  amenities: z.array(vocabularyItem),
  preferences: z.array(vocabularyItem),
  places: z.array(vocabularyItem),
  airports: z.array(airportRef),
  show_phone: z.boolean(),
  phone: z.string().nullable(),
  lister: z.object({ id: z.number(), display_name: z.string(), photo: z.string().nullable() }),
  /** live rooms and beds in the lister's order */
  rooms: z.array(publicRoom),
  /** the listing's review count; the average only when there is at least one review (never a made-up 0) */
  review: z.object({ num_reviews: z.number() }),
  total_review: z.object({ avg_score: z.number() }).optional(),
});
export type PublicListing = z.infer<typeof publicListing>;

/**
 * GET /api/house-rule (docs/product/specification/2-listings-and-tenants.md §7): example house rules a lister can start from, as HTML the editor takes
 * (docs/decisions/052-house-rules-and-related-listings.md).
 */
export const houseRuleAnswer = z.object({ rules_policies_des: z.string() });
export type HouseRuleAnswer = z.infer<typeof houseRuleAnswer>;
