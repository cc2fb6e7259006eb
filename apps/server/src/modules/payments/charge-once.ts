// One charge per idempotency key (issue #4 "Money is never charged twice"): a transaction row claims the key
// before the provider is called, and the same key goes to the provider, so a doubled click, a retried request or
// two servers running one job charge once. What the charge pays for is written in the same database transaction
// that marks it succeeded. A charge made while the database goes away is recorded when it is back
// (docs/decisions/058-charges-across-a-database-outage.md).
import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { transactions } from '../../db/schema';
import { DatabaseStillAway, whenDatabaseAnswers } from '../../db/when-back';
import { PROVIDER_UNAVAILABLE, PaymentError, type Charge } from '../../adapters/payments/provider';
import { Conflict, PaymentRequired, TryLater } from '../../errors';
import type { ChargeFees } from '@crashpad/shared/rules/platform-fee';

/** A pending claim older than this is taken to belong to a request that died. */
export const STALE_MS = 2 * 60_000;
export const IN_PROGRESS =
  'This payment is already being processed. Please wait a moment, then reload the page.';
/** The card was charged and the database stayed away longer than the wait (decision 058). */
export const NOT_RECORDED_YET =
  'Your payment went through, but we could not record it yet. Please try again in a few minutes: you will not be charged twice.';

export type TransactionRow = typeof transactions.$inferSelect;

/** A charge's destination and fees as its transaction row holds them. */
export const feeColumns = (spec: Pick<ChargeSpec, 'destination'>) => ({
  destinationAccount: spec.destination?.accountId ?? null,
  feeCents: spec.destination?.fees.totalFeeCents ?? 0,
  providerFeeCents: spec.destination?.fees.providerFeeCents ?? 0,
  flatFeeCents: spec.destination?.fees.flatFeeCents ?? 0,
});
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type ChargeSpec = {
  idempotencyKey: string;
  userId: number | null;
  type: string;
  amountCents: number;
  description: string;
  item: string;
  customerId: string;
  paymentMethodId: string;
  /** rent and other tenant payments (issue 15): the lister paid, the rental, AutoPay's period */
  listerId?: number;
  rentalId?: number;
  period?: string;
  notes?: string;
  /**
   * a destination charge: paid into the lister's connected account, the platform keeping the fees
   * (docs/decisions/051-fees-that-cover-the-card-provider.md)
   */
  destination?: { accountId: string; fees: ChargeFees };
  /**
   * A refused charge tried again (AutoPay, docs/decisions/025-autopay-charges.md) goes to the provider under a
   * new key, `<key>:<attempt>`: the provider answers a key it knows with its first answer, and refuses it with
   * another card. An attempt that died half way, or whose answer never came, is resumed under its own key.
   */
  keyPerAttempt?: boolean;
};

/** Failures after which the charge may have happened (or not started): a retry keeps the attempt's key. */
export const UNCERTAIN_FAILURES = ['api_connection_error', 'api_error', 'rate_limit_error'];

/** The key the provider gets for a claimed attempt. */
export const providerKeyOf = (spec: ChargeSpec, claimed: TransactionRow) =>
  spec.keyPerAttempt && claimed.attempts > 1
    ? `${spec.idempotencyKey}:${claimed.attempts}`
    : spec.idempotencyKey;

export type ChargeOutcome<T> =
  { replayed: false; result: T; row: TransactionRow } | { replayed: true; row: TransactionRow };

/** The transaction row a charge's first attempt writes: its claim, or a refusal recorded before any charge. */
const attemptValues = (spec: ChargeSpec, provider: string) => ({
  idempotencyKey: spec.idempotencyKey,
  userId: spec.userId,
  type: spec.type,
  amountCents: spec.amountCents,
  provider,
  description: spec.description,
  item: spec.item,
  listerId: spec.listerId ?? null,
  rentalId: spec.rentalId ?? null,
  period: spec.period ?? null,
  notes: spec.notes ?? '',
  method: 'card',
  ...feeColumns(spec),
  attempts: 1,
});

