// Creating, editing and switching a listing on and off (docs/product/specification/2-listings-and-tenants.md §2.1, §4.1, §7). Each save is one transaction:
// the listing, its airports, rooms, beds and counts are written together or not at all.
import { and, asc, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { LISTING_MESSAGES, LISTING_STATUS } from '@crashpad/shared/rules/listings';
import type { Db } from '../../db/client';
import { listingAirports, listings, users } from '../../db/schema';
import { NotFound, Refused } from '../../errors';
import { assertCanAddListing } from './lister-allowance';
import { listingRented } from './listing-activity';
import { checkListingForm, type ListingFormBody, type RentalTypeChoice, type Tx } from './listing-form';
import { publicPoint } from './public-point';
import { recountListing, saveRooms } from './rooms';

export type ListingRow = typeof listings.$inferSelect;

export const UNKNOWN_LISTING = 'Unknown Listing';
export const LISTING_SAVED = {
  created: 'your crashpad has been created',
  updated: 'your crashpad has been updated',
} as const;
/** docs/product/specification/2-listings-and-tenants.md §8 success toasts for the status calls */
export const STATUS_MESSAGES = {
  2: 'Your crashpad has been reactivated.',
  1: 'Your crashpad has been deactivated. Simply reactivate it when you have an opening.',
  0: 'Your crashpad has been removed.',
} as const;

/** The member's own listing, not deleted; anyone else's (or none) is unknown to them. */
export async function ownListing(
  db: Pick<Db, 'select'>,
  userId: number,
  id: number,
  lock = false,
): Promise<ListingRow> {
  const query = db
    .select()
    .from(listings)
    .where(
      and(eq(listings.id, id), eq(listings.userId, userId), ne(listings.status, LISTING_STATUS.deleted)),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new NotFound(UNKNOWN_LISTING, 'UNKNOWN_LISTING');
  return row;
}

/**
 * docs/decisions/037-search-read-model.md: the search figures of the listing's airports, old and new, locked in
 * one order before the save rewrites them in several statements, so two saves at the same airports wait for
 * each other instead of deadlocking.
 */
async function lockSearchFigures(tx: Tx, listingId: number, airportIds: number[]) {
  const ids = sql.join(
    airportIds.map((a) => sql`${a}`),
    sql`, `,
  );
  await tx.execute(sql`SELECT 1 FROM search_stats
    WHERE airport_id IN (SELECT airport_id FROM listing_airports WHERE listing_id = ${listingId})
      ${airportIds.length > 0 ? sql`OR airport_id IN (${ids})` : sql``}
    ORDER BY airport_id, bucket FOR UPDATE`);
}

async function saveAirports(
  tx: Tx,
  listingId: number,
  rows: { airportId: number; position: number; distance: number }[],
) {
  await tx.delete(listingAirports).where(eq(listingAirports.listingId, listingId));
  await tx.insert(listingAirports).values(rows.map((r) => ({ ...r, listingId })));
}

export async function createListing(
  db: Db,
  userId: number,
  form: ListingFormBody,
  offered: RentalTypeChoice['offered'],
): Promise<number> {
  return db.transaction(async (tx) => {
    // The member's row is locked so two saves at once cannot both take the last place of the allowance.
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    await assertCanAddListing(tx, user!);
    const checked = await checkListingForm(tx, userId, form, { offered });
    const point = publicPoint(form.latitude, form.longitude);
    const [row] = await tx
      .insert(listings)
      .values({
        ...checked.columns,
        userId,
        status: LISTING_STATUS.active,
        publicLatitude: point.latitude,
        publicLongitude: point.longitude,
      })
      .returning({ id: listings.id });
    const id = row!.id;
    await saveAirports(tx, id, checked.airports);
    await saveRooms(tx, id, form.rooms);
    await recountListing(tx, id);
    return id;
  });
}

export async function updateListing(
  db: Db,
  userId: number,
  id: number,
  form: ListingFormBody,
  offered: RentalTypeChoice['offered'],
): Promise<void> {
  await db.transaction(async (tx) => {
    const stored = await ownListing(tx, userId, id, true);
    const checked = await checkListingForm(tx, userId, form, { offered, stored: stored.rentalType });
    const moved = stored.latitude !== form.latitude || stored.longitude !== form.longitude;
    const point = moved ? publicPoint(form.latitude, form.longitude) : null;
    const now = new Date();
    await lockSearchFigures(
      tx,
      id,
      checked.airports.map((a) => a.airportId),
    );
    await tx
      .update(listings)
      .set({
        ...checked.columns,
        ...(point && { publicLatitude: point.latitude, publicLongitude: point.longitude }),
        ...(stored.description !== checked.columns.description && { descriptionUpdatedAt: now }),
        updatedAt: now,
      })
      .where(eq(listings.id, id));
    await saveAirports(tx, id, checked.airports);
    await saveRooms(tx, id, form.rooms);
    await recountListing(tx, id);
  });
}

/** docs/product/specification/2-listings-and-tenants.md §4.1: 2 reactivates, 1 deactivates, 0 deletes; tenants or invites block leaving the active state. */
export async function changeListingStatus(
  db: Db,
  userId: number,
  id: number,
  status: 0 | 1 | 2,
): Promise<string> {
  return db.transaction(async (tx) => {
    const stored = await ownListing(tx, userId, id, true);
    const blocked =
      status === LISTING_STATUS.deleted ||
      (status === LISTING_STATUS.inactive && stored.status === LISTING_STATUS.active);
    if (blocked && (await listingRented(tx, id)) > 0)
      throw new Refused(LISTING_MESSAGES.pendingTenants, 'LISTING_HAS_TENANTS');
    if (stored.status !== status)
      await tx.update(listings).set({ status, updatedAt: new Date() }).where(eq(listings.id, id));
    return STATUS_MESSAGES[status];
  });
}

/**
 * Closing an account hides every listing of the member from the public
 * (docs/decisions/008-accounts-and-sessions.md): each becomes inactive, the one status no public read shows, and remembers the status it had. The
 * public reads keep their single test, `status = 2` (listedPublicly), so the searches stay as fast as they were.
 */
export async function hideListingsOfClosedAccount(
  tx: Tx,
  userId: number,
  rentedListingIds: number[],
): Promise<void> {
  // The member's listings and the ones they rent in, in id order and in one statement, before anything changes:
  // two members who rent from each other and close at once would otherwise each hold their own listings and wait
  // for the other's (docs/decisions/037 "Lock order").
  await tx
    .select({ id: listings.id })
    .from(listings)
    .where(
      or(
        and(eq(listings.userId, userId), ne(listings.status, LISTING_STATUS.deleted)),
        rentedListingIds.length > 0 ? inArray(listings.id, rentedListingIds) : undefined,
      ),
    )
    .orderBy(asc(listings.id))
    .for('no key update');
  await tx
    .update(listings)
    .set({ statusAtClosure: sql`${listings.status}`, status: LISTING_STATUS.inactive })
    .where(
      and(
        eq(listings.userId, userId),
        ne(listings.status, LISTING_STATUS.deleted),
        isNull(listings.statusAtClosure),
      ),
    );
}

/** Reopening an account gives each listing back the status it had when the account was closed. */
export async function restoreListingsOfReopenedAccount(tx: Tx, userId: number): Promise<void> {
  await tx
    .update(listings)
    .set({ status: sql`${listings.statusAtClosure}`, statusAtClosure: null })
    .where(and(eq(listings.userId, userId), isNotNull(listings.statusAtClosure)));
}
