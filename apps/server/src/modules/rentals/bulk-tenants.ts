// Who a lister's bulk message may reach (docs/product/specification/2-listings-and-tenants.md §2.2 bulk message modal, §3 "Bulk message tenant", §7
// GET /lister/bulk-tenants; docs/decisions/022-bulk-tenant-messages.md): the accepted tenants of the lister's
// own crashpads. Sending (POST /lister/send-message-to-tenant) is the messaging module's: each message joins
// the lister–tenant thread (docs/decisions/031-message-notices-and-bulk-threads.md).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { BulkTenantsAnswer } from '@crashpad/shared/api/rentals';
import { BULK_MESSAGE_LIMITS, tenantShortName } from '@crashpad/shared/rules/rentals';
import type { Db } from '../../db/client';
import { listings, rentals, users } from '../../db/schema';
import type { UserRow } from '../accounts';
import type { Tx } from './bed-holds';
import { assertLister } from './invitations';

/** The lister's accepted tenants; `ids` narrows them to those rentals. */
export function currentTenants(db: Db | Tx, listerId: number, ids?: number[]) {
  return db
    .select({
      id: rentals.id,
      userId: rentals.userId,
      firstName: rentals.firstName,
      lastName: rentals.lastName,
      // The member's own address when the rental has an account (they may have changed it since the invitation).
      email: sql<string>`coalesce(${users.email}, ${rentals.email})`,
      autoPay: rentals.autoPay,
      listingId: rentals.listingId,
      location: listings.title,
    })
    .from(rentals)
    .innerJoin(listings, eq(listings.id, rentals.listingId))
    .leftJoin(users, eq(users.id, rentals.userId))
    .where(
      and(
        eq(rentals.listerId, listerId),
        eq(listings.userId, listerId),
        eq(rentals.status, 'accepted'),
        ids ? inArray(rentals.id, ids) : undefined,
      ),
    );
}

/** GET /lister/bulk-tenants: who the bulk message modal offers, by crashpad then name. */
export async function bulkTenants(db: Db, lister: UserRow): Promise<BulkTenantsAnswer> {
  assertLister(lister);
  const rows = await currentTenants(db, lister.id)
    .orderBy(asc(listings.title), asc(rentals.lastName), asc(rentals.firstName), asc(rentals.id))
    .limit(BULK_MESSAGE_LIMITS.tenantsMax);
  return {
    data: rows.map((r) => ({
      id: r.id,
      name: tenantShortName(r.firstName, r.lastName),
      email: r.email,
      auto_pay: r.autoPay,
      listing_id: r.listingId,
      location: r.location,
    })),
  };
}

export type CurrentTenant = Awaited<ReturnType<typeof currentTenants>>[number];