async function claim(db: Db, spec: ChargeSpec, provider: string): Promise<TransactionRow | 'succeeded'> {
  const [fresh] = await db
    .insert(transactions)
    .values({
      ...attemptValues(spec, provider),
      customerRef: spec.customerId,
      paymentMethodRef: spec.paymentMethodId,
    })
    // No conflict target: a claim meets two unique indexes (the key, and AutoPay's rental and period). With the
    // key alone as arbiter, a second process whose insert passed PostgreSQL's pre-check just before the first
    // one's row landed raised a unique violation on the other index instead of finding the claim (CI, 2026-11-28).
    .onConflictDoNothing()
    .returning();
  if (fresh) return fresh;
  const [existing] = await db
    .select()
    .from(transactions)
    .where(eq(transactions.idempotencyKey, spec.idempotencyKey));
  // The insert met another unique index (AutoPay's rental and period) under another key: nothing this code
  // writes does that, so it is a fault to report, not a claim in progress.
  if (!existing)
    throw new Error(`the charge ${spec.idempotencyKey} clashes with a transaction under another key`);
  if (existing.status === 'succeeded') return 'succeeded';
  // A failed attempt, or one whose request died, may be tried again with the same key.
  const refused = sql`${transactions.status} = 'failed' and ${transactions.failureType} not in (${sql.join(
    UNCERTAIN_FAILURES.map((f) => sql`${f}`),
    sql`, `,
  )})`;
  const [retried] = await db
    .update(transactions)
    .set({
      status: 'pending',
      updatedAt: new Date(),
      // A new attempt after a refusal; a dead or unanswered attempt is the same attempt resumed.
      attempts: sql`case when ${refused} then ${transactions.attempts} + 1 else ${transactions.attempts} end`,
      // A new attempt charges the card it brings; a resumed one the card it was made with, whose charge the
      // provider may already have made (docs/decisions/058-charges-across-a-database-outage.md).
      customerRef: sql`case when ${refused} or ${transactions.customerRef} is null then ${spec.customerId} else ${transactions.customerRef} end`,
      paymentMethodRef: sql`case when ${refused} or ${transactions.paymentMethodRef} is null then ${spec.paymentMethodId} else ${transactions.paymentMethodRef} end`,
      failureType: null,
      failureCode: null,
      declineCode: null,
      failureMessage: null,
    })
    .where(
      and(
        eq(transactions.idempotencyKey, spec.idempotencyKey),
        or(
          eq(transactions.status, 'failed'),
          and(
            eq(transactions.status, 'pending'),
            lt(transactions.updatedAt, new Date(Date.now() - STALE_MS)),
          ),
        ),
      ),
    )
    .returning();
  if (!retried) throw new Conflict(IN_PROGRESS, 'PAYMENT_IN_PROGRESS');
  return retried;
}

/** The provider named on a purchase the member's credit paid in full: no card was charged. */
export const PAID_BY_CREDIT = 'credit';

/**
 * Charges the card once for this key and runs `onSuccess` in the transaction that records the success.
 * A key that already succeeded is not charged again: the answer says it was replayed. An amount of 0 (a credit
 * paid it all, docs/decisions/016-plan-changes-and-proration.md) calls no provider; `charge` is then null.
 */
