import { beforeAll, describe, expect, it } from 'vitest';
import { fold, parsePlaces, type PlaceIndex } from './places';

// The layout scripts/build-places.ts writes, most populous first.
const SAMPLE = [
  '# sample',
  '@countries',
  'PL\tPoland',
  'US\tUnited States',
  '@regions',
  'PL.74\tŁódź Voivodeship',
  'US.IL\tIllinois',
  'US.TX\tTexas',
  '@places',
  'Irvington\tUS\tIL\t41.0\t-88.0',
  'Łódź\tPL\t74\t51.7592\t19.4560',
  'Irving\tUS\tTX\t32.8140\t-96.9489',
  'Irving\tUS\tTX\t33.0000\t-97.0000',
  'Irving Park\tUS\tIL\t41.9533\t-87.7367',
  'Nowhere\tZZ\t01\t0\t0',
  '',
].join('\n');

let places: PlaceIndex;
beforeAll(async () => {
  places = await parsePlaces(SAMPLE);
});

describe('the offline places', () => {
  const labels = (q: string) => places.search(q, 5).map((p) => p.label);

  it('puts the exact name first, then names that start so, each group largest first', () => {
    expect(labels('irving')).toEqual([
      'Irving, Texas, United States',
      'Irvington, Illinois, United States',
      'Irving Park, Illinois, United States',
    ]);
    expect(labels('park')).toEqual(['Irving Park, Illinois, United States']);
  });

  it('narrows by state code or name and ignores accents', () => {
    expect(labels('irving il')).toEqual([
      'Irvington, Illinois, United States',
      'Irving Park, Illinois, United States',
    ]);
    expect(labels('Irving, Texas')).toEqual(['Irving, Texas, United States']);
    expect(labels('lodz')).toEqual(['Łódź, Łódź Voivodeship, Poland']);
    expect(fold('Zürich Łódź Straße')).toBe('zurich lodz strasse');
  });

  it('finds nothing for a street, and no place of a country it does not know', () => {
    expect(labels('2400 Valley View Ln')).toEqual([]);
    expect(labels('nowhere')).toEqual([]);
    expect(places.size).toBe(5);
  });

  it('gives the point and the address parts of a place, and null for an index it does not hold', () => {
    const [irving] = places.search('irving tx', 1);
    expect(places.place(irving!.index)).toEqual({
      latitude: 32.814,
      longitude: -96.9489,
      street1: '',
      city: 'Irving',
      state: 'Texas',
      postal_code: '',
      country: 'United States',
    });
    for (const index of [-1, 5, 1.5]) expect(places.place(index)).toBeNull();
  });
});
