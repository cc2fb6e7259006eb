// The fees and AutoPay pages compute their example from the configured schedule and flat fee
// (docs/decisions/051-fees-that-cover-the-card-provider.md), not from hard-coded figures.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteQuery } from '../../../lib/site';
import { CardFeeExample, CardFeeSentence } from './card-fees';

function show(fees: { card_percent_bps: number; card_fixed_cents: number; flat_monthly_cents: number }) {
  const client = new QueryClient();
  client.setQueryData(siteQuery.queryKey, { payments: { provider: 'sandbox', fees }, flags: {} } as never);
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <p data-testid="sentence">
          <CardFeeSentence />
        </p>
        <CardFeeExample />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const rowsOf = () =>
  within(screen.getByTestId('card-fee-example'))
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('the card fee example', () => {
  it('shows a $500.00 rent with Stripe’s US price: $14.80 + $5.00 kept, $480.20 received', () => {
    show({ card_percent_bps: 290, card_fixed_cents: 30, flat_monthly_cents: 0 });
    expect(screen.getByTestId('sentence').textContent).toContain('(2.9% + $0.30 per payment)');
    expect(screen.getByTestId('sentence').textContent).toContain('a flat monthly fee of $0.00');
    expect(rowsOf()).toEqual([
      'Rent paid by card$500.00',
      'Card processing (2.9% + $0.30)−$14.80',
      'Platform fee (1%)−$5.00',
      'Payout account fee (once a month)$0.00',
      'You receive$480.20',
    ]);
  });

  it('follows the configured schedule and flat fee', () => {
    show({ card_percent_bps: 349, card_fixed_cents: 49, flat_monthly_cents: 250 });
    expect(screen.getByTestId('sentence').textContent).toContain('a flat monthly fee of $2.50');
    expect(rowsOf()).toEqual([
      'Rent paid by card$500.00',
      'Card processing (3.49% + $0.49)−$17.94',
      'Platform fee (1%)−$5.00',
      'Payout account fee (once a month)−$2.50',
      'You receive$474.56',
    ]);
  });
});
