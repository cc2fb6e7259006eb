// A bed's status follows its rentals (docs/decisions/021-tenants-and-rentals.md "Data"): BUSY while a rental is
// accepted, PENDING while an invitation is pending, otherwise ACTIVE. Every rental change calls syncBeds in its
// transaction, so the listing's counts (num_occupied_beds, occupancy) move with it.
import { inArray, sql } from 'drizzle-orm';
import { RENTAL_MESSAGES } from '@crashpad/shared/rules/rentals';
import type { Db } from '../../db/client';
import { isExclusionViolation } from '../../db/errors';
import { listingBeds } from '../../db/schema';
import { Conflict } from '../../errors';
import { recountListing } from '../listings';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function syncBeds(tx: Tx | Db, bedIds: number[], listingIds: number[]): Promise<void> {
  // Every caller has locked these listings already, before it changed a rental (ownRental, memberRental, the
  // token lookup, ownListing; docs/decisions/037-search-read-model.md "Lock order").
  const beds = [...new Set(bedIds)];
  if (beds.length > 0)
    await tx
      .update(listingBeds)
      .set({
        status: sql`CASE
          WHEN EXISTS (SELECT 1 FROM rentals r WHERE r.bed_id = ${listingBeds.id} AND r.status = 'accepted') THEN 'BUSY'
          WHEN EXISTS (SELECT 1 FROM rentals r WHERE r.bed_id = ${listingBeds.id} AND r.status = 'pending') THEN 'PENDING'
          ELSE 'ACTIVE' END`,
      })
      .where(sql`${inArray(listingBeds.id, beds)} AND ${listingBeds.status} <> 'DELETED'`);
  for (const id of [...new Set(listingIds)].sort((a, b) => a - b)) await recountListing(tx, id);
}

/**
 * Runs a write that may give a bed to a rental (invite, edit, a later check-out): when the exclusion constraint
 * finds another live rental of the bed over the same time, the answer is the 409 a lister reads.
 */
export async function holdingBed<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (isExclusionViolation(err)) throw new Conflict(RENTAL_MESSAGES.bedTaken, 'BED_TAKEN');
    throw err;
  }
}
