import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';
import { setSiteWording } from '../lib/i18n';
import { siteQuery, siteWrittenInPage } from '../lib/site';
import { NotificationHost } from './notification-host';
import { cssVariablesResolver, theme } from './theme';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Client errors will not fix themselves; retry only what may (network, 5xx).
      retry: (count, error) =>
        count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
  },
});

const site = siteWrittenInPage();
if (site) queryClient.setQueryData(siteQuery.queryKey, site);
/** The site's words are ready (main.tsx renders after it): at once on the crashpad site, after a small chunk elsewhere. */
export const siteWordsReady: Promise<void> = site ? setSiteWording(site.wording) : Promise.resolve();

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <NotificationHost />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
