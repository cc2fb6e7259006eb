// A member renews or changes package at the checkout (docs/product/specification/3-money-and-messaging.md §2.1, §4
// "Checkout"; docs/decisions/016-plan-changes-
// and-proration.md): one purchase per attempt key, charged once, the plan applied in the transaction that records
// the charge. The same call resumes a purchase whose answer was lost (jobs/interrupted-charges.ts; docs/decisions/
// 058-charges-across-a-database-outage.md).
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { formatCents } from '@crashpad/shared/format/money';
import type { UserPlan } from '@crashpad/shared/plans';
import type { AppContext } from '../../context';
import { transactions, users } from '../../db/schema';
import { Conflict } from '../../errors';
import type { UserRow } from '../accounts';
import { chargeOnce } from './charge-once';
import { adoptCard, cardForPurchase, releaseDeclinedCard, releaseReplacedCard } from './customers';
import { sendTransactionReceipt } from './payment-emails';
import { applyPlan, planDescription, quotePlan } from './plan-purchase';

type Log = Pick<FastifyBaseLogger, 'error'>;

/**
 * One purchase: the member, the plan and the checkout's attempt key. A second click, or the same request sent
 * again even after the first one finished — with the same card or another — finds the same key and is not
 * charged again; every new attempt (another visit to the checkout, a try after a refusal) is a purchase of its
 * own, so changing back and forth on one day charges each change (docs/decisions/016-plan-changes-and-
 * proration.md). The card is not in the key: a retry after an outage that brings a new card must still find the
 * charge already made (docs/decisions/058-charges-across-a-database-outage.md).
 */
export function purchaseKey(userId: number, plan: UserPlan, attempt: string): string {
  return `plan:${userId}:${plan}:${attempt}`;
}

/** The member and plan of a purchase key, and its attempt. */
export function purchaseOfKey(key: string): { userId: number; plan: UserPlan; attempt: string } | null {
  const m = /^plan:(\d+):([a-z]+):(.+)$/.exec(key);
  return m ? { userId: Number(m[1]), plan: m[2] as UserPlan, attempt: m[3]! } : null;
}

export type PlanCheckout = {
  plan: UserPlan;
  attempt: string;
  /** a new card set up in this checkout; the card on file otherwise */
  paymentMethod?: string;
  /** the amount the member was shown: a purchase at another amount is refused (409 AMOUNT_CHANGED) */
  expectedAmount?: number;
};

/** Charges the purchase once and applies the plan; answers the member as they are now. */
export async function checkoutPlan(
  ctx: AppContext,
  user: UserRow,
  input: PlanCheckout,
  log: Log,
): Promise<UserRow> {
  const { db } = ctx;
  const { plan } = input;
  // A new card set up in this checkout becomes the card on file only when its charge succeeds.
  const used = await cardForPurchase(ctx, user, input.paymentMethod);
  const { customerId, card } = used;

  const key = purchaseKey(user.id, plan, input.attempt);
  const quoted = await quotePlan(db, user, plan);
  const [earlier] = await db.select().from(transactions).where(eq(transactions.idempotencyKey, key));
  // The member pays what they were shown, or nothing (a purchase sent again is answered as it was).
  const expected = input.expectedAmount;
  if (!earlier && expected !== undefined && expected !== quoted.amountCents)
    throw new Conflict(
      `The amount due is now ${formatCents(quoted.amountCents)}. Please check it and pay again.`,
      'AMOUNT_CHANGED',
    );
  let outcome;
  try {
    outcome = await chargeOnce(
      ctx,
      {
        idempotencyKey: key,
        userId: user.id,
        type: quoted.kind === 'renewal' ? 'plan_renewal' : 'plan_change',
        amountCents: quoted.amountCents,
        description: planDescription(plan),
        item: plan,
        customerId,
        paymentMethodId: card.id,
        keyPerAttempt: true,
      },
      async (tx, _charge, row) => {
        if (used.isNew) await adoptCard(tx, user.id, card);
        return applyPlan(tx, user.id, plan, row.amountCents, new Date());
      },
    );
  } catch (err) {
    await releaseDeclinedCard(ctx, used, err, log);
    throw err;
  }
  if (!outcome.replayed) await releaseReplacedCard(ctx, used, user.paymentMethod, log);
  const [fresh] = await db.select().from(users).where(eq(users.id, user.id));
  if (!outcome.replayed)
    await sendTransactionReceipt(ctx, fresh!, outcome.row, log, {
      expireAt: fresh!.expireAt,
      creditCents: outcome.result.creditCents,
    });
  return fresh!;
}
