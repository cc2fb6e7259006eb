// Each bed's rent and availability on the public listing page (docs/product/specification/2-listings-and-tenants.md §2.8; docs/decisions/022), and nothing
// about who holds it.
import { describe, expect, it } from 'vitest';
import type { PublicListing } from '@crashpad/shared/api/listings';
import { and, eq } from 'drizzle-orm';
import { rentals } from '../../db/schema';
import {
  createListing,
  holdBed,
  inDays,
  inviteMember,
  listerWithCrashpad,
  roomsOf,
  saveCard,
  suiteApp,
} from '../../../test/factory';

const t = suiteApp();

const post = (url: string, token: string) =>
  t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` } });

describe('beds on the public listing page', () => {
  it('shows each bed’s rent and whether it is free, occupied, free from a check-out or reserved', async () => {
    const { lister } = await listerWithCrashpad(t);
    const listingId = await createListing(t, lister, {
      rooms: [
        {
          room_name: 'Front room',
          status: 'NEW',
          beds: [
            { bed_name: 'Lower bunk', status: 'NEW', rental_amount: 350 },
            { bed_name: 'Upper bunk', status: 'NEW' },
          ],
        },
        {
          room_name: 'Back room',
          status: 'NEW',
          beds: [
            { bed_name: 'Window bed', status: 'NEW' },
            { bed_name: 'Door bed', status: 'NEW' },
          ],
        },
      ],
    });
    const beds = (await roomsOf(t.db, listingId)).flatMap((r) => r.beds.map((b) => b.id));
    const names = { first_name: 'Quinn', last_name: 'Zabriskie' };
    const open = await inviteMember(t, lister, listingId, beds[0]!, names);
    const dated = await inviteMember(t, lister, listingId, beds[1]!, {
      ...names,
      checkout_date: inDays(40),
      checkout_time: '11:00',
    });
    const pending = await inviteMember(t, lister, listingId, beds[2]!, names);
    for (const { id, memberToken } of [open, dated]) {
      // accepting needs a saved card (docs/decisions/054-accepting-needs-a-card.md)
      await saveCard(t.app, memberToken);
      expect((await post(`/api/rental/${id}/accept`, memberToken)).statusCode).toBe(200);
    }

    const res = await t.app.inject({ url: `/api/listing/${listingId}` });
    expect(res.statusCode).toBe(200);
    const page = res.json<PublicListing>();
    expect(page.rooms).toEqual([
      {
        id: expect.any(Number),
        room_name: 'Front room',
        beds: [
          {
            id: beds[0],
            bed_name: 'Lower bunk',
            rental_amount: 350,
            availability: 'occupied',
            available_from: null,
          },
          {
            id: beds[1],
            bed_name: 'Upper bunk',
            rental_amount: 300,
            availability: 'available_from',
            available_from: inDays(40),
          },
        ],
      },
      {
        id: expect.any(Number),
        room_name: 'Back room',
        beds: [
          {
            id: beds[2],
            bed_name: 'Window bed',
            rental_amount: 300,
            availability: 'reserved',
            available_from: null,
          },
          {
            id: beds[3],
            bed_name: 'Door bed',
            rental_amount: 300,
            availability: 'available',
            available_from: null,
          },
        ],
      },
    ]);
    // Nobody's name, address or rental shows to the public.
    for (const secret of [
      'Quinn',
      'Zabriskie',
      open.member.email,
      dated.member.email,
      pending.member.email,
      '"rental_id"',
      '"user_id":' + String(open.member.id),
    ])
      expect(res.body).not.toContain(secret);
  });

  it('leaves a deleted room’s beds out', async () => {
    const { lister, listingId } = await listerWithCrashpad(t);
    const [, second] = await roomsOf(t.db, listingId);
    const deleted = await t.app.inject({
      method: 'POST',
      url: `/api/listings/delete-room?id=${second!.id}`,
      headers: { authorization: `Bearer ${lister.token}` },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const page = (await t.app.inject({ url: `/api/listing/${listingId}` })).json<PublicListing>();
    expect(page.rooms.map((r) => r.beds.map((b) => b.availability))).toEqual([['available', 'available']]);
  });

  // The database decides availability as of today in UTC (bed_availability() in migration 0019).
  it('shows a check-out of today as available from today, and one already past (not yet ended) as available', async () => {
    const { listingId } = await listerWithCrashpad(t);
    const beds = (await roomsOf(t.db, listingId)).flatMap((r) => r.beds.map((b) => b.id));
    const checkOut = async (bedId: number, date: string) => {
      await holdBed(t.db, bedId, 'BUSY');
      await t.db
        .update(rentals)
        .set({ checkoutDate: date, checkoutHour: 11 })
        .where(and(eq(rentals.bedId, bedId), eq(rentals.status, 'accepted')));
    };
    await checkOut(beds[0]!, inDays(0));
    await checkOut(beds[1]!, inDays(-1));
    await holdBed(t.db, beds[2]!, 'PENDING');
    const page = (await t.app.inject({ url: `/api/listing/${listingId}` })).json<PublicListing>();
    expect(page.rooms.flatMap((r) => r.beds).map((b) => [b.id, b.availability, b.available_from])).toEqual([
      [beds[0], 'available_from', inDays(0)],
      [beds[1], 'available', null],
      [beds[2], 'reserved', null],
      ...beds.slice(3).map((id) => [id, 'available', null]),
    ]);
  });
});
