import { describe, expect, it } from 'vitest';
import type { RentalHistoryRow } from '@crashpad/shared/api/rentals';
import { DEFAULT_HISTORY_SORT, nextSort, sortHistory } from './history-sort';

const row = (id: number, values: Partial<RentalHistoryRow>): RentalHistoryRow => ({
  id,
  tenant_id: id,
  booking_ref: String(id).padStart(6, '0'),
  email: 'casey@example.com',
  room_and_bed: 'Front room, Bed 1',
  action: 'accepted',
  change_summary: [],
  created_at: '2025-03-01T12:00:00.000Z',
  status: 'accepted',
  rental_amount: 400,
  deposit: 100,
  checkout_date: null,
  listing_id: 1,
  ...values,
});

const ids = (rows: RentalHistoryRow[]) => rows.map((r) => r.id);

describe('sortHistory', () => {
  const rows = [
    row(12, { created_at: '2025-03-05T10:00:00.000Z', room_and_bed: 'Back room, Bed 2', action: 'invited' }),
    row(9, { created_at: '2025-03-07T10:00:00.000Z', room_and_bed: 'Attic, Bed 1', action: 'accepted' }),
    row(100, { created_at: '2025-03-01T10:00:00.000Z', room_and_bed: 'Bedroom 10, Bed 1', action: 'left' }),
  ];

  it('puts the newest change first by default', () => {
    expect(ids(sortHistory(rows, DEFAULT_HISTORY_SORT))).toEqual([9, 12, 100]);
  });

  it('sorts booking references as numbers and rooms as a person reads them', () => {
    expect(ids(sortHistory(rows, { column: 'booking_ref', direction: 'asc' }))).toEqual([9, 12, 100]);
    expect(ids(sortHistory(rows, { column: 'room_and_bed', direction: 'asc' }))).toEqual([9, 12, 100]);
    expect(ids(sortHistory(rows, { column: 'room_and_bed', direction: 'desc' }))).toEqual([100, 12, 9]);
  });

  it('sorts the change summary by what happened', () => {
    expect(ids(sortHistory(rows, { column: 'change_summary', direction: 'asc' }))).toEqual([9, 12, 100]);
  });

  it('keeps the server order for rows that tie, in both directions', () => {
    const same = [row(1, {}), row(2, {}), row(3, {})];
    expect(ids(sortHistory(same, { column: 'room_and_bed', direction: 'asc' }))).toEqual([1, 2, 3]);
    expect(ids(sortHistory(same, { column: 'room_and_bed', direction: 'desc' }))).toEqual([1, 2, 3]);
  });

  it('does not change the rows it was given', () => {
    const copy = [...rows];
    sortHistory(rows, { column: 'booking_ref', direction: 'desc' });
    expect(rows).toEqual(copy);
  });
});

describe('nextSort', () => {
  it('sorts a new column A to Z, and dates newest first', () => {
    expect(nextSort(DEFAULT_HISTORY_SORT, 'booking_ref')).toEqual({
      column: 'booking_ref',
      direction: 'asc',
    });
    expect(nextSort({ column: 'booking_ref', direction: 'asc' }, 'created_at')).toEqual(DEFAULT_HISTORY_SORT);
  });

  it('reverses the column already sorted', () => {
    expect(nextSort(DEFAULT_HISTORY_SORT, 'created_at')).toEqual({ column: 'created_at', direction: 'asc' });
    expect(nextSort({ column: 'room_and_bed', direction: 'asc' }, 'room_and_bed')).toEqual({
      column: 'room_and_bed',
      direction: 'desc',
    });
  });
});
