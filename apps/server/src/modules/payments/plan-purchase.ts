// What paying for a plan changes (docs/decisions.md "Plans and limits"): the plan, its listing allowance, the
// expiry (+6 months for seekers, +1 year for listers) and a row in the member's services.
import { eq } from 'drizzle-orm';
import { PLANS, type UserPlan } from '@crashpad/shared/plans';
import type { Db } from '../../db/client';
import { accountServices, users } from '../../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** spec 3 §3: PAYMENT.FEE.LISTER marks the lister fee. */
export const txnCode = (plan: UserPlan) => (plan === 'seeker' ? 'PAYMENT.FEE.SEEKER' : 'PAYMENT.FEE.LISTER');

export function planExpiry(plan: UserPlan, from: Date): Date {
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + PLANS[plan].termMonths);
  return end;
}

export const planDescription = (plan: UserPlan) =>
  `${PLANS[plan].title} package (${plan === 'seeker' ? '6 months' : '1 year'})`;

/** Gives the member the plan from `from` and records the service; returns the new expiry. */
export async function applyPlan(
  tx: Tx,
  userId: number,
  plan: UserPlan,
  amountCents: number,
  from: Date,
): Promise<Date> {
  const expireAt = planExpiry(plan, from);
  await tx
    .update(users)
    .set({ userPlan: plan, totalLocation: PLANS[plan].listings, expireAt, updatedAt: new Date() })
    .where(eq(users.id, userId));
  await tx.insert(accountServices).values({
    userId,
    title: PLANS[plan].title,
    description: planDescription(plan),
    amountCents,
    paymentType: 'PAYMENT',
    txnCode: txnCode(plan),
    repeat: PLANS[plan].autoRenews ? 'year' : null,
    expireAt,
  });
  return expireAt;
}
