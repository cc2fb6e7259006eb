// Plans and prices (docs/product/specification/1-accounts-and-shell.md §9, docs/product/specification/3-money-and-messaging.md §9; limits from docs/decisions/010-payments.md).
// Prices are integer cents; display formatting happens at the edge.

export const LISTER_PLANS = ['basic', 'premium', 'pro'] as const;
export const USER_PLANS = ['seeker', ...LISTER_PLANS] as const;
export type ListerPlan = (typeof LISTER_PLANS)[number];
export type UserPlan = (typeof USER_PLANS)[number];

export type Plan = {
  plan: UserPlan;
  title: string;
  priceCents: number;
  term: string;
  termMonths: number;
  autoRenews: boolean;
  /** null = unlimited */
  listings: number | null;
  tenants: number | null;
  description: string;
  highlights: [string, string, string];
};

export const PLANS: Record<UserPlan, Plan> = {
  seeker: {
    plan: 'seeker',
    title: 'Seeker',
    priceCents: 999,
    term: '6 months',
    termMonths: 6,
    autoRenews: false,
    listings: 0,
    tenants: 0,
    description: 'Search every crashpad worldwide and message listers for 6 months.',
    highlights: ['Unlimited messaging', 'Rent worldwide', 'Expires after 6 months, never auto-renews'],
  },
  basic: {
    plan: 'basic',
    title: 'The New Hire',
    priceCents: 4900,
    term: 'year',
    termMonths: 12,
    autoRenews: true,
    listings: 1,
    tenants: 15,
    description: 'One crashpad location with up to 15 tenants.',
    highlights: ['1 location', 'Up to 15 tenants', 'Tenant management and messaging'],
  },
  premium: {
    plan: 'premium',
    title: 'Line Holder',
    priceCents: 8900,
    term: 'year',
    termMonths: 12,
    autoRenews: true,
    listings: 4,
    tenants: 100,
    description: 'Two to four crashpad locations with up to 100 tenants.',
    highlights: ['Up to 4 locations', 'Up to 100 tenants', 'Tenant management and messaging'],
  },
  pro: {
    plan: 'pro',
    title: 'Senior Mama',
    priceCents: 14900,
    term: 'year',
    termMonths: 12,
    autoRenews: true,
    listings: null,
    tenants: null,
    description: 'Unlimited crashpad locations and tenants.',
    highlights: ['Unlimited locations', 'Unlimited tenants', 'Tenant management and messaging'],
  },
};

export const FEATURED_PLANS = ['boost_subscription', 'boost_1_week', 'boost_1_month'] as const;
export type FeaturedPlanId = (typeof FEATURED_PLANS)[number];

export type FeaturedPlan = {
  /** the option's number in the featured plan grid (docs/product/specification/3-money-and-messaging.md §3 "Featured plan option") */
  id: number;
  plan: FeaturedPlanId;
  title: string;
  priceCents: number;
  term: string;
  /** featured (ongoing) plans renew monthly; boosts run for a fixed number of days */
  ongoing: boolean;
  days: number | null;
  description: string;
  highlights: [string, string, string];
};

// docs/decisions/028-featured-and-boost.md
export const FEATURED_PLAN_TABLE: Record<FeaturedPlanId, FeaturedPlan> = {
  boost_subscription: {
    id: 1,
    plan: 'boost_subscription',
    title: 'Featured',
    priceCents: 999,
    term: 'month',
    ongoing: true,
    days: null,
    description: 'First in its airport search every month until you cancel.',
    highlights: ['Shown before every other listing', 'Renews monthly until cancelled', 'Cancel any time'],
  },
  boost_1_week: {
    id: 2,
    plan: 'boost_1_week',
    title: 'Boost for 1 week',
    priceCents: 500,
    term: 'once',
    ongoing: false,
    days: 7,
    description: 'Right after featured listings for 7 days, paid once.',
    highlights: ['Shown after featured listings', 'Runs for 7 days', 'Never renews'],
  },
  boost_1_month: {
    id: 3,
    plan: 'boost_1_month',
    title: 'Boost for 1 month',
    priceCents: 1500,
    term: 'once',
    ongoing: false,
    days: 30,
    description: 'Right after featured listings for 30 days, paid once.',
    highlights: ['Shown after featured listings', 'Runs for 30 days', 'Never renews'],
  },
};

/** When a featured plan bought or renewed at `from` ends: a calendar month, or the boost's days. */
export function featuredPeriodEnd(plan: FeaturedPlanId, from: Date): Date {
  const end = new Date(from);
  const { days } = FEATURED_PLAN_TABLE[plan];
  if (days === null) end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCDate(end.getUTCDate() + days);
  return end;
}

/** The platform keeps 1% of each autopay charge (docs/product/money.md#fees-on-card-payments). */
export const AUTOPAY_FEE_PERCENT = 1;
