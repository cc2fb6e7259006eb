// What every geocoder answers, and the HTTP call the Google and Nominatim providers share: a failure is a 502
// the wizard shows, never a silent empty list.
import { HttpError } from '../../errors';

export type PlaceSuggestion = { place_id: string; description: string };

export type PlaceDetails = {
  latitude: number;
  longitude: number;
  street1: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
};

export type Geocoder = {
  name: 'offline' | 'nominatim' | 'google';
  autocomplete(query: string, limit: number): Promise<PlaceSuggestion[]>;
  /** null when the provider knows no such place */
  place(placeId: string): Promise<PlaceDetails | null>;
};

/** The fetch the HTTP providers use; tests pass one that answers from recorded fixtures. */
export type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

export const PROVIDER_TIMEOUT_MS = 5_000;
export const PROVIDER_DOWN = 'The address service is not answering. Please try again in a moment.';

/**
 * Calls a provider and reads its JSON; any failure is a 502 the wizard shows, never a silent empty list.
 * The statuses in `missing` mean "no such place" and answer null.
 */
export async function providerJson(
  fetcher: Fetch,
  provider: string,
  url: string,
  init: RequestInit = {},
  missing: number[] = [],
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetcher(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch (err) {
    throw new ProviderError(provider, `request failed: ${(err as Error).message}`);
  }
  if (missing.includes(response.status)) return null;
  if (!response.ok) throw new ProviderError(provider, `answered ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new ProviderError(provider, 'answered something that is not JSON');
  }
}

export class ProviderError extends HttpError {
  constructor(
    readonly provider: string,
    readonly detail: string,
  ) {
    super(502, PROVIDER_DOWN, undefined, 'GEOCODER_UNAVAILABLE');
  }
}
