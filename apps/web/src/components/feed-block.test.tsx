// The events and special-offers blocks (docs/decisions/062-events-and-special-offers.md): up to the page's count of
// linked cards, and no block at all with the flag off, when the feed did not answer or had nothing.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeedItem, FeedListAnswer } from '@crashpad/shared/api/feeds';
import type { SiteAnswer } from '@crashpad/shared/api/site';
import { defaultFlags } from '@crashpad/shared/site/variants';
import { siteQuery } from '../lib/site';
import FeedBlocks from './feed-block';

afterEach(() => vi.unstubAllGlobals());

const year = new Date().getFullYear();

const item = (n: number, extra: Partial<FeedItem> = {}): FeedItem => ({
  id: `e${n}`,
  type: 'events',
  title: [
    { key: 'fr', value: `Fête ${n}` },
    { key: 'en', value: `Street fair ${n}` },
  ],
  description: null,
  image: n === 1 ? `/uploads/feeds/${n}.webp` : null,
  start_date: `${year}-12-04`,
  end_date: `${year}-12-06`,
  start_time: '19:00',
  end_time: '22:30',
  map_lat: 32.9,
  map_lng: -97,
  merchant_id: null,
  price_range: '$$',
  business_name: `Hall ${n}`,
  rating: 4.5,
  distance_km: 4.8,
  repeat: null,
  city_name: 'Irving',
  ...extra,
});

function show(answers: Partial<Record<string, FeedListAnswer>>, flags = defaultFlags('nurse')) {
  const fetch = vi.fn(async (url: string) => {
    const type = /\/api\/feeds\/(\w+)/.exec(url)![1]!;
    return new Response(JSON.stringify(answers[type] ?? { data: [], available: true }), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient();
  client.setQueryData(siteQuery.queryKey, { flags } as unknown as SiteAnswer);
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <FeedBlocks where={null} page="home" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { fetch, view };
}

const settle = () => new Promise((r) => setTimeout(r, 20));

describe('the events and special-offers blocks', () => {
  it('shows 4 of the 8 the home page asks for, each a card linking to its page', async () => {
    const events = Array.from({ length: 8 }, (_, i) => item(i + 1));
    const offers = [item(9, { id: 'o9', type: 'special_offers', distance_km: 0.5, start_time: null })];
    const { fetch } = show({
      events: { data: events, available: true },
      special_offers: { data: offers, available: true },
    });

    const block = await screen.findByRole('region', { name: 'Upcoming events' });
    const cards = within(block).getAllByRole('article');
    expect(cards).toHaveLength(4);
    const first = within(cards[0]!).getByRole('link', { name: 'Street fair 1' });
    expect(first.getAttribute('href')).toBe('/event/e1');
    expect(cards[0]!.textContent).toContain('Dec 4 – Dec 6 · 7:00 PM – 10:30 PM');
    expect(cards[0]!.textContent).toContain('Hall 1');
    expect(cards[0]!.textContent).toContain('Irving · 3 miles away');
    expect(cards[0]!.querySelector('img')?.getAttribute('src')).toBe('/uploads/feeds/1.webp');
    // without an image, a plain placeholder naming the kind
    expect(cards[1]!.textContent).toContain('Event');

    const offerBlock = await screen.findByRole('region', { name: 'Special offers' });
    const offer = within(offerBlock).getByRole('article');
    expect(within(offer).getByRole('link', { name: 'Street fair 9' }).getAttribute('href')).toBe('/offer/o9');
    expect(offer.textContent).toContain('Under a mile away');

    const urls = fetch.mock.calls.map((c) => c[0]);
    expect(urls).toContain('/api/feeds/events?limit=8');
    expect(urls).toContain('/api/feeds/special_offers?limit=8');
  });

  it('leaves a block out when the feed did not answer, and one with nothing on', async () => {
    const { fetch, view } = show({
      events: { data: [item(1)], available: false },
      special_offers: { data: [], available: true },
    });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await settle();
    expect(view.container.querySelector('section, article')).toBeNull();
    expect(view.container.textContent).toBe('');
  });

  it('asks for nothing and shows nothing with the flags off (the crashpad site)', async () => {
    const { fetch, view } = show({ events: { data: [item(1)], available: true } }, defaultFlags('crashpad'));
    await settle();
    expect(fetch).not.toHaveBeenCalled();
    expect(view.container.textContent).toBe('');
  });

  it('reads only the type whose flag is on', async () => {
    const { fetch } = show(
      { special_offers: { data: [item(2, { id: 'o2', type: 'special_offers' })], available: true } },
      { ...defaultFlags('nurse'), events: false },
    );
    await screen.findByRole('region', { name: 'Special offers' });
    expect(screen.queryByRole('region', { name: 'Upcoming events' })).toBeNull();
    expect(fetch.mock.calls.map((c) => c[0])).toEqual(['/api/feeds/special_offers?limit=8']);
  });
});
