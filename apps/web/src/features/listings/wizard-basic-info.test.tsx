// The listing wizard's step 1, Basic Info (docs/product/specification/2-listings-and-tenants.md §2.1, §4.8, §5
// "Listing form"): Next on an empty step names its problems in the spec's order, at most five at a time; each field
// fixed takes its warning away and the next Next shows what is left, still in order; a complete step moves on.
// Editing, Save sends the listing once the step is right. The warnings' words are the wizard's own
// ("… is required", docs/decisions/018-walk-through-fixes.md; money as typed, docs/decisions/045-forms-show-every-error.md).
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListingEditView } from '@crashpad/shared/api/listings';
import { LISTING_MESSAGES as L } from '@crashpad/shared/rules/listings';
import { siteQuery } from '../../lib/site';
import WizardPage from './wizard-page';

// The map (Leaflet) draws nothing in jsdom; the pin is placed here by typing its coordinates.
vi.mock('../../components/map/listing-map', () => ({ default: () => null }));
vi.mock('../../lib/notify', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
afterEach(() => vi.unstubAllGlobals());

const DFW = {
  id: 17,
  prefix: 'DFW',
  name: 'Dallas/Fort Worth International',
  city: 'Dallas',
  country: 'US',
  latitude: 32.8998,
  longitude: -97.0403,
};
const DESCRIPTION =
  'A quiet crew house ten minutes from the airport, with a shuttle to the terminal. '.repeat(3);

const SAVED: ListingEditView = {
  id: 8,
  status: 2,
  title: 'Love Field Crew House',
  street1: '100 Main St',
  street2: '',
  city: 'Dallas',
  state: 'TX',
  postal_code: '75201',
  country: 'United States',
  neighborhood: '',
  latitude: 32.85,
  longitude: -96.85,
  airport: [17],
  airports: [{ id: 17, prefix: 'DFW', name: DFW.name, distance: 10 }],
  airport_distance: 10,
  other_airport_distance: null,
  rental_type: 'crashpad',
  bathrooms: 2,
  number_of_shower: 1,
  max_nights: 31,
  rate_per_from: 400,
  rate_per_to: null,
  enable_price_range: false,
  deposit_required: 100,
  rate_per_day_from: null,
  rate_per_day_to: null,
  description: DESCRIPTION,
  rules_policies_des: '',
  rules_policies_doc: [],
  images: ['/uploads/a.jpg'],
  thumbnail: '/uploads/a.jpg',
  amenities: [],
  preferences: [],
  places: [],
  rooms: [
    {
      id: 30,
      listing_id: 8,
      room_name: 'Bedroom 1',
      beds_per_room: 1,
      status: 'ACTIVE',
      beds: [{ id: 40, room_id: 30, bed_name: 'Bed 1', status: 'ACTIVE', rental_amount: null }],
    },
  ],
  total_rooms: 1,
  total_beds: 1,
};

function server() {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    const body = url.endsWith('/lister/can-add-listings')
      ? { can_add: true, message: '' }
      : url.endsWith('/user/listing-total')
        ? { data: 0, total_location: null }
        : url.startsWith('/api/airports/search')
          ? { total: 1, data: [DFW] }
          : url.endsWith('/crashpads/8/edit')
            ? SAVED
            : { id: 8, message: 'Your crashpad has been updated.' };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function show(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(siteQuery.queryKey, { flags: { 'site.crashpad': true }, wording: {} } as never);
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/create-crashpad" element={<WizardPage />} />
            <Route path="/my-crashpads/:id/edit" element={<WizardPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** The warnings shown under the step, top to bottom. */
const warnings = () => screen.queryAllByRole('alert').map((a) => a.textContent);
const field = (name: RegExp) => screen.getByRole('textbox', { name });
const type = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const saves = (fetch: ReturnType<typeof server>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'POST' || init?.method === 'PUT');

describe('the wizard’s Basic Info step (docs/product/specification/2-listings-and-tenants.md §5 "Listing form")', () => {
  it('names the empty step’s problems in order, five at a time; each fix takes one away; the complete step moves on', async () => {
    const fetch = server();
    show('/create-crashpad');
    await screen.findByRole('textbox', { name: /^Crashpad name/ });
    press('Next');
    expect(warnings()).toEqual([
      L.required('Crashpad name'),
      L.required('Address'),
      L.required('Airport distance'),
      L.required('Description'),
      L.required('Rate per month'),
    ]);

    type(/^Crashpad name/, 'Love Field Crew House');
    // fixed: its warning goes at once; the next Next shows the sixth problem in its place
    expect(warnings()).not.toContain(L.required('Crashpad name'));
    press('Next');
    expect(warnings()).toEqual([
      L.required('Address'),
      L.required('Airport distance'),
      L.required('Description'),
      L.required('Rate per month'),
      L.required('Deposit'),
    ]);

    type(/^Description/, 'Close to DFW.');
    press('Next');
    expect(warnings()).toEqual([
      L.required('Address'),
      L.required('Airport distance'),
      L.description,
      L.required('Rate per month'),
      L.required('Deposit'),
    ]);
    type(/^Description/, DESCRIPTION);
    press('Next');
    expect(warnings()).toEqual([
      L.required('Address'),
      L.required('Airport distance'),
      L.required('Rate per month'),
      L.required('Deposit'),
      L.airports,
    ]);

    // An airport chosen before the pin is placed gets no distance: that one stays to be chosen.
    // jsdom lays nothing out, so the floating lists count as detached from their fields and are styled hidden:
    // their options are found with { hidden: true }, and clicked as a user would.
    fireEvent.change(screen.getByRole('combobox', { name: /^Airports/ }), { target: { value: 'DFW' } });
    fireEvent.click(await screen.findByRole('option', { name: `DFW · ${DFW.name}`, hidden: true }));
    await screen.findByRole('combobox', { name: /^Distance to DFW/ });
    press('Next');
    expect(warnings()).toEqual([
      L.required('Address'),
      L.required('Airport distance'),
      L.required('Rate per month'),
      L.required('Deposit'),
    ]);
    fireEvent.click(screen.getByRole('combobox', { name: /^Distance to DFW/ }));
    fireEvent.click(await screen.findByRole('option', { name: '2 miles', hidden: true }));
    press('Next');
    expect(warnings()).toEqual([L.required('Address'), L.required('Rate per month'), L.required('Deposit')]);

    type(/^Latitude/, '32.85');
    type(/^Longitude/, '-96.85');
    press('Next');
    expect(warnings()).toEqual([L.required('Rate per month'), L.required('Deposit')]);

    type(/^Rate per month/, '12.3.4');
    press('Next');
    expect(warnings()).toEqual([L.amount('Rate per month'), L.required('Deposit')]);
    type(/^Rate per month/, '450');
    press('Next');
    expect(warnings()).toEqual([L.required('Deposit')]);

    type(/^Deposit/, '150');
    press('Next');
    await screen.findByText('Step 2 of 5 · Rooms and Beds');
    expect(warnings()).toEqual([]);
    // creating, nothing is sent before step 5's Save & Publish (docs/product/specification/2-listings-and-tenants.md §2.1)
    expect(saves(fetch)).toEqual([]);
  }, 30_000);

  it('editing, Save names what the lister emptied in order, and sends the listing once each is fixed', async () => {
    const fetch = server();
    show('/my-crashpads/8/edit');
    await waitFor(() =>
      expect((field(/^Crashpad name/) as HTMLInputElement).value).toBe('Love Field Crew House'),
    );
    type(/^Crashpad name/, '');
    type(/^Rate per month/, '');
    type(/^Deposit/, '');
    press('Save');
    expect(warnings()).toEqual([
      L.required('Crashpad name'),
      L.required('Rate per month'),
      L.required('Deposit'),
    ]);

    type(/^Crashpad name/, 'Love Field Crew House II');
    press('Save');
    expect(warnings()).toEqual([L.required('Rate per month'), L.required('Deposit')]);
    type(/^Rate per month/, '425.50');
    press('Save');
    expect(warnings()).toEqual([L.required('Deposit')]);
    expect(saves(fetch)).toEqual([]);

    type(/^Deposit/, '0');
    press('Save');
    await waitFor(() => expect(saves(fetch)).toHaveLength(1));
    expect(warnings()).toEqual([]);
    const [url, init] = saves(fetch)[0]!;
    expect([url, init!.method]).toEqual(['/api/crashpads/8', 'PUT']);
    expect(JSON.parse(String(init!.body))).toEqual({
      title: 'Love Field Crew House II',
      street1: '100 Main St',
      street2: '',
      city: 'Dallas',
      state: 'TX',
      postal_code: '75201',
      country: 'United States',
      neighborhood: '',
      latitude: 32.85,
      longitude: -96.85,
      airport: [17],
      airport_distance: 10,
      other_airport_distance: null,
      rental_type: 'crashpad',
      bathrooms: 2,
      number_of_shower: 1,
      max_nights: 31,
      rate_per_from: 425.5,
      rate_per_to: null,
      enable_price_range: false,
      deposit_required: 0,
      rate_per_day_from: null,
      rate_per_day_to: null,
      description: DESCRIPTION,
      rules_policies_des: '',
      rules_policies_doc: [],
      images: ['/uploads/a.jpg'],
      thumbnail: '/uploads/a.jpg',
      amenities: [],
      preferences: [],
      places: [],
      rooms: [
        {
          id: 30,
          room_name: 'Bedroom 1',
          status: 'ACTIVE',
          beds_per_room: 1,
          beds: [{ id: 40, bed_name: 'Bed 1', status: 'ACTIVE' }],
        },
      ],
      total_rooms: 1,
      beds: 1,
      total_beds: 1,
      descriptionUpdated: false,
    });
  }, 30_000);
});
