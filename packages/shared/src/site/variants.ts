// Site variants and feature flags (docs/product/specification/1-accounts-and-shell.md §1, §6; docs/product/specification/3-money-and-messaging.md §6; docs/decisions/005-site-variants-and-feature-flags.md).

export const SITE_VARIANTS = ['crashpad', 'vacation', 'nurse', 'aircrew'] as const;
export type SiteVariant = (typeof SITE_VARIANTS)[number];

export type SiteWording = {
  siteName: string;
  tagline: string;
  /** what a listing is called: "crashpad", "rental" */
  listing: string;
  listings: string;
  /** who the site serves */
  audience: string;
  /** one of the people who stay: "crew member", "guest", "nurse" */
  member: string;
  /** the people who stay, as a group: "crew", "guests", "nurses" */
  members: string;
  /** the lister's tenants page, "My …": "Crew", "Guests", "Tenants" */
  tenants: string;
  /** who rents a place out */
  lister: string;
  heroTitle: string;
  heroSubtitle: string;
  searchPlaceholder: string;
};

export const VARIANT_WORDING: Record<SiteVariant, SiteWording> = {
  crashpad: {
    siteName: 'CrashPad Crew',
    tagline: 'Crashpads for airline crew, near every airport',
    listing: 'crashpad',
    listings: 'crashpads',
    audience: 'airline crew',
    member: 'crew member',
    members: 'crew',
    tenants: 'Crew',
    lister: 'crashpad owner',
    heroTitle: 'Find a crashpad near your base',
    heroSubtitle:
      'Shared crew houses by the month, a few miles from the airport. Pilots, flight attendants, gate agents and mechanics welcome.',
    searchPlaceholder: 'Type your airport: DFW, Chicago, Heathrow…',
  },
  vacation: {
    siteName: 'Stay Near the Gate',
    tagline: 'Vacation rentals close to the airport',
    listing: 'rental',
    listings: 'rentals',
    audience: 'travellers',
    member: 'guest',
    members: 'guests',
    tenants: 'Guests',
    lister: 'host',
    heroTitle: 'Find a vacation rental near your airport',
    heroSubtitle: 'Whole houses, suites and rooms a short ride from the terminal.',
    searchPlaceholder: 'Type an airport or a city',
  },
  nurse: {
    siteName: 'Nurse Nest',
    tagline: 'Furnished housing for travel nurses',
    listing: 'rental',
    listings: 'rentals',
    audience: 'travel nurses',
    member: 'nurse',
    members: 'nurses',
    tenants: 'Tenants',
    lister: 'host',
    heroTitle: 'Housing for your next assignment',
    heroSubtitle:
      'Rooms and suites by the month, near the airport you fly into and the hospital you work at.',
    searchPlaceholder: 'Type the airport closest to your assignment',
  },
  aircrew: {
    siteName: 'AirCrew Rentals',
    tagline: 'Monthly rentals for aircrew',
    listing: 'rental',
    listings: 'rentals',
    audience: 'aircrew',
    member: 'crew member',
    members: 'crew',
    tenants: 'Crew',
    lister: 'host',
    heroTitle: 'Rentals for aircrew, by the month',
    heroSubtitle: 'Rooms, suites and whole houses near the airports you fly from.',
    searchPlaceholder: 'Type your airport',
  },
};

export const FEATURE_FLAGS = [
  'changePlans',
  'deactivateAccount',
  'paymentRequests',
  'autopay',
  'payoutSchedule',
  'events',
  'specialOffers',
  'mapFilters',
  'site.crashpad',
  'site.travelbug',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export type FeatureFlags = Record<FeatureFlag, boolean>;

/** The environment variable that turns one flag on or off, e.g. FEATURE_CHANGE_PLANS. */
export function flagEnvName(flag: FeatureFlag): string {
  return `FEATURE_${flag
    .replace('.', '_')
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toUpperCase()}`;
}

/**
 * Defaults: every product feature is built and on; the events, special-offers and map-filter feeds are on
 * only for the non-crashpad variants; site.crashpad follows the variant (crashpad rental types);
 * site.travelbug ("Book Your Stay": a stay request to the lister) is on with them, as those sites rent by the night
 * too (docs/decisions/065-book-your-stay.md).
 */
export function defaultFlags(variant: SiteVariant): FeatureFlags {
  const feeds = variant !== 'crashpad';
  return {
    changePlans: true,
    deactivateAccount: true,
    paymentRequests: true,
    autopay: true,
    payoutSchedule: true,
    events: feeds,
    specialOffers: feeds,
    mapFilters: feeds,
    'site.crashpad': variant === 'crashpad',
    'site.travelbug': feeds,
  };
}
