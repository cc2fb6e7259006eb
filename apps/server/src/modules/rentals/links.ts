// Who is whose tenant, for other modules (messaging's "who may write to whom", docs/decisions/029-messaging.md).
// Any rental that was not deleted links a lister and the member they invited: pending, accepted or ended.
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rentals } from '../../db/schema';

/** The members among `memberIds` whom `listerId` invited to one of their crashpads. */
export async function invitedBy(db: Db, listerId: number, memberIds: number[]): Promise<Set<number>> {
  if (memberIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: rentals.userId })
    .from(rentals)
    .where(
      and(eq(rentals.listerId, listerId), inArray(rentals.userId, memberIds), ne(rentals.status, 'deleted')),
    );
  return new Set(rows.map((r) => r.userId).filter((id): id is number => id !== null));
}

/** Whether the member holds an accepted rental now. */
export async function isCurrentTenant(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: rentals.id })
    .from(rentals)
    .where(and(eq(rentals.userId, userId), eq(rentals.status, 'accepted')))
    .limit(1);
  return row !== undefined;
}
