// The airport search map's events and offers layers (docs/decisions/062-events-and-special-offers.md): a toggle per
// type whose flag is on, on at first, each adding up to 5 markers linking to the items' pages.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeedItem } from '@crashpad/shared/api/feeds';
import type { SiteAnswer } from '@crashpad/shared/api/site';
import { defaultFlags } from '@crashpad/shared/site/variants';
import { siteQuery } from '../../lib/site';
import FeedMapLayers from './feed-map-layers';
import type { MapMarker } from './listing-map';

afterEach(() => vi.unstubAllGlobals());

const item = (type: FeedItem['type'], n: number): FeedItem => ({
  id: String(n),
  type,
  title: [{ key: 'en', value: `${type} ${n}` }],
  description: null,
  image: null,
  start_date: '2031-05-02',
  end_date: null,
  start_time: null,
  end_time: null,
  map_lat: 32.8 + n / 100,
  map_lng: -97,
  merchant_id: null,
  price_range: null,
  business_name: 'Hall',
  rating: null,
  distance_km: 3,
  repeat: null,
  city_name: 'Irving',
});

function show(flags = defaultFlags('nurse')) {
  const fetch = vi.fn(async (url: string) => {
    const type = /\/api\/feeds\/(\w+)/.exec(url)![1] as FeedItem['type'];
    const data = Array.from({ length: 7 }, (_, i) => item(type, i + 1));
    return new Response(JSON.stringify({ data, available: true }), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient();
  client.setQueryData(siteQuery.queryKey, { flags } as unknown as SiteAnswer);
  let markers: MapMarker[] = [];
  render(
    <QueryClientProvider client={client}>
      <FeedMapLayers lat={32.9} lng={-97.04} onChange={(m) => (markers = m)} />
    </QueryClientProvider>,
  );
  return { fetch, markers: () => markers };
}

describe('the map’s events and offers layers', () => {
  it('adds 5 markers of each, on by default, and takes a type off when its toggle is', async () => {
    const { fetch, markers } = show();
    const events = screen.getByRole('checkbox', { name: 'Events' });
    expect(events).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Special offers' })).toHaveProperty('checked', true);
    await waitFor(() => expect(markers()).toHaveLength(10));
    expect(fetch.mock.calls.map((c) => c[0])).toContain(
      '/api/feeds/events?lat=32.9&lng=-97.04&radius=100&limit=5',
    );
    expect(markers()[0]).toMatchObject({
      label: 'events 1',
      href: '/event/1',
      pin: 'Event',
      tone: 'event',
      details: ['May 2, 2031', 'Hall'],
    });
    expect(markers().at(-1)).toMatchObject({ href: '/offer/5', pin: 'Offer', tone: 'offer' });

    fireEvent.click(events);
    await waitFor(() => expect(markers()).toHaveLength(5));
    expect(markers().every((m) => m.tone === 'offer')).toBe(true);
  });

  it('offers only the types whose flag is on', async () => {
    const { fetch } = show({ ...defaultFlags('nurse'), specialOffers: false });
    expect(screen.getByRole('checkbox', { name: 'Events' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Special offers' })).toBeNull();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  });
});
