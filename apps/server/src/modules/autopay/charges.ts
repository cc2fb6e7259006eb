// AutoPay's charges (docs/product/money.md#autopay, docs/decisions/025-autopay-charges.md): the
// deposit when a tenant accepts with AutoPay, and each rent period the daily job finds due. Every charge is a
// destination charge into the lister's payout account, the platform keeping the fees (the card provider's, its 1%
// and the monthly flat fee, docs/decisions/051-fees-that-cover-the-card-provider.md), made
// once per rental and period through chargeOnce. A refusal never throws: it is a failed transaction, both sides
// are e-mailed, and the daily job tries it again.
import { and, eq, gt, like } from 'drizzle-orm';
import {
  AUTOPAY_HOUR_UTC,
  AUTOPAY_MIN_CHARGE_CENTS,
  DEPOSIT_PERIOD,
  chargeDays,
  addDays,
  autopayKey,
  proratedLabel,
  proratedSpan,
  rentDueOn,
  retryDue,
  utcDay,
} from '@crashpad/shared/rules/autopay';
import { formatCents } from '@crashpad/shared/format/money';
import { calendarDay } from '@crashpad/shared/rules/calendar';
import { chargeFees, recordedFees } from '@crashpad/shared/rules/platform-fee';
import type { AppContext } from '../../context';
import { rentals, transactions } from '../../db/schema';
import {
  cardLabel,
  chargeSettled,
  recordRefusedCharge,
  type ChargeSpec,
  type TransactionRow,
} from '../payments';
import { autopayRentals, type AutopayRentalRow } from './autopay-rows';
import { sendAutopayFailed, sendAutopayReceipt, type ChargeFacts } from './autopay-emails';

export type AutopayContext = Pick<AppContext, 'db' | 'payments' | 'mailer' | 'config' | 'wording'>;
export type AutopayOutcome = 'charged' | 'failed' | 'none';
type Log = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
export type AutopayOptions = {
  now?: Date;
  log?: Log;
  /**
   * The tenant pressed Pay now on a declined charge (docs/decisions/043-money-and-rental-states.md): they see the
   * answer on the page, so a refusal e-mails nobody.
   */
  byTenant?: boolean;
  /**
   * The amount a declined charge was first claimed for: Pay now charges that, whatever the rental's terms say of
   * the period today (AutoPay restarted with another payment day or deposit since).
   */
  recordedCents?: number;
};

export const AUTOPAY_TYPES = { deposit: 'autopay_deposit', rent: 'autopay_rent' } as const;
export const NO_CARD = 'There is no valid payment method on file.';

const quiet: Log = { warn: () => {}, error: () => {} };

/** What the period charges, or null when nothing is to be charged for it (none due, or below the minimum). */
export function periodAmount(rental: AutopayRentalRow, period: string): number | null {
  const amount = period === DEPOSIT_PERIOD ? rental.depositCents : rentDueOn(rental, period);
  return amount !== null && amount >= AUTOPAY_MIN_CHARGE_CENTS ? amount : null;
}

/**
 * What a period's charge pays for, as its row, receipt and e-mails say it. A prorated first rent says which days
 * and what share of the rent (docs/decisions/043-money-and-rental-states.md, "The first, prorated rent").
 */
function whatOf(rental: AutopayRentalRow, period: string): string {
  if (period === DEPOSIT_PERIOD) return 'Security deposit';
  const span = period === rental.startDate ? proratedSpan(rental.startDate, rental.paymentDay) : null;
  if (span) return `First rent, ${proratedLabel(span, formatCents(rental.rentalAmountCents))}`;
  return `Rent due ${calendarDay(period)}`;
}

/**
 * The flat monthly payout-account fee goes on the lister's first rent charge of the period's month: 0 when a
 * charge of that month (whatever its outcome) already carries it, decision 025.
 */
async function flatFeeFor(ctx: AutopayContext, listerId: number, period: string): Promise<number> {
  const flat = ctx.config.autopay.flatFeeCents;
  if (flat === 0 || period === DEPOSIT_PERIOD) return 0;
  const [carried] = await ctx.db
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        eq(transactions.listerId, listerId),
        eq(transactions.type, AUTOPAY_TYPES.rent),
        like(transactions.period, `${period.slice(0, 7)}-%`),
        gt(transactions.flatFeeCents, 0),
      ),
    )
    .limit(1);
  return carried ? 0 : flat;
}

/**
 * Charges one period of an AutoPay rental ('deposit' or a rent due date 'YYYY-MM-DD') once. 'charged' when it is
 * paid now, 'paid' when it was paid before, 'failed' when refused (recorded, e-mailed, retried by the daily job),
 * 'none' when nothing was charged: nothing due, the lister's payout account is not ready, or another run holds
 * the charge right now.
 */
