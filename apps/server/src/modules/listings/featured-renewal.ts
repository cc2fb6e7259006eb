// The hourly featured job (docs/decisions/028-featured-and-boost.md, docs/decisions/009-scheduled-jobs.md): a
// monthly Featured plan whose month ended is charged again on the saved card, once per listing and period; a
// refused card, a missing card or a listing no longer active ends it, and the lister is told once. Boosts whose
// days are over and cancelled plans past their paid month end. Search caches are emptied when anything changed.
import { and, eq, inArray, lte } from 'drizzle-orm';
import { FEATURED_PLAN_TABLE, featuredPeriodEnd } from '@crashpad/shared/plans';
import { LISTING_STATUS } from '@crashpad/shared/rules/listings';
import type { AppContext } from '../../context';
import { featuredSubscriptions, listings, users } from '../../db/schema';
import { quietLog, sendOnce, type JobLog, type JobOptions } from '../../lib/job-notices';
import {
  chargeSettled,
  recordFeaturedService,
  sendFeaturedEndedEmail,
  sendTransactionReceipt,
} from '../payments';
import { endFeatured, featuredDescription, type FeaturedSubscriptionRow } from './featured';

/** The run's name in the job scheduler (jobs/scheduler.ts) and in its log line. */
export const FEATURED_JOB = 'featured-listings';

type JobContext = Pick<AppContext, 'db' | 'payments' | 'mailer' | 'config' | 'wording' | 'caches'>;
type Outcome = 'renewed' | 'ended' | 'failed' | 'skipped';
export type FeaturedSummary = Record<Outcome | 'due' | 'errors', number>;

/** One charge per plan row and period, however often and wherever the job runs. */
export const featuredRenewalKey = (sub: { id: number; currentPeriodEnd: Date }) =>
  `featured-renewal:${sub.id}:${sub.currentPeriodEnd.toISOString()}`;

export const LISTING_NOT_ACTIVE = 'the listing is no longer active';
const NO_CARD = 'no payment method on file';

export async function runFeatured(ctx: JobContext, options: JobOptions = {}): Promise<FeaturedSummary> {
  const now = options.now ?? new Date();
  const log = options.log ?? quietLog;
  const due = await ctx.db
    .select({ id: featuredSubscriptions.id })
    .from(featuredSubscriptions)
    .where(
      and(
        inArray(featuredSubscriptions.status, ['active', 'cancelled']),
        lte(featuredSubscriptions.currentPeriodEnd, now),
      ),
    )
    .orderBy(featuredSubscriptions.currentPeriodEnd, featuredSubscriptions.id);
  const summary: FeaturedSummary = {
    due: due.length,
    renewed: 0,
    ended: 0,
    failed: 0,
    skipped: 0,
    errors: 0,
  };
  for (const { id } of due) {
    try {
      // Read again: the lister may have cancelled, or another run may have renewed it, meanwhile.
      const [sub] = await ctx.db
        .select()
        .from(featuredSubscriptions)
        .where(
          and(
            eq(featuredSubscriptions.id, id),
            inArray(featuredSubscriptions.status, ['active', 'cancelled']),
            lte(featuredSubscriptions.currentPeriodEnd, now),
          ),
        );
      summary[sub ? await settle(ctx, sub, now, log) : 'skipped'] += 1;
    } catch (err) {
      summary.errors += 1;
      log.error({ err, featuredSubscription: id }, 'the featured listing job failed unexpectedly');
    }
  }
  if (summary.renewed + summary.ended + summary.failed > 0) await ctx.caches.clearAll();
  log.info({ job: FEATURED_JOB, ...summary }, 'featured listings done');
  return summary;
}

async function end(ctx: JobContext, sub: FeaturedSubscriptionRow, now: Date): Promise<void> {
  await ctx.db.transaction((tx) => endFeatured(tx, sub, now));
}

async function settle(
  ctx: JobContext,
  sub: FeaturedSubscriptionRow,
  now: Date,
  log: JobLog,
): Promise<Outcome> {
  if (sub.status === 'cancelled' || !FEATURED_PLAN_TABLE[sub.plan].ongoing) {
    await end(ctx, sub, now);
    return 'ended';
  }
  const [listing] = await ctx.db.select().from(listings).where(eq(listings.id, sub.listingId));
  const [user] = await ctx.db.select().from(users).where(eq(users.id, sub.userId));
  const key = featuredRenewalKey(sub);
  const endAndTell = async (reason: string) => {
    await end(ctx, sub, now);
    await sendOnce(ctx.db, { userId: user!.id, kind: 'renewal_failed', key }, () =>
      sendFeaturedEndedEmail(ctx, user!, listing!.title, reason),
    );
  };
  // A listing deactivated or deleted is not charged for: nobody sees it in search.
  if (!listing || listing.status !== LISTING_STATUS.active || !user) {
    await end(ctx, sub, now);
    return 'ended';
  }
  if (!user.paymentMethod || !user.customerId || user.paymentMethodInvalidAt) {
    await endAndTell(NO_CARD);
    return 'failed';
  }

  const priceCents = FEATURED_PLAN_TABLE[sub.plan].priceCents;
  // The next month starts where the paid one ended; after days without a run it starts now (never charged twice).
  const start = featuredPeriodEnd(sub.plan, sub.currentPeriodEnd) > now ? sub.currentPeriodEnd : now;
  const outcome = await chargeSettled(
    ctx,
    {
      idempotencyKey: key,
      userId: user.id,
      type: 'featured_renewal',
      amountCents: priceCents,
      description: featuredDescription(sub.plan, listing.title),
      item: sub.plan,
      customerId: user.customerId,
      paymentMethodId: user.paymentMethod,
    },
    async (tx) => {
      await tx
        .update(featuredSubscriptions)
        .set({
          currentPeriodStart: start,
          currentPeriodEnd: featuredPeriodEnd(sub.plan, start),
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(featuredSubscriptions.id, sub.id),
            eq(featuredSubscriptions.currentPeriodEnd, sub.currentPeriodEnd),
          ),
        );
      await recordFeaturedService(tx, {
        userId: user.id,
        listingId: sub.listingId,
        title: FEATURED_PLAN_TABLE[sub.plan].title,
        description: featuredDescription(sub.plan, listing.title),
        amountCents: priceCents,
        monthly: true,
        startsAt: start,
        expireAt: featuredPeriodEnd(sub.plan, start),
      });
    },
  );
  if (outcome.status === 'held') return 'skipped'; // another run holds this key right now
  if (outcome.status === 'refused') {
    // The provider, not the card, failed: the same key is tried on the next hourly run.
    if (outcome.providerFault) {
      log.warn({ featuredSubscription: sub.id, key }, 'the featured renewal waits for the provider');
      return 'skipped';
    }
    log.warn(
      { featuredSubscription: sub.id, key, reason: outcome.reason },
      'the featured renewal was refused',
    );
    await endAndTell(outcome.reason);
    return 'failed';
  }
  if (outcome.status === 'paid') return 'skipped';
  await sendTransactionReceipt(ctx, user, outcome.row, log, { expireAt: featuredPeriodEnd(sub.plan, start) });
  return 'renewed';
}
