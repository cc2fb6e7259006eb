// AutoPay rentals for the tests (docs/decisions/025-autopay-charges.md): an onboarded lister, a tenant with a
// saved sandbox card who accepted, and the rental's dates and amounts set in the database as a test needs them.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { autopayKey } from '@crashpad/shared/rules/autopay';
import { rentals, sandboxCharges, transactions, users } from '../src/db/schema';
import { bearer } from './accounts';
import { CARDS, saveCard } from './payments';
import type { Lister } from './listings';
import { inviteMember, listerWithCrashpad } from './rentals';
import type { TestApp } from './test-app';

/** A payout account at the sandbox, onboarded (what the sandbox's onboarding page ends with). */
export async function onboard(t: TestApp, listerId: number, email: string): Promise<string> {
  const accountId = await t.ctx.payments.createExpressAccount({ email, country: 'US' });
  await t.db
    .update(users)
    .set({ accStripe: accountId, payoutOnboardedAt: new Date() })
    .where(eq(users.id, listerId));
  return accountId;
}

export type AutopaySetup = {
  startDate: string;
  paymentDay: number;
  rentCents?: number;
  depositCents?: number;
  checkoutDate?: string | null;
  autopayStartedAt?: Date;
  card?: string;
  onboarded?: boolean;
  /** another bed of a lister made by an earlier call (same lister, same payout account) */
  sameLister?: { lister: Lister; listingId: number; bedId: number; accountId: string | null };
};

async function newLister(t: TestApp, onboarded: boolean) {
  const { lister, listingId, beds } = await listerWithCrashpad(t);
  const accountId = onboarded ? await onboard(t, lister.id, lister.email) : null;
  return { lister, listingId, beds, bedId: beds[0]!, accountId };
}

/** An accepted rental with AutoPay on: the lister (onboarded unless told), the tenant and the rental's id. */
export async function autopayRental(t: TestApp, setup: AutopaySetup) {
  const made = setup.sameLister ?? (await newLister(t, setup.onboarded !== false));
  const { lister, listingId, accountId } = made;
  const tenant = await inviteMember(t, lister, listingId, made.bedId);
  const paymentMethod = await saveCard(t.app, tenant.memberToken, setup.card ?? CARDS.ok);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/rental/${tenant.id}/accept`,
    headers: bearer(tenant.memberToken),
  });
  if (res.statusCode !== 200) throw new Error(`accept answered ${res.statusCode}: ${res.body}`);
  await t.db
    .update(rentals)
    .set({
      startDate: setup.startDate,
      paymentDay: setup.paymentDay,
      rentalAmountCents: setup.rentCents ?? 60_000,
      depositCents: setup.depositCents ?? 0,
      checkoutDate: setup.checkoutDate ?? null,
      checkoutHour: setup.checkoutDate ? 12 : null,
      autoPay: 1,
      autopayStartedAt: setup.autopayStartedAt ?? new Date(`${setup.startDate}T00:00:00Z`),
    })
    .where(eq(rentals.id, tenant.id));
  return { lister, listingId, tenant, rentalId: tenant.id, accountId, paymentMethod };
}

/** The sandbox's charges for a rental's period, under every key its attempts used. */
export async function sandboxChargesFor(t: TestApp, rentalId: number, period: string) {
  const key = autopayKey(rentalId, period);
  const rows = await t.db.select().from(sandboxCharges);
  return rows.filter((r) => r.idempotencyKey === key || r.idempotencyKey.startsWith(`${key}:`));
}

export async function autopayTransactions(t: TestApp, rentalId: number) {
  return t.db.select().from(transactions).where(eq(transactions.rentalId, rentalId));
}

const CHILD = fileURLToPath(new URL('./autopay-child.ts', import.meta.url));

/**
 * Runs the AutoPay job in another node process against a PostgreSQL database; answers its exit code or signal
 * and what it printed. killAfterKey: the process SIGKILLs itself right after the provider answered that key.
 */
export function autopayProcess(
  url: string,
  now: Date,
  killAfterKey?: string,
): Promise<{ code: number | null; signal: string | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
      env: {
        ...process.env,
        AUTOPAY_TEST_DATABASE_URL: url,
        AUTOPAY_TEST_NOW: now.toISOString(),
        AUTOPAY_TEST_KILL_AFTER_KEY: killAfterKey ?? '',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve({ code, signal, out }));
  });
}
