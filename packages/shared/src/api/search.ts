import { z } from 'zod';
import { airportRef } from './listings';

/** GET /api/airports/search?search= (docs/product/specification/2-listings-and-tenants.md §7): suggestions after more than 2 characters. */
export const airportSearchQuery = z.object({
  search: z
    .string({ error: 'search is required' })
    .trim()
    .min(1, { error: 'search is required' })
    .max(100, { error: 'search must be at most 100 characters' }),
});
export const airportSuggestion = z.object({
  id: z.number().int(),
  prefix: z.string(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  /** where the airport is: the wizard guesses the listing's distance band from its pin */
  latitude: z.number(),
  longitude: z.number(),
});
export type AirportSuggestion = z.infer<typeof airportSuggestion>;
export const airportSearchAnswer = z.object({ total: z.number().int(), data: z.array(airportSuggestion) });
export type AirportSearchAnswer = z.infer<typeof airportSearchAnswer>;

/** GET /api/airports: the older airports grid (docs/product/specification/2-listings-and-tenants.md §2.9). */
export const airportsQuery = z.object({
  page: z.coerce.number().int().min(1, { error: 'page must be 1 or more' }).default(1),
  limit: z.coerce.number().int().min(1).max(100, { error: 'limit must be at most 100' }).default(24),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, { error: 'country must be a 2-letter code' })
    .transform((c) => c.toUpperCase())
    .optional(),
});
export const airportCard = z.object({
  id: z.number().int(),
  prefix: z.string(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  total_listings: z.number().int(),
});
export type AirportCard = z.infer<typeof airportCard>;
export const airportsAnswer = z.object({
  data: z.array(airportCard),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AirportsAnswer = z.infer<typeof airportsAnswer>;
export const airportCountAnswer = z.object({ count: z.number().int() });
export type AirportCountAnswer = z.infer<typeof airportCountAnswer>;

/** GET /api/airports/{code}: one airport with the airports around it (within the 50-mile radius). */
export const airportCodeParams = z.object({
  code: z.string().regex(/^[A-Za-z]{3}$/, { error: 'airport code must be 3 letters' }),
});
export const airportDetail = z.object({
  id: z.number().int(),
  prefix: z.string(),
  name: z.string(),
  city: z.string(),
  region: z.string().nullable(),
  country: z.string(),
  country_code: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  total_listings: z.number().int(),
  nearby: z.array(airportCard.extend({ distance_miles: z.number() })),
});
export type AirportDetail = z.infer<typeof airportDetail>;

/** GET /api/cities (docs/product/specification/2-listings-and-tenants.md §3 "City and country"). */
export const cityCard = z.object({
  id: z.number().int(),
  name: z.string(),
  display_name: z.string(),
  /** the city's main airport (its largest own airport) */
  prefix: z.string(),
  city: z.string(),
  lat: z.number(),
  long: z.number(),
  /** active listings at any airport serving the city, each counted once */
  listings_count: z.number().int(),
  airports_count: z.number().int(),
  /** IATA codes of the airports serving the city (within 50 miles of its centre), its main one first */
  airports: z.array(z.string()),
  /**
   * Where the city's crashpads are: each serving airport that has active listings, busiest first, with the
   * count its airport search shows; empty when the city has none (the card then leads to `prefix`).
   */
  listings_by_airport: z.array(z.object({ prefix: z.string(), listings_count: z.number().int() })),
  /**
   * Counts from the events and special-offers feeds (docs/product/specification/2-listings-and-tenants.md §2.9). No feed adapter exists yet, so the server
   * leaves them out rather than answer a constant 0, and the directory shows no offer or event line
   * (docs/decisions/005-site-variants-and-feature-flags.md).
   */
  special_offer_count: z.number().int().optional(),
  event_count: z.number().int().optional(),
  /** served by a large airport: shown first in the directory */
  major: z.boolean(),
});
export type CityCard = z.infer<typeof cityCard>;
export const countryWithCities = z.object({ id: z.string(), name: z.string(), cities: z.array(cityCard) });
export type CountryWithCities = z.infer<typeof countryWithCities>;
export const citiesAnswer = z.object({ data: z.array(countryWithCities) });
export type CitiesAnswer = z.infer<typeof citiesAnswer>;

/** GET /api/countries */
export const countriesAnswer = z.object({ data: z.array(z.object({ code: z.string(), name: z.string() })) });
export type CountriesAnswer = z.infer<typeof countriesAnswer>;

/** A search result (docs/product/specification/2-listings-and-tenants.md §3 "Listing card"). */
export const listingCard = z.object({
  id: z.number(),
  listing_id: z.number(),
  title: z.string(),
  thumbnail: z.string().nullable(),
  rate_per_from: z.number(),
  rate_per_to: z.number().nullable(),
  airport_distance: z.number(),
  bed_occupancy_rate: z.number(),
  num_vacant_beds: z.number(),
  beds: z.number(),
  bathrooms: z.number().nullable(),
  /** review count, and the average score when there is at least one review (never a made-up 0) */
  review: z.number(),
  review_avg: z.number().optional(),
  latitude: z.number(),
  longitude: z.number(),
  neighborhood: z.string(),
  prefix: z.string(),
  feature_listing: z.number(),
  feature_ongoing: z.number(),
  created_at: z.string(),
});
export type ListingCard = z.infer<typeof listingCard>;

export const SORT_KEYS = ['newest', 'title', 'distance', 'price'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** GET /api/airports/{code}/listings */
export const airportListingsQuery = z.object({
  sort: z.enum(SORT_KEYS).optional(),
  direction: z.enum(['asc', 'desc']).optional(),
  occupied: z.enum(['true', 'false', '1', '0']).optional(),
  gender: z.enum(['all', 'male', 'female']).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(50),
});
export const airportListingsAnswer = z.object({
  airport: airportRef.extend({ latitude: z.number(), longitude: z.number() }),
  total: z.number(),
  data: z.array(listingCard),
  price: z.object({ min: z.number().nullable(), max: z.number().nullable(), average: z.number().nullable() }),
});
export type AirportListingsAnswer = z.infer<typeof airportListingsAnswer>;

/** Cards with a count: nearby, how many are within the radius; featured and related, how many are shown. */
export const listingCardsAnswer = z.object({ total: z.number().int(), data: z.array(listingCard) });
export type ListingCardsAnswer = z.infer<typeof listingCardsAnswer>;

/** GET /api/listings?lat&lon&radius (miles) */
export const nearbyListingsQuery = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
  radius: z.coerce.number().min(1).max(500).default(100),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
