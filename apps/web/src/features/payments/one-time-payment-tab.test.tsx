import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { UserView } from '@crashpad/shared/api/accounts';
import type { PaymentRequestView } from '@crashpad/shared/api/payment-requests';
import { OneTimePaymentTab } from './one-time-payment-tab';
import { paymentRequestsQuery } from './payment-requests-api';

const request = (
  id: number,
  status: string,
  extra: Partial<PaymentRequestView> = {},
): PaymentRequestView => ({
  id,
  tenant_id: 7,
  amount: 45.5,
  currency: 'USD',
  payment_for: 'parking',
  payment_type: 'PAYMENT.MANUAL',
  payment_method: 'stripe',
  notes: '',
  status,
  reject_reason: null,
  created_at: '2026-11-20T10:00:00.000Z',
  lister_name: 'Pat Owner',
  crashpad_name: 'Crew House Love Field',
  ...extra,
});

function show(rows: PaymentRequestView[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(paymentRequestsQuery(5).queryKey, { data: rows });
  const session = { token: 't', user: { id: 5 } as unknown as UserView };
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <OneTimePaymentTab session={session} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the One-Time Payment tab (docs/product/specification/3-money-and-messaging.md §2.3, §3, §4)', () => {
  it('shows each request with its amount and currency, type, lister, crashpad and status; Pay and Reject on pending only', () => {
    show([
      request(1, 'pending', { notes: 'March parking' }),
      request(2, 'complete', { amount: 100, payment_for: 'rent' }),
      request(3, 'rejected', { amount: 20, payment_for: 'other', reject_reason: 'paid in cash' }),
      request(4, 'refunded', { amount: 7 }),
    ]);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(4);
    const pending = within(items[0]!);
    expect(pending.getByText('$45.50')).toBeTruthy();
    expect(pending.getByText('Parking')).toBeTruthy();
    expect(pending.getByText('Pending')).toBeTruthy();
    expect(pending.getByText('March parking')).toBeTruthy();
    expect(pending.getByText('From Pat Owner · Crew House Love Field')).toBeTruthy();
    expect(pending.getByRole('button', { name: 'Pay' })).toBeTruthy();
    expect(pending.getByRole('button', { name: 'Reject' })).toBeTruthy();
    expect(within(items[1]!).getByText('Paid')).toBeTruthy();
    expect(within(items[1]!).queryByRole('button', { name: 'Pay' })).toBeNull();
    expect(within(items[2]!).getByText('Rejected')).toBeTruthy();
    expect(within(items[2]!).getByText('Your reason: paid in cash')).toBeTruthy();
    // docs/product/specification/3-money-and-messaging.md §3: any other status is shown as unknown
    expect(within(items[3]!).getByText('Unknown')).toBeTruthy();
  });

  it('says so when there is no request', () => {
    show([]);
    expect(screen.getByText('You have no payment requests.')).toBeTruthy();
  });
});
