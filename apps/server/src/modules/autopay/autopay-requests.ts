// AutoPay on a rental (docs/product/specification/2-listings-and-tenants.md §4.7;
// docs/product/specification/3-money-and-messaging.md §4 "Autopay value", §5, §7; docs/product/money.md#autopay;
// docs/decisions/026-autopay-on-rentals.md). auto_pay moves 0 → 2 (the lister asks) → 1 (the tenant
// accepts) or 0 (declines); 1 → 3 (the tenant asks to stop; charges go on) → 0 (the lister turns it off). Each step
// is one locked update with a history row, then an e-mail to the other side.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AUTOPAY_MESSAGES as M } from '@crashpad/shared/api/rental-autopay';
import { dollarsToCents } from '@crashpad/shared/format/money';
import { AUTO_PAY, bookingRef } from '@crashpad/shared/rules/rentals';
import type { AppContext } from '../../context';
import { listings, rentals, users } from '../../db/schema';
import { Conflict } from '../../errors';
import type { UserRow } from '../accounts';
import { hasCard } from '../payments';
import {
  assertAutopayReady,
  assertLister,
  changeLines,
  memberRental,
  ownRental,
  recordHistory,
  type RentalAction,
  type Tx,
} from '../rentals';
import { chargeAutopayOnAgreement } from './charges';
import { sendAutopayEmail, type AutopayMail, type AutopayStep } from './request-emails';

type RentalRow = typeof rentals.$inferSelect;

const STATE_WORDS = ['off', 'on', 'requested', 'disable requested'];
const stateLine = (from: number, to: number) => `AutoPay: ${STATE_WORDS[from]} → ${STATE_WORDS[to]}`;

/** The e-mail of a step, to the side that did not take it. */
async function mailOf(tx: Tx, step: AutopayStep, rental: RentalRow, to: 'tenant' | 'lister') {
  const [row] = await tx
    .select({
      title: listings.title,
      listerEmail: users.email,
      listerFirst: users.firstName,
      listerLast: users.lastName,
    })
    .from(rentals)
    .innerJoin(listings, eq(listings.id, rentals.listingId))
    .innerJoin(users, eq(users.id, rentals.listerId))
    .where(eq(rentals.id, rental.id));
  const listerName = `${row?.listerFirst ?? ''} ${row?.listerLast ?? ''}`.trim() || 'Your CP owner';
  const tenantName = `${rental.firstName} ${rental.lastName}`.trim() || rental.email;
  return {
    step,
    to: to === 'tenant' ? rental.email : (row?.listerEmail ?? ''),
    otherName: to === 'tenant' ? listerName : tenantName,
    location: row?.title ?? '',
    bookingRef: bookingRef(rental.id),
    rentCents: rental.rentalAmountCents,
    depositCents: rental.depositCents,
    paymentDay: rental.paymentDay,
  } satisfies AutopayMail;
}

async function mail(ctx: AppContext, log: FastifyBaseLogger, message: AutopayMail) {
  if (!message.to) return;
  try {
    await sendAutopayEmail(ctx, message);
  } catch (err) {
    // The change stands; the other side sees it on their page.
    log.error({ err, step: message.step }, 'the AutoPay e-mail could not be sent');
  }
}

/** One step: the new auto_pay (and terms), a history row, the mail to the other side. */
async function step(
  tx: Tx,
  before: RentalRow,
  actorId: number,
  change: Partial<RentalRow> & { autoPay: number },
  action: RentalAction,
  stepName: AutopayStep,
  to: 'tenant' | 'lister',
) {
  const [after] = await tx
    .update(rentals)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(rentals.id, before.id))
    .returning();
  if (!after) throw new Error('the rental was not returned');
  await recordHistory(tx, before.id, actorId, action, [
    stateLine(before.autoPay, after.autoPay),
    ...changeLines(before, after).filter((line) => !line.startsWith('Status')),
  ]);
  return mailOf(tx, stepName, after, to);
}

/**
 * docs/product/money.md#autopay: accepting with AutoPay charges the deposit at once, after the acceptance
 * committed, and any rent whose daily run already passed (the move-in day's, accepted after 07:00 UTC;
 * docs/decisions/055-rent-due-at-acceptance.md). Each charge's key is the rental and its period, so a deposit or
 * rent already paid (AutoPay turned off and on again) is never charged twice; a refusal is recorded and e-mailed
 * by the charging module, never thrown.
 */
export function chargeDepositOnAcceptance(ctx: AppContext, rentalId: number, log: FastifyBaseLogger) {
  return chargeAutopayOnAgreement(ctx, rentalId, { log });
}

