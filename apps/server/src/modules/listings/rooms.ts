// Rooms and beds of a listing (docs/product/specification/2-listings-and-tenants.md §3 "Room", "Bed", §4.2, §4.3): saved from the wizard's form, read for the
// edit view, and the listing's denormalised counts kept in step (docs/decisions/011-listings.md).
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { RoomInput, RoomView } from '@crashpad/shared/api/listings';
import { LISTING_MESSAGES, holdsTenant } from '@crashpad/shared/rules/listings';
import type { Db } from '../../db/client';
import { listingBeds, listingRooms, listings } from '../../db/schema';
import { Invalid } from '../../errors';
import type { Tx } from './listing-form';
import { centsToDollars, dollarsToCents as centsOrNull } from '@crashpad/shared/format/money';

type BedRow = typeof listingBeds.$inferSelect;
type StoredStatus = BedRow['status'];

/** A bed an invitation or a rental holds: the form can neither remove it nor change its status. */

/**
 * Locks the listings' rows, in id order. Every write to a listing's rooms, beds or rentals takes its listing's row
 * first, before anything else of the listing (docs/decisions/037-search-read-model.md "Lock order"): two writes
 * to one listing — a room renamed while the wizard saves, a tenant accepting while the lister saves — then wait
 * for each other instead of each holding what the other needs (a deadlock, which PostgreSQL undoes).
 */
export async function lockListings(tx: Tx | Db, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  await tx
    .select({ id: listings.id })
    .from(listings)
    .where(inArray(listings.id, unique))
    .orderBy(asc(listings.id))
    // NO KEY UPDATE: serialises the listing's writers without holding up inserts that only refer to it
    .for('no key update');
}

export const defaultRoomName = (n: number) => `Bedroom ${n}`;
export const defaultBedName = (n: number) => `Bed ${n}`;

function refuse(message: string): never {
  throw new Invalid(message, { rooms: [message] });
}

/**
 * Saves the form's rooms and beds over the stored ones (run inside the listing's transaction). Stored rows are
 * never removed, only marked DELETED, so they can be restored; a room or bed sent without an id is NEW and is
 * stored ACTIVE, or not at all when it was deleted before being saved (docs/product/specification/2-listings-and-tenants.md §4.2, §4.3).
 */
