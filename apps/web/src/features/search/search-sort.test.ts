import { describe, expect, it } from 'vitest';
import { nextSort, readSearch, writeSearch } from './search-sort';

describe('nextSort', () => {
  it('cycles a key through ascending, descending and back to the default order', () => {
    const asc = nextSort(null, 'price');
    expect(asc).toEqual({ key: 'price', direction: 'asc' });
    const desc = nextSort(asc, 'price');
    expect(desc).toEqual({ key: 'price', direction: 'desc' });
    expect(nextSort(desc, 'price')).toBeNull();
  });

  it('starts another key ascending, replacing the active one', () => {
    expect(nextSort({ key: 'price', direction: 'desc' }, 'title')).toEqual({
      key: 'title',
      direction: 'asc',
    });
  });
});

describe('readSearch and writeSearch', () => {
  it('reads the defaults from an empty query and writes them back as nothing', () => {
    const state = readSearch(new URLSearchParams());
    expect(state).toEqual({ sort: null, showFull: true, gender: 'all' });
    expect(writeSearch(state).toString()).toBe('');
  });

  it('round-trips a shared search', () => {
    const query = 'sort=distance&direction=desc&occupied=false&gender=female';
    const state = readSearch(new URLSearchParams(query));
    expect(state).toEqual({
      sort: { key: 'distance', direction: 'desc' },
      showFull: false,
      gender: 'female',
    });
    expect(writeSearch(state).toString()).toBe(query);
  });

  it('ignores values it does not know', () => {
    expect(readSearch(new URLSearchParams('sort=rating&gender=x&occupied=maybe'))).toEqual({
      sort: null,
      showFull: true,
      gender: 'all',
    });
  });
});
