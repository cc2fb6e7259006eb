// Transactions of rentals (docs/product/specification/3-money-and-messaging.md §3 "Transaction", §7; docs/decisions/027-payment-requests-and-manual-payments.md):
// the payment history a lister sees per tenant and a tenant sees of their own rent payments, and manual payments,
// money a lister received outside the platform (cash, Zelle, …), which count toward revenue as any payment.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import {
  PAYMENT_REQUEST_MESSAGES as M,
  type TransactionView,
  type TransactionsQuery,
  type manualPaymentRequest,
} from '@crashpad/shared/api/payment-requests';
import { centsToDollars, dollarsToCents } from '@crashpad/shared/format/money';
import { recordedFees } from '@crashpad/shared/rules/platform-fee';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { listings, rentals, transactions } from '../../db/schema';
import type { UserRow } from '../accounts';
import type { TransactionRow } from '../payments';
import { listerTenant } from './lister-tenant';

/** At most this many rows in one history (a tenant of several years with monthly rent is far below it). */
const HISTORY_MAX = 500;

const STATUS_SHOWN = { succeeded: 'paid', pending: 'pending', failed: 'failed' } as const;

/**
 * GET /api/transaction: the caller's rental transactions — those paid to them as lister and those they paid as
 * tenant — under the filters, which combine. Another member's rental simply matches nothing.
 */
export async function listTransactions(
  db: Db,
  user: UserRow,
  filters: TransactionsQuery,
): Promise<{ data: TransactionView[] }> {
  const listing = filters.listing_id ?? filters.location_id;
  const conditions = [
    isNotNull(transactions.rentalId),
    or(eq(transactions.listerId, user.id), eq(transactions.userId, user.id)),
    filters.tenant_id === undefined ? undefined : eq(rentals.id, filters.tenant_id),
    listing === undefined ? undefined : eq(rentals.listingId, listing),
    // location_id and listing_id name the same crashpad; given both, both must match
    filters.location_id !== undefined && filters.listing_id !== undefined
      ? eq(rentals.listingId, filters.location_id)
      : undefined,
    filters.room_id === undefined ? undefined : eq(rentals.roomId, filters.room_id),
    filters.bed_id === undefined ? undefined : eq(rentals.bedId, filters.bed_id),
  ];
  const rows = await db
    .select({ t: transactions, location: listings.title, deposit: rentals.depositCents })
    .from(transactions)
    .innerJoin(rentals, eq(rentals.id, transactions.rentalId))
    .innerJoin(listings, eq(listings.id, rentals.listingId))
    .where(and(...conditions))
    .orderBy(desc(sql`coalesce(${transactions.paidAt}, ${transactions.createdAt})`), desc(transactions.id))
    .limit(HISTORY_MAX);
  return {
    data: rows.map(({ t, location, deposit }) => ({
      id: t.id,
      tenant_id: t.rentalId,
      type: t.type,
      status: STATUS_SHOWN[t.status] ?? t.status,
      amount: centsToDollars(t.amountCents),
      refunded: centsToDollars(t.refundedCents),
      currency: t.currency,
      provider: t.provider,
      method: t.method,
      created_at: t.createdAt.toISOString(),
      paid_at: t.paidAt?.toISOString() ?? null,
      notes: t.notes,
      description: t.description,
      payment_for: t.type === 'payment_request' || t.type === 'manual_payment' ? t.item : null,
      location_name: location,
      with_deposit: deposit > 0,
      failure_reason: t.status === 'failed' ? (t.failureMessage ?? null) : null,
      ...feesView(t),
    })),
  };
}

/**
 * A payment's fees and net in dollars (docs/decisions/051-fees-that-cover-the-card-provider.md): a charge that
 * did not succeed kept nothing, so it shows no fees.
 */
export function feesView(t: TransactionRow) {
  const f = recordedFees(t);
  return {
    fees: {
      provider: centsToDollars(f.providerFeeCents),
      platform: centsToDollars(f.platformFeeCents),
      flat: centsToDollars(f.flatFeeCents),
      total: centsToDollars(f.totalFeeCents),
    },
    net: centsToDollars(f.netCents),
  };
}

type ManualInput = z.output<typeof manualPaymentRequest>;

/** When a payment dated `day` (YYYY-MM-DD) was made: noon UTC that day, never later than now. */
export function paidAtOf(day: string | null, now = new Date()): Date {
  if (!day) return now;
  const noon = new Date(`${day}T12:00:00Z`);
  return noon < now ? noon : now;
}

/** POST /api/transaction: a manual payment from the lister's own current tenant, counted as received. */
export async function recordManualPayment(db: Db, lister: UserRow, input: ManualInput) {
  const rental = await listerTenant(db, lister, input);
  const label = input.payment_method.replace(/_/g, ' ');
  await db.insert(transactions).values({
    idempotencyKey: `manual:${randomUUID()}`,
    userId: rental.userId,
    listerId: lister.id,
    rentalId: rental.id,
    type: 'manual_payment',
    status: 'succeeded',
    amountCents: dollarsToCents(input.amount),
    provider: 'manual',
    method: input.payment_method,
    notes: input.notes,
    description: `Manual payment (${label}): ${input.payment_type}`,
    item: input.payment_type,
    paidAt: paidAtOf(input.paid_at),
  });
  return { message: M.recorded };
}
