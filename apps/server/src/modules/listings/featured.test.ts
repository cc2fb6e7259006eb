import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FEATURED_MESSAGES, FEATURED_PLAN_INVALID } from '@crashpad/shared/api/featured';
import type { AirportListingsAnswer } from '@crashpad/shared/api/search';
import {
  bearer,
  CARDS,
  confirmCard,
  createListing,
  type Lister,
  listerWithCrashpad,
  listingRow,
  saveCard,
  suiteApp,
} from '../../../test/factory';
import { emailsTo } from '../../../test/jobs';
import { featuredSubscriptions, transactions, users } from '../../db/schema';

const t = suiteApp();

let attempts = 0;
const attempt = () => `attempt-${String((attempts += 1)).padStart(12, '0')}`;

async function listerWithCard(card: string = CARDS.ok) {
  const { lister, listingId } = await listerWithCrashpad(t);
  const paymentMethod = await saveCard(t.app, lister.token, card);
  return { lister, listingId, paymentMethod };
}

const buy = (lister: Lister, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/featured-listings',
    headers: bearer(lister.token),
    payload: { idempotency_key: attempt(), ...payload },
  });

const cancel = (lister: Lister, listingId: number) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/user/featured-listings/${listingId}`,
    headers: bearer(lister.token),
  });

const subsOf = (listingId: number) =>
  t.db.select().from(featuredSubscriptions).where(eq(featuredSubscriptions.listingId, listingId));

const chargesOf = (userId: number) =>
  t.db
    .select()
    .from(transactions)
    .where(and(eq(transactions.userId, userId), eq(transactions.type, 'featured_signup')));

describe('GET /api/featured-plans', () => {
  it('lists the three featured plans with their prices in cents', async () => {
    const res = await t.app.inject({ url: '/api/featured-plans' });
    expect(res.statusCode).toBe(200);
    const plans = res.json<{ data: { plan: string; priceAmount: number; highlights: string[] }[] }>().data;
    expect(plans.map((p) => [p.plan, p.priceAmount])).toEqual([
      ['boost_subscription', 999],
      ['boost_1_week', 500],
      ['boost_1_month', 1500],
    ]);
    expect(plans.every((p) => p.highlights.length === 3)).toBe(true);
  });
});

describe('POST /api/user/featured-listings', () => {
  it('boosts an active listing for 7 days, charging 5.00 once on the saved card', async () => {
    const { lister, listingId, paymentMethod } = await listerWithCard();
    const before = Date.now();
    const res = await buy(lister, {
      listing_id: listingId,
      featured_listing_plan: 'boost_1_week',
      payment_method: paymentMethod,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: FEATURED_MESSAGES.bought,
      listing: { id: listingId, feature_listing: 1, feature_ongoing: 0 },
      subscription: { plan: 'boost_1_week', status: 'active' },
    });
    expect(await listingRow(t.db, listingId)).toMatchObject({ featureListing: 1, featureOngoing: 0 });
    const [sub] = await subsOf(listingId);
    const days = (sub!.currentPeriodEnd.getTime() - sub!.currentPeriodStart.getTime()) / 86_400_000;
    expect(days).toBe(7);
    expect(sub!.currentPeriodStart.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const charges = await chargesOf(lister.id);
    expect(charges).toMatchObject([
      { status: 'succeeded', amountCents: 500, item: 'boost_1_week', listerId: null },
    ]);
    expect((await emailsTo(t.db, lister.email)).at(-1)?.subject).toContain('$5.00');
    // The paid term is listed among the lister's services (#my-services).
    const services = await t.app.inject({ url: '/api/account-service', headers: bearer(lister.token) });
    expect(services.json<{ data: unknown[] }>().data).toContainEqual(
      expect.objectContaining({
        title: 'Boost for 1 week',
        amount: 500,
        currency: 'USD',
        txn_code: `PAYMENT.FEATURED.${listingId}`,
        repeat: null,
        status: 'active',
        expire_at: sub!.currentPeriodEnd.toISOString(),
      }),
    );
  });

  it('features a listing monthly (featured = feature_listing 1 and feature_ongoing 1)', async () => {
    const { lister, listingId } = await listerWithCard();
    const res = await buy(lister, { listing_id: listingId, featured_listing_plan: 'boost_subscription' });
    expect(res.statusCode).toBe(200);
    expect(await listingRow(t.db, listingId)).toMatchObject({ featureListing: 1, featureOngoing: 1 });
    expect((await chargesOf(lister.id)).map((c) => c.amountCents)).toEqual([999]);
  });

  it('refuses a plan outside the valid list and writes nothing', async () => {
    const { lister, listingId } = await listerWithCard();
    const res = await buy(lister, { listing_id: listingId, featured_listing_plan: 'boost_forever' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(FEATURED_PLAN_INVALID);
    expect(await subsOf(listingId)).toEqual([]);
    expect(await chargesOf(lister.id)).toEqual([]);
  });

  it("answers 404 for another lister's listing and writes nothing", async () => {
    const owner = await listerWithCard();
    const other = await listerWithCard();
    const res = await buy(other.lister, {
      listing_id: owner.listingId,
      featured_listing_plan: 'boost_1_week',
    });
    expect(res.statusCode).toBe(404);
    expect(await subsOf(owner.listingId)).toEqual([]);
    expect(await chargesOf(other.lister.id)).toEqual([]);
    expect(await listingRow(t.db, owner.listingId)).toMatchObject({ featureListing: 0 });
    // The spec's path for the same view answers the same (docs/decisions/028-featured-and-boost.md).
    for (const url of [
      `/api/user/featured-listings/${owner.listingId}`,
      `/api/listings/featured/${owner.listingId}`,
    ]) {
      const read = await t.app.inject({ url, headers: bearer(other.lister.token) });
      expect(read.statusCode).toBe(404);
      const own = await t.app.inject({ url, headers: bearer(owner.lister.token) });
      expect(own.statusCode).toBe(200);
    }
    expect((await t.app.inject({ url: '/api/listings/featured/2147483648' })).statusCode).toBe(401);
    expect((await cancel(other.lister, owner.listingId)).statusCode).toBe(404);
  });

  it('refuses an inactive listing', async () => {
    const { lister, listingId } = await listerWithCard();
    await t.app.inject({
      method: 'POST',
      url: `/api/crashpads/status/${listingId}`,
      headers: bearer(lister.token),
      payload: { status: 1 },
    });
    const res = await buy(lister, { listing_id: listingId, featured_listing_plan: 'boost_1_week' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(FEATURED_MESSAGES.notActive);
    expect(await chargesOf(lister.id)).toEqual([]);
  });

  it('refuses a listing that is already featured or boosted, without a second charge', async () => {
    const { lister, listingId } = await listerWithCard();
    expect(
      (await buy(lister, { listing_id: listingId, featured_listing_plan: 'boost_1_week' })).statusCode,
    ).toBe(200);
    const res = await buy(lister, { listing_id: listingId, featured_listing_plan: 'boost_subscription' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(FEATURED_MESSAGES.already);
    expect(await chargesOf(lister.id)).toHaveLength(1);
    expect(await subsOf(listingId)).toHaveLength(1);
  });

  it('answers a declined card with 402 and the error the checkout shows; nothing is featured', async () => {
    const { lister, listingId } = await listerWithCard(CARDS.chargeFails);
    const res = await buy(lister, { listing_id: listingId, featured_listing_plan: 'boost_1_month' });
    expect(res.statusCode).toBe(402);
    expect(res.json().data[0]).toMatchObject({ type: 'card_error', code: 'card_declined' });
    expect(await subsOf(listingId)).toEqual([]);
    expect(await listingRow(t.db, listingId)).toMatchObject({ featureListing: 0, featureOngoing: 0 });
  });

  it('asks for a card again when the saved one is unknown to the provider, and features nothing', async () => {
    const { lister, listingId } = await listerWithCrashpad(t);
    const res = await buy(lister, { listing_id: listingId, featured_listing_plan: 'boost_1_week' });
    expect(res.statusCode).toBe(402);
    expect(await subsOf(listingId)).toEqual([]);
  });

  it('refuses a card that is not one of the lister’s own, and charges nothing', async () => {
    const { lister, listingId } = await listerWithCard();
    const other = await listerWithCard();
    const res = await buy(lister, {
      listing_id: listingId,
      featured_listing_plan: 'boost_1_week',
      payment_method: other.paymentMethod,
    });
    expect(res.statusCode).toBe(404);
    expect(await chargesOf(lister.id)).toEqual([]);
    expect(await subsOf(listingId)).toEqual([]);
  });

  it('keeps the card on file when a new card entered at checkout is declined', async () => {
    const { lister, listingId, paymentMethod } = await listerWithCard();
    const fresh = await confirmCard(t.app, { token: lister.token }, CARDS.chargeFails);
    const res = await buy(lister, {
      listing_id: listingId,
      featured_listing_plan: 'boost_1_week',
      payment_method: fresh.payment_method,
    });
    expect(res.statusCode).toBe(402);
    expect(await subsOf(listingId)).toEqual([]);
    const card = await t.app.inject({ url: '/api/stripe/card', headers: bearer(lister.token) });
    expect(card.json()).toMatchObject({ status: 'active', card: { last4: '4242' } });
    const [row] = await t.db.select().from(users).where(eq(users.id, lister.id));
    expect(row?.paymentMethod).toBe(paymentMethod);
  });

  it('pays with a new card and makes it the card on file once the charge succeeded', async () => {
    const { lister, listingId } = await listerWithCard();
    const fresh = await confirmCard(t.app, { token: lister.token }, '5555 5555 5555 4444');
    const res = await buy(lister, {
      listing_id: listingId,
      featured_listing_plan: 'boost_1_week',
      payment_method: fresh.payment_method,
    });
    expect(res.statusCode).toBe(200);
    const card = await t.app.inject({ url: '/api/stripe/card', headers: bearer(lister.token) });
    expect(card.json()).toMatchObject({ status: 'active', card: { last4: '4444' } });
  });

  it('charges a doubled submit once', async () => {
    const { lister, listingId } = await listerWithCard();
    const payload = {
      listing_id: listingId,
      featured_listing_plan: 'boost_1_week',
      idempotency_key: attempt(),
    };
    const [a, b] = await Promise.all([buy(lister, payload), buy(lister, payload)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual(
      a.statusCode === b.statusCode ? [200, 200] : [200, 409],
    );
    const again = await buy(lister, payload);
    expect(again.statusCode).toBe(200);
    expect(again.json().listing.feature_listing).toBe(1);
    expect((await chargesOf(lister.id)).filter((c) => c.status === 'succeeded')).toHaveLength(1);
    expect(await subsOf(listingId)).toHaveLength(1);
  });

  it('lists featured, then boosted, then the other listings in the airport search after buying', async () => {
    const { lister, listingId: boosted } = await listerWithCard();
    const featured = await createListing(t, lister, { title: 'Featured Crew House' });
    const plain = await createListing(t, lister, { title: 'Plain Crew House' });
    await buy(lister, { listing_id: boosted, featured_listing_plan: 'boost_1_month' });
    await buy(lister, { listing_id: featured, featured_listing_plan: 'boost_subscription' });
    const res = await t.app.inject({ url: '/api/airports/DAL/listings?per_page=100' });
    const ids = res.json<AirportListingsAnswer>().data.map((c) => c.id);
    const order = [featured, boosted, plain].map((id) => ids.indexOf(id));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((x, y) => x - y));
  });
});

describe('DELETE /api/user/featured-listings/{id}', () => {
  it('cancelling a feature keeps the listing boosted until the paid month ends', async () => {
    const { lister, listingId } = await listerWithCard();
    await buy(lister, { listing_id: listingId, featured_listing_plan: 'boost_subscription' });
    const res = await cancel(lister, listingId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: FEATURED_MESSAGES.cancelled,
      listing: { feature_listing: 1, feature_ongoing: 0 },
      subscription: { status: 'cancelled' },
    });
    const [sub] = await subsOf(listingId);
    expect(sub).toMatchObject({ status: 'cancelled' });
    expect(sub!.currentPeriodEnd.getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
  });

  it('cancelling a boost ends it at once', async () => {
    const { lister, listingId } = await listerWithCard();
    await buy(lister, { listing_id: listingId, featured_listing_plan: 'boost_1_week' });
    const res = await cancel(lister, listingId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      listing: { feature_listing: 0, feature_ongoing: 0 },
      subscription: null,
    });
    expect(await subsOf(listingId)).toMatchObject([{ status: 'ended' }]);
    // and it may be featured again
    expect(
      (await buy(lister, { listing_id: listingId, featured_listing_plan: 'boost_1_week' })).statusCode,
    ).toBe(200);
  });

  it('answers 409 for a listing that is not featured', async () => {
    const { lister, listingId } = await listerWithCard();
    const res = await cancel(lister, listingId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(FEATURED_MESSAGES.notFeatured);
  });
});
