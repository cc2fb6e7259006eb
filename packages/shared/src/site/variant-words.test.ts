import { describe, expect, it } from 'vitest';
import { VARIANT_WORDING } from './variants';
import { inVariantWords } from './variant-words';

describe('inVariantWords', () => {
  const nurse = VARIANT_WORDING.nurse;
  it('names rentals and hosts on the other sites, keeping capitals', () => {
    expect(inVariantWords('Add a crashpad', nurse)).toBe('Add a rental');
    expect(inVariantWords('Crashpads near DFW', nurse)).toBe('Rentals near DFW');
    expect(inVariantWords('My CrashPad Rentals', nurse)).toBe('My Rentals');
    expect(inVariantWords('My CrashPads', nurse)).toBe('My Rentals');
    expect(inVariantWords('Message crashpad owners', nurse)).toBe('Message hosts');
    expect(inVariantWords('A CrashPad rental', nurse)).toBe('A Rental');
  });
  it('leaves the crashpad site and texts without the word as they are', () => {
    expect(inVariantWords('Add a crashpad', VARIANT_WORDING.crashpad)).toBe('Add a crashpad');
    expect(inVariantWords('Upcoming events', nurse)).toBe('Upcoming events');
  });
});
