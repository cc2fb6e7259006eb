// Featured and boost (docs/product/specification/2-listings-and-tenants.md §2.2, §2.3, §4.1; docs/product/specification/3-money-and-messaging.md §2.1, §7; docs/decisions/028-featured-and-boost.md): a
// lister pays once on the saved card to feature (monthly, until cancelled) or boost (7 or 30 days) one of their
// active listings. The charge, the featured_subscriptions row and the listing's flags are written together.
import { and, eq, inArray } from 'drizzle-orm';
import { FEATURED_MESSAGES, type FeaturedListingAnswer } from '@crashpad/shared/api/featured';
import { FEATURED_PLAN_TABLE, featuredPeriodEnd, type FeaturedPlanId } from '@crashpad/shared/plans';
import { LISTING_STATUS } from '@crashpad/shared/rules/listings';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { featuredSubscriptions, listings, transactions } from '../../db/schema';
import { Conflict, Refused } from '../../errors';
import type { UserRow } from '../accounts';
import {
  adoptCard,
  cardForPurchase,
  chargeOnce,
  recordFeaturedService,
  releaseDeclinedCard,
  releaseReplacedCard,
  sendTransactionReceipt,
} from '../payments';
import { ownListing, type ListingRow } from './listing-service';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type FeaturedSubscriptionRow = typeof featuredSubscriptions.$inferSelect;

/** The plans the checkout offers (docs/product/specification/3-money-and-messaging.md §3 "Featured plan option"); prices in cents. */
export const featuredPlanOptions = () =>
  Object.values(FEATURED_PLAN_TABLE).map((p) => ({
    id: p.id,
    title: p.title,
    plan: p.plan,
    priceAmount: p.priceCents,
    term: p.term,
    description: p.description,
    highlights: [...p.highlights],
  }));

/** docs/product/specification/2-listings-and-tenants.md §4.1: featured = 1/1, boosted = 1/0. */
export const featureFlags = (plan: FeaturedPlanId) => ({
  featureListing: 1,
  featureOngoing: FEATURED_PLAN_TABLE[plan].ongoing ? 1 : 0,
});

export const featuredDescription = (plan: FeaturedPlanId, title: string) =>
  `${FEATURED_PLAN_TABLE[plan].title}: ${title}`;

/** One purchase: the listing, the plan and the checkout's attempt (a doubled click is the same attempt). */
export const featuredPurchaseKey = (listingId: number, plan: FeaturedPlanId, attempt: string) =>
  `featured:${listingId}:${plan}:${attempt}`;

/** The listing, plan and attempt of a purchase key (jobs/interrupted-charges.ts). */
export function featuredPurchaseOfKey(
  key: string,
): { listingId: number; plan: FeaturedPlanId; attempt: string } | null {
  const m = /^featured:(\d+):([a-z0-9_]+):(.+)$/.exec(key);
  if (!m || !(m[2]! in FEATURED_PLAN_TABLE)) return null;
  return { listingId: Number(m[1]), plan: m[2] as FeaturedPlanId, attempt: m[3]! };
}

const LIVE = ['active', 'cancelled'] as ('active' | 'cancelled')[];

