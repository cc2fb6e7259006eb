// The site's variant, wording and feature flags from GET /api/site, loaded once before the app renders.
import { useSuspenseQuery } from '@tanstack/react-query';
import type { SiteAnswer } from '@crashpad/shared/api/site';
import type { FeatureFlag } from '@crashpad/shared/site/variants';
import { api } from './api-client';

export const siteQuery = {
  queryKey: ['site'],
  queryFn: () => api<SiteAnswer>('/site'),
  staleTime: Infinity,
} as const;

export function useSite(): SiteAnswer {
  return useSuspenseQuery(siteQuery).data;
}

export function useFlag(flag: FeatureFlag): boolean {
  return useSite().flags[flag] ?? false;
}
