// Every info page in the site's words (docs/decisions/005-site-variants-and-feature-flags.md, addendum): the nurse
// and vacation sites' pages never speak of crashpads, crew, pilots or flight attendants; the crashpad site's do.
import type { ComponentType } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteAnswer } from '@crashpad/shared/api/site';
import { VARIANT_WORDING, defaultFlags, type SiteVariant } from '@crashpad/shared/site/variants';
import { setSiteWording } from '../../../lib/i18n';
import { siteQuery } from '../../../lib/site';

const PAGES = import.meta.glob<{ default: ComponentType }>('./*-page.tsx', { eager: true });
const pages = Object.entries(PAGES).filter(([path]) => path !== './info-page.tsx');

afterEach(async () => {
  cleanup();
  await setSiteWording(null);
});

async function textOf(Page: ComponentType, variant: SiteVariant): Promise<string> {
  await setSiteWording(VARIANT_WORDING[variant]);
  const client = new QueryClient();
  client.setQueryData(siteQuery.queryKey, {
    variant,
    flags: defaultFlags(variant),
    wording: VARIANT_WORDING[variant],
    payments: {
      provider: 'sandbox',
      publishable_key: null,
      fees: { card_percent_bps: 290, card_fixed_cents: 30, flat_monthly_cents: 200 },
    },
  } as unknown as SiteAnswer);
  const { container } = render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <Page />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return container.textContent ?? '';
}

const CREW = /crash ?pads?|\bcrew|pilots?\b|flight attendants?/gi;

describe('the info pages in each site’s words', () => {
  it('has every page', () => expect(pages.length).toBeGreaterThanOrEqual(20));

  for (const variant of ['nurse', 'vacation'] as const)
    it(`${variant}: no page speaks of crashpads or crew`, async () => {
      const found: string[] = [];
      for (const [path, page] of pages) {
        for (const m of (await textOf(page.default, variant)).matchAll(CREW)) found.push(`${path}: ${m[0]}`);
        cleanup();
      }
      expect(found).toEqual([]);
    });

  it('crashpad: the pages still speak to crew', async () => {
    const what = pages.find(([path]) => path === './what-page.tsx')![1].default;
    const text = await textOf(what, 'crashpad');
    expect(text).toContain('A crashpad is a shared house');
    expect(text).toContain('Pilots, flight attendants');
  });
});
