import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountServices, notices, sandboxCharges, transactions } from '../db/schema';
import { planExpiry } from '../modules/payments/plan-purchase';
import { CARDS, createMember, paidSignUp, saveCard, suiteApp, userRow } from '../../test/factory';
import { DAY, emailsTo, secondServer, setExpiry } from '../../test/jobs';
import { CATCH_UP_DAYS, NO_CARD, autoRenewalKey, runRenewals } from './renewal';

const t = suiteApp();

/** A member who paid for `plan` at sign-up and whose term ended yesterday. */
async function expiredMember(plan: 'basic' | 'premium' | 'pro' | 'seeker', card?: string) {
  const member = await paidSignUp(t.app, plan);
  if (card) await saveCard(t.app, member.token, card);
  // Whole milliseconds as the database keeps them, a day ago.
  const expireAt = new Date(Math.floor((Date.now() - DAY) / 1000) * 1000);
  await setExpiry(t.db, member.user.id, expireAt);
  return { ...member, expireAt, key: autoRenewalKey(member.user.id, expireAt) };
}

const receipts = async (email: string) =>
  (await emailsTo(t.db, email)).filter((m) => m.subject.includes('receipt'));
const failureNotices = async (email: string) =>
  (await emailsTo(t.db, email)).filter((m) => m.subject.includes('could not be renewed'));
const chargesFor = (key: string) =>
  t.db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, key));
const autoRenewals = (userId: number) =>
  t.db.select().from(transactions).where(eq(transactions.userId, userId));

