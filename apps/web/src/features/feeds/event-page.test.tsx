// The page of one event or special offer (docs/decisions/062-events-and-special-offers.md): what it is, when and
// where, the listings near it, and "not found" for an unknown item or a type turned off.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeedItem } from '@crashpad/shared/api/feeds';
import type { SiteAnswer } from '@crashpad/shared/api/site';
import { VARIANT_WORDING, defaultFlags } from '@crashpad/shared/site/variants';
import { siteQuery } from '../../lib/site';
import FeedItemRoute from './event-page';

afterEach(() => vi.unstubAllGlobals());

const OFFER: FeedItem = {
  id: '7',
  type: 'special_offers',
  title: [{ key: 'en', value: 'Half-price scrubs' }],
  description: 'For nurses on assignment.',
  image: '/uploads/feeds/7.webp',
  start_date: '2031-05-02',
  end_date: '2031-05-09',
  start_time: '09:00',
  end_time: '17:00',
  map_lat: 32.85,
  map_lng: -96.85,
  merchant_id: null,
  price_range: '$',
  business_name: 'Uniform Hub',
  rating: 4.5,
  distance_km: null,
  repeat: 'monthly',
  city_name: 'Dallas',
};

const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function show(path: string, answer: Response, flags = defaultFlags('nurse')) {
  const fetch = vi.fn(async (url: string) =>
    url.startsWith('/api/airports/search')
      ? json(200, {
          total: 2,
          data: [
            {
              id: 1,
              prefix: 'DFW',
              name: 'Dallas Fort Worth',
              city: 'Dallas',
              country: 'US',
              latitude: 32.9,
              longitude: -97.04,
            },
            {
              id: 2,
              prefix: 'DAL',
              name: 'Love Field',
              city: 'Dallas',
              country: 'US',
              latitude: 32.85,
              longitude: -96.85,
            },
          ],
        })
      : answer.clone(),
  );
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(siteQuery.queryKey, {
    flags,
    wording: VARIANT_WORDING.nurse,
  } as unknown as SiteAnswer);
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/event/:id" element={<FeedItemRoute />} />
            <Route path="/offer/:id" element={<FeedItemRoute />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return fetch;
}

describe('the page of an event or special offer', () => {
  it('shows what it is, when and where, and the listings at the nearest airport', async () => {
    const fetch = show('/offer/7', json(200, { data: OFFER }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Half-price scrubs' })).toBeTruthy();
    expect(fetch.mock.calls[0]![0]).toBe('/api/feeds/special_offers/7');
    expect(screen.getByText('Special offer')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Half-price scrubs' }).getAttribute('src')).toBe(
      '/uploads/feeds/7.webp',
    );
    const facts = document.querySelector('dl')!.textContent;
    for (const text of [
      'May 2, 2031 – May 9, 2031',
      '9:00 AM – 5:00 PM',
      'Every month',
      'Dallas',
      'Uniform Hub',
      '$',
    ])
      expect(facts).toContain(text);
    // the site's stars (components/stars.tsx round 4.5 up), and the rating itself
    expect(screen.getByRole('img', { name: '5 out of 5 stars' }).parentElement!.textContent).toContain('4.5');
    expect(screen.getByText('For nurses on assignment.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Location' })).toBeTruthy();
    const near = await screen.findByRole('link', { name: 'Rentals near here (DAL)' });
    expect(near.getAttribute('href')).toBe('/search/airports/dal');
  });

  it('says an unknown item is not found', async () => {
    show('/event/99', json(404, { message: 'No such event or offer.' }));
    expect(await screen.findByRole('heading', { name: 'No such event or offer' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it('asks nothing and finds nothing where the type is turned off', async () => {
    const fetch = show('/event/12', json(200, { data: OFFER }), defaultFlags('crashpad'));
    expect(await screen.findByRole('heading', { name: 'No such event or offer' })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
