import { describe, expect, it } from 'vitest';
import {
  airportId,
  bearer,
  createLister,
  createListing,
  holdBed,
  madeBeforeAll,
  paidSignUp,
  roomsOf,
  suiteApp,
} from '../../../test/factory';

const t = suiteApp();
const lister = madeBeforeAll(() => createLister(t, 'pro'));

const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? bearer(token) : {} });
const setStatus = (id: number, status: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/crashpads/status/${id}`,
    headers: bearer(lister.token),
    payload: { status },
  });

describe('GET /api/crashpads', () => {
  it('lists the lister’s active and inactive listings, newest first, with airports and occupancy', async () => {
    const [dal, dfw] = [await airportId(t.db, 'DAL'), await airportId(t.db, 'DFW')];
    const first = await createListing(t, lister);
    const second = await createListing(t, lister, {
      title: 'Two airports',
      airport: [dal, dfw],
      other_airport_distance: 5,
    });
    const inactive = await createListing(t, lister, { title: 'Resting' });
    const deleted = await createListing(t, lister, { title: 'Gone' });
    await setStatus(inactive, 1);
    await setStatus(deleted, 0);
    const [bed] = (await roomsOf(t.db, first))[0]!.beds;
    await holdBed(t.db, bed!.id, 'BUSY');
    await createListing(t, await createLister(t, 'pro'), { title: 'Someone else’s' });

    const res = await get('/api/crashpads', lister.token);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: { data: Record<string, unknown>[] }; occupancy: { data: number } }>();
    expect(body.data.data.map((r) => r.id)).toEqual([inactive, second, first]);
    expect(body.data.data[1]).toMatchObject({
      title: 'Two airports',
      status: 2,
      rate_per_from: 300,
      rate_per_to: 425.5,
      deposit_required: 150,
      monthly_revenue: 0,
      rooms: 2,
      beds: 3,
      num_beds: 3,
      num_occupied_beds: 0,
      bathrooms: 2,
      number_of_shower: 1,
      bed_occupancy_rate: 0,
      feature_listing: 0,
      feature_ongoing: 0,
      rented: 0,
      tenants: 0,
      thumbnail: lister.images[0],
      airports: [
        { id: dal, prefix: 'DAL', name: 'Dallas Love Field' },
        { id: dfw, prefix: 'DFW', name: expect.stringContaining('Dallas') },
      ],
    });
    expect(body.data.data[2]).toMatchObject({ num_occupied_beds: 1, rented: 1, tenants: 1 });
    expect(body.data.data[2]!.bed_occupancy_rate).toBeCloseTo(1 / 3);
    // 1 busy bed of 6 over the two active listings; the inactive one does not count
    expect(body.occupancy).toEqual({ data: 17 });
  });

  it('answers an empty list with 0 occupancy to a new lister, 403 to a seeker and 401 to a guest', async () => {
    const fresh = await createLister(t, 'basic');
    expect((await get('/api/crashpads', fresh.token)).json()).toEqual({
      data: { data: [] },
      occupancy: { data: 0 },
    });
    const seeker = await paidSignUp(t.app, 'seeker');
    expect((await get('/api/crashpads', seeker.token)).statusCode).toBe(403);
    expect((await get('/api/crashpads')).statusCode).toBe(401);
  });
});

describe('GET /api/crashpads/{id}/edit', () => {
  it('gives the owner the form as saved, rooms and beds in order, airports with distances', async () => {
    const [dal, dfw] = [await airportId(t.db, 'DAL'), await airportId(t.db, 'DFW')];
    const id = await createListing(t, lister, {
      airport: [dfw, dal],
      airport_distance: 4,
      other_airport_distance: 11,
    });
    const res = await get(`/api/crashpads/${id}/edit`, lister.token);
    expect(res.statusCode).toBe(200);
    const view = res.json<Record<string, unknown>>();
    expect(view).toMatchObject({
      id,
      status: 2,
      title: 'Love Field Crew House',
      latitude: 32.8481,
      airport: [dfw, dal],
      airports: [
        { id: dfw, prefix: 'DFW', distance: 4 },
        { id: dal, prefix: 'DAL', distance: 11 },
      ],
      airport_distance: 4,
      other_airport_distance: 11,
      rate_per_from: 300,
      rate_per_to: 425.5,
      enable_price_range: true,
      images: lister.images,
      thumbnail: lister.images[0],
      total_rooms: 2,
      total_beds: 3,
      rooms: [
        {
          room_name: 'Front room',
          status: 'ACTIVE',
          listing_id: id,
          beds_per_room: 2,
          beds: [
            { bed_name: 'Lower bunk', status: 'ACTIVE', rental_amount: 300 },
            { bed_name: 'Bed 2', status: 'ACTIVE', rental_amount: null },
          ],
        },
        { room_name: 'Bedroom 2', beds_per_room: 1, beds: [{ bed_name: 'Bed 1' }] },
      ],
    });
  });

  it('answers 404 to another lister, for a deleted listing and a missing one, 400 for a bad id', async () => {
    const id = await createListing(t, lister);
    const stranger = await createLister(t, 'pro');
    expect((await get(`/api/crashpads/${id}/edit`, stranger.token)).statusCode).toBe(404);
    await setStatus(id, 0);
    expect((await get(`/api/crashpads/${id}/edit`, lister.token)).statusCode).toBe(404);
    expect((await get('/api/crashpads/99999999/edit', lister.token)).statusCode).toBe(404);
    expect((await get('/api/crashpads/abc/edit', lister.token)).statusCode).toBe(400);
    expect((await get(`/api/crashpads/${id}/edit`)).statusCode).toBe(401);
  });
});
