// Google Places API (New): Autocomplete and Place Details over REST
// (https://developers.google.com/maps/documentation/places/web-service/op-overview).
import type { Fetch, Geocoder, PlaceDetails } from './provider';
import { providerJson } from './provider';

const BASE = 'https://places.googleapis.com/v1';

type Component = { longText?: string; shortText?: string; types?: string[] };
type GooglePlace = { location?: { latitude?: number; longitude?: number }; addressComponents?: Component[] };
type AutocompleteAnswer = {
  suggestions?: { placePrediction?: { placeId?: string; text?: { text?: string } } }[];
};

export function googleDetails(place: GooglePlace): PlaceDetails | null {
  const { latitude, longitude } = place.location ?? {};
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  const parts = place.addressComponents ?? [];
  const part = (...types: string[]) => {
    for (const type of types) {
      const found = parts.find((c) => c.types?.includes(type));
      if (found?.longText) return found.longText;
    }
    return '';
  };
  return {
    latitude,
    longitude,
    street1: [part('street_number'), part('route')].filter(Boolean).join(' '),
    city: part('locality', 'postal_town', 'sublocality', 'administrative_area_level_3'),
    state: part('administrative_area_level_1'),
    postal_code: part('postal_code'),
    country: part('country'),
  };
}

export function googleGeocoder(apiKey: string, fetcher: Fetch): Geocoder {
  const headers = { 'X-Goog-Api-Key': apiKey };
  return {
    name: 'google',
    async autocomplete(query, limit) {
      const answer = (await providerJson(fetcher, 'google', `${BASE}/places:autocomplete`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ input: query, languageCode: 'en' }),
      })) as AutocompleteAnswer | null;
      return (answer?.suggestions ?? [])
        .flatMap((s) => {
          const p = s.placePrediction;
          return p?.placeId && p.text?.text ? [{ place_id: p.placeId, description: p.text.text }] : [];
        })
        .slice(0, limit);
    },
    async place(placeId) {
      if (!/^[\w-]{1,300}$/.test(placeId)) return null;
      const answer = (await providerJson(
        fetcher,
        'google',
        `${BASE}/places/${encodeURIComponent(placeId)}?languageCode=en`,
        { headers: { ...headers, 'X-Goog-FieldMask': 'location,addressComponents' } },
        // Unknown id. (400 is not "unknown": Google also answers 400 to a bad API key, which must show.)
        [404],
      )) as GooglePlace | null;
      return answer ? googleDetails(answer) : null;
    },
  };
}
