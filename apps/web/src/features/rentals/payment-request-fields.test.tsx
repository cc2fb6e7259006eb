// The payment request form sends the spec's payment_type and payment_method with the request (docs/product/specification/3-money-and-messaging.md §3 "Payment
// request form", §9 "with payment type PAYMENT.MANUAL and method stripe"; docs/decisions/056).
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_REQUEST_MESSAGES as M } from '@crashpad/shared/api/payment-requests';
import type { RentalView } from '@crashpad/shared/api/rentals';
import './texts';
import { PaymentRequestModal } from './payment-request-modal';

vi.mock('../../lib/notify', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
afterEach(() => vi.unstubAllGlobals());

const RENTAL = {
  id: 42,
  user_id: 9,
  listing_id: 3,
  room_id: 4,
  first_name: 'Robin',
  last_name: 'Okafor',
} as RentalView;

describe('the payment request form', () => {
  it('sends its payment type PAYMENT.MANUAL and method stripe with the rest of the form', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ message: M.sent, data: {} }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const onClose = vi.fn();
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <PaymentRequestModal rental={RENTAL} onClose={onClose} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    fireEvent.change(screen.getByRole('combobox', { name: /Payment type/ }), {
      target: { value: 'parking' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Amount \(USD\)/ }), { target: { value: '45.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = JSON.parse((fetch.mock.calls[0] as unknown as [string, { body: string }])[1].body);
    expect(sent).toMatchObject({
      tenant_id: 42,
      payment_for: 'parking',
      payment_type: 'PAYMENT.MANUAL',
      payment_method: 'stripe',
      amount: 45.5,
    });
  });
});
