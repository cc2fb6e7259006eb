// How a listing's figures read (spec 2 §2.8, §2.10, §3): small, so the pages that show listings can import it
// without the wizard's checks in rules/listings.ts.
export const distanceLabel = (miles: number) =>
  miles >= 11 ? '11+ miles' : miles === 10 ? '6-10 miles' : `${miles} mile${miles === 1 ? '' : 's'}`;
/** search cards and the listing page: 11 shows as 11+ */
export const distanceShort = (miles: number) => (miles >= 11 ? '11+' : String(miles));

/** spec 2 §3 documents: the stored name is "<file>::::<display name>" */
export function documentDisplayName(stored: string): string {
  const i = stored.indexOf('::::');
  if (i >= 0) return stored.slice(i + 4);
  return stored.split('/').pop() ?? stored;
}

/** spec 2 §2.10 badge: 'No Vacancy' when full, 'Last N Beds' / 'Last N Bed' when partly taken */
export function vacancyBadge(rate: number, vacant: number): string | null {
  if (rate >= 1) return 'No Vacancy';
  if (rate > 0) return `Last ${vacant} ${vacant === 1 ? 'Bed' : 'Beds'}`;
  return null;
}
