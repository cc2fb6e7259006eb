// Locally remembered values (docs/product/specification/1-accounts-and-shell.md §3 "Locally remembered values"), JSON-encoded, never throwing.

export function readLocal<T>(key: string): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): the value is simply not remembered.
  }
}

export function removeLocal(...keys: string[]): void {
  for (const key of keys) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // see writeLocal
    }
  }
}

export function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

export function writeCookie(name: string, value: string, days: number): void {
  const expires = new Date(Date.now() + days * 86_400_000).toUTCString();
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
}

/** The listing a member came to review from (docs/product/specification/2-listings-and-tenants.md §2.8: stored locally first), for the profile's back link. */
const REVIEW_LISTING = 'reviewListingId';
export const rememberReviewListing = (listingId: number) => writeLocal(REVIEW_LISTING, listingId);
export const reviewListing = (): number | null => {
  const id = readLocal<number>(REVIEW_LISTING);
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
};