export async function saveRooms(tx: Tx, listingId: number, rooms: RoomInput[]): Promise<void> {
  // Locked, so an invitation taking a bed at the same moment waits for this save (or this save for it).
  const storedRooms = await tx
    .select()
    .from(listingRooms)
    .where(eq(listingRooms.listingId, listingId))
    .for('update');
  const storedBeds = await tx
    .select()
    .from(listingBeds)
    .where(eq(listingBeds.listingId, listingId))
    .for('update');
  const roomById = new Map(storedRooms.map((r) => [r.id, r]));
  const bedById = new Map(storedBeds.map((b) => [b.id, b]));
  const sentRooms = new Set<number>();
  const sentBeds = new Set<number>();

  for (const [i, room] of rooms.entries()) {
    const deleted = room.status === 'DELETED';
    if (!room.id && deleted) continue;
    const stored = room.id ? roomById.get(room.id) : undefined;
    if (room.id && (!stored || sentRooms.has(room.id))) refuse('Unknown room');
    const values = {
      roomName: room.room_name.trim() || defaultRoomName(i + 1),
      status: deleted ? ('DELETED' as const) : ('ACTIVE' as const),
      position: i,
    };
    let roomId: number;
    if (stored) {
      roomId = stored.id;
      sentRooms.add(roomId);
      if (stored.roomName !== values.roomName || stored.status !== values.status || stored.position !== i)
        await tx.update(listingRooms).set(values).where(eq(listingRooms.id, roomId));
    } else {
      const [inserted] = await tx
        .insert(listingRooms)
        .values({ ...values, listingId })
        .returning({ id: listingRooms.id });
      roomId = inserted!.id;
    }

    const newBeds: (typeof listingBeds.$inferInsert)[] = [];
    for (const [j, bed] of room.beds.entries()) {
      const removed = deleted || bed.status === 'DELETED';
      const name = bed.bed_name.trim() || defaultBedName(j + 1);
      if (!bed.id) {
        if (!removed)
          newBeds.push({
            roomId,
            listingId,
            bedName: name,
            status: 'ACTIVE',
            rentalAmountCents: centsOrNull(bed.rental_amount ?? null),
            position: j,
          });
        continue;
      }
      const old = bedById.get(bed.id);
      if (!old || old.roomId !== roomId || sentBeds.has(bed.id)) refuse('Unknown bed');
      sentBeds.add(bed.id);
      if (holdsTenant(old.status) && removed)
        refuse(deleted ? LISTING_MESSAGES.roomWithTenant : LISTING_MESSAGES.busyBed);
      // The stored status wins for held beds; the form only switches between ACTIVE and DELETED.
      const status: StoredStatus = holdsTenant(old.status) ? old.status : removed ? 'DELETED' : 'ACTIVE';
      const amount = bed.rental_amount === undefined ? old.rentalAmountCents : centsOrNull(bed.rental_amount);
      if (
        old.bedName !== name ||
        old.status !== status ||
        old.position !== j ||
        old.rentalAmountCents !== amount
      )
        await tx
          .update(listingBeds)
          .set({ bedName: name, status, position: j, rentalAmountCents: amount })
          .where(eq(listingBeds.id, old.id));
    }
    if (newBeds.length > 0) await tx.insert(listingBeds).values(newBeds);
  }

  // Stored rooms and beds the form no longer lists are removed, unless a tenant holds them.
  for (const room of storedRooms)
    if (!sentRooms.has(room.id) && room.status !== 'DELETED')
      await tx.update(listingRooms).set({ status: 'DELETED' }).where(eq(listingRooms.id, room.id));
  for (const bed of storedBeds) {
    if (sentBeds.has(bed.id) || bed.status === 'DELETED') continue;
    if (holdsTenant(bed.status))
      refuse(sentRooms.has(bed.roomId) ? LISTING_MESSAGES.busyBed : LISTING_MESSAGES.roomWithTenant);
    await tx.update(listingBeds).set({ status: 'DELETED' }).where(eq(listingBeds.id, bed.id));
  }
}

/** Brings total_rooms, num_beds and num_occupied_beds in step with the rooms and beds (docs/decisions/011-listings.md). */
export async function recountListing(tx: Db | Tx, listingId: number): Promise<void> {
  const live = sql`FROM listing_beds b JOIN listing_rooms r ON r.id = b.room_id
    WHERE b.listing_id = ${listingId} AND r.status <> 'DELETED'`;
  await tx
    .update(listings)
    .set({
      totalRooms: sql`(SELECT count(*) FROM listing_rooms WHERE listing_id = ${listingId} AND status <> 'DELETED')`,
      numBeds: sql`(SELECT count(*) ${live} AND b.status <> 'DELETED')`,
      numOccupiedBeds: sql`(SELECT count(*) ${live} AND b.status = 'BUSY')`,
    })
    .where(eq(listings.id, listingId));
}

/** Every room of a listing, deleted ones too (the wizard can restore them), with their beds, in order. */
export async function roomsWithBeds(db: Db, listingId: number): Promise<RoomView[]> {
  const rooms = await db
    .select()
    .from(listingRooms)
    .where(eq(listingRooms.listingId, listingId))
    .orderBy(asc(listingRooms.position), asc(listingRooms.id));
  const beds = await db
    .select()
    .from(listingBeds)
    .where(eq(listingBeds.listingId, listingId))
    .orderBy(asc(listingBeds.position), asc(listingBeds.id));
  return rooms.map((room) => {
    const own = beds.filter((b) => b.roomId === room.id);
    return {
      id: room.id,
      listing_id: listingId,
      room_name: room.roomName,
      status: room.status,
      beds_per_room: room.status === 'DELETED' ? 0 : own.filter((b) => b.status !== 'DELETED').length,
      beds: own.map((b) => ({
        id: b.id,
        room_id: b.roomId,
        bed_name: b.bedName,
        status: b.status,
        rental_amount: centsToDollars(b.rentalAmountCents),
      })),
    };
  });
}
