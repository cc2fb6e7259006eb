// The countries the sign-up and card forms offer (GET /api/countries): one list, fetched once per visit.
import { queryOptions } from '@tanstack/react-query';
import type { CountriesAnswer } from '@crashpad/shared/api/search';
import { api } from './api-client';

export const countriesQuery = queryOptions({
  queryKey: ['countries'],
  queryFn: () => api<CountriesAnswer>('/countries'),
  staleTime: Infinity,
});
