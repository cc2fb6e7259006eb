// The rental history on a wide screen and on a phone (docs/decisions/046-flows-and-looks.md):
// a sortable table from the sm breakpoint, stacked cards below it.
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RentalHistoryRow } from '@crashpad/shared/api/rentals';
import './texts';
import { HistoryTable } from './history-table';

const realMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

/** The screen is a phone: the sm breakpoint's max-width query matches. */
function phoneScreen() {
  window.matchMedia = ((query: string) => ({
    ...realMatchMedia(query),
    matches: query.includes('max-width'),
  })) as typeof window.matchMedia;
}

const row = (id: number, action: string, created_at: string): RentalHistoryRow => ({
  id,
  tenant_id: 7,
  booking_ref: String(id).padStart(6, '0'),
  email: 'casey@example.com',
  room_and_bed: 'Room 1 · Bed 2',
  action,
  change_summary: [`Rent: $500.00 → $550.00 (${id})`],
  created_at,
  status: 'accepted',
  rental_amount: 55_000,
  deposit: 20_000,
  checkout_date: null,
  listing_id: 3,
});
const rows = [
  row(12, 'invited', '2026-03-01T10:00:00.000Z'),
  row(13, 'accepted', '2026-03-02T10:00:00.000Z'),
];

const show = () =>
  render(
    <MantineProvider>
      <HistoryTable rows={rows} />
    </MantineProvider>,
  );

describe('the rental history', () => {
  it('is a sortable table on a wide screen', () => {
    show();
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Booking ref/ })).toBeTruthy();
    expect(screen.queryByTestId('history-cards')).toBeNull();
  });

  it('is a list of stacked cards on a phone, newest first, each with every column', () => {
    phoneScreen();
    show();
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Rental history' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const newest = items[0]!.textContent ?? '';
    expect(newest).toContain('Accepted');
    expect(newest).toContain('Booking ref: 000013');
    expect(newest).toContain('Room and bed: Room 1 · Bed 2');
    expect(newest).toContain('Rent: $500.00 → $550.00 (13)');
    expect(newest).toMatch(/Mar(ch)? 2, 2026|2 Mar/);
    expect(items[1]!.textContent).toContain('Invited');
  });
});
