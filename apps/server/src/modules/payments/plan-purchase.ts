// What paying for a plan changes (docs/decisions/010-payments.md, docs/decisions/016-plan-changes-and-
// proration.md): the plan, its listing allowance, the expiry and a row in the member's services; a change of
// package marks the terms it replaces and records the credit they gave.
import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { PLANS, type UserPlan } from '@crashpad/shared/plans';
import { dayIn } from '@crashpad/shared/rules/calendar';
import {
  SERVICE_CODES,
  SERVICE_PAYMENT_TYPES,
  featuredServiceCode,
} from '@crashpad/shared/rules/service-codes';
import type { Db } from '../../db/client';
import { accountServices, users } from '../../db/schema';
import { planTerms, type HeldTerm, type PlanTerms } from './plan-terms';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** docs/product/specification/3-money-and-messaging.md §3: PAYMENT.FEE.LISTER marks the lister fee; a seeker's plan is PAYMENT.FEE.SEEKER (decision 056). */
export const txnCode = (plan: UserPlan) =>
  plan === 'seeker' ? SERVICE_CODES.seekerFee : SERVICE_CODES.listerFee;
const PLAN_CODES = [SERVICE_CODES.listerFee, SERVICE_CODES.seekerFee];

export function planExpiry(plan: UserPlan, from: Date): Date {
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + PLANS[plan].termMonths);
  return end;
}

export const planDescription = (plan: UserPlan) =>
  `${PLANS[plan].title} package (${plan === 'seeker' ? '6 months' : '1 year'})`;

/** The plan terms the member holds now: paid, not replaced, not over. */
export async function heldTerms(db: Pick<Db, 'select'>, userId: number, now: Date): Promise<HeldTerm[]> {
  const rows = await db
    .select()
    .from(accountServices)
    .where(
      and(
        eq(accountServices.userId, userId),
        inArray(accountServices.txnCode, PLAN_CODES),
        isNull(accountServices.replacedAt),
        gt(accountServices.expireAt, now),
      ),
    )
    .orderBy(desc(accountServices.expireAt));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    startsAt: r.startsAt ?? r.createdAt,
    expireAt: r.expireAt!,
    valueCents: r.amountCents + r.creditCents,
  }));
}

/** What buying `plan` now would cost and give this member (the quote the checkout shows). */
export async function quotePlan(
  db: Pick<Db, 'select'>,
  member: { id: number; userPlan: UserPlan | null; expireAt: Date | null },
  plan: UserPlan,
  now = new Date(),
): Promise<PlanTerms> {
  return planTerms(
    { plan: member.userPlan, expireAt: member.expireAt },
    await heldTerms(db, member.id, now),
    plan,
    now,
  );
}

/**
 * Gives the member the plan paid with `chargedCents` and records the service; returns the terms. The member's
 * row is locked and the credit counted again here, in the transaction that records the charge, so two purchases
 * at once cannot both spend the same unused term: the later one then gets the term its money buys.
 */
export async function applyPlan(
  tx: Tx,
  userId: number,
  plan: UserPlan,
  chargedCents: number,
  now: Date,
  renewFrom?: Date,
): Promise<PlanTerms> {
  const [member] = await tx
    .select({ plan: users.userPlan, expireAt: users.expireAt, timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  const terms = planTerms(
    { plan: member?.plan ?? null, expireAt: member?.expireAt ?? null },
    await heldTerms(tx, userId, now),
    plan,
    now,
    { charged: chargedCents, ...(renewFrom && { renewFrom }) },
  );
  await tx
    .update(users)
    .set({ userPlan: plan, totalLocation: PLANS[plan].listings, expireAt: terms.expireAt, updatedAt: now })
    .where(eq(users.id, userId));
  if (terms.replaces.length > 0)
    await tx
      .update(accountServices)
      .set({ replacedAt: now })
      .where(
        inArray(
          accountServices.id,
          terms.replaces.map((t) => t.id),
        ),
      );
  const standard = terms.expireAt.getTime() === planExpiry(plan, terms.startsAt).getTime();
  await tx.insert(accountServices).values({
    userId,
    title: PLANS[plan].title,
    // A credit larger or smaller than the price buys a longer or shorter term: its end says how long, on the
    // member's calendar (docs/product/dates.md).
    description: standard
      ? planDescription(plan)
      : `${PLANS[plan].title} package (until ${dayIn(member?.timeZone, terms.expireAt)})`,
    amountCents: chargedCents,
    creditCents: terms.creditCents,
    paymentType: SERVICE_PAYMENT_TYPES.card,
    txnCode: txnCode(plan),
    repeat: PLANS[plan].autoRenews ? 'year' : null,
    startsAt: terms.startsAt,
    expireAt: terms.expireAt,
  });
  return terms;
}

/**
 * A featured plan bought or renewed (docs/decisions/028-featured-and-boost.md), listed in the member's services;
 * one code per listing, so a renewed month is told from another listing's.
 */
export const featuredTxnCode = featuredServiceCode;

/** Adds a featured listing's paid term to the lister's services table (#my-services, docs/product/specification/3-money-and-messaging.md §2.3). */
export async function recordFeaturedService(
  tx: Tx,
  service: {
    userId: number;
    listingId: number;
    title: string;
    description: string;
    amountCents: number;
    monthly: boolean;
    startsAt: Date;
    expireAt: Date;
  },
): Promise<void> {
  await tx.insert(accountServices).values({
    userId: service.userId,
    title: service.title,
    description: service.description,
    amountCents: service.amountCents,
    paymentType: SERVICE_PAYMENT_TYPES.card,
    txnCode: featuredTxnCode(service.listingId),
    repeat: service.monthly ? 'month' : null,
    startsAt: service.startsAt,
    expireAt: service.expireAt,
  });
}
