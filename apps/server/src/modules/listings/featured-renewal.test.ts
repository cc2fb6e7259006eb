import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, CARDS, listerWithCrashpad, listingRow, saveCard, suiteApp } from '../../../test/factory';
import { DAY, emailsTo } from '../../../test/jobs';
import { featuredSubscriptions, transactions } from '../../db/schema';
import { runFeatured } from './featured-renewal';

const t = suiteApp();

let attempts = 0;

async function bought(plan: 'boost_subscription' | 'boost_1_week' | 'boost_1_month') {
  const { lister, listingId } = await listerWithCrashpad(t);
  await saveCard(t.app, lister.token, CARDS.ok);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/featured-listings',
    headers: bearer(lister.token),
    payload: {
      listing_id: listingId,
      featured_listing_plan: plan,
      idempotency_key: `job-attempt-${String((attempts += 1)).padStart(8, '0')}`,
    },
  });
  expect(res.statusCode).toBe(200);
  const [sub] = await t.db
    .select()
    .from(featuredSubscriptions)
    .where(eq(featuredSubscriptions.listingId, listingId));
  return { lister, listingId, sub: sub! };
}

const subRow = async (id: number) =>
  (await t.db.select().from(featuredSubscriptions).where(eq(featuredSubscriptions.id, id)))[0]!;

const renewals = (userId: number) =>
  t.db
    .select()
    .from(transactions)
    .where(and(eq(transactions.userId, userId), eq(transactions.type, 'featured_renewal')));

const after = (date: Date, ms = 60_000) => new Date(date.getTime() + ms);

describe('the featured listings job', () => {
  it('renews a monthly feature once per period, however often it runs', async () => {
    const { lister, listingId, sub } = await bought('boost_subscription');
    const now = after(sub.currentPeriodEnd);
    expect(await runFeatured(t.ctx, { now })).toMatchObject({ renewed: 1, errors: 0 });
    expect(await runFeatured(t.ctx, { now })).toMatchObject({ renewed: 0, errors: 0 });
    const charges = await renewals(lister.id);
    expect(charges).toMatchObject([{ status: 'succeeded', amountCents: 999 }]);
    const fresh = await subRow(sub.id);
    expect(fresh.status).toBe('active');
    expect(fresh.currentPeriodStart).toEqual(sub.currentPeriodEnd);
    expect(fresh.currentPeriodEnd.getTime()).toBeGreaterThan(sub.currentPeriodEnd.getTime() + 27 * DAY);
    expect(await listingRow(t.db, listingId)).toMatchObject({ featureListing: 1, featureOngoing: 1 });
    // Each paid month is a row of the lister's services: the first one renewed, the new one active.
    const services = await t.app.inject({ url: '/api/account-service', headers: bearer(lister.token) });
    const featured = services
      .json<{ data: { txn_code: string; status: string; repeat: string | null; amount: number }[] }>()
      .data.filter((r) => r.txn_code === `PAYMENT.FEATURED.${listingId}`);
    expect(featured.map((r) => [r.status, r.repeat, r.amount])).toEqual([
      ['active', 'month', 999],
      ['renewed', 'month', 999],
    ]);
  });

  it('keeps a cancelled feature until its period ends, then clears it', async () => {
    const { lister, listingId, sub } = await bought('boost_subscription');
    await t.app.inject({
      method: 'DELETE',
      url: `/api/user/featured-listings/${listingId}`,
      headers: bearer(lister.token),
    });
    await runFeatured(t.ctx, { now: new Date(sub.currentPeriodEnd.getTime() - DAY) });
    expect(await listingRow(t.db, listingId)).toMatchObject({ featureListing: 1, featureOngoing: 0 });
    expect(await runFeatured(t.ctx, { now: after(sub.currentPeriodEnd) })).toMatchObject({ ended: 1 });
    expect(await listingRow(t.db, listingId)).toMatchObject({ featureListing: 0, featureOngoing: 0 });
    expect((await subRow(sub.id)).status).toBe('ended');
    expect(await renewals(lister.id)).toEqual([]);
  });

  it('clears a one-week boost after 7 days and never charges it again', async () => {
    const { lister, listingId, sub } = await bought('boost_1_week');
    await runFeatured(t.ctx, { now: new Date(sub.currentPeriodStart.getTime() + 6 * DAY) });
    expect(await listingRow(t.db, listingId)).toMatchObject({ featureListing: 1, featureOngoing: 0 });
    await runFeatured(t.ctx, { now: new Date(sub.currentPeriodStart.getTime() + 7 * DAY + 60_000) });
    expect(await listingRow(t.db, listingId)).toMatchObject({ featureListing: 0, featureOngoing: 0 });
    expect((await subRow(sub.id)).status).toBe('ended');
    expect(await renewals(lister.id)).toEqual([]);
  });

  it('ends a feature whose renewal the card refuses, and tells the lister once', async () => {
    const { lister, listingId, sub } = await bought('boost_subscription');
    await saveCard(t.app, lister.token, CARDS.chargeFails);
    const now = after(sub.currentPeriodEnd);
    expect(await runFeatured(t.ctx, { now })).toMatchObject({ failed: 1, errors: 0 });
    await runFeatured(t.ctx, { now });
    expect(await listingRow(t.db, listingId)).toMatchObject({ featureListing: 0, featureOngoing: 0 });
    expect((await subRow(sub.id)).status).toBe('ended');
    expect(await renewals(lister.id)).toMatchObject([{ status: 'failed' }]);
    const notices = (await emailsTo(t.db, lister.email)).filter((e) =>
      e.subject.includes('no longer featured'),
    );
    expect(notices).toHaveLength(1);
  });

  it('ends a feature without charging when the listing is no longer active', async () => {
    const { lister, listingId, sub } = await bought('boost_subscription');
    await t.app.inject({
      method: 'POST',
      url: `/api/crashpads/status/${listingId}`,
      headers: bearer(lister.token),
      payload: { status: 1 },
    });
    expect(await runFeatured(t.ctx, { now: after(sub.currentPeriodEnd) })).toMatchObject({ ended: 1 });
    expect(await renewals(lister.id)).toEqual([]);
    expect((await subRow(sub.id)).status).toBe('ended');
  });
});
