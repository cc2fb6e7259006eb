// The card provider's real fee on each charge, kept next to the fee the lister was charged by the configured
// schedule (docs/decisions/051-fees-that-cover-the-card-provider.md). Stripe usually tells it in the charge's
// answer; when it does not, its charge.updated event names the balance transaction that holds it.
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { transactions } from '../../db/schema';

/**
 * A charge.updated event: records the real fee of our charge `paymentIntentId` from its balance transaction,
 * once. Returns the fee recorded, or null when there was nothing to record.
 */
export async function reconcileChargeFee(
  ctx: Pick<AppContext, 'db' | 'payments'>,
  object: Record<string, unknown>,
): Promise<number | null> {
  const intent = typeof object.payment_intent === 'string' ? object.payment_intent : null;
  const balance = typeof object.balance_transaction === 'string' ? object.balance_transaction : null;
  if (!intent || !balance) return null;
  const open = and(eq(transactions.providerRef, intent), isNull(transactions.providerFeeActualCents));
  const [row] = await ctx.db.select({ id: transactions.id }).from(transactions).where(open);
  if (!row) return null;
  const fee = await ctx.payments.balanceTransactionFee(balance);
  if (fee === null) return null;
  await ctx.db
    .update(transactions)
    .set({ providerFeeActualCents: fee, updatedAt: new Date() })
    .where(and(eq(transactions.id, row.id), isNull(transactions.providerFeeActualCents)));
  return fee;
}