export async function chargeAutopay(
  ctx: AutopayContext,
  rental: AutopayRentalRow,
  period: string,
  options: AutopayOptions = {},
): Promise<AutopayOutcome | 'paid'> {
  const log = options.log ?? quiet;
  const amountCents = options.recordedCents ?? periodAmount(rental, period);
  if (amountCents === null) return 'none';
  const { tenant, lister } = rental;
  if (!lister.accStripe || !lister.payoutOnboardedAt) {
    log.warn({ rentalId: rental.id, period }, 'AutoPay skipped: the lister has no payout account');
    return 'none';
  }
  const deposit = period === DEPOSIT_PERIOD;
  const what = whatOf(rental, period);
  const spec: ChargeSpec = {
    idempotencyKey: autopayKey(rental.id, period),
    userId: tenant.id,
    type: deposit ? AUTOPAY_TYPES.deposit : AUTOPAY_TYPES.rent,
    amountCents,
    description: `${what}, ${rental.listingTitle}`,
    item: deposit ? 'deposit' : 'rent',
    customerId: tenant.customerId ?? '',
    paymentMethodId: tenant.paymentMethod ?? '',
    listerId: lister.id,
    rentalId: rental.id,
    period,
    destination: {
      accountId: lister.accStripe,
      fees: chargeFees(
        amountCents,
        ctx.config.autopay.providerFees,
        await flatFeeFor(ctx, lister.id, period),
      ),
    },
    keyPerAttempt: true,
  };
  const facts: ChargeFacts = {
    rentalId: rental.id,
    listingTitle: rental.listingTitle,
    what,
    amountCents,
    tenantName: rental.tenantName,
  };
  const refused = async (row: TransactionRow | undefined | null, reason: string) => {
    if (!row) return 'none' as const;
    const today = utcDay(options.now ?? new Date());
    const tomorrow = addDays(today, 1);
    const again = retryDue(utcDay(row.createdAt), today, tomorrow);
    log.warn({ rentalId: rental.id, period, attempts: row.attempts, reason }, 'AutoPay charge refused');
    if (options.byTenant) return 'failed' as const;
    try {
      await sendAutopayFailed(
        ctx,
        { tenant, lister },
        {
          ...facts,
          amountCents: row.amountCents,
          reason,
          nextTry: again ? new Date(`${tomorrow}T07:00:00Z`) : null,
        },
      );
    } catch (err) {
      log.error({ err, rentalId: rental.id, period }, 'the AutoPay failure e-mails could not be sent');
    }
    return 'failed' as const;
  };

  if (!tenant.customerId || !tenant.paymentMethod || tenant.paymentMethodInvalidAt)
    return refused(
      await recordRefusedCharge(ctx, spec, {
        failureType: 'no_card',
        failureCode: 'no_card',
        failureMessage: NO_CARD,
      }),
      NO_CARD,
    );
  const outcome = await chargeSettled(ctx, spec);
  // Another run holds this period right now: it charges and e-mails.
  if (outcome.status === 'held') return 'none';
  if (outcome.status === 'refused') {
    const [row] = await ctx.db
      .select()
      .from(transactions)
      .where(eq(transactions.idempotencyKey, spec.idempotencyKey));
    return refused(row, outcome.reason);
  }
  if (outcome.status === 'paid') return 'paid';
  try {
    await sendAutopayReceipt(ctx, tenant, {
      ...facts,
      amountCents: outcome.row.amountCents,
      reference: `TXN-${String(outcome.row.id).padStart(6, '0')}`,
      card: cardLabel(tenant.cardDetails),
      paidAt: outcome.row.paidAt ?? new Date(),
      fees: recordedFees(outcome.row),
    });
  } catch (err) {
    log.error({ err, transaction: outcome.row.id }, 'the AutoPay receipt could not be sent');
  }
  return 'charged';
}

/** As chargeAutopay, a period paid before answering 'charged'. */
export async function chargeAutopayPeriod(
  ctx: AutopayContext,
  rental: AutopayRentalRow,
  period: string,
  options: AutopayOptions = {},
): Promise<AutopayOutcome> {
  const outcome = await chargeAutopay(ctx, rental, period, options);
  return outcome === 'paid' ? 'charged' : outcome;
}

/**
 * Charges the deposit of a rental the tenant just accepted with AutoPay (the rental must be accepted, with
 * auto_pay 1 and autopay_started_at set). Never throws for a refusal: see chargeAutopayPeriod.
 */
export async function chargeAutopayDeposit(
  ctx: AutopayContext,
  rentalId: number,
  options: AutopayOptions = {},
): Promise<AutopayOutcome> {
  const [rental] = await autopayRentals(ctx.db, eq(rentals.id, rentalId));
  if (!rental) return 'none';
  return chargeAutopayPeriod(ctx, rental, DEPOSIT_PERIOD, options);
}

/**
 * What AutoPay owes the moment a tenant agrees to it (accepting an invitation with AutoPay, or the lister's
 * AutoPay request): the deposit, then any rent whose daily run (07:00 UTC) has already passed without it — the
 * move-in day's first rent of an invitation accepted after 07:00 that day is charged at acceptance, not at the next
 * day's run (issue 37, docs/decisions/055-rent-due-at-acceptance.md). Each under its period's key, so the job finding
 * it later charges nothing again. Answers the deposit's outcome.
 */
export async function chargeAutopayOnAgreement(
  ctx: AutopayContext,
  rentalId: number,
  options: AutopayOptions = {},
): Promise<AutopayOutcome> {
  const [rental] = await autopayRentals(ctx.db, eq(rentals.id, rentalId));
  if (!rental) return 'none';
  const deposit = await chargeAutopayPeriod(ctx, rental, DEPOSIT_PERIOD, options);
  const now = options.now ?? new Date();
  const today = utcDay(now);
  const todayRan = now.getUTCHours() >= AUTOPAY_HOUR_UTC;
  for (const day of chargeDays(now)) {
    if ((day === today && !todayRan) || periodAmount(rental, day) === null) continue;
    await chargeAutopayPeriod(ctx, rental, day, options);
  }
  return deposit;
}
