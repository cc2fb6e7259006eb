// A charge the provider made while the database went away is recorded exactly once
// (docs/decisions/058-charges-across-a-database-outage.md): each money path is cut between the provider's answer
// and the write that records it; the database comes back; one charge, one transaction, what it paid for applied.
// The member's own purchases and the jobs that renew them are here; a tenant's payments are in
// tenant-payments/payments-across-outage.test.ts.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featuredPeriodEnd } from '@crashpad/shared/plans';
import { accountServices, featuredSubscriptions, transactions, users } from '../../db/schema';
import { runFeatured } from '../listings';
import { runRenewals } from '../../jobs/renewal';
import { planExpiry } from './plan-purchase';
import {
  bearer,
  confirmCard,
  type Lister,
  listerWithCrashpad,
  login,
  paidSignUp,
  registration,
  saveCard,
  subscription,
} from '../../../test/factory';
import { DAY, setExpiry } from '../../../test/jobs';
import { cuttableApp, type CuttableApp } from '../../../test/cuttable-app';

/**
 * How long a charge's write waits for the database (PAYMENT_RECORD_WAIT_MS): three times the 1 s cuts the calls must
 * outlast (their write is back within about 1.5 s), and short, as the calls cut for longer sit through all of it.
 */
const WAIT_MS = 4_000;

let t: CuttableApp;
beforeAll(async () => {
  t = await cuttableApp({ PAYMENT_RECORD_WAIT_MS: String(WAIT_MS) });
});
afterAll(() => t.close());

/** The member's transactions, of one type or all. */
const transactionsOf = (userId: number, type?: string) =>
  t.db
    .select({ id: transactions.id, status: transactions.status, type: transactions.type })
    .from(transactions)
    .where(and(eq(transactions.userId, userId), type ? eq(transactions.type, type) : undefined));

/** The account as its member sees it (GET /api/user). */
const me = async (token: string) => {
  const res = await t.app.inject({ url: '/api/user', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json<{ user_plan: string; expire_at: string }>();
};

describe('plan checkout (POST /api/user/renew-subscription)', () => {
  it('waits for the database the provider charged into, and records the renewal once', async () => {
    const lister = await paidSignUp(t.app, 'basic');
    await t.db
      .update(users)
      .set({ expireAt: new Date(Date.now() - DAY) })
      .where(eq(users.id, lister.user.id));
    const token = await login(t.app, lister.user.email, lister.password);
    const before = t.providerCharges.length;
    t.cutAfterNextCharge(1_000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/renew-subscription',
      headers: bearer(token),
      payload: { user_plan: 'basic', idempotency_key: randomUUID() },
    });
    expect(res.statusCode).toBe(200);
    expect(new Date(res.json().user.expire_at).getTime()).toBeGreaterThan(Date.now() + 300 * DAY);
    expect(t.providerCharges.length - before).toBe(1);
    const rows = await transactionsOf(lister.user.id);
    expect(rows.map((r) => r.status)).toEqual(['succeeded', 'succeeded']);
    const services = await t.db
      .select()
      .from(accountServices)
      .where(eq(accountServices.userId, lister.user.id));
    expect(services).toHaveLength(2);
  });

  it('answers 503 when the database stays away past the wait, and the retry records the one charge', async () => {
    const lister = await paidSignUp(t.app, 'basic');
    const token = await login(t.app, lister.user.email, lister.password);
    const key = randomUUID();
    const pay = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/renew-subscription',
        headers: bearer(token),
        payload: { user_plan: 'premium', idempotency_key: key },
      });
    const before = t.providerCharges.length;
    t.cutAfterNextCharge(t.pastTheWaitMs);
    const cut = await pay();
    expect(cut.statusCode).toBe(503);
    expect(cut.headers['retry-after']).toBe('60');
    expect(cut.json()).toMatchObject({ code: 'PAYMENT_NOT_RECORDED' });
    await t.outageOver();
    // Within two minutes the claim is the first call's: the member is asked to wait.
    expect((await pay()).statusCode).toBe(409);
    await t.db
      .update(transactions)
      .set({ updatedAt: new Date(Date.now() - 3 * 60_000) })
      .where(eq(transactions.userId, lister.user.id));
    const again = await pay();
    expect(again.statusCode).toBe(200);
    expect(again.json().user.user_plan).toBe('premium');
    expect(t.providerCharges.length - before).toBe(1);
    const rows = await transactionsOf(lister.user.id, 'plan_change');
    expect(rows.map((r) => r.status)).toEqual(['succeeded']);
  }, 30_000);
});

