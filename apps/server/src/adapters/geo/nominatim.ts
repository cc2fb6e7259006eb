// A Nominatim server (or a provider with its API: /search and /lookup, format jsonv2). The public
// nominatim.openstreetmap.org forbids autocomplete, so GEOCODER_URL names your own server or a provider's.
import type { Fetch, Geocoder, PlaceDetails } from './provider';
import { providerJson } from './provider';

type NominatimAddress = Partial<
  Record<
    | 'house_number'
    | 'road'
    | 'pedestrian'
    | 'city'
    | 'town'
    | 'village'
    | 'hamlet'
    | 'municipality'
    | 'suburb'
    | 'state'
    | 'region'
    | 'county'
    | 'postcode'
    | 'country',
    string
  >
>;
type NominatimPlace = {
  osm_type?: string;
  osm_id?: number;
  display_name?: string;
  lat?: string;
  lon?: string;
  address?: NominatimAddress;
};

/** 'N123', 'W456', 'R789': the form /lookup takes in osm_ids. */
const placeIdOf = (p: NominatimPlace) =>
  p.osm_type && p.osm_id !== undefined ? `${p.osm_type.charAt(0).toUpperCase()}${p.osm_id}` : null;

export function nominatimDetails(p: NominatimPlace): PlaceDetails | null {
  const latitude = Number(p.lat);
  const longitude = Number(p.lon);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  const a = p.address ?? {};
  const road = a.road ?? a.pedestrian ?? '';
  return {
    latitude,
    longitude,
    street1: [a.house_number, road].filter(Boolean).join(' '),
    city: a.city ?? a.town ?? a.village ?? a.hamlet ?? a.municipality ?? a.suburb ?? '',
    state: a.state ?? a.region ?? a.county ?? '',
    postal_code: a.postcode ?? '',
    country: a.country ?? '',
  };
}

export function nominatimGeocoder(baseUrl: string, publicUrl: string, fetcher: Fetch): Geocoder {
  const base = baseUrl.replace(/\/+$/, '');
  // Nominatim's usage policy asks every application to name itself.
  const init = { headers: { 'User-Agent': `crashpad (${publicUrl})`, 'Accept-Language': 'en' } };
  const list = async (path: string, params: Record<string, string>) => {
    const query = new URLSearchParams({ format: 'jsonv2', addressdetails: '1', ...params });
    const answer = await providerJson(fetcher, 'nominatim', `${base}${path}?${query}`, init);
    return Array.isArray(answer) ? (answer as NominatimPlace[]) : [];
  };
  return {
    name: 'nominatim',
    async autocomplete(query, limit) {
      const places = await list('/search', { q: query, limit: String(limit) });
      return places.flatMap((p) => {
        const id = placeIdOf(p);
        return id && p.display_name ? [{ place_id: id, description: p.display_name }] : [];
      });
    },
    async place(placeId) {
      if (!/^[NWR]\d{1,20}$/.test(placeId)) return null;
      const [found] = await list('/lookup', { osm_ids: placeId });
      return found ? nominatimDetails(found) : null;
    },
  };
}
