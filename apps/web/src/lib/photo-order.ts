// The one order of a listing's photos, on the listing page and on its review page: the primary image first (the
// `thumbnail` the lister picks on the wizard's images step, docs/product/specification/2-listings-and-tenants.md
// §2.1 Step 5 and §3 "Listing (form and stored)"; the photo the listing's page preloads as its first gallery photo,
// docs/decisions/004-web-performance.md), then the other photos in their stored position, each once.

/** The primary photo (thumbnail) first, then the listing's photos in their stored order, each once. */
export function orderedPhotos(images: readonly string[], thumbnail: string | null): string[] {
  return [...new Set([...(thumbnail ? [thumbnail] : []), ...images])];
}