export async function chargeOnce<T>(
  ctx: Pick<AppContext, 'db' | 'payments' | 'config'>,
  spec: ChargeSpec,
  onSuccess?: (tx: Tx, charge: Charge | null, row: TransactionRow) => Promise<T>,
): Promise<ChargeOutcome<T>> {
  const claimed = await claim(ctx.db, spec, spec.amountCents === 0 ? PAID_BY_CREDIT : ctx.payments.name);
  if (claimed === 'succeeded') return { replayed: true, row: await rowOf(ctx.db, spec) };
  // A retried key is charged the amount it was first claimed for: the provider knows the key with it.
  const charge = claimed.amountCents === 0 ? null : await charged(ctx, spec, claimed);
  // Only a claim still pending is marked: a write whose commit was cut off after it happened finds it done.
  const succeeded = (db: Db | Tx) =>
    db
      .update(transactions)
      .set({
        status: 'succeeded',
        providerRef: charge?.id ?? null,
        providerFeeActualCents: charge?.providerFeeCents ?? null,
        paidAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(transactions.id, claimed.id), ne(transactions.status, 'succeeded')))
      .returning();
  const record = async (): Promise<ChargeOutcome<T>> => {
    // Nothing else to write (AutoPay): one statement, no transaction around it.
    if (!onSuccess) {
      const [row] = await succeeded(ctx.db);
      return row
        ? { replayed: false, result: undefined as T, row }
        : { replayed: true, row: await rowOf(ctx.db, spec) };
    }
    const done = await ctx.db.transaction(async (tx) => {
      const [row] = await succeeded(tx);
      if (!row) return null;
      return { replayed: false as const, result: await onSuccess(tx, charge, row), row };
    });
    return done ?? { replayed: true, row: await rowOf(ctx.db, spec) };
  };
  // The provider has charged: while the database is away the write waits for it (the claim stays ours for
  // STALE_MS), rather than leave a charge nobody recorded.
  return recordWhenBack(ctx, record);
}

async function rowOf(db: Db, spec: ChargeSpec): Promise<TransactionRow> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(eq(transactions.idempotencyKey, spec.idempotencyKey));
  return row!;
}

/**
 * A write after the provider answered, waiting for the database (decision 058). Past the wait the claim stays
 * pending: the next call after STALE_MS (the member's retry, the job's next run) resumes it under the same
 * provider key, which answers with the charge already made.
 */
async function recordWhenBack<T>(ctx: Pick<AppContext, 'config'>, write: () => Promise<T>): Promise<T> {
  try {
    return await whenDatabaseAnswers(write, ctx.config.paymentRecordWaitMs);
  } catch (err) {
    if (err instanceof DatabaseStillAway)
      throw new TryLater(503, NOT_RECORDED_YET, 60, 'PAYMENT_NOT_RECORDED');
    throw err;
  }
}

/** Charges the card for a claimed transaction; a refusal is recorded on it and answered 402 (docs/product/specification/3-money-and-messaging.md §8). */
async function charged(
  ctx: Pick<AppContext, 'db' | 'payments' | 'config'>,
  spec: ChargeSpec,
  claimed: TransactionRow,
): Promise<Charge> {
  try {
    return await ctx.payments.charge({
      customerId: claimed.customerRef ?? spec.customerId,
      paymentMethodId: claimed.paymentMethodRef ?? spec.paymentMethodId,
      amountCents: claimed.amountCents,
      currency: 'usd',
      description: spec.description,
      idempotencyKey: providerKeyOf(spec, claimed),
      ...(claimed.destinationAccount
        ? { destination: { accountId: claimed.destinationAccount, feeCents: claimed.feeCents } }
        : {}),
      metadata: { item: spec.item, transaction: String(claimed.id) },
    });
  } catch (err) {
    const failure =
      err instanceof PaymentError
        ? err
        : new PaymentError(PROVIDER_UNAVAILABLE, 'api_connection_error', 'provider_unavailable');
    // A refusal is recorded too, the database willing: otherwise the claim resumes after STALE_MS and the
    // provider answers its key with the same refusal.
    await whenDatabaseAnswers(
      () =>
        ctx.db
          .update(transactions)
          .set({
            status: 'failed',
            failureType: failure.type,
            failureCode: failure.code ?? null,
            declineCode: failure.declineCode ?? null,
            failureMessage: failure.message,
            updatedAt: new Date(),
          })
          .where(eq(transactions.id, claimed.id)),
      ctx.config.paymentRecordWaitMs,
    );
    throw new PaymentRequired(failure.message, [
      { type: failure.type, code: failure.code ?? null, decline_code: failure.declineCode ?? null },
    ]);
  }
}

