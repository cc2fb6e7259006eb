// What the sandbox's stand-in for the Express dashboard lists (docs/decisions/024-payout-accounts.md): the payments
// paid into a connected account (destination charges, less the platform's fee and any refund) and the payouts they
// make to the lister's bank on the account's payout schedule. The sandbox moves no money: the payouts are the dates
// Stripe would pay them out, computed from the charges it holds.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxCharges } from '../../db/schema';

export type ReceivedPayment = {
  id: string;
  createdAt: Date;
  amountCents: number;
  feeCents: number;
  refundedCents: number;
  netCents: number;
  currency: string;
};
export type Payout = { arrivesOn: string; amountCents: number; currency: string; paid: boolean };

/** 1 daily, 2 weekly, 3 monthly (users.payout_config_id); the date a charge made on `day` is paid out. */
export function payoutDate(day: Date, scheduleId: number): string {
  const d = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
  if (scheduleId === 3)
    return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
  // Daily: Stripe's standard two-day delay in the US. Weekly: the Monday after that.
  d.setUTCDate(d.getUTCDate() + 2);
  if (scheduleId === 2) d.setUTCDate(d.getUTCDate() + ((8 - d.getUTCDay()) % 7 || 7));
  return d.toISOString().slice(0, 10);
}

export async function receivedPayments(db: Db, accountId: string): Promise<ReceivedPayment[]> {
  const charges = await db
    .select()
    .from(sandboxCharges)
    .where(
      and(
        eq(sandboxCharges.destination, accountId),
        eq(sandboxCharges.kind, 'charge'),
        eq(sandboxCharges.status, 'succeeded'),
      ),
    )
    .orderBy(sandboxCharges.createdAt);
  const refunds = charges.length
    ? await db
        .select({ chargeId: sandboxCharges.chargeId, amount: sandboxCharges.amountCents })
        .from(sandboxCharges)
        .where(
          and(
            eq(sandboxCharges.kind, 'refund'),
            inArray(
              sandboxCharges.chargeId,
              charges.map((c) => c.id),
            ),
          ),
        )
    : [];
  return charges.map((c) => {
    const refundedCents = refunds.filter((r) => r.chargeId === c.id).reduce((sum, r) => sum + r.amount, 0);
    const feeCents = c.feeCents ?? 0;
    return {
      id: c.id,
      createdAt: c.createdAt,
      amountCents: c.amountCents,
      feeCents,
      refundedCents,
      netCents: Math.max(0, c.amountCents - feeCents - refundedCents),
      currency: c.currency,
    };
  });
}

/** The payouts those payments make, one per arrival date and currency, newest first. */
export function payoutsOf(payments: ReceivedPayment[], scheduleId: number, today: Date): Payout[] {
  const byDate = new Map<string, Payout>();
  const now = today.toISOString().slice(0, 10);
  for (const p of payments) {
    if (p.netCents === 0) continue;
    const arrivesOn = payoutDate(p.createdAt, scheduleId);
    const key = `${arrivesOn} ${p.currency}`;
    const payout = byDate.get(key) ?? {
      arrivesOn,
      amountCents: 0,
      currency: p.currency,
      paid: arrivesOn <= now,
    };
    payout.amountCents += p.netCents;
    byDate.set(key, payout);
  }
  return [...byDate.values()].sort((a, b) => b.arrivesOn.localeCompare(a.arrivesOn));
}
