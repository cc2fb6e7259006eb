// Featured and boost contracts (docs/product/specification/3-money-and-messaging.md §2.1, §3, §7; docs/product/specification/2-listings-and-tenants.md §2.2, §2.3; docs/decisions/028-featured-and-boost.md).
// Amounts are in cents.
import { z } from 'zod';
import { FEATURED_PLANS } from '../plans';
import { recordId } from './ids';
import { PURCHASE_KEY_MISSING } from './payments';

/** docs/product/specification/3-money-and-messaging.md §5: "Checkout only accepts plans from the valid list." */
export const FEATURED_PLAN_INVALID =
  'Checkout only accepts plans from the valid list: boost_subscription, boost_1_week or boost_1_month.';

/** docs/product/specification/2-listings-and-tenants.md §8 and §2.3: the texts the lister sees after buying and after cancelling. */
export const FEATURED_MESSAGES = {
  bought: 'payment successful, listing now featured or boosted',
  cancelled: 'listing removed from featured or boost',
  notActive: 'Only an active listing can be featured or boosted. Reactivate it first.',
  already: 'This listing is already featured or boosted. Cancel it first to choose another plan.',
  notFeatured: 'This listing is not featured or boosted.',
} as const;

/** A featured plan option (docs/product/specification/3-money-and-messaging.md §3). */
export const featuredPlanOption = z.object({
  id: z.number(),
  title: z.string(),
  plan: z.enum(FEATURED_PLANS),
  /** cents */
  priceAmount: z.number().int(),
  term: z.string(),
  description: z.string(),
  highlights: z.array(z.string()),
});
export type FeaturedPlanOption = z.infer<typeof featuredPlanOption>;

/** GET /api/featured-plans */
export const featuredPlansAnswer = z.object({ data: z.array(featuredPlanOption) });
export type FeaturedPlansAnswer = z.infer<typeof featuredPlansAnswer>;

/** A listing's live featured plan: active (renews or runs) or cancelled (kept until the period ends). */
export const featuredSubscriptionView = z.object({
  id: z.number(),
  plan: z.enum(FEATURED_PLANS),
  status: z.enum(['active', 'cancelled']),
  current_period_start: z.string(),
  current_period_end: z.string(),
});
export type FeaturedSubscriptionView = z.infer<typeof featuredSubscriptionView>;

/** GET /api/user/featured-listings/{id}: the lister's own listing as the featured checkout shows it. */
export const featuredListingAnswer = z.object({
  listing: z.object({
    id: z.number(),
    title: z.string(),
    status: z.number(),
    feature_listing: z.number(),
    feature_ongoing: z.number(),
  }),
  subscription: featuredSubscriptionView.nullable(),
});
export type FeaturedListingAnswer = z.infer<typeof featuredListingAnswer>;

/**
 * POST /api/user/featured-listings (docs/product/specification/3-money-and-messaging.md §3 "Subscription checkout payload"). The card is the member's saved
 * one, or `payment_method`: a new card of the member's customer set up in this checkout, which becomes the card on
 * file only if its charge succeeds (docs/decisions/043-money-and-rental-states.md). `idempotency_key` names the
 * purchase attempt: sent again, it is the same purchase and is charged once.
 */
export const featuredSignupRequest = z.object({
  listing_id: recordId,
  featured_listing_plan: z.enum(FEATURED_PLANS, { error: FEATURED_PLAN_INVALID }),
  payment_method: z.string().trim().min(1).max(255).optional(),
  idempotency_key: z
    .string({ error: PURCHASE_KEY_MISSING })
    .regex(/^[A-Za-z0-9_-]{16,100}$/, { error: PURCHASE_KEY_MISSING }),
});
export type FeaturedSignupRequest = z.input<typeof featuredSignupRequest>;

/** The answer to buying or cancelling: the message to show and the listing's state afterwards. */
export const featuredAnswer = featuredListingAnswer.extend({ message: z.string() });
export type FeaturedAnswer = z.infer<typeof featuredAnswer>;