export async function liveSubscription(
  db: Pick<Db, 'select'>,
  listingId: number,
  lock = false,
): Promise<FeaturedSubscriptionRow | undefined> {
  const query = db
    .select()
    .from(featuredSubscriptions)
    .where(and(eq(featuredSubscriptions.listingId, listingId), inArray(featuredSubscriptions.status, LIVE)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function featuredView(db: Db, listing: ListingRow): Promise<FeaturedListingAnswer> {
  const [fresh] = await db.select().from(listings).where(eq(listings.id, listing.id));
  const row = fresh ?? listing;
  const sub = await liveSubscription(db, listing.id);
  return {
    listing: {
      id: row.id,
      title: row.title,
      status: row.status,
      feature_listing: row.featureListing,
      feature_ongoing: row.featureOngoing,
    },
    subscription: sub
      ? {
          id: sub.id,
          plan: sub.plan,
          status: sub.status as 'active' | 'cancelled',
          current_period_start: sub.currentPeriodStart.toISOString(),
          current_period_end: sub.currentPeriodEnd.toISOString(),
        }
      : null,
  };
}

/** Refused before anything is charged: not the lister's, not active, or already featured or boosted. */
function assertMayFeature(listing: ListingRow, live: FeaturedSubscriptionRow | undefined): void {
  if (listing.status !== LISTING_STATUS.active) throw new Refused(FEATURED_MESSAGES.notActive, 'NOT_ACTIVE');
  if (live || listing.featureListing === 1) throw new Conflict(FEATURED_MESSAGES.already, 'ALREADY_FEATURED');
}

/** The listing changed between the check and the charge (another purchase won): the money goes back. */
class FeaturedAfterCharge extends Error {
  constructor(
    readonly chargeId: string | null,
    readonly reason: Conflict | Refused,
  ) {
    super('the listing could not be featured after the charge');
  }
}

export async function buyFeatured(
  ctx: AppContext,
  user: UserRow,
  input: { listingId: number; plan: FeaturedPlanId; paymentMethod?: string; attempt: string },
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<FeaturedListingAnswer> {
  const { db } = ctx;
  const listing = await ownListing(db, user.id, input.listingId);
  const key = featuredPurchaseKey(listing.id, input.plan, input.attempt);
  const [earlier] = await db.select().from(transactions).where(eq(transactions.idempotencyKey, key));
  // The same purchase sent again after it went through is answered as it was, without a charge.
  if (earlier?.status === 'succeeded' && earlier.userId === user.id) return featuredView(db, listing);
  assertMayFeature(listing, await liveSubscription(db, listing.id));

  // A new card set up in this checkout is charged, and becomes the card on file only when the charge succeeds.
  const used = await cardForPurchase(ctx, user, input.paymentMethod);
  const { customerId, card } = used;

  const plan = FEATURED_PLAN_TABLE[input.plan];
  let outcome;
  try {
    outcome = await chargeOnce(
      ctx,
      {
        idempotencyKey: key,
        userId: user.id,
        type: 'featured_signup',
        amountCents: plan.priceCents,
        description: featuredDescription(input.plan, listing.title),
        item: input.plan,
        customerId,
        paymentMethodId: card.id,
        // a retry after a refusal is a new attempt at the provider (docs/decisions/058)
        keyPerAttempt: true,
      },
      async (tx, charge) => {
        const [locked] = await tx.select().from(listings).where(eq(listings.id, listing.id)).for('update');
        try {
          assertMayFeature(locked!, await liveSubscription(tx, listing.id, true));
        } catch (err) {
          throw new FeaturedAfterCharge(charge?.id ?? null, err as Conflict | Refused);
        }
        const started = new Date();
        if (used.isNew) await adoptCard(tx, user.id, card);
        await startFeatured(tx, user.id, listing.id, input.plan, started);
        await recordFeaturedService(tx, {
          userId: user.id,
          listingId: listing.id,
          title: plan.title,
          description: featuredDescription(input.plan, listing.title),
          amountCents: plan.priceCents,
          monthly: plan.ongoing,
          startsAt: started,
          expireAt: featuredPeriodEnd(input.plan, started),
        });
      },
    );
  } catch (err) {
    await releaseDeclinedCard(ctx, used, err, log);
    if (!(err instanceof FeaturedAfterCharge)) throw err;
    await refundCharge(ctx, key, err.chargeId, log);
    throw err.reason;
  }
  if (!outcome.replayed) await releaseReplacedCard(ctx, used, user.paymentMethod, log);
  await ctx.caches.clearAll();
  if (!outcome.replayed) {
    const sub = await liveSubscription(db, listing.id);
    await sendTransactionReceipt(ctx, user, outcome.row, log, { expireAt: sub?.currentPeriodEnd ?? null });
  }
  return featuredView(db, listing);
}

async function refundCharge(
  ctx: AppContext,
  key: string,
  chargeId: string | null,
  log: Pick<FastifyBaseLogger, 'error'>,
) {
  try {
    if (chargeId) await ctx.payments.refund({ chargeId, idempotencyKey: `refund:${key}:${chargeId}` });
  } catch (err) {
    log.error({ err, key }, 'the featured charge could not be refunded; refund it by hand');
  }
  await ctx.db
    .update(transactions)
    .set({
      status: 'failed',
      failureType: 'refunded',
      failureCode: 'already_featured',
      failureMessage: FEATURED_MESSAGES.already,
      updatedAt: new Date(),
    })
    .where(eq(transactions.idempotencyKey, key));
}

/** Writes the plan's row and the listing's flags (in the charge's transaction). */
async function startFeatured(tx: Tx, userId: number, listingId: number, plan: FeaturedPlanId, now: Date) {
  await tx.insert(featuredSubscriptions).values({
    listingId,
    userId,
    plan,
    currentPeriodStart: now,
    currentPeriodEnd: featuredPeriodEnd(plan, now),
  });
  await tx
    .update(listings)
    .set({ ...featureFlags(plan), updatedAt: now })
    .where(eq(listings.id, listingId));
}

/** Ends a plan now: the row is ended and the listing is neither featured nor boosted. */
export async function endFeatured(tx: Tx, sub: { id: number; listingId: number }, now: Date): Promise<void> {
  await tx
    .update(featuredSubscriptions)
    .set({ status: 'ended', endedAt: now, updatedAt: now })
    .where(eq(featuredSubscriptions.id, sub.id));
  await tx
    .update(listings)
    .set({ featureListing: 0, featureOngoing: 0, updatedAt: now })
    .where(eq(listings.id, sub.listingId));
}

/**
 * DELETE /api/user/featured-listings/{id} (docs/decisions/028-featured-and-boost.md): "Cancel feature" stops the
 * monthly renewal and keeps the listing boosted until the paid month ends (feature_ongoing 0); "Cancel boost"
 * (a one-off boost, or a cancelled feature in its last month) ends it now, without a refund.
 */
export async function cancelFeatured(ctx: AppContext, user: UserRow, listingId: number) {
  const { db } = ctx;
  const listing = await ownListing(db, user.id, listingId);
  await db.transaction(async (tx) => {
    const sub = await liveSubscription(tx, listing.id, true);
    const now = new Date();
    if (!sub) {
      // A listing featured without a plan row (seeded or set by an operator) is simply unfeatured.
      if (listing.featureListing !== 1) throw new Conflict(FEATURED_MESSAGES.notFeatured, 'NOT_FEATURED');
      await tx
        .update(listings)
        .set({ featureListing: 0, featureOngoing: 0, updatedAt: now })
        .where(eq(listings.id, listing.id));
      return;
    }
    if (sub.status === 'active' && FEATURED_PLAN_TABLE[sub.plan].ongoing) {
      await tx
        .update(featuredSubscriptions)
        .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
        .where(eq(featuredSubscriptions.id, sub.id));
      await tx.update(listings).set({ featureOngoing: 0, updatedAt: now }).where(eq(listings.id, listing.id));
      return;
    }
    await endFeatured(tx, sub, now);
  });
  await ctx.caches.clearAll();
  return featuredView(db, listing);
}