// ---- charges made by a job or on a member's behalf, whose refusal is an outcome rather than an answer ----

/**
 * Refusals that came from the provider, not the card (its connection, its rate limit): the renewals charge the same
 * key again on their next run (jobs/renewal.ts, modules/listings/featured-renewal.ts).
 */
export const PROVIDER_FAILURES = ['api_connection_error', 'rate_limit_error'];

/** How a charge made through chargeSettled ended. */
export type SettledCharge<T> =
  /** charged now; `result` is what `onSuccess` answered */
  | { status: 'charged'; row: TransactionRow; result: T }
  /** the key had already succeeded: not charged again */
  | { status: 'paid'; row: TransactionRow }
  /** another run holds the key's claim right now: it charges and tells */
  | { status: 'held' }
  /** refused, and recorded as failed on the key's transaction; `providerFault` when the provider, not the card, failed */
  | { status: 'refused'; reason: string; providerFault: boolean };

/**
 * The charge every scheduled payment makes (the lister renewal, the featured renewal, AutoPay): chargeOnce, whose
 * claim in progress and refusal come back as outcomes for the caller to count, log and e-mail, while any other
 * failure is thrown. The key, the claim and the order of the writes are chargeOnce's.
 */
export async function chargeSettled<T>(
  ctx: Pick<AppContext, 'db' | 'payments' | 'config'>,
  spec: ChargeSpec,
  onSuccess?: (tx: Tx, charge: Charge | null, row: TransactionRow) => Promise<T>,
): Promise<SettledCharge<T>> {
  let outcome;
  try {
    outcome = await chargeOnce(ctx, spec, onSuccess);
  } catch (err) {
    if (err instanceof Conflict) return { status: 'held' };
    if (!(err instanceof PaymentRequired)) throw err;
    return {
      status: 'refused',
      reason: err.message,
      providerFault: PROVIDER_FAILURES.includes(err.data[0]?.type ?? ''),
    };
  }
  return outcome.replayed
    ? { status: 'paid', row: outcome.row }
    : { status: 'charged', row: outcome.row, result: outcome.result };
}

/**
 * A charge that could not even be tried (AutoPay with no card on file): recorded as a refused attempt under its
 * key, as the provider's refusal would be — a first row, or one more attempt on a refused one. Null when the key
 * is paid, or held by another run; a clash under another key is a fault.
 */
export async function recordRefusedCharge(
  ctx: Pick<AppContext, 'db' | 'payments'>,
  spec: ChargeSpec,
  failure: { failureType: string; failureCode: string; failureMessage: string },
): Promise<TransactionRow | null> {
  const [fresh] = await ctx.db
    .insert(transactions)
    .values({ ...attemptValues(spec, ctx.payments.name), status: 'failed', ...failure })
    // any unique index is an arbiter, as in the claim above
    .onConflictDoNothing()
    .returning();
  if (fresh) return fresh;
  const [again] = await ctx.db
    .update(transactions)
    .set({ ...failure, attempts: sql`${transactions.attempts} + 1`, updatedAt: new Date() })
    .where(and(eq(transactions.idempotencyKey, spec.idempotencyKey), eq(transactions.status, 'failed')))
    .returning();
  if (again) return again;
  // Paid, or held by another run, under this key: nothing to record. A clash under another key is a fault.
  const [held] = await ctx.db
    .select({ id: transactions.id })
    .from(transactions)
    .where(eq(transactions.idempotencyKey, spec.idempotencyKey));
  if (!held)
    throw new Error(`the charge ${spec.idempotencyKey} clashes with a transaction under another key`);
  return null;
}
