// Whose calendar each date is in (docs/product/dates.md): a stay's days are the crashpad's, moments are the
// reader's. The member's browser says its zone (X-Time-Zone); e-mails and the CSV write moments in it.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  serverToday,
  type InvitableListingsAnswer,
  type MyRentalsAnswer,
} from '@crashpad/shared/api/rentals';
import { listings, transactions, users } from '../../db/schema';
import {
  acceptedTenant,
  autopayRental,
  bearer,
  inDays,
  invite,
  inviteForm,
  listerWithCrashpad,
  rentalRow,
  suiteApp,
} from '../../../test/factory';
import { runAutopay } from '../autopay';

const t = suiteApp();

const zoneOf = async (id: number) =>
  (await t.db.select({ zone: users.timeZone }).from(users).where(eq(users.id, id)))[0]?.zone;

describe('dates', () => {
  it('keeps the zone a member’s browser says, and ignores anything that is not a zone', async () => {
    const r = await autopayRental(t, { startDate: '2031-03-10', paymentDay: 10 });
    const ask = (zone: string) =>
      t.app.inject({
        url: '/api/rentals',
        headers: { ...bearer(r.tenant.memberToken), 'x-time-zone': zone },
      });
    expect((await ask('America/Denver')).statusCode).toBe(200);
    expect(await zoneOf(r.tenant.member.id)).toBe('America/Denver');
    expect((await ask('Mars/Olympus')).statusCode).toBe(200);
    expect((await ask('x'.repeat(500))).statusCode).toBe(200);
    expect(await zoneOf(r.tenant.member.id)).toBe('America/Denver');
  });

  it('gives each crashpad’s zone with the rentals and the invite’s locations', async () => {
    const r = await autopayRental(t, { startDate: '2031-03-10', paymentDay: 10 });
    const mine = (
      await t.app.inject({ url: '/api/rentals', headers: bearer(r.tenant.memberToken) })
    ).json<MyRentalsAnswer>();
    // test/listings.ts pins its crashpads at Dallas Love Field
    expect(mine.data[0]?.time_zone).toBe('America/Chicago');
    const places = (
      await t.app.inject({ url: '/api/lister/listings/unrented', headers: bearer(r.lister.token) })
    ).json<InvitableListingsAnswer>();
    expect(places.listings[0]?.time_zone).toBe('America/Chicago');
  });

  it('refuses a stay date before today at the crashpad, even where that is still today in UTC', async () => {
    // Kiritimati is 14 hours ahead of UTC: yesterday in UTC is always before its today.
    const { lister, listingId, beds } = await listerWithCrashpad(t);
    await t.db.update(listings).set({ latitude: 1.87, longitude: -157.43 }).where(eq(listings.id, listingId));
    const yesterdayUtc = serverToday();
    const refused = await invite(t, lister, inviteForm(listingId, beds[0]!, { start_date: yesterdayUtc }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('check-in date cannot be before today');

    const tenant = await acceptedTenant(t, lister, listingId, beds[1]!, { start_date: inDays(3) });
    const ask = await t.app.inject({
      method: 'POST',
      url: `/api/rental/${tenant.id}/checkout-date`,
      headers: bearer(tenant.memberToken),
      payload: { checkout_date: yesterdayUtc, checkout_time: '10:00' },
    });
    expect(ask.statusCode).toBe(400);
    expect(ask.json().message).toContain('check-out date cannot be before today');
    expect((await rentalRow(t.db, tenant.id))?.checkoutRequestedDate).toBeNull();
  });

  it('writes the CSV’s payment date in the lister’s own zone (the receipt’s: autopay-emails.test.ts)', async () => {
    const r = await autopayRental(t, { startDate: '2031-03-10', paymentDay: 10, rentCents: 50_000 });
    await t.db.update(users).set({ timeZone: 'Asia/Tokyo' }).where(eq(users.id, r.lister.id));
    await runAutopay(t.ctx, { now: new Date('2031-03-10T07:00:00Z') });

    // Paid at 05:00 UTC on Mar 10: still Mar 9 in Los Angeles (22:00), already Mar 10 in Tokyo (14:00).
    await t.db
      .update(transactions)
      .set({ paidAt: new Date('2031-03-10T05:00:00Z') })
      .where(eq(transactions.rentalId, r.rentalId));
    const paymentDates = async () => {
      const csv = await t.app.inject({ url: '/api/lister/tenants/export', headers: bearer(r.lister.token) });
      const lines = csv.body.split('\r\n');
      return lines
        .slice(lines.indexOf('"Payments"') + 2)
        .filter(Boolean)
        .map((l) => l.split(',')[0]);
    };
    expect(await paymentDates()).toEqual(['"2031-03-10"']);
    await t.db.update(users).set({ timeZone: 'America/Los_Angeles' }).where(eq(users.id, r.lister.id));
    expect(await paymentDates()).toEqual(['"2031-03-09"']);
  });
});