/** POST /rental/{id}/request-autopay: the lister fixes rent, deposit and payment day and asks the tenant. */
export async function requestAutopay(
  ctx: AppContext,
  lister: UserRow,
  id: number,
  terms: { rentalAmount: number; deposit: number; paymentDay: number },
  log: FastifyBaseLogger,
): Promise<{ message: string }> {
  assertLister(lister);
  const message = await ctx.db.transaction(async (tx) => {
    const before = await ownRental(tx, lister.id, id, true);
    if (before.status !== 'accepted') throw new Conflict(M.notCurrentTenant, 'NOT_ACCEPTED');
    if (before.autoPay === AUTO_PAY.on || before.autoPay === AUTO_PAY.disableRequested)
      throw new Conflict(M.alreadyOn, 'AUTOPAY_ON');
    assertAutopayReady(lister);
    // A request already waiting may be sent again with new terms.
    return step(
      tx,
      before,
      lister.id,
      {
        autoPay: AUTO_PAY.requested,
        rentalAmountCents: dollarsToCents(terms.rentalAmount),
        depositCents: dollarsToCents(terms.deposit),
        paymentDay: terms.paymentDay,
      },
      'autopay_requested',
      'requested',
      'tenant',
    );
  });
  await mail(ctx, log, message);
  return { message: M.requested };
}

/**
 * POST /rental/{id}/accept-autopay: the tenant agrees; AutoPay starts now with the amounts locked, and the deposit
 * is charged once this has committed.
 */
export async function acceptAutopay(
  ctx: AppContext,
  member: UserRow,
  id: number,
  log: FastifyBaseLogger,
): Promise<{ id: number; message: string }> {
  const message = await ctx.db.transaction(async (tx) => {
    const before = await memberRental(tx, member, id, 'accepted');
    if (before.autoPay !== AUTO_PAY.requested) throw new Conflict(M.notRequested, 'AUTOPAY_NOT_REQUESTED');
    // The same rule and code as accepting an AutoPay invitation (modules/rentals/tenancy.ts).
    if (!hasCard(member)) throw new Conflict(M.setupPayment, 'SETUP_PAYMENT_METHOD');
    return step(
      tx,
      before,
      member.id,
      { autoPay: AUTO_PAY.on, autopayStartedAt: new Date() },
      'autopay_accepted',
      'accepted',
      'lister',
    );
  });
  await mail(ctx, log, message);
  const deposit = await chargeDepositOnAcceptance(ctx, id, log);
  return { id, message: deposit === 'failed' ? M.acceptedDepositFailed : M.accepted };
}

/** POST /rental/{id}/decline-autopay: the tenant says no to a waiting request. */
export async function declineAutopay(ctx: AppContext, member: UserRow, id: number, log: FastifyBaseLogger) {
  const message = await ctx.db.transaction(async (tx) => {
    const before = await memberRental(tx, member, id, 'accepted');
    if (before.autoPay !== AUTO_PAY.requested) throw new Conflict(M.notRequested, 'AUTOPAY_NOT_REQUESTED');
    return step(tx, before, member.id, { autoPay: AUTO_PAY.off }, 'autopay_declined', 'declined', 'lister');
  });
  await mail(ctx, log, message);
  return { message: M.declined };
}

/** POST /rental/{id}/disable-autopay: the tenant asks to stop; charges go on until the lister turns it off. */
export async function requestAutopayDisable(
  ctx: AppContext,
  member: UserRow,
  id: number,
  log: FastifyBaseLogger,
) {
  const message = await ctx.db.transaction(async (tx) => {
    const before = await memberRental(tx, member, id, 'accepted');
    if (before.autoPay !== AUTO_PAY.on) throw new Conflict(M.notOn, 'AUTOPAY_NOT_ON');
    return step(
      tx,
      before,
      member.id,
      { autoPay: AUTO_PAY.disableRequested },
      'autopay_disable_requested',
      'disableRequested',
      'lister',
    );
  });
  await mail(ctx, log, message);
  return { message: M.disableRequested };
}

/**
 * POST /rental/{id}/stop-autopay: the lister turns AutoPay off for a tenant (confirming a disable request, or
 * withdrawing a request not yet answered). Charges stop at once.
 */
export async function stopAutopay(ctx: AppContext, lister: UserRow, id: number, log: FastifyBaseLogger) {
  assertLister(lister);
  const message = await ctx.db.transaction(async (tx) => {
    const before = await ownRental(tx, lister.id, id, true);
    if (before.status !== 'accepted') throw new Conflict(M.notCurrentTenant, 'NOT_ACCEPTED');
    if (before.autoPay === AUTO_PAY.off) throw new Conflict(M.alreadyOff, 'AUTOPAY_OFF');
    return step(
      tx,
      before,
      lister.id,
      { autoPay: AUTO_PAY.off, autopayStartedAt: null },
      'autopay_stopped',
      'stopped',
      'tenant',
    );
  });
  await mail(ctx, log, message);
  return { message: M.stopped };
}
