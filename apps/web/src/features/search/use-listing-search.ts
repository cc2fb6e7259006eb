// The airport search's data: the listings of an airport with the sort and filters of the URL, or the
// listings around the visitor's position (docs/product/specification/2-listings-and-tenants.md §2.10, §7).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { AIRPORT_LISTINGS_PER_PAGE, airportListingsQuery, nearbyListingsQuery, type Point } from './api';
import { readSearch, writeSearch, type SearchState } from './search-sort';

/** docs/product/specification/2-listings-and-tenants.md §7: search by coordinates uses a 500-mile radius with geolocation */
export const NEAR_ME_RADIUS_MILES = 500;

export function useListingSearch(prefix: string, enabled: boolean) {
  const [params, setParams] = useSearchParams();
  const state = readSearch(params);
  const query = writeSearch(state);
  // From the address as it is now: the router renders a change in a transition, and two quick clicks must
  // not undo each other.
  const setState = (change: Partial<SearchState>) =>
    setParams(writeSearch({ ...readSearch(new URLSearchParams(window.location.search)), ...change }), {
      replace: true,
      preventScrollReset: true,
    });
  const listings = useQuery({
    ...airportListingsQuery(prefix, query, AIRPORT_LISTINGS_PER_PAGE),
    placeholderData: keepPreviousData,
    enabled,
  });
  return { state, setState, listings };
}

export function useNearbyListings(point: Point | null) {
  return useQuery({
    ...nearbyListingsQuery(point, NEAR_ME_RADIUS_MILES),
    enabled: point !== null,
  });
}
