// The daily AutoPay run at 07:00 UTC (docs/product/money.md#autopay,
// docs/decisions/025-autopay-charges.md): charges every AutoPay rent period due today (and on the catch-up days
// before, when a run was missed), and tries again the refused charges of the last 3 days and any charge whose
// run died half way. Each period is charged once (chargeOnce, key autopay:<rental>:<period>), however often and
// on however many servers the job runs. The rentals are read in one query; charges run a few at a time.
import { and, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { chargeDays, retryDue, utcDay, AUTOPAY_RETRY_DAYS, addDays } from '@crashpad/shared/rules/autopay';
import type { AppContext } from '../../context';
import { rentals, transactions } from '../../db/schema';
import { quietLog, type JobOptions } from '../../lib/job-notices';
// a pending charge older than STALE_MS belongs to a run that died (chargeOnce's own limit)
import { STALE_MS } from '../payments';
import { autopayRentals, type AutopayRentalRow } from './autopay-rows';
import { AUTOPAY_TYPES, chargeAutopay, periodAmount } from './charges';

/** The run's name in the job scheduler (jobs/scheduler.ts) and in its log line. */
export const AUTOPAY_JOB = 'autopay-charges';
/** Charges made at once: the sandbox charges in the database, Stripe is a network call away. */
export const AUTOPAY_CONCURRENCY = 16;
/** Ids per query when looking up a batch's transactions. */
const CHUNK = 5000;

type JobContext = Pick<AppContext, 'db' | 'payments' | 'mailer' | 'config' | 'wording'>;
type Work = { rental: AutopayRentalRow; period: string };
export type AutopaySummary = Record<'due' | 'retried' | 'charged' | 'failed' | 'skipped' | 'errors', number>;

const TYPES = [AUTOPAY_TYPES.deposit, AUTOPAY_TYPES.rent];

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** The rent periods due on the charge days that have no transaction yet (a refused one waits for its retry). */
export async function dueAutopayPeriods(ctx: Pick<AppContext, 'db'>, now: Date): Promise<Work[]> {
  const days = chargeDays(now);
  const first = days[0]!;
  const today = days.at(-1)!;
  const monthDays = [...new Set(days.map((d) => Number(d.slice(8))))];
  const rows = await autopayRentals(
    ctx.db,
    or(
      inArray(rentals.paymentDay, monthDays),
      and(gte(rentals.startDate, first), sql`${rentals.startDate} <= ${today}`),
    ),
  );
  const work = rows.flatMap((rental) =>
    days.filter((day) => periodAmount(rental, day) !== null).map((period) => ({ rental, period })),
  );
  const taken = new Set<string>();
  for (const ids of chunks([...new Set(work.map((w) => w.rental.id))])) {
    const existing = await ctx.db
      .select({ rentalId: transactions.rentalId, period: transactions.period })
      .from(transactions)
      .where(and(inArray(transactions.rentalId, ids), inArray(transactions.period, days)));
    for (const e of existing) taken.add(`${e.rentalId}:${e.period}`);
  }
  return work.filter((w) => !taken.has(`${w.rental.id}:${w.period}`));
}

/**
 * AutoPay charges to try again today: refused ones whose retry days last (once a day on the AUTOPAY_RETRY_DAYS
 * after the first try, whatever the tenant's own Pay now presses), and pending ones whose run died (resumed
 * under the same provider key, so never charged twice).
 */
export async function autopayRetries(ctx: Pick<AppContext, 'db'>, now: Date): Promise<Work[]> {
  const today = utcDay(now);
  const startOfToday = new Date(`${today}T00:00:00Z`);
  const candidates = await ctx.db
    .select({
      rentalId: transactions.rentalId,
      period: transactions.period,
      status: transactions.status,
      createdAt: transactions.createdAt,
      updatedAt: transactions.updatedAt,
    })
    .from(transactions)
    .where(
      and(
        inArray(transactions.type, TYPES),
        or(
          and(
            eq(transactions.status, 'failed'),
            gte(transactions.createdAt, new Date(`${addDays(today, -AUTOPAY_RETRY_DAYS)}T00:00:00Z`)),
            lt(transactions.updatedAt, startOfToday),
          ),
          and(
            eq(transactions.status, 'pending'),
            // a claim's age is real time, whatever day the run is for (chargeOnce judges it so too)
            lt(transactions.updatedAt, new Date(Date.now() - STALE_MS)),
          ),
        ),
      ),
    );
  const due = candidates.filter(
    (c) =>
      c.rentalId !== null &&
      c.period !== null &&
      (c.status === 'pending' || retryDue(utcDay(c.createdAt), utcDay(c.updatedAt), today)),
  );
  if (due.length === 0) return [];
  const byId = new Map<number, AutopayRentalRow>();
  for (const ids of chunks([...new Set(due.map((c) => c.rentalId!))]))
    for (const row of await autopayRentals(ctx.db, inArray(rentals.id, ids))) byId.set(row.id, row);
  // A rental no longer charged by AutoPay (ended, AutoPay off) is not tried again: its charge stays refused.
  return due.flatMap((c) => {
    const rental = byId.get(c.rentalId!);
    return rental ? [{ rental, period: c.period! }] : [];
  });
}

export async function runAutopay(
  ctx: JobContext,
  options: JobOptions & { concurrency?: number } = {},
): Promise<AutopaySummary> {
  const now = options.now ?? new Date();
  const log = options.log ?? quietLog;
  const due = await dueAutopayPeriods(ctx, now);
  const retries = await autopayRetries(ctx, now);
  const summary: AutopaySummary = {
    due: due.length,
    retried: retries.length,
    charged: 0,
    failed: 0,
    skipped: 0,
    errors: 0,
  };
  // One lister's charges go one after another: the monthly flat fee goes on exactly one of them. A period is
  // tried once a run, should it be both due and waiting for a retry.
  const byLister = new Map<number, Work[]>();
  const seen = new Set<string>();
  for (const w of [...due, ...retries]) {
    const id = `${w.rental.id}:${w.period}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const list = byLister.get(w.rental.lister.id) ?? [];
    list.push(w);
    byLister.set(w.rental.lister.id, list);
  }
  const groups = [...byLister.values()];
  let next = 0;
  const worker = async () => {
    while (next < groups.length) {
      const group = groups[next++]!;
      for (const { rental, period } of group) {
        try {
          const outcome = await chargeAutopay(ctx, rental, period, { now, log });
          // 'paid': another run charged it in the meantime
          summary[outcome === 'none' || outcome === 'paid' ? 'skipped' : outcome] += 1;
        } catch (err) {
          // One rental's trouble does not hold up the others; pg-boss runs the (idempotent) job again.
          summary.errors += 1;
          log.error({ err, rentalId: rental.id, period }, 'the AutoPay charge failed unexpectedly');
        }
      }
    }
  };
  const width = Math.min(options.concurrency ?? AUTOPAY_CONCURRENCY, groups.length);
  await Promise.all(Array.from({ length: width }, worker));
  log.info({ job: AUTOPAY_JOB, ...summary }, 'AutoPay charges done');
  return summary;
}
