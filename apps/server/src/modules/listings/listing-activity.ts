// How many tenants hold a listing's beds, and what it earns. Rentals and revenue arrive with their own issue;
// until then a bed's status is the only record of a tenant, and revenue is zero.
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listingBeds } from '../../db/schema';
import { TENANT_BED_STATUSES } from '@crashpad/shared/rules/listings';

export type ListingActivity = { rented: number; tenants: number; monthly_revenue: number };

/** spec 2 §3 "rented": tenants and invites of each listing; tenants: accepted ones; revenue this month. */
export async function listingActivity(db: Db, listingIds: number[]): Promise<Map<number, ListingActivity>> {
  const out = new Map<number, ListingActivity>(
    listingIds.map((id) => [id, { rented: 0, tenants: 0, monthly_revenue: 0 }]),
  );
  if (listingIds.length === 0) return out;
  const rows = await db
    .select({
      listingId: listingBeds.listingId,
      rented: count(),
      tenants: sql<number>`count(*) FILTER (WHERE ${listingBeds.status} = 'BUSY')::int`,
    })
    .from(listingBeds)
    .where(
      and(inArray(listingBeds.listingId, listingIds), inArray(listingBeds.status, [...TENANT_BED_STATUSES])),
    )
    .groupBy(listingBeds.listingId);
  // monthly_revenue stays 0 until the rentals and revenue issue records payments.
  for (const r of rows) out.set(r.listingId, { rented: r.rented, tenants: r.tenants, monthly_revenue: 0 });
  return out;
}

/** spec 2 §4.1 "rented": pending invitations and accepted tenants of one listing (here: beds they hold). */
export async function listingRented(db: Pick<Db, 'select'>, listingId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(listingBeds)
    .where(and(eq(listingBeds.listingId, listingId), inArray(listingBeds.status, [...TENANT_BED_STATUSES])));
  return row?.n ?? 0;
}
