// Airport search constants (docs/product/specification/2-listings-and-tenants.md §1, §4.10, §9), free of zod so the web shell can use them cheaply.

/** Suggestions are asked for once more than 2 characters are typed. */
export const AIRPORT_SEARCH_MIN = 3;

/** Listings are attached to airports within this radius of city centres. */
export const AIRPORT_RADIUS_MILES = 50;
