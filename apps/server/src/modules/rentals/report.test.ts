// A crashpad's report on /my-crashpads (GET /api/lister/listings/{id}/report; docs/decisions/022): revenue and
// occupancy for each of the last 12 months, for the crashpad's owner only.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rentals, transactions } from '../../db/schema';
import {
  bearer,
  createLister,
  createListing,
  inviteMember,
  listerWithCrashpad,
  roomsOf,
  saveCard,
  signUp,
  suiteApp,
} from '../../../test/factory';

const t = suiteApp();

const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? bearer(token) : {} });
const post = (url: string, token?: string) =>
  t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {} });

type Report = {
  listing_id: number;
  beds: number;
  data: { month: string; revenue: number; fees: number; net: number; occupancy: number }[];
};

/** The first day of the UTC month `offset` months from this one. */
const month = (offset: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
};
const key = (d: Date) => d.toISOString().slice(0, 7);
const day = (d: Date, n: number) =>
  new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), n)).toISOString().slice(0, 10);
const daysIn = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();

/** A paid rent for the rental, dated `paidAt`. */
const rent = (rentalId: number, listerId: number, cents: number, paidAt: Date, extra: object = {}) => ({
  idempotencyKey: `rent:${rentalId}:${paidAt.toISOString()}:${cents}`,
  listerId,
  rentalId,
  type: 'rent',
  status: 'succeeded' as const,
  amountCents: cents,
  provider: 'manual',
  description: 'Rent',
  paidAt,
  ...extra,
});

describe('GET /api/lister/listings/{id}/report', () => {
  it('shows the owner each month’s revenue and the bed-days tenants held, oldest month first', async () => {
    const { lister, listingId, beds } = await listerWithCrashpad(t);
    // A tenant who lived in bed 1 from the 1st to the 11th of last month (10 nights)…
    const past = await inviteMember(t, lister, listingId, beds[0]!);
    // accepting needs a saved card (docs/decisions/054-accepting-needs-a-card.md)
    await saveCard(t.app, past.memberToken);
    expect((await post(`/api/rental/${past.id}/accept`, past.memberToken)).statusCode).toBe(200);
    const last = month(-1);
    await t.db
      .update(rentals)
      .set({ startDate: day(last, 1), checkoutDate: day(last, 11), checkoutHour: 11, status: 'ended' })
      .where(eq(rentals.id, past.id));
    // …one in bed 2 since the 1st of this month…
    const now = await inviteMember(t, lister, listingId, beds[1]!);
    await saveCard(t.app, now.memberToken);
    expect((await post(`/api/rental/${now.id}/accept`, now.memberToken)).statusCode).toBe(200);
    await t.db
      .update(rentals)
      .set({ startDate: day(month(0), 1) })
      .where(eq(rentals.id, now.id));
    // …and an invitation in bed 3 that nobody accepted, which occupies nothing.
    await inviteMember(t, lister, listingId, beds[2]!);
    // Another crashpad of the same lister, whose rent is not this one's revenue.
    const otherListing = await createListing(t, lister);
    const otherBed = (await roomsOf(t.db, otherListing))[0]!.beds[0]!.id;
    const other = await inviteMember(t, lister, otherListing, otherBed);

    await t.db.insert(transactions).values([
      rent(past.id, lister.id, 42500, new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth(), 15)), {
        refundedCents: 2500,
        // a card payment: $12.63 to the card provider, $4.25 to the platform (decision 051)
        provider: 'sandbox',
        feeCents: 1688,
        providerFeeCents: 1263,
      }),
      rent(past.id, lister.id, 10000, new Date(month(-2).getTime() + 3_600_000)),
      rent(past.id, lister.id, 99900, new Date(month(-1).getTime() + 3_600_000), { status: 'failed' }),
      rent(now.id, lister.id, 5000, new Date()),
      rent(other.id, lister.id, 77700, new Date()),
      // Older than the report's twelve months.
      rent(past.id, lister.id, 33300, new Date(month(-12).getTime() + 3_600_000)),
    ]);

    const res = await get(`/api/lister/listings/${listingId}/report`, lister.token);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<Report>();
    expect(report.listing_id).toBe(listingId);
    expect(report.beds).toBe(3);
    expect(report.data.map((r) => r.month)).toEqual(Array.from({ length: 12 }, (_, i) => key(month(i - 11))));
    const byMonth = new Map(report.data.map((r) => [r.month, r]));
    expect(byMonth.get(key(month(-2)))).toEqual({
      month: key(month(-2)),
      revenue: 100,
      fees: 0,
      net: 100,
      occupancy: 0,
    });
    expect(byMonth.get(key(last))).toEqual({
      month: key(last),
      revenue: 400,
      fees: 16.88,
      net: 383.12,
      occupancy: Math.round((10 / (3 * daysIn(last))) * 100),
    });
    // This month so far: bed 2 every day up to today, one bed of three.
    expect(byMonth.get(key(month(0)))).toEqual({
      month: key(month(0)),
      revenue: 50,
      fees: 0,
      net: 50,
      occupancy: 33,
    });
    expect(report.data.slice(0, 9).every((r) => r.revenue === 0 && r.occupancy === 0)).toBe(true);
  });

  it('answers 404 for another lister’s crashpad or an unknown one, 403 to a non-lister, 401 logged out', async () => {
    const { listingId } = await listerWithCrashpad(t);
    const stranger = await createLister(t);
    const seeker = await signUp(t.app);
    const foreign = await get(`/api/lister/listings/${listingId}/report`, stranger.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: 'Unknown Listing' });
    expect((await get('/api/lister/listings/2147483647/report', stranger.token)).statusCode).toBe(404);
    expect((await get(`/api/lister/listings/${listingId}/report`, seeker.token)).statusCode).toBe(403);
    expect((await get(`/api/lister/listings/${listingId}/report`)).statusCode).toBe(401);
  });
});
