// Demo tenants behind the demo crashpads' taken beds (docs/decisions/021-tenants-and-rentals.md): every BUSY bed
// gets an accepted rental with a crew member's name and terms, a few beds get pending invitations, and the demo
// tenant (tenant@demo.crashpad.test) lives in one crashpad with a check-out request and has one invitation
// waiting, so My Crew and My CrashPad Rentals have something to show on a fresh clone.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { JOB_POSITIONS } from '@crashpad/shared/rules/rentals';
import { queryRows, type Db } from '../client';
import { listingBeds, listings, rentalHistory, rentals, users } from '../schema';

const FIRST = [
  'Jordan',
  'Morgan',
  'Taylor',
  'Alexis',
  'Chris',
  'Jamie',
  'Robin',
  'Drew',
  'Kendall',
  'Parker',
];
const LAST = ['Reyes', 'Okafor', 'Lindqvist', 'Patel', 'Moreau', 'Kim', 'Novak', 'Ibarra', 'Walsh', 'Tanaka'];
const AIRLINES = [
  'American Airlines',
  'Delta Air Lines',
  'United Airlines',
  'Southwest Airlines',
  'Spirit Airlines',
];

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

type Bed = { id: number; roomId: number; listingId: number; listerId: number; rate: number; status: string };

export async function seedDemoRentals(db: Db): Promise<void> {
  const beds = await queryRows<{
    id: number;
    room_id: number;
    listing_id: number;
    lister_id: number;
    rate: number;
    status: string;
  }>(
    db,
    sql`SELECT b.id, b.room_id, b.listing_id, l.user_id AS lister_id, l.rate_per_from_cents AS rate, b.status
        FROM listing_beds b JOIN listings l ON l.id = b.listing_id JOIN users u ON u.id = l.user_id
        WHERE u.email LIKE '%@demo.crashpad.test' AND l.status = 2 AND b.status <> 'DELETED'
          AND NOT EXISTS (SELECT 1 FROM rentals r WHERE r.bed_id = b.id AND r.status IN ('pending', 'accepted'))
        ORDER BY b.listing_id, b.id`,
  );
  if (beds.length === 0) return;
  const all: Bed[] = beds.map((b) => ({
    id: b.id,
    roomId: b.room_id,
    listingId: b.listing_id,
    listerId: b.lister_id,
    rate: b.rate,
    status: b.status,
  }));
  const [tenant] = await db.select().from(users).where(eq(users.email, 'tenant@demo.crashpad.test'));
  const now = Date.now();
  let n = 0;
  const person = () => {
    n += 1;
    const first = FIRST[n % FIRST.length]!;
    const last = LAST[(n * 7) % LAST.length]!;
    return {
      email: `${first}.${last}.${n}@crew.demo.crashpad.test`.toLowerCase(),
      firstName: first,
      lastName: last,
      airline: AIRLINES[n % AIRLINES.length]!,
      jobPosition: JOB_POSITIONS[n % 4]!,
    };
  };
  const terms = (bed: Bed) => ({
    listingId: bed.listingId,
    roomId: bed.roomId,
    bedId: bed.id,
    listerId: bed.listerId,
    rentalAmountCents: bed.rate,
    depositCents: 10000,
    paymentDay: 1 + (n % 28),
    startHour: 12,
  });

  const accepted = all.filter((b) => b.status === 'BUSY');
  const free = all.filter((b) => b.status !== 'BUSY');
  const values: (typeof rentals.$inferInsert)[] = accepted.map((bed, i) => ({
    ...person(),
    ...terms(bed),
    status: 'accepted',
    startDate: isoDay(now - (20 + ((i * 37) % 300)) * DAY),
    acceptedAt: new Date(now - (25 + ((i * 37) % 300)) * DAY),
    createdAt: new Date(now - (30 + ((i * 37) % 300)) * DAY),
  }));
  // The demo tenant lives in the first taken bed, and has asked to check out in three weeks.
  if (tenant && values[0]) {
    Object.assign(values[0], {
      userId: tenant.id,
      email: tenant.email,
      firstName: tenant.firstName,
      lastName: tenant.lastName,
      airline: 'United Airlines',
      jobPosition: 'Flight Attendant',
      checkoutRequestedDate: isoDay(now + 21 * DAY),
      checkoutRequestedHour: 11,
      checkoutRequestedAt: new Date(now - DAY),
    });
  }
  // Every fifth free bed has an invitation waiting; the first one is the demo tenant's.
  free
    .filter((_, i) => i % 5 === 0)
    .forEach((bed, i) => {
      const invitee =
        i === 0 && tenant
          ? {
              email: tenant.email,
              firstName: tenant.firstName,
              lastName: tenant.lastName,
              userId: tenant.id,
              airline: 'United Airlines',
              jobPosition: 'Flight Attendant',
            }
          : person();
      values.push({
        ...invitee,
        ...terms(bed),
        status: 'pending',
        startDate: isoDay(now + (7 + i) * DAY),
        // No working link: demo invitations are opened from My CrashPad Rentals, or resent by the lister.
        tokenHash: null,
        tokenExpiresAt: new Date(now + 14 * DAY),
        createdAt: new Date(now - 2 * DAY),
      });
    });

  const inserted = await db.insert(rentals).values(values).returning({
    id: rentals.id,
    status: rentals.status,
    listerId: rentals.listerId,
    createdAt: rentals.createdAt,
  });
  await db.insert(rentalHistory).values(
    inserted.flatMap((r) => [
      { rentalId: r.id, actorId: r.listerId, action: 'invited', changes: [], createdAt: r.createdAt },
      ...(r.status === 'accepted'
        ? [
            {
              rentalId: r.id,
              actorId: null,
              action: 'accepted',
              changes: ['Status: pending → accepted'],
              createdAt: r.createdAt,
            },
          ]
        : []),
    ]),
  );
  const pendingBeds = values.filter((v) => v.status === 'pending').map((v) => v.bedId);
  if (pendingBeds.length > 0)
    await db.update(listingBeds).set({ status: 'PENDING' }).where(inArray(listingBeds.id, pendingBeds));
  const touched = [...new Set(values.map((v) => v.listingId))];
  await db
    .update(listings)
    .set({
      numOccupiedBeds: sql`(SELECT count(*) FROM listing_beds b JOIN listing_rooms r ON r.id = b.room_id
        WHERE b.listing_id = ${listings.id} AND r.status <> 'DELETED' AND b.status = 'BUSY')`,
    })
    .where(and(inArray(listings.id, touched)));
}
