// Loaders that start a landing page's first data while the page's code is still loading, and return at once
// (docs/decisions/004-web-performance.md): the request runs beside the page's chunk instead of after it, and
// the page renders from the query cache. Same query keys and options as the pages, so nothing is fetched twice.
import type { LoaderFunctionArgs } from 'react-router';
import { listingQuery } from '../features/listings/listing-query';
import { AIRPORT_LISTINGS_PER_PAGE, airportListingsQuery, airportQuery } from '../features/search/api';
import { readSearch, writeSearch } from '../features/search/search-sort';
import { queryClient } from './providers';

export function prefetchListing({ params }: LoaderFunctionArgs) {
  if (params.id) void queryClient.prefetchQuery(listingQuery(params.id));
  return null;
}

export function prefetchAirportSearch({ params, request }: LoaderFunctionArgs) {
  const prefix = (params.prefix ?? '').toLowerCase();
  // The page asks nothing for a code that cannot be an airport's (features/search/airport-page.tsx).
  if (!/^[a-z]{3}$/.test(prefix)) return null;
  const search = writeSearch(readSearch(new URL(request.url).searchParams));
  void queryClient.prefetchQuery(airportQuery(prefix));
  void queryClient.prefetchQuery(airportListingsQuery(prefix, search, AIRPORT_LISTINGS_PER_PAGE));
  return null;
}
