// The preferences each site starts with (vocabularies.ts): who a listing is for, in that site's world.
import { describe, expect, it } from 'vitest';
import { audiencePreference, preferencesFor } from './vocabularies';

describe('preferences by site', () => {
  it('offers crew preferences where members are crew, and the nurse and vacation sites their own', () => {
    expect(preferencesFor('crashpad')).toContain('Pilots only');
    expect(preferencesFor('aircrew')).toContain('Airline crew only');
    for (const variant of ['nurse', 'vacation'] as const) {
      const names = preferencesFor(variant);
      expect(names.filter((n) => /crew|pilot|flight attendant/i.test(n))).toEqual([]);
      expect(names).toContain(audiencePreference(variant));
      // The gender filter's keyed preferences are on every site.
      expect(names).toEqual(expect.arrayContaining(['Males only', 'Females only']));
    }
    expect(audiencePreference('nurse')).toBe('Healthcare workers only');
  });
});
