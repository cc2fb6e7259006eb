// The HTTP geocoders against answers shaped as the providers document them (no network in tests).
import { describe, expect, it } from 'vitest';
import { ProviderError, type Fetch } from './provider';
import { googleGeocoder } from './google';
import { nominatimGeocoder } from './nominatim';

type Call = { url: string; init: RequestInit | undefined };

function provider(answer: (url: string) => { status?: number; body: unknown }) {
  const calls: Call[] = [];
  const fetcher: Fetch = async (url, init) => {
    calls.push({ url, init });
    const { status = 200, body } = answer(url);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { calls, fetcher };
}

const LOVE_FIELD = {
  place_id: 1234,
  osm_type: 'way',
  osm_id: 87654321,
  lat: '32.8481',
  lon: '-96.8512',
  display_name: '3100, West Mockingbird Lane, Dallas, Dallas County, Texas, 75235, United States',
  address: {
    house_number: '3100',
    road: 'West Mockingbird Lane',
    city: 'Dallas',
    county: 'Dallas County',
    state: 'Texas',
    postcode: '75235',
    country: 'United States',
  },
};

describe('Nominatim', () => {
  it('searches, then looks the chosen place up by its OSM id', async () => {
    const { calls, fetcher } = provider(() => ({ body: [LOVE_FIELD] }));
    const geo = nominatimGeocoder('https://nominatim.example.com/', 'https://crew.example.com', fetcher);
    expect(await geo.autocomplete('3100 mockingbird', 5)).toEqual([
      { place_id: 'W87654321', description: LOVE_FIELD.display_name },
    ]);
    const search = new URL(calls[0]!.url);
    expect(search.origin + search.pathname).toBe('https://nominatim.example.com/search');
    expect(Object.fromEntries(search.searchParams)).toEqual({
      format: 'jsonv2',
      addressdetails: '1',
      q: '3100 mockingbird',
      limit: '5',
    });
    expect(calls[0]!.init?.headers).toMatchObject({ 'User-Agent': 'crashpad (https://crew.example.com)' });

    expect(await geo.place('W87654321')).toEqual({
      latitude: 32.8481,
      longitude: -96.8512,
      street1: '3100 West Mockingbird Lane',
      city: 'Dallas',
      state: 'Texas',
      postal_code: '75235',
      country: 'United States',
    });
    expect(new URL(calls[1]!.url).searchParams.get('osm_ids')).toBe('W87654321');
  });

  it('knows no place for an id it did not give, and asks nothing', async () => {
    const { calls, fetcher } = provider(() => ({ body: [] }));
    const geo = nominatimGeocoder('https://nominatim.example.com', 'http://localhost', fetcher);
    expect(await geo.place('city:1')).toBeNull();
    expect(await geo.place('N1')).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('turns a failing server into a 502 for the wizard', async () => {
    const { fetcher } = provider(() => ({ status: 503, body: { error: 'overloaded' } }));
    const geo = nominatimGeocoder('https://nominatim.example.com', 'http://localhost', fetcher);
    const failure = await geo.autocomplete('dallas', 5).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ProviderError);
    expect(failure).toMatchObject({ statusCode: 502, detail: 'answered 503' });
  });
});

describe('Google Places (New)', () => {
  const KEY = 'AIzaSyTest-key-000000000000000';

  it('autocompletes, then reads the place details with a field mask', async () => {
    const { calls, fetcher } = provider((url) =>
      url.endsWith('places:autocomplete')
        ? {
            body: {
              suggestions: [
                {
                  placePrediction: {
                    placeId: 'ChIJabc',
                    text: { text: '3100 W Mockingbird Ln, Dallas, TX, USA' },
                  },
                },
                { queryPrediction: { text: { text: 'mockingbird lane' } } },
              ],
            },
          }
        : {
            body: {
              location: { latitude: 32.8481, longitude: -96.8512 },
              addressComponents: [
                { longText: '3100', types: ['street_number'] },
                { longText: 'West Mockingbird Lane', types: ['route'] },
                { longText: 'Dallas', types: ['locality', 'political'] },
                { longText: 'Texas', shortText: 'TX', types: ['administrative_area_level_1', 'political'] },
                { longText: 'United States', shortText: 'US', types: ['country', 'political'] },
                { longText: '75235', types: ['postal_code'] },
              ],
            },
          },
    );
    const geo = googleGeocoder(KEY, fetcher);
    expect(await geo.autocomplete('3100 mockingbird', 5)).toEqual([
      { place_id: 'ChIJabc', description: '3100 W Mockingbird Ln, Dallas, TX, USA' },
    ]);
    expect(calls[0]!.init).toMatchObject({ method: 'POST', headers: { 'X-Goog-Api-Key': KEY } });
    expect(JSON.parse(String(calls[0]!.init?.body))).toEqual({
      input: '3100 mockingbird',
      languageCode: 'en',
    });

    expect(await geo.place('ChIJabc')).toEqual({
      latitude: 32.8481,
      longitude: -96.8512,
      street1: '3100 West Mockingbird Lane',
      city: 'Dallas',
      state: 'Texas',
      postal_code: '75235',
      country: 'United States',
    });
    expect(calls[1]!.url).toBe('https://places.googleapis.com/v1/places/ChIJabc?languageCode=en');
    expect(calls[1]!.init?.headers).toMatchObject({ 'X-Goog-FieldMask': 'location,addressComponents' });
  });

  it('knows no place when Google answers 404, and shows a bad key as a failure', async () => {
    const missing = googleGeocoder(KEY, provider(() => ({ status: 404, body: {} })).fetcher);
    expect(await missing.place('ChIJgone')).toBeNull();
    const badKey = googleGeocoder(KEY, provider(() => ({ status: 400, body: {} })).fetcher);
    await expect(badKey.place('ChIJabc')).rejects.toBeInstanceOf(ProviderError);
  });
});
