// The rental history table's order (docs/product/specification/2-listings-and-tenants.md §2.6 "sortable"): a click on a column's header sorts by it, a second
// click reverses it. Newest first until the member chooses.
import type { RentalHistoryRow } from '@crashpad/shared/api/rentals';

export type HistoryColumn = 'booking_ref' | 'room_and_bed' | 'change_summary' | 'created_at';
export type HistorySort = { column: HistoryColumn; direction: 'asc' | 'desc' };

export const DEFAULT_HISTORY_SORT: HistorySort = { column: 'created_at', direction: 'desc' };

/** What a column sorts by: the text a member reads in it (the summary by its first line). */
function key(row: RentalHistoryRow, column: HistoryColumn): string {
  if (column === 'change_summary') return `${row.action} ${row.change_summary.join(' ')}`;
  return row[column];
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** A sorted copy; rows that tie keep the server's order (newest first), whichever the direction. */
export function sortHistory(rows: readonly RentalHistoryRow[], sort: HistorySort): RentalHistoryRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort(
      (a, b) =>
        sign * collator.compare(key(a.row, sort.column), key(b.row, sort.column)) || a.index - b.index,
    )
    .map(({ row }) => row);
}

/** The order after a click on `column`'s header. */
export function nextSort(current: HistorySort, column: HistoryColumn): HistorySort {
  if (current.column !== column) return { column, direction: column === 'created_at' ? 'desc' : 'asc' };
  return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}
