// Revenue and occupancy (docs/product/tenants.md#revenue and #occupancy): revenue of a month is the sum of the
// lister's successful transactions dated in it (UTC), net of refunds, shown with the fees kept from it and what
// the lister keeps (docs/decisions/051-fees-that-cover-the-card-provider.md); occupancy of a month is the average over
// its days of occupied beds over beds of the lister's active listings, a whole percent.
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { centsToDollars } from '@crashpad/shared/format/money';
import { LISTING_STATUS } from '@crashpad/shared/rules/listings';
import { queryRows, type Db } from '../../db/client';
import { listings, transactions } from '../../db/schema';
import { NotFound } from '../../errors';

const paidAt = sql`coalesce(${transactions.paidAt}, ${transactions.createdAt})`;

/** The first instant of the UTC month `offset` months from the one holding `now`. */
export function monthStart(now: Date, offset = 0): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
}

/** Dollars received net of refunds, the fees kept from them, and what the lister keeps. */
export function revenueView(cents: number, feeCents: number) {
  return {
    total_amount: centsToDollars(cents),
    fees: centsToDollars(feeCents),
    net: centsToDollars(cents - feeCents),
  };
}

/** Cents the lister received in [from, to), net of refunds, and the fees kept from them. */
export async function revenueCents(
  db: Db,
  listerId: number,
  from: Date,
  to: Date,
): Promise<{ cents: number; fees: number }> {
  const [row] = await db
    .select({
      cents: sql<number>`coalesce(sum(${transactions.amountCents} - ${transactions.refundedCents}), 0)::int`,
      fees: sql<number>`coalesce(sum(${transactions.feeCents}), 0)::int`,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.listerId, listerId),
        eq(transactions.status, 'succeeded'),
        gte(paidAt, from),
        lt(paidAt, to),
      ),
    );
  return row ?? { cents: 0, fees: 0 };
}

