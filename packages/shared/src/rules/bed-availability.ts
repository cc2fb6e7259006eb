// A bed's availability on the public listing page (docs/product/specification/2-listings-and-tenants.md §2.8; docs/decisions/023-reports-and-bed-availability.md):
// worked out by the database from the live rentals holding it, never showing who holds it
// (`bed_availability()` in apps/server/src/db/migrations/0019_listing_pages.sql, docs/decisions/039).

export const BED_AVAILABILITIES = ['available', 'available_from', 'occupied', 'reserved'] as const;
export type BedAvailabilityState = (typeof BED_AVAILABILITIES)[number];
