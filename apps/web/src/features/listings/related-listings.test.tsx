// A listing page's related listings (docs/decisions/052-house-rules-and-related-listings.md): the search's cards
// of other crashpads at its first airport, and no section when there are none or they cannot be read.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListingCard } from '@crashpad/shared/api/search';
import texts from './listing-texts.json';
import { RelatedListings } from './related-listings';

i18next.addResourceBundle('en', 'translation', texts, true, false);
afterEach(() => vi.unstubAllGlobals());

const card = (id: number, title: string, extra: Partial<ListingCard> = {}): ListingCard => ({
  id,
  listing_id: id,
  title,
  thumbnail: `/uploads/listings/${id}.webp`,
  rate_per_from: 400,
  rate_per_to: null,
  airport_distance: 3,
  bed_occupancy_rate: 0.5,
  num_vacant_beds: 2,
  beds: 4,
  bathrooms: 2,
  review: 0,
  latitude: 32.9,
  longitude: -97,
  neighborhood: 'Valley Ranch',
  prefix: 'DFW',
  feature_listing: 0,
  feature_ongoing: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  ...extra,
});

function show(status: number, data: ListingCard[]) {
  const fetch = vi.fn(
    async (_url: string) =>
      new Response(JSON.stringify(status === 200 ? { total: data.length, data } : { message: 'No' }), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient();
  const view = render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <RelatedListings
            listing={{ id: 7, airports: [{ id: 1, prefix: 'DFW', name: 'Dallas Fort Worth' }] }}
          />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { fetch, view };
}

describe('related listings on a listing page', () => {
  it('shows the other crashpads at its airport as search cards, linking to each', async () => {
    const { fetch } = show(200, [
      card(8, 'Valley Ranch crew house', { feature_listing: 1, feature_ongoing: 1 }),
      card(9, 'Irving pilots pad', { review: 3, review_avg: 4.7, bed_occupancy_rate: 1, num_vacant_beds: 0 }),
    ]);
    const section = await screen.findByRole('region', { name: 'More crashpads near DFW' });
    expect(fetch.mock.calls[0]![0]).toBe('/api/listing/related/7');
    const cards = within(section).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(
      within(cards[0]!).getByRole('link', { name: 'Valley Ranch crew house' }).getAttribute('href'),
    ).toBe('/listing/8');
    expect(cards[0]!.textContent).toContain('$400');
    expect(cards[0]!.textContent).toContain('/ month');
    expect(cards[0]!.textContent).toContain('3 miles to DFW');
    expect(cards[0]!.textContent).toContain('4 beds · 2 baths');
    expect(cards[0]!.textContent).toContain('Featured');
    expect(cards[1]!.textContent).toContain('(3 reviews)');
    expect(cards[1]!.textContent).toContain('No Vacancy');
    expect(within(section).getByRole('link', { name: 'See all near DFW' }).getAttribute('href')).toBe(
      '/search/airports/dfw',
    );
  });

  it('leaves the section out when there are none', async () => {
    const { fetch, view } = show(200, []);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(view.container.querySelector('section, article')).toBeNull();
  });

  it('leaves the section out when they cannot be read', async () => {
    const { fetch, view } = show(503, []);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(view.container.querySelector('section, article')).toBeNull();
  });
});
