// The site's variant, wording and feature flags from GET /api/site, loaded once before the app renders.
import { useSuspenseQuery } from '@tanstack/react-query';
import type { SiteAnswer } from '@crashpad/shared/api/site';
import type { FeatureFlag } from '@crashpad/shared/site/variants';
import { api } from './api-client';
import { setSiteWording } from './i18n';

export const siteQuery = {
  queryKey: ['site'],
  queryFn: () =>
    api<SiteAnswer>('/site').then(async (site) => {
      await setSiteWording(site.wording);
      return site;
    }),
  staleTime: Infinity,
} as const;

/**
 * The answer the server wrote into the page (apps/server/src/modules/site/page-preloads.ts): the shell renders
 * from it at once instead of asking GET /api/site after the app's code has run (docs/decisions/004). Absent (the
 * Vite dev server's page) or unreadable, the query asks the server as before.
 */
export function siteWrittenInPage(doc: Document = document): SiteAnswer | undefined {
  const text = doc.getElementById('site-settings')?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as SiteAnswer;
  } catch {
    return undefined;
  }
}

export function useSite(): SiteAnswer {
  return useSuspenseQuery(siteQuery).data;
}

export function useFlag(flag: FeatureFlag): boolean {
  return useSite().flags[flag] ?? false;
}
