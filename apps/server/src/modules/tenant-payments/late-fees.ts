// POST /api/rental/{id}/late-fee (docs/product/specification/2-listings-and-tenants.md §3 "Rental / tenant record": late_fee, fee_id;
// docs/decisions/056-payment-types-services-and-late-fees.md): the lister records a late fee on their own current
// tenant. It is a payment request for 'late_fee' — e-mailed to the tenant and paid by card like any request, with
// the card fees of decision 051 — and the rental keeps it as late_fee and fee_id, with a line in its history.
// Only one late fee of a rental waits to be paid at a time, so a doubled submit adds one.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { LATE_FEE_MESSAGES as L, type lateFeeRequest } from '@crashpad/shared/api/late-fees';
import {
  PAYMENT_REQUEST_MESSAGES as M,
  PAYMENT_REQUEST_PAYMENT_METHOD,
  PAYMENT_REQUEST_PAYMENT_TYPE,
} from '@crashpad/shared/api/payment-requests';
import { dollarsToCents, formatCents } from '@crashpad/shared/format/money';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { paymentRequests, rentals } from '../../db/schema';
import { Conflict, NotFound } from '../../errors';
import type { UserRow } from '../accounts';
import { recordHistory } from '../rentals';
import { assertLister } from './lister-tenant';
import { canReceivePayouts, mailRequestToTenant, requestView } from './payment-requests';

type LateFeeInput = z.output<typeof lateFeeRequest>;

export async function addLateFee(
  ctx: AppContext,
  lister: UserRow,
  rentalId: number,
  input: LateFeeInput,
  log: FastifyBaseLogger,
) {
  assertLister(lister);
  const amountCents = dollarsToCents(input.amount);
  let row;
  try {
    row = await ctx.db.transaction(async (tx) => {
      // The rental's row lock serialises two submits: the second finds the first's fee waiting.
      const [rental] = await tx
        .select()
        .from(rentals)
        .where(and(eq(rentals.id, rentalId), eq(rentals.listerId, lister.id)))
        .for('update');
      if (!rental) throw new NotFound(M.tenantNotFound, 'TENANT_NOT_FOUND');
      if (rental.status !== 'accepted') throw new Conflict(M.notAccepted, 'NOT_ACCEPTED');
      if (rental.userId === null) throw new Conflict(M.noAccount, 'TENANT_HAS_NO_ACCOUNT');
      // Card money goes to the lister's payout account only (docs/decisions/027).
      if (!canReceivePayouts(lister)) throw new Conflict(M.payoutRequired, 'PAYOUT_ACCOUNT_REQUIRED');
      const [waiting] = await tx
        .select({ id: paymentRequests.id })
        .from(paymentRequests)
        .where(
          and(
            eq(paymentRequests.rentalId, rental.id),
            eq(paymentRequests.paymentFor, 'late_fee'),
            inArray(paymentRequests.status, ['pending', 'processing']),
          ),
        );
      if (waiting) throw new Conflict(L.pending, 'LATE_FEE_PENDING');
      const now = new Date();
      const [request] = await tx
        .insert(paymentRequests)
        .values({
          listerId: lister.id,
          tenantUserId: rental.userId,
          rentalId: rental.id,
          listingId: rental.listingId,
          roomId: rental.roomId,
          paymentFor: 'late_fee',
          paymentType: PAYMENT_REQUEST_PAYMENT_TYPE,
          paymentMethod: PAYMENT_REQUEST_PAYMENT_METHOD,
          amountCents,
          notes: input.notes,
        })
        .returning();
      await tx
        .update(rentals)
        .set({ lateFeeCents: amountCents, feeId: request!.id, updatedAt: now })
        .where(eq(rentals.id, rental.id));
      await recordHistory(tx, rental.id, lister.id, 'late_fee', [
        `Late fee ${formatCents(amountCents)} added`,
        ...(input.notes ? [`Note: ${input.notes}`] : []),
      ]);
      return request!;
    });
  } catch (err) {
    // Two submits that met at the unique index of waiting late fees (docs/decisions/056): the second adds nothing.
    if (isUniqueViolation(err)) throw new Conflict(L.pending, 'LATE_FEE_PENDING');
    throw err;
  }
  const view = await requestView(ctx.db, row.id);
  await mailRequestToTenant(ctx, log, row, view);
  return { message: L.added, data: view };
}
