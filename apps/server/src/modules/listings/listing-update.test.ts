import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ListingForm } from '@crashpad/shared/api/listings';
import { LISTING_MESSAGES } from '@crashpad/shared/rules/listings';
import {
  bearer,
  createLister,
  createListing,
  DESCRIPTION,
  holdBed,
  type Lister,
  listingForm,
  listingRow,
  madeBeforeAll,
  roomsOf,
  suiteApp,
} from '../../../test/factory';
import { listings } from '../../db/schema';

const t = suiteApp();
const lister = madeBeforeAll(() => createLister(t, 'pro'));

type EditView = { rooms: ListingForm['rooms'] } & Record<string, unknown>;

const put = async (id: number, overrides: Partial<ListingForm>, who: Lister = lister) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/crashpads/${id}`,
    headers: bearer(who.token),
    payload: await listingForm(t.db, who.images, overrides),
  });
const edit = async (id: number) =>
  (await t.app.inject({ url: `/api/crashpads/${id}/edit`, headers: bearer(lister.token) })).json<EditView>();

describe('PUT /api/crashpads/{id}', () => {
  it('updates the listing; the public point stays while the address does not move', async () => {
    const id = await createListing(t, lister);
    const before = (await listingRow(t.db, id))!;
    const res = await put(id, { title: 'Bachman Lake Crew House', rate_per_from: 310.25 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, message: 'your crashpad has been updated' });
    const after = (await listingRow(t.db, id))!;
    expect(after).toMatchObject({
      title: 'Bachman Lake Crew House',
      ratePerFromCents: 31025,
      descriptionUpdatedAt: null,
    });
    expect([after.publicLatitude, after.publicLongitude]).toEqual([
      before.publicLatitude,
      before.publicLongitude,
    ]);
  });

  it('keeps a rental type the site no longer offers, but will not switch to one', async () => {
    const id = await createListing(t, lister);
    // A listing saved while the site offered the generic types (the variant changed since).
    await t.db.update(listings).set({ rentalType: 'house' }).where(eq(listings.id, id));
    expect((await put(id, { rental_type: 'house', title: 'Still a house' })).statusCode).toBe(200);
    const switched = await put(id, { rental_type: 'hotel', title: 'Now a hotel' });
    expect({ status: switched.statusCode, message: switched.json<{ message: string }>().message }).toEqual({
      status: 400,
      message: LISTING_MESSAGES.rentalType,
    });
    expect(await listingRow(t.db, id)).toMatchObject({ rentalType: 'house', title: 'Still a house' });
  });

  it('draws a new public point when the address moves, and dates a changed description', async () => {
    const id = await createListing(t, lister);
    const before = (await listingRow(t.db, id))!;
    await put(id, { latitude: 32.9, longitude: -96.9, description: `${DESCRIPTION} Parking included.` });
    const after = (await listingRow(t.db, id))!;
    expect([after.latitude, after.longitude]).toEqual([32.9, -96.9]);
    expect(after.publicLatitude).not.toBe(before.publicLatitude);
    expect(Math.abs(after.publicLatitude - 32.9)).toBeLessThan(0.003);
    expect(after.descriptionUpdatedAt).toBeInstanceOf(Date);
  });

  it('renames, deletes and restores rooms and beds, and keeps the counts in step', async () => {
    const id = await createListing(t, lister);
    const [front, second] = (await edit(id)).rooms;
    const res = await put(id, {
      rooms: [
        {
          ...front!,
          room_name: 'Big room',
          beds: [front!.beds[0]!, { ...front!.beds[1]!, status: 'DELETED' }, { bed_name: '', status: 'NEW' }],
        },
        { ...second!, status: 'DELETED' },
      ],
    });
    expect(res.statusCode).toBe(200);
    let rooms = await roomsOf(t.db, id);
    expect(rooms.map((r) => [r.roomName, r.status, r.beds.map((b) => `${b.bedName} ${b.status}`)])).toEqual([
      ['Big room', 'ACTIVE', ['Lower bunk ACTIVE', 'Bed 2 DELETED', 'Bed 3 ACTIVE']],
      ['Bedroom 2', 'DELETED', ['Bed 1 DELETED']],
    ]);
    expect(await listingRow(t.db, id)).toMatchObject({ totalRooms: 1, numBeds: 2 });

    const view = await edit(id);
    expect(view.rooms.map((r) => r.status)).toEqual(['ACTIVE', 'DELETED']);
    const restored = view.rooms[1]!;
    await put(id, {
      rooms: [
        view.rooms[0]!,
        { ...restored, status: 'ACTIVE', beds: restored.beds.map((b) => ({ ...b, status: 'ACTIVE' })) },
      ],
    });
    rooms = await roomsOf(t.db, id);
    expect(rooms[1]).toMatchObject({ status: 'ACTIVE', beds: [{ status: 'ACTIVE' }] });
    expect(await listingRow(t.db, id)).toMatchObject({ totalRooms: 2, numBeds: 3 });
  });

  it('keeps a bed a tenant holds: it cannot be deleted or left out, and the form cannot change its status', async () => {
    const id = await createListing(t, lister);
    const view = await edit(id);
    const busy = view.rooms[0]!.beds[0]!;
    await holdBed(t.db, busy.id!, 'BUSY');
    const [front, second] = view.rooms;
    const attempts: ListingForm['rooms'][] = [
      [{ ...front!, beds: [{ ...busy, status: 'DELETED' }, front!.beds[1]!] }, second!],
      [{ ...front!, beds: [front!.beds[1]!] }, second!],
      [{ ...front!, status: 'DELETED' }, second!],
      [second!],
    ];
    for (const rooms of attempts) {
      const res = await put(id, { title: 'Should not stick', rooms });
      expect(res.statusCode).toBe(400);
      expect([LISTING_MESSAGES.busyBed, LISTING_MESSAGES.roomWithTenant]).toContain(
        res.json<{ message: string }>().message,
      );
    }
    expect(await listingRow(t.db, id)).toMatchObject({ title: 'Love Field Crew House', numOccupiedBeds: 1 });

    const ok = await put(id, {
      rooms: [
        { ...front!, beds: [{ ...busy, status: 'ACTIVE', bed_name: 'Renamed' }, front!.beds[1]!] },
        second!,
      ],
    });
    expect(ok.statusCode).toBe(200);
    expect((await roomsOf(t.db, id))[0]!.beds[0]).toMatchObject({ bedName: 'Renamed', status: 'BUSY' });
  });

  it('refuses rooms and beds of another listing', async () => {
    const id = await createListing(t, lister);
    const other = await createListing(t, lister);
    const foreign = (await edit(other)).rooms[0]!;
    const own = (await edit(id)).rooms[0]!;
    for (const rooms of [
      [foreign],
      [{ ...own, beds: [...own.beds, foreign.beds[0]!] }],
    ] as ListingForm['rooms'][]) {
      const res = await put(id, { rooms });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/^Unknown (room|bed)$/);
    }
    expect((await roomsOf(t.db, other))[0]!.listingId).toBe(other);
  });

  it('answers 404 to another lister and for a deleted listing, and changes nothing', async () => {
    const id = await createListing(t, lister);
    const stranger = await createLister(t, 'pro');
    const res = await put(id, { title: 'Taken over' }, stranger);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Unknown Listing' });
    expect(
      (await t.app.inject({ url: `/api/crashpads/${id}/edit`, headers: bearer(stranger.token) })).statusCode,
    ).toBe(404);
    expect(await listingRow(t.db, id)).toMatchObject({ title: 'Love Field Crew House', userId: lister.id });

    await t.app.inject({
      method: 'POST',
      url: `/api/crashpads/status/${id}`,
      headers: bearer(lister.token),
      payload: { status: 0 },
    });
    expect((await put(id, { title: 'Back again' })).statusCode).toBe(404);
    expect(await listingRow(t.db, id)).toMatchObject({ title: 'Love Field Crew House', status: 0 });
  });

  it('answers 400 for a bad form and leaves the listing as it was', async () => {
    const id = await createListing(t, lister);
    const res = await put(id, { title: 'Half saved', description: 'too short' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: LISTING_MESSAGES.description });
    expect(await listingRow(t.db, id)).toMatchObject({ title: 'Love Field Crew House' });
    expect((await t.app.inject({ method: 'PUT', url: `/api/crashpads/${id}`, payload: {} })).statusCode).toBe(
      401,
    );
  });
});
