import { describe, expect, it } from 'vitest';
import { nextSort, readSearch, writeSearch } from './search-sort';

describe('the airport search sort buttons (docs/decisions/012-listing-search.md)', () => {
  it('shows the newest crashpads first on the first click of Newest, then the oldest, then the default order', () => {
    const first = nextSort(null, 'newest');
    expect(first).toEqual({ key: 'newest', direction: 'desc' });
    const second = nextSort(first, 'newest');
    expect(second).toEqual({ key: 'newest', direction: 'asc' });
    expect(nextSort(second, 'newest')).toBeNull();
  });

  it('sorts Title, Distance and Price smallest first, then largest first, then the default order', () => {
    for (const key of ['title', 'distance', 'price'] as const) {
      const first = nextSort(null, key);
      expect(first).toEqual({ key, direction: 'asc' });
      expect(nextSort(first, key)).toEqual({ key, direction: 'desc' });
      expect(nextSort({ key, direction: 'desc' }, key)).toBeNull();
    }
  });

  it('starts another key at its own first direction', () => {
    expect(nextSort({ key: 'price', direction: 'desc' }, 'newest')).toEqual({
      key: 'newest',
      direction: 'desc',
    });
    expect(nextSort({ key: 'newest', direction: 'desc' }, 'price')).toEqual({
      key: 'price',
      direction: 'asc',
    });
  });

  it('keeps the sort in the URL both ways', () => {
    const state = { sort: { key: 'newest', direction: 'desc' }, showFull: true, gender: 'all' } as const;
    const params = writeSearch(state);
    expect(params.toString()).toBe('sort=newest&direction=desc');
    expect(readSearch(params)).toEqual(state);
  });
});
