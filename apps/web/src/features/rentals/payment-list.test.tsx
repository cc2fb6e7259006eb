// A payment in a history shows its gross, each fee kept and the net, adding up to the cent
// (docs/decisions/051-fees-that-cover-the-card-provider.md); a payment made outside the platform shows no fees.
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TransactionView } from '@crashpad/shared/api/payment-requests';
import './texts';
import { PaymentList } from './payment-list';

const base: TransactionView = {
  id: 1,
  tenant_id: 7,
  type: 'autopay_rent',
  status: 'paid',
  amount: 500,
  refunded: 0,
  currency: 'USD',
  provider: 'sandbox',
  method: 'card',
  created_at: '2026-11-01T07:00:00Z',
  paid_at: '2026-11-01T07:00:00Z',
  notes: '',
  description: 'Rent due Nov 1, 2026',
  payment_for: null,
  location_name: 'Love Field Crew House',
  with_deposit: false,
  failure_reason: null,
  fees: { provider: 14.8, platform: 5, flat: 3, total: 22.8 },
  net: 477.2,
};

const cash: TransactionView = {
  ...base,
  id: 2,
  type: 'manual_payment',
  provider: 'manual',
  method: 'cash',
  fees: { provider: 0, platform: 0, flat: 0, total: 0 },
  net: 425.25,
  amount: 425.25,
};

function show(viewer: 'lister' | 'tenant', rows: TransactionView[]) {
  render(
    <MantineProvider>
      <PaymentList rows={rows} empty="None" viewer={viewer} />
    </MantineProvider>,
  );
  return screen.getAllByRole('listitem');
}

describe('a payment’s fees', () => {
  it('shows the lister each fee of a card payment and what they receive', () => {
    const [card, manual] = show('lister', [base, cash]);
    expect(card!.textContent).toContain('$500.00');
    expect(within(card!).getByTestId('payment-fees').textContent).toBe(
      'Fees $22.80: card processing $14.80 · platform $5.00 · payout account $3.00',
    );
    expect(within(card!).getByTestId('payment-net').textContent).toBe('You receive $477.20');
    expect(within(manual!).queryByTestId('payment-fees')).toBeNull();
  });

  it('tells the tenant what their CP owner receives, and shows no fee on a refused charge', () => {
    const [card, refused] = show('tenant', [
      base,
      { ...base, id: 3, status: 'failed', failure_reason: 'Your card was declined.' },
    ]);
    expect(within(card!).getByTestId('payment-net').textContent).toBe('Your CP owner receives $477.20');
    expect(within(refused!).queryByTestId('payment-fees')).toBeNull();
  });
});
