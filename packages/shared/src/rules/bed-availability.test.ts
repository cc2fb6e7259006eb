import { describe, expect, it } from 'vitest';
import { bedAvailability, type BedHold } from './bed-availability';

const free: BedHold = { status: 'ACTIVE', pending: false, openEnded: false, until: null };
const today = '2025-03-05';

describe('bedAvailability', () => {
  it('is available now with no rental holding the bed', () => {
    expect(bedAvailability(free, today)).toEqual({ availability: 'available', available_from: null });
  });

  it('is reserved while a pending invitation holds the bed, even after a dated tenant', () => {
    expect(bedAvailability({ ...free, status: 'PENDING', pending: true }, today).availability).toBe(
      'reserved',
    );
    expect(
      bedAvailability({ status: 'BUSY', pending: true, openEnded: false, until: '2025-04-01' }, today),
    ).toEqual({ availability: 'reserved', available_from: null });
  });

  it('is occupied while an accepted rental has no check-out date', () => {
    expect(bedAvailability({ ...free, status: 'BUSY', openEnded: true, until: '2025-04-01' }, today)).toEqual(
      {
        availability: 'occupied',
        available_from: null,
      },
    );
    expect(bedAvailability({ ...free, status: 'BUSY' }, today).availability).toBe('occupied');
  });

  it('is available from the latest check-out, today included', () => {
    expect(bedAvailability({ ...free, status: 'BUSY', until: '2025-04-01' }, today)).toEqual({
      availability: 'available_from',
      available_from: '2025-04-01',
    });
    expect(bedAvailability({ ...free, status: 'BUSY', until: today }, today).available_from).toBe(today);
  });

  it('is available now once the latest check-out has passed', () => {
    expect(bedAvailability({ ...free, status: 'BUSY', until: '2025-03-04' }, today).availability).toBe(
      'available',
    );
  });
});
