// Charges whose answer was lost (docs/decisions/058-charges-across-a-database-outage.md). A claim left pending longer
// than STALE_MS belongs to a call that died: a process killed between the card provider's answer and the write, or
// a database that stayed away past the wait. Every few minutes each one is looked up at the provider, never charged
// again by the look-up:
// - not charged: the claim is released (failed 'interrupted'), so the member's next try starts clean and a payment
//   request is payable again;
// - refused: recorded as refused;
// - charged: the purchase is completed as the member's own retry would complete it (same key, same card: the
//   provider answers with the charge it made), receipt included.
// A sign-up's account cannot be made without its form: its charge is refunded and the person told. AutoPay and the
// renewal jobs resume their own claims on their next run.
import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import type { AppContext } from '../context';
import { paymentRequests, transactions, users } from '../db/schema';
import { buyFeatured, featuredPurchaseOfKey } from '../modules/listings';
import {
  STALE_MS,
  checkoutPlan,
  purchaseOfKey,
  sendSignupRefundedEmail,
  type TransactionRow,
} from '../modules/payments';
import { payPaymentRequest } from '../modules/tenant-payments';
import { quietLog, type JobLog, type JobOptions } from '../lib/job-notices';

export const INTERRUPTED_CHARGES_JOB = 'interrupted-charges';
/** Every 5 minutes: a member whose payment was cut off sees it settled within minutes. */
export const EVERY_FIVE_MINUTES = '*/5 * * * *';
/** Claims older than this are left to an operator: the provider's own records are the place to look. */
const OLDEST_DAYS = 7;
/** Claims looked at in one run. */
const BATCH = 100;

/** The member's purchases; each runs again through its own path. */
const RESUMED = ['payment_request', 'plan_change', 'plan_renewal', 'featured_signup', 'plan_signup'];
/** The paths whose refused card's retry is a new attempt at the provider (`<key>:<n>`, charge-once.ts). */
const KEY_PER_ATTEMPT = ['plan_change', 'plan_renewal', 'featured_signup', 'plan_signup'];
const INTERRUPTED = 'The payment was interrupted before the card was charged.';

type Outcome = 'completed' | 'released' | 'refused' | 'refunded' | 'skipped';
export type InterruptedSummary = Record<Outcome | 'found' | 'errors', number>;
type JobContext = AppContext;

export async function resumeInterruptedCharges(
  ctx: JobContext,
  options: JobOptions = {},
): Promise<InterruptedSummary> {
  const now = options.now ?? new Date();
  const log = options.log ?? quietLog;
  const rows = await ctx.db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.status, 'pending'),
        inArray(transactions.type, RESUMED),
        // a claim's age is real time, as chargeOnce judges it
        lt(transactions.updatedAt, new Date(Date.now() - STALE_MS)),
        gt(transactions.createdAt, new Date(now.getTime() - OLDEST_DAYS * 86_400_000)),
      ),
    )
    .orderBy(transactions.id)
    .limit(BATCH);
  const summary: InterruptedSummary = {
    found: rows.length,
    completed: 0,
    released: 0,
    refused: 0,
    refunded: 0,
    skipped: 0,
    errors: 0,
  };
  for (const row of rows) {
    try {
      const outcome = await resumeOne(ctx, row, log);
      summary[outcome] += 1;
      log.info({ transaction: row.id, type: row.type, outcome }, 'an interrupted charge was settled');
    } catch (err) {
      summary.errors += 1;
      log.error({ err, transaction: row.id, type: row.type }, 'an interrupted charge could not be settled');
    }
  }
  return summary;
}

/** Takes the claim over from the call that died: false when someone else did meanwhile. */
async function takeOver(ctx: JobContext, row: TransactionRow): Promise<boolean> {
  const [taken] = await ctx.db
    .update(transactions)
    .set({ updatedAt: new Date() })
    .where(
      and(
        eq(transactions.id, row.id),
        eq(transactions.status, 'pending'),
        eq(transactions.updatedAt, row.updatedAt),
      ),
    )
    .returning({ id: transactions.id });
  return !!taken;
}

