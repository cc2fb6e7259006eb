// The admin's events and offers (docs/decisions/062-events-and-special-offers.md): the list with Edit and Delete,
// the form's every message under its field (the contract's before sending, the server's after; docs/decisions/045),
// the body it sends, and a list fed by an outside service shown without edit controls.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FEED_MESSAGES, type AdminFeedAnswer, type FeedItem } from '@crashpad/shared/api/feeds';
import type { SiteAnswer } from '@crashpad/shared/api/site';
import { defaultFlags } from '@crashpad/shared/site/variants';
import { notify } from '../../lib/notify';
import { siteQuery } from '../../lib/site';
import AdminFeedsPage from './admin-feeds-page';
// loaded by the page when the form opens: imported here so it opens at once
import './feed-item-form';

vi.mock('../../lib/notify', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(notify).mockClear();
});

const ITEM: FeedItem = {
  id: '12',
  type: 'events',
  title: [{ key: 'en', value: 'Crew night at the Tower' }],
  description: 'Live music.',
  image: null,
  start_date: '2031-05-02',
  end_date: '2031-05-02',
  start_time: '19:00',
  end_time: null,
  map_lat: 32.9,
  map_lng: -97.04,
  merchant_id: null,
  price_range: '$$',
  business_name: 'Tower Bar',
  rating: 4.5,
  distance_km: null,
  repeat: 'weekly',
  city_name: 'Irving',
};

const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Call = { url: string; method: string; body: unknown };

function show(list: AdminFeedAnswer, save: () => Response = () => json(200, { data: ITEM })) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return method === 'GET' ? json(200, list) : save();
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(siteQuery.queryKey, { flags: defaultFlags('nurse') } as unknown as SiteAnswer);
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <AdminFeedsPage />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return calls;
}

const input = (name: string) => screen.getByLabelText(new RegExp(`^${name}`)) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
/** The message shown under a field: what its input is described by. */
const messageUnder = (name: string) =>
  (input(name).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

async function openAdd() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add event' }));
  return screen.findByRole('form', { name: 'Add event' });
}

const editable: AdminFeedAnswer = { data: [ITEM], total: 1, per_page: 20, editable: true };

// The form's fourteen Mantine fields take seconds to render and fill in jsdom on a slow machine.
describe('the admin’s events and offers', { timeout: 15_000 }, () => {
  it('lists the items with their date, city and business, and Edit and Delete for each', async () => {
    show(editable);
    const row = (await screen.findByText('Crew night at the Tower')).closest('tr')!;
    expect(row.textContent).toContain('May 2, 2031');
    expect(row.textContent).toContain('Irving');
    expect(row.textContent).toContain('Tower Bar');
    expect(within(row).getByRole('button', { name: 'Edit Crew night at the Tower' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Delete Crew night at the Tower' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Special offers' })).toBeTruthy();
  });

  it('shows every missing field’s message under it at once and sends nothing', async () => {
    const calls = show(editable);
    const form = await openAdd();
    fireEvent.submit(form);
    expect(await within(form).findByRole('alert')).toHaveProperty(
      'textContent',
      'Please fill in all required fields correctly.',
    );
    expect(messageUnder('Title')).toContain('Please enter a title');
    expect(messageUnder('Start date')).toContain('Use a date as YYYY-MM-DD');
    expect(messageUnder('Latitude')).toContain('Choose where it is');
    expect(messageUnder('City')).toContain('Please enter the city');
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('sends the form as the contract reads it, and shows the server’s refusals under their fields', async () => {
    let refuse = true;
    const calls = show(editable, () =>
      refuse
        ? json(400, {
            message: 'An event with this title already starts that day.',
            errors: {
              title: ['An event with this title already starts that day.'],
              end_date: [FEED_MESSAGES.endBeforeStart],
            },
          })
        : json(200, { data: ITEM }),
    );
    const form = await openAdd();
    type('Title', '  Crew night  ');
    type('Description', 'Live music.');
    type('Start date', '2031-05-02');
    type('Start time', '19:00');
    type('Latitude', '32.9');
    type('Longitude', '-97.04');
    type('City', 'Irving');
    type('Business name', '');
    fireEvent.submit(form);

    await waitFor(() => expect(messageUnder('Title')).toContain('already starts that day'));
    expect(messageUnder('End date')).toContain(FEED_MESSAGES.endBeforeStart);
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe('/api/admin/feeds/events');
    expect(post.body).toEqual({
      title: 'Crew night',
      description: 'Live music.',
      image: null,
      start_date: '2031-05-02',
      // an end not chosen follows the start
      end_date: '2031-05-02',
      start_time: '19:00',
      end_time: null,
      map_lat: 32.9,
      map_lng: -97.04,
      city_name: 'Irving',
      business_name: null,
      price_range: null,
      rating: null,
      repeat: null,
    });

    // A fixed field's message goes; the next send saves, says so and closes the form.
    type('Title', 'Crew night out');
    expect(messageUnder('Title')).not.toContain('already');
    expect(messageUnder('End date')).toContain(FEED_MESSAGES.endBeforeStart);
    refuse = false;
    fireEvent.submit(form);
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ color: 'green', message: 'Event saved.' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add event' })).toBeNull());
  });

  it('edits a saved item with a PUT of its own address, starting from what it holds', async () => {
    const calls = show(editable);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Crew night at the Tower' }));
    const form = await screen.findByRole('form', { name: 'Edit event' });
    expect(input('Title').value).toBe('Crew night at the Tower');
    expect(input('Latitude').value).toBe('32.9');
    fireEvent.submit(form);
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toBe('/api/admin/feeds/events/12');
    expect(put.body).toMatchObject({ price_range: '$$', rating: 4.5, repeat: 'weekly', start_time: '19:00' });
  });

  it('only lists what an outside service feeds, saying where to edit it', async () => {
    show({ ...editable, editable: false });
    expect(await screen.findByText(FEED_MESSAGES.externalFeed)).toBeTruthy();
    expect(screen.getByText('Crew night at the Tower')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^(Add event|Edit|Delete)/ })).toBeNull();
  });
});