/** GET lister/tenants/monthly-report */
export async function monthlyReport(db: Db, listerId: number, now = new Date()) {
  const [thisMonth, lastMonth, tenants, occupancy] = await Promise.all([
    revenueCents(db, listerId, monthStart(now), monthStart(now, 1)),
    revenueCents(db, listerId, monthStart(now, -1), monthStart(now)),
    queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM rentals WHERE lister_id = ${listerId} AND status = 'accepted'`,
    ),
    occupancyNow(db, listerId),
  ]);
  return {
    thismonth: revenueView(thisMonth.cents, thisMonth.fees),
    lastmonth: revenueView(lastMonth.cents, lastMonth.fees),
    /** My Crew's summary (docs/product/specification/2-listings-and-tenants.md §2.4): tenants in a bed now, and beds occupied now over beds, a whole percent */
    total_tenants: tenants[0]?.n ?? 0,
    occupancy,
  };
}

/**
 * Occupancy of each day in [from, to) up to today: beds held by a tenant who had accepted, over the beds of the
 * lister's active listings today. One statement for the whole range. A month's figure is the average of its days
 * up to today, "average occupancy", not today's "occupied now" (docs/product/tenants.md#occupancy).
 */
async function dailyOccupancy(db: Db, listerId: number, from: Date, to: Date) {
  return queryRows<{ day: string; busy: number }>(
    db,
    sql`SELECT d::date::text AS day,
          (SELECT count(*)::int FROM rentals r JOIN listings l ON l.id = r.listing_id
            WHERE r.lister_id = ${listerId} AND l.status = ${LISTING_STATUS.active} AND r.accepted_at IS NOT NULL
              AND r.start_date <= d::date
              AND coalesce((r.ended_at AT TIME ZONE 'UTC')::date, r.checkout_date, 'infinity'::date) > d::date) AS busy
        FROM generate_series(${from.toISOString().slice(0, 10)}::date, ${new Date(to.getTime() - 86_400_000)
          .toISOString()
          .slice(0, 10)}::date, interval '1 day') AS d`,
  );
}

/** Beds, and beds a tenant holds, over the lister's active listings today. */
export async function activeBeds(db: Db, listerId: number): Promise<{ beds: number; busy: number }> {
  const [row] = await db
    .select({
      beds: sql<number>`coalesce(sum(${listings.numBeds}), 0)::int`,
      busy: sql<number>`coalesce(sum(${listings.numOccupiedBeds}), 0)::int`,
    })
    .from(listings)
    .where(and(eq(listings.userId, listerId), eq(listings.status, LISTING_STATUS.active)));
  return row ?? { beds: 0, busy: 0 };
}

/** Occupied beds over beds of the lister's active listings, as a whole percent (0 with no beds). */
export async function occupancyNow(db: Db, listerId: number): Promise<number> {
  const { beds, busy } = await activeBeds(db, listerId);
  return beds > 0 ? Math.round((busy / beds) * 100) : 0;
}

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * GET lister/payments: the revenue history, a row per month from the lister's first rental to this month
 * (at most 24), newest first. No rental yet: no rows (the page's empty state).
 */
export async function revenueHistory(db: Db, listerId: number, now = new Date()) {
  const [first] = await queryRows<{ at: Date | string | null }>(
    db,
    sql`SELECT min(created_at) AS at FROM rentals WHERE lister_id = ${listerId}`,
  );
  if (!first?.at) return { data: [] };
  const start = new Date(first.at);
  const months = Math.min(
    24,
    (now.getUTCFullYear() - start.getUTCFullYear()) * 12 + now.getUTCMonth() - start.getUTCMonth() + 1,
  );
  const { beds } = await activeBeds(db, listerId);
  const from = monthStart(now, -(months - 1));
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
  const [days, revenue] = await Promise.all([
    dailyOccupancy(db, listerId, from, today),
    queryRows<{ month: string; cents: number; fees: number }>(
      db,
      sql`SELECT to_char(${paidAt} AT TIME ZONE 'UTC', 'YYYY-MM') AS month,
            sum(${transactions.amountCents} - ${transactions.refundedCents})::int AS cents,
            sum(${transactions.feeCents})::int AS fees
          FROM ${transactions}
          WHERE ${transactions.listerId} = ${listerId} AND ${transactions.status} = 'succeeded' AND ${paidAt} >= ${from}
          GROUP BY 1`,
    ),
  ]);
  const byMonth = new Map(revenue.map((r) => [r.month, r]));
  const rows = [];
  for (let i = 0; i < months; i += 1) {
    const begin = monthStart(now, -i);
    const key = begin.toISOString().slice(0, 7);
    const inMonth = days.filter((d) => d.day.startsWith(key));
    const average =
      inMonth.length && beds ? inMonth.reduce((s, d) => s + d.busy / beds, 0) / inMonth.length : 0;
    rows.push({
      id: Number(key.replace('-', '')),
      months: MONTH.format(begin),
      amounts: centsToDollars(byMonth.get(key)?.cents ?? 0),
      fees: centsToDollars(byMonth.get(key)?.fees ?? 0),
      net: centsToDollars((byMonth.get(key)?.cents ?? 0) - (byMonth.get(key)?.fees ?? 0)),
      percentage: Math.round(Math.min(1, average) * 100),
    });
  }
  return { data: rows };
}

/** GET /lister/occupancies: each active listing's beds, occupied beds and occupancy now. */
export async function occupancies(db: Db, listerId: number) {
  const rows = await db
    .select({
      listing_id: listings.id,
      title: listings.title,
      num_beds: listings.numBeds,
      num_occupied_beds: listings.numOccupiedBeds,
    })
    .from(listings)
    .where(and(eq(listings.userId, listerId), eq(listings.status, LISTING_STATUS.active)))
    .orderBy(listings.title);
  return {
    data: rows.map((r) => ({
      ...r,
      percentage: r.num_beds > 0 ? Math.round((r.num_occupied_beds / r.num_beds) * 100) : 0,
    })),
  };
}

/** Months a crashpad's report covers: this month and the eleven before it (docs/decisions/022). */
export const REPORT_MONTHS = 12;

type ReportRow = { month: string; cents: number; fees: number; bed_days: number; days: number; beds: number };

/**
 * GET /lister/listings/{id}/report: one crashpad's revenue and occupancy for each of the last 12 UTC months,
 * oldest first, in one statement (docs/decisions/023-reports-and-bed-availability.md).
 * - revenue: its successful transactions paid for its rentals, dated in the month, net of refunds (the figure
 *   the crashpad row shows for this month);
 * - occupancy: bed-days held by a tenant who had accepted (start date included, end date excluded, the end
 *   being when the rental ended, else its check-out, else none) over bed-days of the crashpad's beds today,
 *   counting the days of the month up to today; a whole percent.
 * Another lister's crashpad, or a deleted one, is not found (404), as one that does not exist.
 */
export async function listingReport(db: Db, listerId: number, listingId: number, now = new Date()) {
  const from = monthStart(now, -(REPORT_MONTHS - 1));
  const next = monthStart(now, 1);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const rows = await queryRows<ReportRow>(
    db,
    sql`WITH listing AS (
          SELECT id FROM listings WHERE id = ${listingId} AND user_id = ${listerId} AND status <> ${LISTING_STATUS.deleted}
        ),
        beds AS (
          SELECT b.id FROM listing_beds b JOIN listing_rooms rm ON rm.id = b.room_id JOIN listing ON listing.id = b.listing_id
          WHERE b.status <> 'DELETED' AND rm.status <> 'DELETED'
        ),
        days AS (
          SELECT d::date AS day FROM generate_series(${day(from)}::date, ${day(now)}::date, interval '1 day') AS d
        ),
        held AS (
          SELECT to_char(days.day, 'YYYY-MM') AS month, count(DISTINCT (r.bed_id, days.day))::int AS bed_days
          FROM days JOIN rentals r ON r.start_date <= days.day
            AND coalesce((r.ended_at AT TIME ZONE 'UTC')::date, r.checkout_date, 'infinity'::date) > days.day
          JOIN listing ON listing.id = r.listing_id
          WHERE r.accepted_at IS NOT NULL AND r.bed_id IN (SELECT id FROM beds)
          GROUP BY 1
        ),
        paid AS (
          SELECT to_char(coalesce(t.paid_at, t.created_at) AT TIME ZONE 'UTC', 'YYYY-MM') AS month,
            sum(t.amount_cents - t.refunded_cents)::int AS cents, sum(t.fee_cents)::int AS fees
          FROM transactions t JOIN rentals r ON r.id = t.rental_id JOIN listing ON listing.id = r.listing_id
          WHERE t.status = 'succeeded'
            AND coalesce(t.paid_at, t.created_at) >= ${from} AND coalesce(t.paid_at, t.created_at) < ${next}
          GROUP BY 1
        ),
        months AS (
          SELECT to_char(m, 'YYYY-MM') AS month FROM generate_series(${day(from)}::date, ${day(now)}::date, interval '1 month') AS m
        )
        SELECT months.month, coalesce(paid.cents, 0) AS cents, coalesce(paid.fees, 0) AS fees,
          coalesce(held.bed_days, 0) AS bed_days,
          (SELECT count(*) FROM days WHERE to_char(days.day, 'YYYY-MM') = months.month)::int AS days,
          (SELECT count(*) FROM beds)::int AS beds
        FROM months CROSS JOIN listing
        LEFT JOIN paid ON paid.month = months.month LEFT JOIN held ON held.month = months.month
        ORDER BY months.month`,
  );
  if (rows.length === 0) throw new NotFound('Unknown Listing', 'UNKNOWN_LISTING');
  return {
    listing_id: listingId,
    beds: rows[0]!.beds,
    data: rows.map((r) => ({
      month: r.month,
      revenue: centsToDollars(r.cents),
      fees: centsToDollars(r.fees),
      net: centsToDollars(r.cents - r.fees),
      occupancy: r.beds && r.days ? Math.round((r.bed_days / (r.beds * r.days)) * 100) : 0,
    })),
  };
}
