// How a listing's figures read (docs/product/specification/2-listings-and-tenants.md §2.8, §2.10, §3): small, so the pages that show listings can import it
// without the wizard's checks in rules/listings.ts.
/**
 * A distance option as a band, the same words on every page (docs/product/specification/2-listings-and-tenants.md §3, §9: 1–5 miles, 10 is the 6–10 band, 11
 * means 11+; docs/decisions/018-walk-through-fixes.md): "1 mile", "4 miles", "6–10 miles", "11+ miles".
 */
export function distanceLabel(miles: number): string {
  if (miles >= 11) return '11+ miles';
  if (miles > 5) return '6–10 miles';
  return `${miles} mile${miles === 1 ? '' : 's'}`;
}

/** docs/product/specification/2-listings-and-tenants.md §3 documents: each is stored as "<url>::::<display name>"; the one place that format is written. */
export function storedDocument(url: string, name: string): string {
  return `${url}::::${name}`;
}

/** The parts of a stored document; `name` is null when the entry carries none (a bare URL). */
export function parseDocument(stored: string): { url: string; name: string | null } {
  const i = stored.indexOf('::::');
  return i >= 0 ? { url: stored.slice(0, i), name: stored.slice(i + 4) } : { url: stored, name: null };
}

/** The name a document shows: its own, else its file's name. */
export function documentDisplayName(stored: string): string {
  const { url, name } = parseDocument(stored);
  return name ?? url.split('/').pop() ?? url;
}

/** docs/product/specification/2-listings-and-tenants.md §2.10 badge: 'No Vacancy' when full, 'Last N Beds' / 'Last N Bed' when partly taken */
export function vacancyBadge(rate: number, vacant: number): string | null {
  if (rate >= 1) return 'No Vacancy';
  if (rate > 0) return `Last ${vacant} ${vacant === 1 ? 'Bed' : 'Beds'}`;
  return null;
}
