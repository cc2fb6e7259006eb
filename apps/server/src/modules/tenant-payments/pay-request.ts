// PUT /api/payment-request/{id}: the tenant pays a request with the saved card (docs/product/specification/3-money-and-messaging.md §4, §8;
// docs/decisions/027-payment-requests-and-manual-payments.md). Exactly once: the request row is claimed
// (pending → processing) by one call only, and the charge goes through chargeOnce with the key
// `payment-request:<id>`, so a doubled click or two tabs charge once. A refused card puts the request back to
// pending with the provider's error (402); the next attempt uses a new key (`…:retry-<n>`), since the provider
// answers a key with its first answer forever and would replay the refusal.
import { and, eq, like, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PAYMENT_REQUEST_MESSAGES as M } from '@crashpad/shared/api/payment-requests';
import { chargeFees, recordedFees } from '@crashpad/shared/rules/platform-fee';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { listings, paymentRequests, rentals, transactions, users } from '../../db/schema';
import { Conflict, PaymentMethodRequired, PaymentRequired } from '../../errors';
import type { UserRow } from '../accounts';
import { STALE_MS, cardLabel, chargeOnce, hasCard, type TransactionRow } from '../payments';
import { mailPaid, paymentForWords } from './payment-request-emails';
import { canReceivePayouts, requestView, tenantRequest } from './payment-requests';

// A request left processing longer than STALE_MS (as a charge's claim) belongs to a call that died: it may be
// claimed again.

/** The idempotency key of the next attempt: the first is `payment-request:<id>`, each refused one moves it on. */
export async function attemptKey(db: Db, requestId: number): Promise<string> {
  const base = `payment-request:${requestId}`;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(transactions)
    .where(
      and(
        eq(transactions.status, 'failed'),
        or(eq(transactions.idempotencyKey, base), like(transactions.idempotencyKey, `${base}:retry-%`)),
      ),
    );
  const failed = row?.n ?? 0;
  return failed === 0 ? base : `${base}:retry-${failed}`;
}

/** pending → processing, or a processing one whose call died; null when another call holds it. */
async function claim(db: Db, id: number) {
  const [claimed] = await db
    .update(paymentRequests)
    .set({ status: 'processing', updatedAt: new Date() })
    .where(
      and(
        eq(paymentRequests.id, id),
        or(
          eq(paymentRequests.status, 'pending'),
          and(
            eq(paymentRequests.status, 'processing'),
            lt(paymentRequests.updatedAt, new Date(Date.now() - STALE_MS)),
          ),
        ),
      ),
    )
    .returning();
  return claimed ?? null;
}

export async function payPaymentRequest(
  ctx: AppContext,
  tenant: UserRow,
  id: number,
  log: Pick<FastifyBaseLogger, 'error'>,
) {
  const { db } = ctx;
  const request = await tenantRequest(db, tenant, id);
  if (request.status === 'complete' || request.status === 'rejected')
    throw new Conflict(M.notPending, 'NOT_PENDING');
  // docs/product/specification/3-money-and-messaging.md §5: "A payment method is required to pay a request"; §8: the page shows the guidance.
  if (!tenant.customerId)
    throw new PaymentMethodRequired(M.customerMissing, M.methodGuidance, 'CUSTOMER_ID_MISSING');
  if (!hasCard(tenant)) throw new PaymentMethodRequired(M.methodRequired, M.methodGuidance);
  const [lister] = await db.select().from(users).where(eq(users.id, request.listerId));
  if (!lister || !canReceivePayouts(lister))
    throw new Conflict(M.listerPayoutMissing, 'LISTER_PAYOUT_MISSING');

  const claimed = await claim(db, id);
  if (!claimed) {
    const [now] = await db.select().from(paymentRequests).where(eq(paymentRequests.id, id));
    if (now?.status === 'processing') throw new Conflict(M.processing, 'PAYMENT_IN_PROGRESS');
    throw new Conflict(M.notPending, 'NOT_PENDING');
  }
  const [listing] = await db
    .select({ title: listings.title })
    .from(listings)
    .where(eq(listings.id, claimed.listingId));
  const complete = (transactionId: number) => ({
    status: 'complete' as const,
    transactionId,
    updatedAt: new Date(),
  });
  let outcome;
  try {
    outcome = await chargeOnce(
      ctx,
      {
        idempotencyKey: await attemptKey(db, id),
        userId: tenant.id,
        type: 'payment_request',
        amountCents: claimed.amountCents,
        description: `Payment request #${id}: ${paymentForWords(claimed.paymentFor)} for ${listing?.title ?? 'your crashpad'}`,
        item: claimed.paymentFor,
        customerId: tenant.customerId,
        paymentMethodId: tenant.paymentMethod!,
        listerId: claimed.listerId,
        rentalId: claimed.rentalId,
        notes: claimed.notes,
        // the provider's fee and the platform's 1%; the flat monthly fee rides on AutoPay rent only
        // (docs/decisions/051-fees-that-cover-the-card-provider.md)
        destination: {
          accountId: lister.accStripe!,
          fees: chargeFees(claimed.amountCents, ctx.config.autopay.providerFees),
        },
      },
      (tx, _charge, row) =>
        tx.update(paymentRequests).set(complete(row.id)).where(eq(paymentRequests.id, id)),
    );
  } catch (err) {
    // Refused by the card: nothing was paid, the tenant may try again (with another card).
    if (err instanceof PaymentRequired)
      await db
        .update(paymentRequests)
        .set({ status: 'pending', updatedAt: new Date() })
        .where(and(eq(paymentRequests.id, id), eq(paymentRequests.status, 'processing')));
    // Anything else (another call holds the key, the database failed) leaves it processing: whether money moved
    // is known only to the key, which the next claim after STALE_MS reuses.
    throw err;
  }
  // The key had already succeeded (a call that died after charging): the request is paid by that charge.
  if (outcome.replayed)
    await db.update(paymentRequests).set(complete(outcome.row.id)).where(eq(paymentRequests.id, id));
  else await mailReceipts(ctx, log, tenant, lister, claimed, outcome.row, listing?.title ?? '');
  return { message: M.paid, data: await requestView(db, id) };
}

/** The tenant's receipt and the lister's notice, once the charge is recorded. */
async function mailReceipts(
  ctx: AppContext,
  log: Pick<FastifyBaseLogger, 'error'>,
  tenant: UserRow,
  lister: UserRow,
  request: typeof paymentRequests.$inferSelect,
  transaction: TransactionRow,
  crashpad: string,
) {
  const [rental] = await ctx.db.select().from(rentals).where(eq(rentals.id, request.rentalId));
  await mailPaid(ctx, log, {
    to: tenant.email,
    firstName: tenant.firstName,
    listerName: `${lister.firstName} ${lister.lastName}`.trim(),
    listerEmail: lister.email,
    tenantName: rental ? `${rental.firstName} ${rental.lastName}` : `${tenant.firstName} ${tenant.lastName}`,
    crashpad,
    paymentFor: request.paymentFor,
    amountCents: request.amountCents,
    currency: request.currency,
    notes: request.notes,
    card: cardLabel(tenant.cardDetails),
    reference: `TXN-${String(transaction.id).padStart(6, '0')}`,
    fees: recordedFees(transaction),
  });
}
