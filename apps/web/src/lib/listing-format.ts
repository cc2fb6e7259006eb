// How the listing page and the search cards show a listing's numbers (docs/product/specification/2-listings-and-tenants.md §2.8, §2.10, §3).
import { formatDollars as dollars } from '@crashpad/shared/format/money';

/** "$450", or "$450 – $600" when the listing has a higher top of its price range. */
export function rateRange(from: number, to: number | null): string {
  return to !== null && to > from ? `${dollars(from)} – ${dollars(to)}` : dollars(from);
}

/** Beds free now (num_beds − num_occupied_beds), or null when none is (docs/product/specification/2-listings-and-tenants.md §2.8 'not available'). */
export function bedsAvailable(numBeds: number, occupied: number): number | null {
  const free = numBeds - occupied;
  return free > 0 ? free : null;
}

/** feature_listing 1 is featured or boosted; feature_ongoing tells which (docs/product/specification/2-listings-and-tenants.md §3). */
export function promotion(listing: {
  feature_listing: number;
  feature_ongoing: number;
}): 'featured' | 'boosted' | null {
  if (listing.feature_listing !== 1) return null;
  return listing.feature_ongoing === 1 ? 'featured' : 'boosted';
}