describe('the daily lister renewal', () => {
  it('charges an expired lister once, adds a year from the old expiry, records the service and sends a receipt', async () => {
    const lister = await expiredMember('basic');
    const summary = await runRenewals(t.ctx);
    expect(summary.renewed).toBeGreaterThanOrEqual(1);
    expect(summary.errors).toBe(0);

    const row = await userRow(t.db, lister.user.id);
    expect(row.expireAt).toEqual(planExpiry('basic', lister.expireAt));
    expect(row.expireAt!.getUTCFullYear()).toBe(lister.expireAt.getUTCFullYear() + 1);
    expect(row.userPlan).toBe('basic');

    const [txn] = (await autoRenewals(lister.user.id)).filter((x) => x.type === 'plan_auto_renewal');
    expect(txn).toMatchObject({ idempotencyKey: lister.key, status: 'succeeded', amountCents: 4900 });
    expect(await chargesFor(lister.key)).toHaveLength(1);

    const services = await t.db
      .select()
      .from(accountServices)
      .where(eq(accountServices.userId, lister.user.id))
      .orderBy(accountServices.id);
    expect(services).toHaveLength(2); // the sign-up and the renewal
    expect(services[1]).toMatchObject({ amountCents: 4900, repeat: 'year', expireAt: row.expireAt });

    const mails = await receipts(lister.user.email);
    expect(mails).toHaveLength(2); // the sign-up's receipt and the renewal's
    expect(mails[1]!.subject).toContain('$49.00');
    expect(mails[1]!.text).toContain(`Reference: TXN-${String(txn!.id).padStart(6, '0')}`);
  });

  it('renews once and sends one receipt when the job runs twice', async () => {
    const lister = await expiredMember('premium');
    await runRenewals(t.ctx);
    await runRenewals(t.ctx);
    expect(await chargesFor(lister.key)).toHaveLength(1);
    expect((await userRow(t.db, lister.user.id)).expireAt).toEqual(planExpiry('premium', lister.expireAt));
    expect(await receipts(lister.user.email)).toHaveLength(2);
  });

  it('renews once and sends one receipt when two servers run it at the same time', async () => {
    const lister = await expiredMember('pro');
    const other = await secondServer(t);
    try {
      const [a, b] = await Promise.all([runRenewals(t.ctx), runRenewals(other.ctx)]);
      expect(a.errors + b.errors).toBe(0);
    } finally {
      await other.close();
    }
    expect(await chargesFor(lister.key)).toHaveLength(1);
    const txns = (await autoRenewals(lister.user.id)).filter((x) => x.type === 'plan_auto_renewal');
    expect(txns).toHaveLength(1);
    expect((await userRow(t.db, lister.user.id)).expireAt).toEqual(planExpiry('pro', lister.expireAt));
    expect(await receipts(lister.user.email)).toHaveLength(2);
  });

  it('records a refused card, leaves the account expired and e-mails the failure once', async () => {
    const lister = await expiredMember('basic', CARDS.chargeFails);
    const other = await secondServer(t);
    try {
      await Promise.all([runRenewals(t.ctx), runRenewals(other.ctx)]);
    } finally {
      await other.close();
    }
    await runRenewals(t.ctx);

    const [txn] = (await autoRenewals(lister.user.id)).filter((x) => x.type === 'plan_auto_renewal');
    expect(txn).toMatchObject({
      idempotencyKey: lister.key,
      status: 'failed',
      failureType: 'card_error',
      failureCode: 'card_declined',
    });
    // A refusal is not charged again for this expiry.
    expect(await chargesFor(lister.key)).toHaveLength(1);
    const row = await userRow(t.db, lister.user.id);
    expect(row.expireAt).toEqual(lister.expireAt);
    expect(row.expireAt!.getTime()).toBeLessThan(Date.now());
    const mails = await failureNotices(lister.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Your card was declined.');
    expect(await receipts(lister.user.email)).toHaveLength(1); // the sign-up's only
  });

  it('tries again after the provider did not answer, e-mailing the failure once', async () => {
    const lister = await expiredMember('basic');
    const unreachable = {
      ...t.ctx,
      payments: {
        ...t.ctx.payments,
        charge: () => Promise.reject(new Error('connect ECONNREFUSED')),
      },
    };
    await runRenewals(unreachable);
    const [failed] = (await autoRenewals(lister.user.id)).filter((x) => x.type === 'plan_auto_renewal');
    expect(failed).toMatchObject({ status: 'failed', failureType: 'api_connection_error' });
    expect((await userRow(t.db, lister.user.id)).expireAt).toEqual(lister.expireAt);
    expect(await failureNotices(lister.user.email)).toHaveLength(1);

    await runRenewals(t.ctx);
    expect((await userRow(t.db, lister.user.id)).expireAt).toEqual(planExpiry('basic', lister.expireAt));
    expect(await chargesFor(lister.key)).toHaveLength(1);
    expect(await receipts(lister.user.email)).toHaveLength(2);
    expect(await failureNotices(lister.user.email)).toHaveLength(1);
  });

  it('lets a lister without a card expire, without a charge, and tells them once', async () => {
    const expireAt = new Date(Date.now() - DAY);
    const lister = await createMember(t.db, { userPlan: 'basic', totalLocation: 1, expireAt });
    await runRenewals(t.ctx);
    await runRenewals(t.ctx);
    expect(await autoRenewals(lister.id)).toHaveLength(0);
    expect((await userRow(t.db, lister.id)).expireAt).toEqual(expireAt);
    const mails = await failureNotices(lister.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(NO_CARD);
    const sent = await t.db.select().from(notices).where(eq(notices.userId, lister.id));
    expect(sent).toMatchObject([{ kind: 'renewal_failed', key: autoRenewalKey(lister.id, expireAt) }]);
  });

  it('never charges a seeker', async () => {
    const seeker = await expiredMember('seeker');
    await runRenewals(t.ctx);
    expect((await autoRenewals(seeker.user.id)).map((x) => x.type)).toEqual(['plan_signup']);
    expect(await chargesFor(seeker.key)).toHaveLength(0);
    expect((await userRow(t.db, seeker.user.id)).expireAt).toEqual(seeker.expireAt);
    expect(await failureNotices(seeker.user.email)).toHaveLength(0);
  });

  it(`leaves alone a lister whose expiry is older than ${CATCH_UP_DAYS} days, and one not yet due`, async () => {
    const lapsed = await paidSignUp(t.app, 'basic');
    const longAgo = new Date(Date.now() - (CATCH_UP_DAYS + 1) * DAY);
    await setExpiry(t.db, lapsed.user.id, longAgo);
    const current = await paidSignUp(t.app, 'basic');
    await runRenewals(t.ctx);
    for (const member of [lapsed, current])
      expect((await autoRenewals(member.user.id)).map((x) => x.type)).toEqual(['plan_signup']);
    expect((await userRow(t.db, lapsed.user.id)).expireAt).toEqual(longAgo);
    expect(await failureNotices(lapsed.user.email)).toHaveLength(0);
  });
});
