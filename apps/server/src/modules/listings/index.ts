// The listings module's public file: what other modules and the app use (docs/architecture.md).
// Its HTTP routes are in routes.ts, which only app.ts registers.
export { hideListingsOfClosedAccount, restoreListingsOfReopenedAccount } from './listing-service';
export { viewCounter, type ViewCounter } from './view-counter';
export { listedPublicly } from './listed-publicly';
export { listingPageFacts, type ListingPageFacts } from './listing-page-facts';
export { lockListings, recountListing } from './rooms';
export { isLister } from './lister-allowance';
export { ownListing, type ListingRow } from './listing-service';
export {
  buyFeatured,
  endFeatured,
  featuredDescription,
  featuredPurchaseOfKey,
  type FeaturedSubscriptionRow,
} from './featured';
export { FEATURED_JOB, runFeatured, type FeaturedSummary } from './featured-renewal';
