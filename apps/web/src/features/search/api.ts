// The search feature's server calls (docs/product/specification/2-listings-and-tenants.md §7): the city directory, the airports grid, an airport, and the
// listings of an airport or around a point. Typed by the shared contracts.
import { queryOptions } from '@tanstack/react-query';
import type {
  AirportCountAnswer,
  AirportDetail,
  AirportListingsAnswer,
  AirportsAnswer,
  CitiesAnswer,
  ListingCardsAnswer,
} from '@crashpad/shared/api/search';
import { api } from '../../lib/api-client';

export const citiesQuery = queryOptions({
  queryKey: ['cities'],
  queryFn: () => api<CitiesAnswer>('/cities'),
});

export const airportCountQuery = queryOptions({
  queryKey: ['airports-count'],
  queryFn: () => api<AirportCountAnswer>('/airports/count'),
});

export const airportsQuery = (page: number, limit: number) =>
  queryOptions({
    queryKey: ['airports', page],
    queryFn: () => api<AirportsAnswer>(`/airports?page=${page}&limit=${limit}`),
  });

/** One airport by its code; 404 is the page's own "not found" state. */
export const airportQuery = (prefix: string) =>
  queryOptions({
    queryKey: ['airport', prefix],
    queryFn: () => api<AirportDetail>(`/airports/${prefix}`, { handles: [404] }),
  });

/** Cards on a page of the airport search. */
export const AIRPORT_LISTINGS_PER_PAGE = 100;

/** An airport's listings with the sort and filters of the address (`search`), perPage to a page. */
export const airportListingsQuery = (prefix: string, search: URLSearchParams, perPage: number) =>
  queryOptions({
    queryKey: ['airport-listings', prefix, search.toString()],
    queryFn: () => {
      const request = new URLSearchParams(search);
      request.set('per_page', String(perPage));
      return api<AirportListingsAnswer>(`/airports/${prefix}/listings?${request}`);
    },
  });

export type Point = { lat: number; lon: number };

/** The listings within radius miles of a point. */
export const nearbyListingsQuery = (point: Point | null, radius: number) =>
  queryOptions({
    queryKey: ['nearby-listings', point?.lat, point?.lon],
    queryFn: () => api<ListingCardsAnswer>(`/listings?lat=${point!.lat}&lon=${point!.lon}&radius=${radius}`),
  });
