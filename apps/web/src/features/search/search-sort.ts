// The airport search's sort and filters live in the URL query, so a search can be shared
// (docs/product/specification/2-listings-and-tenants.md §2.10;
// docs/decisions/012-listing-search.md): ?sort=price&direction=desc&occupied=false&gender=female. Only one sort
// is active; a click on a sort key cycles through its first direction, the other, and the default order.

// The keys of airportListingsQuery (api/listings), repeated here so the page does not load zod.
export const SORT_KEYS = ['newest', 'title', 'distance', 'price'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type Sort = { key: SortKey; direction: 'asc' | 'desc' } | null;
export const GENDERS = ['all', 'male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];
export type SearchState = { sort: Sort; showFull: boolean; gender: Gender };

/**
 * The direction a key's first click takes: Newest shows the newest first, the others the smallest first; the
 * second click turns it round and the third goes back to the default order (docs/decisions/012-listing-search.md,
 * addendum: a first click on Newest showing the oldest crashpads first would contradict its name).
 */
const FIRST_DIRECTION: Record<SortKey, 'asc' | 'desc'> = {
  newest: 'desc',
  title: 'asc',
  distance: 'asc',
  price: 'asc',
};

export function nextSort(current: Sort, key: SortKey): Sort {
  const first = FIRST_DIRECTION[key];
  if (current?.key !== key) return { key, direction: first };
  return current.direction === first ? { key, direction: first === 'asc' ? 'desc' : 'asc' } : null;
}

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

export function readSearch(params: URLSearchParams): SearchState {
  const key = params.get('sort');
  const direction = params.get('direction') === 'desc' ? 'desc' : 'asc';
  const gender = params.get('gender');
  return {
    sort: isOneOf(SORT_KEYS, key) ? { key, direction } : null,
    showFull: params.get('occupied') !== 'false',
    gender: isOneOf(GENDERS, gender) ? gender : 'all',
  };
}

/** The page's query string; the defaults are left out so the plain URL stays plain. */
export function writeSearch(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.sort) {
    params.set('sort', state.sort.key);
    params.set('direction', state.sort.direction);
  }
  if (!state.showFull) params.set('occupied', 'false');
  if (state.gender !== 'all') params.set('gender', state.gender);
  return params;
}
