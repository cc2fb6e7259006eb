// Address search for the listing wizard (docs/product/specification/2-listings-and-tenants.md §2.1 step 1, §5 "Address autocomplete needs 3 characters").
import { z } from 'zod';

export const GEO_MESSAGES = { tooShort: 'Type at least 3 characters' } as const;

/** GET /api/geo/autocomplete?input= */
export const geoAutocompleteQuery = z.object({
  input: z
    .string({ error: GEO_MESSAGES.tooShort })
    .trim()
    .min(3, { error: GEO_MESSAGES.tooShort })
    .max(200, { error: 'The address is too long' }),
  limit: z.coerce.number().int().min(1).max(10).default(5),
});

export const placeSuggestion = z.object({ place_id: z.string(), description: z.string() });
export type PlaceSuggestion = z.infer<typeof placeSuggestion>;
export const geoAutocompleteAnswer = z.object({ data: z.array(placeSuggestion) });
export type GeoAutocompleteAnswer = z.infer<typeof geoAutocompleteAnswer>;

/** GET /api/geo/place/{place_id}: where the chosen suggestion is, with its address parts for the form. */
export const placeParams = z.object({
  place_id: z
    .string()
    .min(1)
    .max(300)
    .regex(/^[\w:.-]+$/, { error: 'Unknown place' }),
});
export const placeDetails = z.object({
  latitude: z.number(),
  longitude: z.number(),
  street1: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  country: z.string(),
});
export type PlaceDetails = z.infer<typeof placeDetails>;