const settle = (ctx: JobContext, row: TransactionRow, failure: Partial<TransactionRow>) =>
  ctx.db
    .update(transactions)
    .set({ status: 'failed', updatedAt: new Date(), ...failure })
    .where(and(eq(transactions.id, row.id), eq(transactions.status, 'pending')));

const requestIdOf = (key: string) => {
  const m = /^payment-request:(\d+)(?::retry-\d+)?$/.exec(key);
  return m ? Number(m[1]) : null;
};

async function resumeOne(ctx: JobContext, row: TransactionRow, log: JobLog): Promise<Outcome> {
  // Claims made before the card was kept on them are resumed by the member's retry only.
  if (!row.customerRef || (row.userId === null && row.type !== 'plan_signup')) return 'skipped';
  const providerKey =
    KEY_PER_ATTEMPT.includes(row.type) && row.attempts > 1
      ? `${row.idempotencyKey}:${row.attempts}`
      : row.idempotencyKey;
  const found = await ctx.payments.findCharge({
    idempotencyKey: providerKey,
    customerId: row.customerRef,
    transactionId: row.id,
    since: row.createdAt,
  });

  if (found === null || found === 'refused') {
    if (!(await takeOver(ctx, row))) return 'skipped';
    await settle(
      ctx,
      row,
      found === null
        ? { failureType: 'interrupted', failureCode: 'interrupted', failureMessage: INTERRUPTED }
        : {
            failureType: 'card_error',
            failureCode: 'card_declined',
            failureMessage: 'The card was refused.',
          },
    );
    const requestId = row.type === 'payment_request' ? requestIdOf(row.idempotencyKey) : null;
    if (requestId !== null)
      await ctx.db
        .update(paymentRequests)
        .set({ status: 'pending', updatedAt: new Date() })
        .where(and(eq(paymentRequests.id, requestId), eq(paymentRequests.status, 'processing')));
    return found === null ? 'released' : 'refused';
  }

  if (row.type === 'plan_signup') {
    if (!(await takeOver(ctx, row))) return 'skipped';
    await ctx.payments.refund({
      chargeId: found.id,
      idempotencyKey: `refund:${row.idempotencyKey}:${found.id}`,
    });
    await settle(ctx, row, {
      providerRef: found.id,
      failureType: 'refunded',
      failureCode: 'signup_interrupted',
      failureMessage: 'The sign-up was interrupted after the charge: refunded.',
    });
    const email = /^signup:(.+):[a-z]+$/.exec(row.idempotencyKey)?.[1];
    if (email) await sendSignupRefundedEmail(ctx, email, row.amountCents);
    return 'refunded';
  }

  const [member] = await ctx.db.select().from(users).where(eq(users.id, row.userId!));
  if (!member) return 'skipped';
  const paymentMethod = row.paymentMethodRef ?? undefined;
  if (row.type === 'payment_request') {
    const requestId = requestIdOf(row.idempotencyKey);
    if (requestId === null) return 'skipped';
    await payPaymentRequest(ctx, member, requestId, log);
    return 'completed';
  }
  if (row.type === 'featured_signup') {
    const purchase = featuredPurchaseOfKey(row.idempotencyKey);
    if (!purchase) return 'skipped';
    await buyFeatured(ctx, member, { ...purchase, ...(paymentMethod && { paymentMethod }) }, log);
    return 'completed';
  }
  const purchase = purchaseOfKey(row.idempotencyKey);
  if (!purchase || purchase.userId !== member.id) return 'skipped';
  await checkoutPlan(
    ctx,
    member,
    { plan: purchase.plan, attempt: purchase.attempt, ...(paymentMethod && { paymentMethod }) },
    log,
  );
  return 'completed';
}
