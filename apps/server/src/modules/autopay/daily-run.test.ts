// The daily AutoPay job charges each period once (docs/decisions/025-autopay-charges.md): run twice, on two
// servers at once, killed between the provider's answer and the database write; and a refused card is tried
// again the next day. The tests that need two processes on one database run on PostgreSQL only.
import { eq, sql } from 'drizzle-orm';
import { STRIPE_US_CARD_FEES, chargeFees } from '@crashpad/shared/rules/platform-fee';
import { describe, expect, it } from 'vitest';
import { addDays, autopayKey, firstRentCents, utcDay } from '@crashpad/shared/rules/autopay';
import { rentals, transactions, users } from '../../db/schema';
import {
  autopayProcess,
  autopayRental,
  autopayTransactions,
  CARDS,
  sandboxChargesFor,
  saveCard,
  suiteApp,
  testApp,
} from '../../../test/factory';
import { emailsTo, secondServer } from '../../../test/jobs';
import { autopayRentals } from './autopay-rows';
import { NO_CARD, chargeAutopay } from './charges';
import { runAutopay } from './daily-run';

const t = suiteApp();

const today = utcDay(new Date());
const at7 = (day: string) => new Date(`${day}T07:00:00Z`);
/** A payment day other than today's day of the month, so the first rent is prorated. */
const paymentDay = ((Number(today.slice(8)) + 9) % 28) + 1;
const RENT = 60_000;
const prorated = firstRentCents(RENT, today, paymentDay);

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (!onPostgres)
  console.info(
    'AutoPay: the two-process and SIGKILL tests are skipped: they need PostgreSQL (set TEST_DATABASE_URL)',
  );

/** A tenant moving in today: the prorated first rent is due at 07:00 today. */
const movingInToday = (card?: string) =>
  autopayRental(t, { startDate: today, paymentDay, rentCents: RENT, ...(card ? { card } : {}) });

const mails = async (email: string, part: string) =>
  (await emailsTo(t.db, email)).filter((m) => m.subject.includes(part));

async function oneSucceeded(rentalId: number) {
  const txns = await autopayTransactions(t, rentalId);
  expect(txns).toHaveLength(1);
  expect(txns[0]).toMatchObject({ period: today, status: 'succeeded', amountCents: prorated });
  const charges = await sandboxChargesFor(t, rentalId, today);
  expect(charges.filter((c) => c.status === 'succeeded')).toHaveLength(1);
  return { txn: txns[0]!, charges };
}

