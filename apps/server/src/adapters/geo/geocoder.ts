// Address autocomplete and geocoding for the listing wizard (docs/product/specification/2-listings-and-tenants.md §2.1 step 1): a geocoding provider
// (Google Places or a Nominatim server) when configured, else the bundled places and airports (offline).
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { googleGeocoder } from './google';
import { nominatimGeocoder } from './nominatim';
import { offlineGeocoder } from './offline';
import type { Fetch, Geocoder } from './provider';

export function selectGeocoder(config: Config, db: Db, fetcher: Fetch = fetch): Geocoder {
  const { googleMapsApiKey, geocoderUrl } = config.geo;
  if (googleMapsApiKey) return googleGeocoder(googleMapsApiKey, fetcher);
  if (geocoderUrl) return nominatimGeocoder(geocoderUrl, config.publicUrl, fetcher);
  return offlineGeocoder(db);
}
