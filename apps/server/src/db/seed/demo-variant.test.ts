// The demo data of the other variants' sites (demo-variant.ts): their rental types and words, never a crashpad.
import { describe, expect, it } from 'vitest';
import { GENERIC_RENTAL_TYPES } from '@crashpad/shared/rules/listings';
import { DEMO_LISTINGS } from './demo-listings-data';
import { demoListingFor, demoNightlyCents } from './demo-variant';

describe('demo listings of a non-crashpad site', () => {
  for (const variant of ['vacation', 'nurse', 'aircrew'] as const) {
    it(`${variant}: generic types, unique titles, no crashpad in the words, most with a nightly rate`, () => {
      const shown = DEMO_LISTINGS.map((s) => demoListingFor(s, variant));
      for (const l of shown) {
        expect(GENERIC_RENTAL_TYPES).toContain(l.type);
        expect(`${l.title} ${l.hook}`).not.toMatch(/crashpad/i);
      }
      expect(new Set(shown.map((l) => l.title)).size).toBe(shown.length);
      const nightly = shown.filter((l, i) => demoNightlyCents(l, variant, i) !== null);
      expect(nightly.length).toBeGreaterThan(shown.length / 2);
    });
  }

  it('leaves the crashpad site as it is', () => {
    expect(DEMO_LISTINGS.map((s) => demoListingFor(s, 'crashpad'))).toEqual(DEMO_LISTINGS);
  });
});
