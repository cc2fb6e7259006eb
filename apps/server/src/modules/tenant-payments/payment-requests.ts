// Payment requests (docs/product/specification/3-money-and-messaging.md §3, §4, §7; docs/decisions/027-payment-requests-and-manual-payments.md): a lister asks
// one of their own current tenants for a deposit, rent, parking or other amount, kept with its payment type and
// method (docs/decisions/056-payment-types-services-and-late-fees.md); the tenant sees their requests, pays one
// (pay-request.ts) or rejects it with an optional reason.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  PAYMENT_REQUEST_MESSAGES as M,
  type PaymentRequestView,
  type paymentRequestRequest,
} from '@crashpad/shared/api/payment-requests';
import { centsToDollars, dollarsToCents } from '@crashpad/shared/format/money';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { listings, paymentRequests, rentals, users } from '../../db/schema';
import { Conflict, NotFound } from '../../errors';
import type { UserRow } from '../accounts';
import { listerTenant } from './lister-tenant';
import { mailNewRequest, mailRejected } from './payment-request-emails';

type RequestInput = z.output<typeof paymentRequestRequest>;
export type PaymentRequestRow = typeof paymentRequests.$inferSelect;

/** The lister can be paid by card: their payout account finished onboarding (docs/decisions/024). */
export const canReceivePayouts = (lister: Pick<UserRow, 'accStripe' | 'payoutOnboardedAt'>) =>
  lister.accStripe !== null && lister.payoutOnboardedAt !== null;

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** Requests with their lister's name and crashpad, newest first. */
async function views(db: Db, where: SQL | undefined): Promise<PaymentRequestView[]> {
  const rows = await db
    .select({
      request: paymentRequests,
      listerFirst: users.firstName,
      listerLast: users.lastName,
      crashpad: listings.title,
    })
    .from(paymentRequests)
    .innerJoin(users, eq(users.id, paymentRequests.listerId))
    .innerJoin(listings, eq(listings.id, paymentRequests.listingId))
    .where(where)
    .orderBy(desc(paymentRequests.createdAt), desc(paymentRequests.id));
  return rows.map(({ request: r, listerFirst, listerLast, crashpad }) => ({
    id: r.id,
    tenant_id: r.rentalId,
    amount: centsToDollars(r.amountCents),
    currency: r.currency,
    payment_for: r.paymentFor,
    payment_type: r.paymentType,
    payment_method: r.paymentMethod,
    notes: r.notes,
    status: r.status,
    reject_reason: r.rejectReason,
    created_at: r.createdAt.toISOString(),
    lister_name: fullName({ firstName: listerFirst, lastName: listerLast }),
    crashpad_name: crashpad,
  }));
}

export async function requestView(db: Db, id: number): Promise<PaymentRequestView> {
  const [view] = await views(db, eq(paymentRequests.id, id));
  return view!;
}

/** POST /api/payment-request */
export async function createPaymentRequest(
  ctx: AppContext,
  lister: UserRow,
  input: RequestInput,
  log: FastifyBaseLogger,
) {
  const rental = await listerTenant(ctx.db, lister, input);
  if (rental.userId === null) throw new Conflict(M.noAccount, 'TENANT_HAS_NO_ACCOUNT');
  // Card money goes to the lister's payout account only: never held by the platform (docs/decisions/027).
  if (!canReceivePayouts(lister)) throw new Conflict(M.payoutRequired, 'PAYOUT_ACCOUNT_REQUIRED');
  const [row] = await ctx.db
    .insert(paymentRequests)
    .values({
      listerId: lister.id,
      tenantUserId: rental.userId,
      rentalId: rental.id,
      listingId: rental.listingId,
      roomId: rental.roomId,
      paymentFor: input.payment_for,
      paymentType: input.payment_type,
      paymentMethod: input.payment_method,
      amountCents: dollarsToCents(input.amount),
      notes: input.notes,
    })
    .returning();
  const view = await requestView(ctx.db, row!.id);
  await mailRequestToTenant(ctx, log, row!, view);
  return { message: M.sent, data: view };
}

/** E-mails the tenant a new request with the link to pay it; a late fee goes the same way (late-fees.ts). */
export async function mailRequestToTenant(
  ctx: AppContext,
  log: FastifyBaseLogger,
  row: PaymentRequestRow,
  view: PaymentRequestView,
) {
  const [tenant] = await ctx.db.select().from(users).where(eq(users.id, row.tenantUserId));
  if (tenant)
    await mailNewRequest(ctx, log, {
      to: tenant.email,
      firstName: tenant.firstName,
      listerName: view.lister_name,
      crashpad: view.crashpad_name,
      paymentFor: row.paymentFor,
      amountCents: row.amountCents,
      currency: row.currency,
      notes: row.notes,
    });
}

/**
 * GET /api/payment-request: the caller's requests as tenant; with ?tenant_id= (a lister) the ones they sent for
 * that rental of theirs (another lister's rental answers an empty list, as one without requests).
 */
export async function listPaymentRequests(db: Db, user: UserRow, tenantId?: number) {
  if (tenantId === undefined) return { data: await views(db, eq(paymentRequests.tenantUserId, user.id)) };
  return {
    data: await views(db, and(eq(paymentRequests.rentalId, tenantId), eq(paymentRequests.listerId, user.id))),
  };
}

/** The tenant's own request; another member's is unknown to them. */
export async function tenantRequest(db: Db, tenant: UserRow, id: number): Promise<PaymentRequestRow> {
  const [row] = await db
    .select()
    .from(paymentRequests)
    .where(and(eq(paymentRequests.id, id), eq(paymentRequests.tenantUserId, tenant.id)));
  if (!row) throw new NotFound(M.requestNotFound, 'PAYMENT_REQUEST_NOT_FOUND');
  return row;
}

/** DELETE /api/payment-request/{id}: the tenant rejects a pending request; the lister is e-mailed. */
export async function rejectPaymentRequest(
  ctx: AppContext,
  tenant: UserRow,
  id: number,
  reason: string,
  log: FastifyBaseLogger,
) {
  const request = await tenantRequest(ctx.db, tenant, id);
  const [rejected] = await ctx.db
    .update(paymentRequests)
    .set({ status: 'rejected', rejectReason: reason || null, updatedAt: new Date() })
    .where(and(eq(paymentRequests.id, request.id), eq(paymentRequests.status, 'pending')))
    .returning();
  if (!rejected) throw new Conflict(M.notPending, 'NOT_PENDING');
  const view = await requestView(ctx.db, id);
  const [lister] = await ctx.db.select().from(users).where(eq(users.id, rejected.listerId));
  const [rental] = await ctx.db.select().from(rentals).where(eq(rentals.id, rejected.rentalId));
  if (lister)
    await mailRejected(ctx, log, {
      to: lister.email,
      firstName: lister.firstName,
      listerName: view.lister_name,
      crashpad: view.crashpad_name,
      paymentFor: rejected.paymentFor,
      amountCents: rejected.amountCents,
      currency: rejected.currency,
      notes: rejected.notes,
      tenantName: rental ? fullName(rental) : fullName(tenant),
      reason,
    });
  return { message: M.rejected, data: view };
}
