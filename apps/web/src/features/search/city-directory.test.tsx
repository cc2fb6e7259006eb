// The city directory's cards count the feeds' special offers and upcoming events when the answer carries them
// (docs/product/specification/2-listings-and-tenants.md §2.9; docs/decisions/062), and say nothing of them otherwise.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CityCard } from '@crashpad/shared/api/search';
import type { SiteAnswer } from '@crashpad/shared/api/site';
import { defaultFlags } from '@crashpad/shared/site/variants';
import { siteQuery } from '../../lib/site';
import { citiesQuery } from './api';
import { CityDirectory } from './city-directory';

const city = (id: number, name: string, extra: Partial<CityCard> = {}): CityCard => ({
  id,
  name,
  display_name: `${name}, Texas`,
  prefix: 'DFW',
  city: name,
  lat: 32.8,
  long: -97,
  listings_count: 2,
  airports_count: 1,
  airports: ['DFW'],
  listings_by_airport: [],
  major: true,
  ...extra,
});

function show(cities: CityCard[], flags = defaultFlags('nurse')) {
  const client = new QueryClient();
  client.setQueryData(siteQuery.queryKey, { flags } as unknown as SiteAnswer);
  client.setQueryData(citiesQuery.queryKey, { data: [{ id: 'US', name: 'United States', cities }] });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <CityDirectory />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the city directory’s feed counts', () => {
  it('shows the special offers and upcoming events a feed counted, on one line', () => {
    show([
      city(1, 'Irving', { special_offer_count: 2, event_count: 1 }),
      city(2, 'Plano', { special_offer_count: 0, event_count: 3 }),
      city(3, 'Frisco'),
    ]);
    expect(screen.getByRole('article', { name: 'Irving, Texas' }).textContent).toContain(
      '2 special offers · 1 upcoming event',
    );
    expect(screen.getByRole('article', { name: 'Plano, Texas' }).textContent).toContain(
      '0 special offers · 3 upcoming events',
    );
    expect(screen.getByRole('article', { name: 'Frisco, Texas' }).textContent).not.toMatch(/offer|event/);
  });

  it('leaves out a type whose flag is off', () => {
    show([city(1, 'Irving', { special_offer_count: 2, event_count: 1 })], {
      ...defaultFlags('nurse'),
      events: false,
    });
    const card = screen.getByRole('article', { name: 'Irving, Texas' });
    expect(card.textContent).toContain('2 special offers');
    expect(card.textContent).not.toContain('event');
  });
});
