// One room changed outside the wizard's save (docs/product/specification/2-listings-and-tenants.md §7 listings/update-room and listings/delete-room):
// renamed, its bed count set, or deleted with its beds. Only the owner of the room's listing may do it.
import { and, asc, eq, ne } from 'drizzle-orm';
import { LISTING_MESSAGES, LISTING_STATUS, roomLayout } from '@crashpad/shared/rules/listings';
import type { Db } from '../../db/client';
import { listingBeds, listingRooms, listings } from '../../db/schema';
import { Invalid, NotFound, Refused } from '../../errors';
import { SINGLE_ROOM, type Tx } from './listing-form';
import { holdsTenant } from '@crashpad/shared/rules/listings';
import { defaultBedName, recountListing } from './rooms';

export const UNKNOWN_ROOM = 'Unknown room';
export const ROOM_UPDATED = 'The room has been updated.';
export const ROOM_DELETED = 'The room has been removed.';

/**
 * The room with its listing, locked for the change; another member's room is unknown to the caller. The listing's
 * row is locked before the room and its beds, as the wizard's save does (docs/decisions/037-search-read-model.md
 * "Lock order"): a rename sent as the lister leaves the name field, with the save the same click sends, waits
 * for it instead of deadlocking.
 */
async function ownRoom(tx: Tx, userId: number, roomId: number) {
  // ids past the integer column's range name no room (and would make the database refuse the query)
  if (roomId > 2_147_483_647) throw new NotFound(UNKNOWN_ROOM, 'UNKNOWN_ROOM');
  const [found] = await tx
    .select({ listingId: listingRooms.listingId })
    .from(listingRooms)
    .where(eq(listingRooms.id, roomId));
  if (!found) throw new NotFound(UNKNOWN_ROOM, 'UNKNOWN_ROOM');
  const [listing] = await tx
    .select({ rentalType: listings.rentalType })
    .from(listings)
    .where(
      and(
        eq(listings.id, found.listingId),
        eq(listings.userId, userId),
        ne(listings.status, LISTING_STATUS.deleted),
      ),
    )
    .for('update');
  if (!listing) throw new NotFound(UNKNOWN_ROOM, 'UNKNOWN_ROOM');
  const [room] = await tx.select().from(listingRooms).where(eq(listingRooms.id, roomId)).for('update');
  if (!room) throw new NotFound(UNKNOWN_ROOM, 'UNKNOWN_ROOM');
  const beds = await tx
    .select()
    .from(listingBeds)
    .where(eq(listingBeds.roomId, roomId))
    .orderBy(asc(listingBeds.position), asc(listingBeds.id))
    .for('update');
  return { room, rentalType: listing.rentalType, beds };
}

/** Renames a room and, when beds_per_room is given, adds beds or removes free ones from the end. */
export async function updateRoom(
  db: Db,
  userId: number,
  change: { id: number; room_name: string; beds_per_room?: number | undefined },
): Promise<void> {
  await db.transaction(async (tx) => {
    const { room, rentalType, beds } = await ownRoom(tx, userId, change.id);
    if (room.status === 'DELETED') throw new NotFound(UNKNOWN_ROOM, 'UNKNOWN_ROOM');
    await tx.update(listingRooms).set({ roomName: change.room_name }).where(eq(listingRooms.id, room.id));
    const wanted = change.beds_per_room;
    if (wanted === undefined) return;
    if (roomLayout(rentalType) === 'single' && wanted !== 1)
      throw new Invalid(SINGLE_ROOM, { beds_per_room: [SINGLE_ROOM] });
    const live = beds.filter((b) => b.status !== 'DELETED');
    if (wanted > live.length) {
      const last = beds.reduce((max, b) => Math.max(max, b.position), -1);
      await tx.insert(listingBeds).values(
        Array.from({ length: wanted - live.length }, (_, k) => ({
          roomId: room.id,
          listingId: room.listingId,
          bedName: defaultBedName(live.length + k + 1),
          status: 'ACTIVE' as const,
          position: last + k + 1,
        })),
      );
    } else if (wanted < live.length) {
      const free = live.filter((b) => !holdsTenant(b.status));
      const remove = live.length - wanted;
      if (free.length < remove) throw new Refused(LISTING_MESSAGES.busyBed, 'BED_HAS_TENANT');
      for (const bed of free.slice(-remove))
        await tx.update(listingBeds).set({ status: 'DELETED' }).where(eq(listingBeds.id, bed.id));
    }
    await recountListing(tx, room.listingId);
  });
}

/** docs/product/specification/2-listings-and-tenants.md §4.2: a room with a pending or accepted tenant stays; otherwise it and its beds are DELETED. */
export async function deleteRoom(db: Db, userId: number, roomId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { room, beds } = await ownRoom(tx, userId, roomId);
    if (beds.some((b) => holdsTenant(b.status)))
      throw new Refused(LISTING_MESSAGES.roomWithTenant, 'ROOM_HAS_TENANT');
    await tx.update(listingRooms).set({ status: 'DELETED' }).where(eq(listingRooms.id, room.id));
    await tx.update(listingBeds).set({ status: 'DELETED' }).where(eq(listingBeds.roomId, room.id));
    await recountListing(tx, room.listingId);
  });
}
