// Default vocabularies for listings (docs/product/specification/2-listings-and-tenants.md §2.1 step 3); admins edit them later (docs/product/specification/3-money-and-messaging.md §2.7).
import type { SiteVariant } from '@crashpad/shared/site/variants';
import type { Db } from '../client';
import { amenities, places, preferences } from '../schema';
import type { SeedOptions } from './seed-options';

export const DEFAULT_AMENITIES = [
  'Wi-Fi',
  'Washer',
  'Dryer',
  'Full kitchen',
  'Refrigerator space',
  'Microwave',
  'Coffee maker',
  'Dishwasher',
  'Air conditioning',
  'Heating',
  'Smart TV',
  'Workspace',
  'Linens provided',
  'Towels provided',
  'Personal lockers',
  'Luggage storage',
  'Blackout curtains',
  'Iron and board',
  'Free parking',
  'Covered parking',
  'Keyless entry',
  'Outdoor security cameras',
  'Backyard or patio',
  'Gym',
  'Pool',
];

/**
 * Who a listing is for, in each variant's world (docs/decisions/005-site-variants-and-feature-flags.md, addendum):
 * crew on the crashpad and aircrew sites; the nurse and vacation sites' hosts say other things. Admins edit them.
 */
const AUDIENCE_PREFERENCES: Record<SiteVariant, string[]> = {
  crashpad: ['Airline crew only', 'Pilots only', 'Flight attendants only'],
  aircrew: ['Airline crew only', 'Pilots only', 'Flight attendants only'],
  nurse: ['Healthcare workers only', 'Travel nurses only', 'Hospital staff only'],
  vacation: ['Adults only', 'Families welcome', 'Business travellers only'],
};

/** The preference a demo listing of `variant` states about its audience. */
export const audiencePreference = (variant: SiteVariant): string => AUDIENCE_PREFERENCES[variant][0]!;

export function preferencesFor(variant: SiteVariant): string[] {
  return [
    'Males only',
    'Females only',
    ...AUDIENCE_PREFERENCES[variant],
    'Hot beds (shared, first come first served)',
    'Cold beds (your own assigned bed)',
    'Non-smoking',
    'No pets',
    'No overnight guests',
    'Quiet hours',
    'No alcohol on premises',
  ];
}

export const DEFAULT_PREFERENCES = preferencesFor('crashpad');

export const DEFAULT_PLACES = [
  'Airport shuttle stop',
  'Bus stop',
  'Train or metro station',
  'Grocery store',
  'Restaurants',
  'Coffee shop',
  'Gym',
  'Pharmacy',
  'Hospital or urgent care',
  'Park',
  'Shopping mall',
  'Gas station',
  'Bank or ATM',
  'Laundromat',
];

const asNames = (names: string[]) => names.map((en) => ({ name: { en } }));

/** The preferences the airport search's gender filter matches (docs/product/specification/2-listings-and-tenants.md §2.10), by key. */
export const GENDER_PREFERENCE_KEYS = { male: 'males_only', female: 'females_only' } as const;
const PREFERENCE_KEYS: Record<string, string> = {
  'Males only': GENDER_PREFERENCE_KEYS.male,
  'Females only': GENDER_PREFERENCE_KEYS.female,
};

export async function seedVocabularies(db: Db, options: Pick<SeedOptions, 'variant'> = {}): Promise<void> {
  await db.insert(amenities).values(asNames(DEFAULT_AMENITIES));
  await db.insert(preferences).values(
    preferencesFor(options.variant ?? 'crashpad').map((en) => ({
      name: { en },
      key: PREFERENCE_KEYS[en] ?? null,
    })),
  );
  await db.insert(places).values(asNames(DEFAULT_PLACES));
}
