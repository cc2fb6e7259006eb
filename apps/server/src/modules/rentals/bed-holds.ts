// A bed's status follows its rentals (docs/decisions.md "Listings, rooms, beds"): BUSY while a rental is
// accepted, PENDING while an invitation is pending, otherwise ACTIVE. Every rental change calls syncBeds in its
// transaction, so the listing's counts (num_occupied_beds, occupancy) move with it.
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listingBeds } from '../../db/schema';
import { recountListing } from '../listings';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function syncBeds(tx: Tx | Db, bedIds: number[], listingIds: number[]): Promise<void> {
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
  for (const id of new Set(listingIds)) await recountListing(tx, id);
}