describe('paid sign-up (POST /api/subscriptions/account)', () => {
  it('waits for the database the provider charged into, and makes the account on its plan once', async () => {
    const before = t.providerCharges.length;
    t.cutAfterNextCharge(1_000);
    // paidSignUp answers only a 200: the checkout went through across the cut.
    const member = await paidSignUp(t.app, 'premium');
    expect(t.providerCharges.length - before).toBe(1);
    const rows = await transactionsOf(member.user.id);
    expect(rows).toMatchObject([{ type: 'plan_signup', status: 'succeeded' }]);
    // The account exists with its plan: the member signs in again and is on premium for a year.
    const token = await login(t.app, member.user.email, member.password);
    const user = await me(token);
    expect(user.user_plan).toBe('premium');
    expect(new Date(user.expire_at).getTime()).toBeGreaterThan(Date.now() + 300 * DAY);
  });
});

describe('a retry that brings another card after the 503', () => {
  // The web page keeps its attempt after a 5xx but sets up a new card if the member enters one again: the
  // charge already made is found, and the new card is not charged (decision 058).
  it('plan checkout: the same attempt with a new card replays the first charge', async () => {
    const lister = await paidSignUp(t.app, 'basic');
    const token = await login(t.app, lister.user.email, lister.password);
    const key = randomUUID();
    const pay = (payment_method?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/renew-subscription',
        headers: bearer(token),
        payload: { user_plan: 'premium', idempotency_key: key, ...(payment_method && { payment_method }) },
      });
    const before = t.providerCharges.length;
    t.cutAfterNextCharge(t.pastTheWaitMs);
    expect((await pay()).statusCode).toBe(503);
    await t.outageOver();
    await t.db
      .update(transactions)
      .set({ updatedAt: new Date(Date.now() - 3 * 60_000) })
      .where(eq(transactions.userId, lister.user.id));
    const card = await confirmCard(t.app, { token });
    const again = await pay(card.payment_method);
    expect(again.statusCode).toBe(200);
    expect(again.json().user.user_plan).toBe('premium');
    expect(t.providerCharges.length - before).toBe(1);
    expect((await transactionsOf(lister.user.id, 'plan_change')).map((r) => r.status)).toEqual(['succeeded']);
  }, 30_000);

  it('paid sign-up: the checkout sent again with a new card makes the account on the one charge', async () => {
    const form = registration();
    const first = await confirmCard(t.app, { email: form.email as string });
    const signUpWith = (card: Awaited<ReturnType<typeof confirmCard>>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/subscriptions/account',
        payload: subscription('basic', card, form),
      });
    const before = t.providerCharges.length;
    t.cutAfterNextCharge(t.pastTheWaitMs);
    const cut = await signUpWith(first);
    expect(cut.statusCode).toBe(503);
    expect(cut.json()).toMatchObject({ code: 'PAYMENT_NOT_RECORDED' });
    await t.outageOver();
    await t.db
      .update(transactions)
      .set({ updatedAt: new Date(Date.now() - 3 * 60_000) })
      .where(eq(transactions.idempotencyKey, `signup:${(form.email as string).toLowerCase()}:basic`));
    const again = await signUpWith(await confirmCard(t.app, { email: form.email as string }));
    expect(again.statusCode).toBe(200);
    expect(t.providerCharges.length - before).toBe(1);
    const user = again.json().data.user as { id: number; user_plan: string };
    expect(user.user_plan).toBe('basic');
    expect((await transactionsOf(user.id)).map((r) => `${r.type} ${r.status}`)).toEqual([
      'plan_signup succeeded',
    ]);
  }, 30_000);
});

