// Who may add a listing (docs/product/specification/2-listings-and-tenants.md §2.1, §6; docs/decisions/010-payments.md): a lister plan that has not
// expired, under the plan's total_location, with a saved card. 403 asks for a renewal or an upgrade, 408 for a
// card; the client shows the message.
import { and, count, eq, inArray } from 'drizzle-orm';
import { LISTER_PLANS } from '@crashpad/shared/plans';
import { LISTING_MESSAGES, LISTING_STATUS } from '@crashpad/shared/rules/listings';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema';
import { Forbidden, HttpError } from '../../errors';
import type { UserRow } from '../accounts';
import { hasCard } from '../payments';

export const isLister = (user: UserRow) =>
  (LISTER_PLANS as readonly (string | null)[]).includes(user.userPlan);

/** Listings that use up the allowance: active and inactive ones (deleted ones free their place). */
export async function listingTotal(db: Pick<Db, 'select'>, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(listings)
    .where(
      and(
        eq(listings.userId, userId),
        inArray(listings.status, [LISTING_STATUS.active, LISTING_STATUS.inactive]),
      ),
    );
  return row?.n ?? 0;
}

/** Throws the refusal for a member who may not add a listing now, in the spec's order. */
export async function assertCanAddListing(
  db: Pick<Db, 'select'>,
  user: UserRow,
  now = new Date(),
): Promise<void> {
  if (!isLister(user)) throw new Forbidden(LISTING_MESSAGES.notLister, 'NOT_LISTER');
  // An expired lister renews first (docs/decisions/011-listings.md); their listings stay editable.
  if (user.expireAt !== null && user.expireAt <= now)
    throw new Forbidden(LISTING_MESSAGES.expired, 'PLAN_EXPIRED');
  const allowed = user.totalLocation;
  if (allowed !== null && (await listingTotal(db, user.id)) >= allowed)
    throw new Forbidden(LISTING_MESSAGES.limitReached(allowed), 'LISTING_LIMIT');
  if (!hasCard(user)) throw new HttpError(408, LISTING_MESSAGES.noCard, undefined, 'NO_PAYMENT_METHOD');
}
