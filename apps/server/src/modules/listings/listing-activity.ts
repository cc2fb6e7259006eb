// How many tenants and invitations a listing has, and what it earned this month (docs/product/specification/2-listings-and-tenants.md §3 "Listing in the
// lister's list"; docs/product/tenants.md#revenue): counted from the rentals and the successful
// transactions paid for them, net of refunds, in the current UTC month.
import { sql } from 'drizzle-orm';
import { centsToDollars } from '@crashpad/shared/format/money';
import { queryRows, type Db } from '../../db/client';
import type { Tx } from './listing-form';

export type ListingActivity = { rented: number; tenants: number; monthly_revenue: number };

const ids = (listingIds: number[]) =>
  sql.join(
    listingIds.map((id) => sql`${id}`),
    sql`, `,
  );

/** docs/product/specification/2-listings-and-tenants.md §3 "rented": pending invitations and accepted tenants; tenants: accepted ones; revenue this month. */
export async function listingActivity(
  db: Db,
  listingIds: number[],
  now = new Date(),
): Promise<Map<number, ListingActivity>> {
  const out = new Map<number, ListingActivity>(
    listingIds.map((id) => [id, { rented: 0, tenants: 0, monthly_revenue: 0 }]),
  );
  if (listingIds.length === 0) return out;
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const [counts, revenue] = await Promise.all([
    queryRows<{ listing_id: number; rented: number; tenants: number }>(
      db,
      sql`SELECT listing_id, count(*)::int AS rented, count(*) FILTER (WHERE status = 'accepted')::int AS tenants
          FROM rentals WHERE listing_id IN (${ids(listingIds)}) AND status IN ('pending', 'accepted')
          GROUP BY listing_id`,
    ),
    queryRows<{ listing_id: number; cents: number }>(
      db,
      sql`SELECT r.listing_id, sum(t.amount_cents - t.refunded_cents)::int AS cents
          FROM transactions t JOIN rentals r ON r.id = t.rental_id
          WHERE r.listing_id IN (${ids(listingIds)}) AND t.status = 'succeeded'
            AND coalesce(t.paid_at, t.created_at) >= ${month} AND coalesce(t.paid_at, t.created_at) < ${next}
          GROUP BY r.listing_id`,
    ),
  ]);
  for (const r of counts) out.get(r.listing_id)!.rented = r.rented;
  for (const r of counts) out.get(r.listing_id)!.tenants = r.tenants;
  for (const r of revenue) out.get(r.listing_id)!.monthly_revenue = centsToDollars(r.cents);
  return out;
}

/** docs/product/specification/2-listings-and-tenants.md §4.1 "rented": pending invitations and accepted tenants of one listing. */
export async function listingRented(db: Db | Tx, listingId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db as Db,
    sql`SELECT count(*)::int AS n FROM rentals WHERE listing_id = ${listingId} AND status IN ('pending', 'accepted')`,
  );
  return row?.n ?? 0;
}
