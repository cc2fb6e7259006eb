import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import type { AirportSearchAnswer } from '@crashpad/shared/api/search';
import { AIRPORT_SEARCH_MIN } from '@crashpad/shared/rules/airports';
import { api } from './api-client';

/** Suggestions once more than 2 characters are typed (docs/product/specification/2-listings-and-tenants.md §4.10). */
export function useAirportSuggestions(text: string) {
  const [debounced] = useDebouncedValue(text.trim(), 200);
  const enabled = debounced.length >= AIRPORT_SEARCH_MIN;
  const query = useQuery({
    queryKey: ['airport-suggestions', debounced.toLowerCase()],
    queryFn: ({ signal }) =>
      api<AirportSearchAnswer>(`/airports/search?search=${encodeURIComponent(debounced)}`, { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
  return { suggestions: enabled ? (query.data?.data ?? []) : [], loading: enabled && query.isFetching };
}
