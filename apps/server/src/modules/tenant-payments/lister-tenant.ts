// Whom a lister may ask for money or record money from (docs/decisions/027-payment-requests-and-manual-payments.md
// "Who"): their own current tenant. Another lister's rental, or one that does not exist, is unknown to them (404)
// and nothing is written.
import { PAYMENT_REQUEST_MESSAGES as M } from '@crashpad/shared/api/payment-requests';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rentals } from '../../db/schema';
import { Conflict, Forbidden, NotFound } from '../../errors';
import type { UserRow } from '../accounts';
import { isLister } from '../listings';

export type RentalRow = typeof rentals.$inferSelect;

export function assertLister(user: UserRow): void {
  if (!isLister(user)) throw new Forbidden(M.notLister, 'NOT_LISTER');
}

/** The form's ids besides the rental's: when given, they must be the rental's own. */
export type TenantRef = {
  tenant_id: number;
  tenant_user_id?: number | null;
  listing_id?: number | null;
  room_id?: number | null;
};

/** The lister's own rental the form names, accepted (a current tenant). */
export async function listerTenant(db: Db, lister: UserRow, ref: TenantRef): Promise<RentalRow> {
  assertLister(lister);
  const [rental] = await db
    .select()
    .from(rentals)
    .where(and(eq(rentals.id, ref.tenant_id), eq(rentals.listerId, lister.id)));
  const mismatch =
    !rental ||
    (ref.tenant_user_id != null && ref.tenant_user_id !== rental.userId) ||
    (ref.listing_id != null && ref.listing_id !== rental.listingId) ||
    (ref.room_id != null && ref.room_id !== rental.roomId);
  if (mismatch) throw new NotFound(M.tenantNotFound, 'TENANT_NOT_FOUND');
  if (rental.status !== 'accepted') throw new Conflict(M.notAccepted, 'NOT_ACCEPTED');
  return rental;
}