describe('the daily AutoPay job', () => {
  it('charges the first rent once, with one receipt, when the job runs twice', async () => {
    const r = await movingInToday();
    const first = await runAutopay(t.ctx, { now: at7(today) });
    expect(first.errors).toBe(0);
    expect(first.charged).toBeGreaterThanOrEqual(1);
    await runAutopay(t.ctx, { now: at7(today) });
    const { txn, charges } = await oneSucceeded(r.rentalId);
    expect(charges).toHaveLength(1);
    expect(txn).toMatchObject({
      idempotencyKey: autopayKey(r.rentalId, today),
      type: 'autopay_rent',
      // the card processor's 2.9% + 30¢ and the platform's 1% (docs/decisions/051)
      feeCents: chargeFees(prorated, STRIPE_US_CARD_FEES).totalFeeCents,
      destinationAccount: r.accountId,
      listerId: r.lister.id,
    });
    expect(await mails(r.tenant.member.email, 'receipt')).toHaveLength(1);
  });

  it('charges once when two servers run it at the same time', async () => {
    const r = await movingInToday();
    const other = await secondServer(t);
    try {
      const [a, b] = await Promise.all([
        runAutopay(t.ctx, { now: at7(today) }),
        runAutopay(other.ctx, { now: at7(today) }),
      ]);
      expect(a.errors + b.errors).toBe(0);
    } finally {
      await other.close();
    }
    const { charges } = await oneSucceeded(r.rentalId);
    expect(charges).toHaveLength(1);
    expect(await mails(r.tenant.member.email, 'receipt')).toHaveLength(1);
  });

  it('records a refused card, e-mails both sides, waits for the next day and then charges the new card once', async () => {
    const r = await movingInToday(CARDS.chargeFails);
    await runAutopay(t.ctx, { now: at7(today) });
    await runAutopay(t.ctx, { now: at7(today) }); // not tried again the same day
    const [failed] = await autopayTransactions(t, r.rentalId);
    expect(failed).toMatchObject({
      status: 'failed',
      failureCode: 'card_declined',
      attempts: 1,
      amountCents: prorated,
    });
    expect(await sandboxChargesFor(t, r.rentalId, today)).toHaveLength(1);
    const tenantNotices = await mails(r.tenant.member.email, 'failed');
    const listerNotices = await mails(r.lister.email, 'failed');
    expect(tenantNotices).toHaveLength(1);
    expect(listerNotices).toHaveLength(1);
    expect(tenantNotices[0]!.text).toContain('Your card was declined.');
    expect(tenantNotices[0]!.text).toContain('We will try again on');
    expect(listerNotices[0]!.text).toContain('Casey Nguyen');

    await saveCard(t.app, r.tenant.memberToken, CARDS.ok); // the tenant replaces the card
    const tomorrow = addDays(today, 1);
    await runAutopay(t.ctx, { now: at7(tomorrow) });
    await runAutopay(t.ctx, { now: at7(tomorrow) });
    const { txn, charges } = await oneSucceeded(r.rentalId);
    expect(txn.attempts).toBe(2);
    // The retry went to the provider under its own key: the first key keeps its refusal.
    expect(charges.map((c) => [c.idempotencyKey, c.status]).sort()).toEqual([
      [autopayKey(r.rentalId, today), 'failed'],
      [`${autopayKey(r.rentalId, today)}:2`, 'succeeded'],
    ]);
    expect(await mails(r.tenant.member.email, 'receipt')).toHaveLength(1);
    expect(await mails(r.tenant.member.email, 'failed')).toHaveLength(1);
  });

  it('tries a refused charge once a day for 3 days, then leaves it failed and says so', async () => {
    const r = await movingInToday(CARDS.chargeFails);
    for (let day = 0; day <= 5; day += 1) await runAutopay(t.ctx, { now: at7(addDays(today, day)) });
    const [txn] = await autopayTransactions(t, r.rentalId);
    expect(txn).toMatchObject({ status: 'failed', attempts: 4 });
    expect(await sandboxChargesFor(t, r.rentalId, today)).toHaveLength(4);
    const notices = await mails(r.tenant.member.email, 'failed');
    expect(notices).toHaveLength(4);
    expect(notices[3]!.text).toContain('This was the last try');
    expect(await mails(r.lister.email, 'failed')).toHaveLength(4);
  });

  it('records a tenant without a usable card as a refused charge, and charges once a card is saved', async () => {
    const r = await movingInToday();
    await t.db.update(users).set({ paymentMethod: null }).where(eq(users.id, r.tenant.member.id));
    await runAutopay(t.ctx, { now: at7(today) });
    const [failed] = await autopayTransactions(t, r.rentalId);
    expect(failed).toMatchObject({ status: 'failed', failureMessage: NO_CARD, attempts: 1 });
    expect(await sandboxChargesFor(t, r.rentalId, today)).toEqual([]);
    expect(await mails(r.lister.email, 'failed')).toHaveLength(1);

    await saveCard(t.app, r.tenant.memberToken, CARDS.ok);
    await runAutopay(t.ctx, { now: at7(addDays(today, 1)) });
    const { charges } = await oneSucceeded(r.rentalId);
    expect(charges).toHaveLength(1);
  });

  it('reports a period another row holds under another key as a fault, with or without a card, and charges nothing', async () => {
    // The claim's insert names no conflict target, so two runs meeting on the rental-and-period index (the race
    // of the two-process test below, whose rows share the key) find the claim. A row under another key is no
    // claim: nothing writes one, and the run counts it as an error and logs it instead of skipping it each day.
    for (const card of [CARDS.ok, null]) {
      const r = await movingInToday();
      if (!card)
        await t.db.update(users).set({ paymentMethod: null }).where(eq(users.id, r.tenant.member.id));
      await t.db.insert(transactions).values({
        idempotencyKey: `held-elsewhere:${r.rentalId}`,
        type: 'autopay_rent',
        rentalId: r.rentalId,
        period: today,
        amountCents: prorated,
        provider: 'sandbox',
        description: 'a claim made under another key',
      });
      const [rental] = await autopayRentals(t.db, eq(rentals.id, r.rentalId));
      await expect(chargeAutopay(t.ctx, rental!, today, { now: at7(today) })).rejects.toThrow(
        'clashes with a transaction under another key',
      );
      expect(await sandboxChargesFor(t, r.rentalId, today)).toEqual([]);
      const txns = await autopayTransactions(t, r.rentalId);
      expect(txns.map((x) => [x.idempotencyKey, x.status])).toEqual([
        [`held-elsewhere:${r.rentalId}`, 'pending'],
      ]);
      expect(await mails(r.tenant.member.email, 'failed')).toEqual([]);
    }
  });

  it.skipIf(!onPostgres)('charges once when two server processes run it at once', async () => {
    const u = await testApp();
    try {
      const url = (u.ctx.database.connection as { url: string }).url;
      const { rentalId } = await autopayRental(u, { startDate: today, paymentDay, rentCents: RENT });
      const runs = await Promise.all([autopayProcess(url, at7(today)), autopayProcess(url, at7(today))]);
      for (const run of runs) expect(run.code).toBe(0);
      const summaries = runs.map((run) => JSON.parse(run.out) as { charged: number; errors: number });
      expect(summaries.reduce((n, s) => n + s.charged, 0)).toBe(1);
      expect(summaries.reduce((n, s) => n + s.errors, 0)).toBe(0);
      expect(await sandboxChargesFor(u, rentalId, today)).toHaveLength(1);
      const txns = await autopayTransactions(u, rentalId);
      expect(txns.map((x) => x.status)).toEqual(['succeeded']);
    } finally {
      await u.close();
    }
  });

  it.skipIf(!onPostgres)(
    'charges once when the process dies after the provider charged and before the database heard of it',
    async () => {
      const u = await testApp();
      try {
        const url = (u.ctx.database.connection as { url: string }).url;
        const { rentalId } = await autopayRental(u, { startDate: today, paymentDay, rentCents: RENT });
        const key = autopayKey(rentalId, today);
        const killed = await autopayProcess(url, at7(today), key);
        expect(killed.signal).toBe('SIGKILL');
        expect(await sandboxChargesFor(u, rentalId, today)).toHaveLength(1);
        const [pending] = await autopayTransactions(u, rentalId);
        expect(pending).toMatchObject({ status: 'pending', attempts: 1 });

        // The restart: a pending charge younger than 2 minutes belongs to a live run, so it is left alone…
        const early = await autopayProcess(url, at7(today));
        expect(early.code).toBe(0);
        expect((await autopayTransactions(u, rentalId))[0]!.status).toBe('pending');
        // …and once older, the next run resumes it under the same key: the provider answers the first charge.
        await u.db
          .update(transactions)
          .set({ updatedAt: sql`now() - interval '3 minutes'` })
          .where(eq(transactions.idempotencyKey, key));
        const restarted = await autopayProcess(url, at7(today));
        expect(restarted.code).toBe(0);
        const charges = await sandboxChargesFor(u, rentalId, today);
        expect(charges).toHaveLength(1);
        const txns = await autopayTransactions(u, rentalId);
        expect(txns).toHaveLength(1);
        expect(txns[0]).toMatchObject({ status: 'succeeded', attempts: 1, providerRef: charges[0]!.id });
      } finally {
        await u.close();
      }
    },
  );
});
