import './texts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RentalView } from '@crashpad/shared/api/rentals';
import { DeclinedPayment } from './declined-payment';

const declined = {
  transaction_id: 9,
  amount: 28.33,
  description: 'First rent, Nov 29–30, 2026: 2 of 30 days of $425.00, Crew House',
  reason: 'Your card was declined.',
  failed_at: '2026-11-29T15:00:00.000Z',
};

function show(rental: Partial<RentalView>) {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <DeclinedPayment rental={{ id: 3, status: 'accepted', auto_pay: 1, ...rental } as RentalView} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('a declined AutoPay payment on the tenant’s rental (docs/decisions/043)', () => {
  it('says what, how much and why, with Pay now and Update card', () => {
    show({ payment_failed: declined });
    const banner = screen.getByRole('alert');
    expect(banner.textContent).toContain('Your payment of $28.33 (First rent, Nov 29–30, 2026: 2 of 30 days');
    expect(banner.textContent).toContain('Your card was declined.');
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Update card' }).getAttribute('href')).toBe(
      '/account-setting?tab=payment-methods',
    );
  });

  it('offers no Pay now once AutoPay is off, and says whom to ask', () => {
    show({ payment_failed: declined, auto_pay: 0 });
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('ask your CP owner how to pay it');
  });

  it('shows nothing without a declined payment, or on an ended rental', () => {
    show({ payment_failed: null });
    show({ payment_failed: declined, status: 'ended' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
