import { describe, expect, it } from 'vitest';
import { VARIANT_WORDING } from './variants';
import { inVariantWords, theirWords } from './variant-words';

describe('inVariantWords', () => {
  const { nurse, vacation, aircrew, crashpad } = VARIANT_WORDING;
  it('names rentals and hosts on the other sites, keeping capitals', () => {
    expect(inVariantWords('Add a crashpad', nurse)).toBe('Add a rental');
    expect(inVariantWords('Crashpads near DFW', nurse)).toBe('Rentals near DFW');
    expect(inVariantWords('My CrashPad Rentals', nurse)).toBe('My Rentals');
    expect(inVariantWords('My CrashPads', nurse)).toBe('My Rentals');
    expect(inVariantWords('Message crashpad owners', nurse)).toBe('Message hosts');
    expect(inVariantWords('A CrashPad rental', nurse)).toBe('A Rental');
    expect(inVariantWords('What is a crashpad?', aircrew)).toBe('How it works');
  });
  it('speaks to the vacation and nurse sites’ own members instead of crew', () => {
    expect(inVariantWords('Popular crew bases', vacation)).toBe('Popular airports');
    expect(inVariantWords('For crew looking for a bed', nurse)).toBe('For nurses looking for a bed');
    expect(inVariantWords('© 2026 X. Crew housing near every airport.', vacation)).toBe(
      '© 2026 X. Housing near every airport.',
    );
    expect(inVariantWords('Crew crashpads near Dallas: beds for pilots and flight attendants.', nurse)).toBe(
      'Rentals near Dallas: beds for travel nurses.',
    );
    expect(inVariantWords('Trusted by airline crew: members are crew.', vacation)).toBe(
      'Trusted by travellers: members are guests.',
    );
    expect(inVariantWords('A crew member with an account; 12 crew members', nurse)).toBe(
      'A nurse with an account; 12 nurses',
    );
    expect(inVariantWords('Back to My Crew', vacation)).toBe('Back to My Guests');
    expect(inVariantWords('My crew', nurse)).toBe('My tenants');
    expect(inVariantWords('See my crew', nurse)).toBe('See my tenants');
    expect(inVariantWords('e.g. Cozy crew house near DFW', nurse)).toBe('e.g. Cozy shared house near DFW');
    expect(inVariantWords('The crew community', vacation)).toBe('The community');
    expect(inVariantWords('out of a crew bag, near the crew shuttle stop', vacation)).toBe(
      'out of a suitcase, near the airport shuttle stop',
    );
    expect(inVariantWords('Pilots, flight attendants and crashpad owners; or pilots only', nurse)).toBe(
      'Travel nurses and hosts; or travel nurses only',
    );
    expect(inVariantWords('Airline crew only', nurse)).toBe('Travel nurses only');
  });
  it('keeps crew words where the members are crew, and leaves other words alone', () => {
    expect(inVariantWords('Popular crew bases', aircrew)).toBe('Popular crew bases');
    expect(inVariantWords('My Crew', aircrew)).toBe('My Crew');
    expect(inVariantWords('Add a crashpad for crew', crashpad)).toBe('Add a crashpad for crew');
    expect(inVariantWords('Upcoming events', nurse)).toBe('Upcoming events');
    expect(inVariantWords('Screwdriver and crewneck', nurse)).toBe('Screwdriver and crewneck');
  });
  it('never rewords a member’s own words, on any site, and leaves no mark behind', () => {
    const text = `Invited to ${theirWords('Valley Ranch Crew House')} by ${theirWords('Crashpad Carl')}: a crashpad for crew`;
    expect(inVariantWords(text, vacation)).toBe(
      'Invited to Valley Ranch Crew House by Crashpad Carl: a rental for guests',
    );
    expect(inVariantWords(text, crashpad)).toBe(
      'Invited to Valley Ranch Crew House by Crashpad Carl: a crashpad for crew',
    );
    // a mark typed by a member cannot open or close another member's words
    expect(inVariantWords(theirWords('\uE001crew\uE000'), nurse)).toBe('crew');
  });
});
