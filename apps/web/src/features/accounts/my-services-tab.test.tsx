// My Services shows how each service was paid (payment_type) and its reference (txn_code), PAYMENT.FEE.LISTER marking
// the lister's package fee (docs/product/specification/1-accounts-and-shell.md §3 "Account service row"; docs/decisions/056-payment-types-services-and-late-fees.md).
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccountServiceRow } from '@crashpad/shared/api/account-settings';
import { accountServicesQuery } from './api';
import { MyServicesTab } from './my-services-tab';

const row = (id: number, change: Partial<AccountServiceRow>): AccountServiceRow => ({
  id,
  title: 'Premium',
  description: 'Premium package (1 year)',
  amount: 4900,
  currency: 'USD',
  payment_type: 'PAYMENT',
  credit: 0,
  starts_at: '2026-03-01T10:00:00.000Z',
  expire_at: '2027-03-01T10:00:00.000Z',
  created_at: '2026-03-01T10:00:00.000Z',
  repeat: 'year',
  txn_code: 'PAYMENT.FEE.LISTER',
  status: 'active',
  replaced_at: null,
  ...change,
});

function show(rows: AccountServiceRow[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(accountServicesQuery.queryKey, { data: rows });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MyServicesTab />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return screen.getAllByRole('row').slice(1);
}

/** The text of the cell under `heading` in `tableRow`. */
function cell(tableRow: HTMLElement, heading: string): string {
  const headings = screen.getAllByRole('columnheader').map((h) => h.textContent);
  const index = headings.indexOf(heading);
  expect(index, `a column named ${heading}`).toBeGreaterThanOrEqual(0);
  return within(tableRow).getAllByRole('cell')[index]!.textContent ?? '';
}

describe('My Services (docs/product/specification/1-accounts-and-shell.md §3 "Account service row")', () => {
  it('says how each service was paid and names its reference, the lister fee marked PAYMENT.FEE.LISTER', () => {
    const [lister, featured, seeker, other] = show([
      row(1, {}),
      row(2, {
        title: 'Featured listing',
        description: 'Boost for one week',
        amount: 1500,
        repeat: null,
        txn_code: 'PAYMENT.FEATURED.12',
      }),
      row(3, { title: 'Seeker', repeat: null, txn_code: 'PAYMENT.FEE.SEEKER' }),
      row(4, { title: 'Something else', payment_type: 'PAYMENT_MANUAL', txn_code: 'LEGACY.42' }),
    ]);
    expect(cell(lister!, 'Payment')).toBe('By cardLister package fee · Ref. PAYMENT.FEE.LISTER');
    expect(cell(featured!, 'Payment')).toBe('By cardFeatured listing · Ref. PAYMENT.FEATURED.12');
    expect(cell(seeker!, 'Payment')).toBe('By cardSeeker plan fee · Ref. PAYMENT.FEE.SEEKER');
    expect(cell(other!, 'Payment')).toBe('One-time paymentRef. LEGACY.42');
    // the code itself is set apart, so it can be read out to support
    expect(within(lister!).getByText('PAYMENT.FEE.LISTER').tagName).toBe('CODE');
    // the other columns keep what they showed
    expect(cell(lister!, 'Amount')).toBe('$49.00');
    expect(cell(lister!, 'Renews')).toBe('Every year');
  });

  it('gives a phone each service as a card with the same facts, its payment and reference included', () => {
    show([row(1, {})]);
    const card = screen.getByRole('listitem', { name: 'Premium' });
    const facts = within(card)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ['Amount', '$49.00'],
      ['Payment', 'By cardLister package fee · Ref. PAYMENT.FEE.LISTER'],
      ['Renews', 'Every year'],
      ['Started', expect.any(String)],
      ['Expires', expect.any(String)],
    ]);
  });
});
