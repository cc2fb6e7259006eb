// POST /api/rental/{id}/pay-now: the tenant pays a declined AutoPay charge now, after updating their card
// (docs/decisions/043-money-and-rental-states.md, "A declined AutoPay charge"). The charge is the same period's,
// under its own key (autopay:<rental>:<period>), so one press charges once: a second press while the first runs
// is told so, one after it succeeded finds nothing declined, and the daily job finds the period paid.
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AUTOPAY_MESSAGES as M } from '@crashpad/shared/api/rental-autopay';
import { RENTAL_MESSAGES } from '@crashpad/shared/rules/rentals';
import type { AppContext } from '../../context';
import { rentals, transactions } from '../../db/schema';
import { Conflict, NotFound, PaymentMethodRequired, PaymentRequired } from '../../errors';
import type { UserRow } from '../accounts';
import { IN_PROGRESS, UNCERTAIN_FAILURES, hasCard } from '../payments';
import { rentalsOf } from '../rentals';
import { autopayRentals } from './autopay-rows';
import { AUTOPAY_TYPES, chargeAutopay } from './charges';

export async function payDeclinedAutopay(
  ctx: AppContext,
  member: UserRow,
  rentalId: number,
  log: FastifyBaseLogger,
): Promise<{ message: string }> {
  const { db } = ctx;
  const [rental] = await db
    .select({ id: rentals.id })
    .from(rentals)
    .where(and(eq(rentals.id, rentalId), rentalsOf(member)));
  if (!rental) throw new NotFound(RENTAL_MESSAGES.notFound, 'RENTAL_NOT_FOUND');
  // The oldest declined charge is owed first. One whose provider did not answer may have been charged: the daily
  // job resumes it under its own key, and Pay now leaves it alone (no second charge on another card).
  const [declined] = await db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.rentalId, rental.id),
        eq(transactions.status, 'failed'),
        inArray(transactions.type, [AUTOPAY_TYPES.deposit, AUTOPAY_TYPES.rent]),
        notInArray(sql`coalesce(${transactions.failureType}, '')`, UNCERTAIN_FAILURES),
      ),
    )
    .orderBy(asc(transactions.createdAt), asc(transactions.id))
    .limit(1);
  if (!declined?.period) throw new Conflict(M.nothingDeclined, 'NOTHING_DECLINED');
  const [charged] = await autopayRentals(db, eq(rentals.id, rental.id));
  if (!charged) throw new Conflict(M.payNowOff, 'AUTOPAY_OFF');
  if (!charged.lister.accStripe || !charged.lister.payoutOnboardedAt)
    throw new Conflict(M.payNowListerNotReady, 'LISTER_NOT_READY');
  if (!hasCard(member)) throw new PaymentMethodRequired(M.payNowNeedsCard, M.payNowGuidance);

  const outcome = await chargeAutopay(ctx, charged, declined.period, {
    log,
    byTenant: true,
    recordedCents: declined.amountCents,
  });
  if (outcome === 'charged' || outcome === 'paid') return { message: M.paidNow };
  if (outcome === 'none') throw new Conflict(IN_PROGRESS, 'PAYMENT_IN_PROGRESS');
  const [after] = await db.select().from(transactions).where(eq(transactions.id, declined.id));
  throw new PaymentRequired(after?.failureMessage ?? M.payNowNeedsCard, [
    {
      type: after?.failureType ?? 'card_error',
      code: after?.failureCode ?? null,
      decline_code: after?.declineCode ?? null,
    },
  ]);
}