describe('the automatic plan renewal (jobs/renewal.ts)', () => {
  it('waits for the database the provider charged into, and extends the plan once', async () => {
    const member = await paidSignUp(t.app, 'basic');
    // Whole milliseconds as the database keeps them, a day ago: the only lister due in this app.
    const expireAt = new Date(Math.floor((Date.now() - DAY) / 1000) * 1000);
    await setExpiry(t.db, member.user.id, expireAt);
    const before = t.providerCharges.length;
    t.cutAfterNextCharge(1_000);
    expect(await runRenewals(t.ctx)).toMatchObject({ due: 1, renewed: 1, errors: 0 });
    expect(t.providerCharges.length - before).toBe(1);
    const rows = await transactionsOf(member.user.id, 'plan_auto_renewal');
    expect(rows.map((r) => r.status)).toEqual(['succeeded']);
    // One term more, counted from the old expiry.
    expect((await me(member.token)).expire_at).toBe(planExpiry('basic', expireAt).toISOString());
  });
});

describe('featured listings', () => {
  const buyFeature = (lister: Lister, listingId: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/featured-listings',
      headers: bearer(lister.token),
      payload: {
        listing_id: listingId,
        featured_listing_plan: 'boost_subscription',
        idempotency_key: randomUUID(),
      },
    });
  /** The listing and its plan as the lister's featured page shows them. */
  const featuredPage = async (lister: Lister, listingId: number) => {
    const res = await t.app.inject({
      url: `/api/user/featured-listings/${listingId}`,
      headers: bearer(lister.token),
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const listerWithCard = async () => {
    const { lister, listingId } = await listerWithCrashpad(t);
    await saveCard(t.app, lister.token);
    return { lister, listingId };
  };

  describe('purchase (POST /api/user/featured-listings)', () => {
    it('waits for the database the provider charged into, and features the listing once', async () => {
      const { lister, listingId } = await listerWithCard();
      const before = t.providerCharges.length;
      t.cutAfterNextCharge(1_000);
      const res = await buyFeature(lister, listingId);
      expect(res.statusCode, res.body).toBe(200);
      expect(t.providerCharges.length - before).toBe(1);
      const rows = await transactionsOf(lister.id, 'featured_signup');
      expect(rows.map((r) => r.status)).toEqual(['succeeded']);
      expect(await featuredPage(lister, listingId)).toMatchObject({
        listing: { id: listingId, feature_listing: 1, feature_ongoing: 1 },
        subscription: { plan: 'boost_subscription', status: 'active' },
      });
    });
  });

  describe('the monthly renewal (listings/featured-renewal.ts)', () => {
    it('waits for the database the provider charged into, and extends the feature by one month once', async () => {
      const { lister, listingId } = await listerWithCard();
      expect((await buyFeature(lister, listingId)).statusCode).toBe(200);
      // The paid month ended a minute ago (whole milliseconds, as the database keeps them); the other plans
      // bought in this app run for a month yet, so this is the only one the job charges.
      const ended = new Date(Math.floor((Date.now() - 60_000) / 1000) * 1000);
      await t.db
        .update(featuredSubscriptions)
        .set({ currentPeriodStart: new Date(ended.getTime() - 30 * DAY), currentPeriodEnd: ended })
        .where(eq(featuredSubscriptions.listingId, listingId));
      const before = t.providerCharges.length;
      t.cutAfterNextCharge(1_000);
      expect(await runFeatured(t.ctx)).toMatchObject({ due: 1, renewed: 1, errors: 0 });
      expect(t.providerCharges.length - before).toBe(1);
      const rows = await transactionsOf(lister.id, 'featured_renewal');
      expect(rows.map((r) => r.status)).toEqual(['succeeded']);
      expect(await featuredPage(lister, listingId)).toMatchObject({
        listing: { feature_listing: 1, feature_ongoing: 1 },
        subscription: {
          status: 'active',
          current_period_start: ended.toISOString(),
          current_period_end: featuredPeriodEnd('boost_subscription', ended).toISOString(),
        },
      });
    });
  });
});
