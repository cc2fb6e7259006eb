import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_REQUEST_MESSAGES as M } from '@crashpad/shared/api/payment-requests';
import './texts';
import { TEST_RENTAL } from './test-rental';
import { ManualPaymentModal } from './manual-payment-modal';
import { PaymentRequestModal } from './payment-request-modal';

vi.mock('../../lib/notify', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
afterEach(() => vi.unstubAllGlobals());

function open(modal: 'request' | 'manual') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onClose = vi.fn();
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        {modal === 'request' ? (
          <PaymentRequestModal rental={TEST_RENTAL} onClose={onClose} />
        ) : (
          <ManualPaymentModal rental={TEST_RENTAL} onClose={onClose} />
        )}
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { onClose };
}

const amount = () => screen.getByRole('textbox', { name: /Amount \(USD\)/ }) as HTMLInputElement;
const select = (name: RegExp, value: string) =>
  fireEvent.change(screen.getByRole('combobox', { name }), { target: { value } });

// docs/decisions/045-forms-show-every-error.md: an amount is checked as typed, never rewritten into another one.
describe('the payment request (docs/product/specification/3-money-and-messaging.md §5)', () => {
  it('says what is missing at once: the payment type and the amount', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    open('request');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByText(M.paymentFor)).toBeTruthy();
    expect(screen.getByText(M.amountRequired)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(M.formInvalid);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps "12.3.4" as typed, refuses it by its field and sends nothing; sends 12.34 only when typed so', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ message: M.sent, data: {} }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const { onClose } = open('request');
    select(/Payment type/, 'rent');
    fireEvent.change(amount(), { target: { value: '12.3.4' } });
    expect(amount().value).toBe('12.3.4');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByText(M.amountNumber)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.change(amount(), { target: { value: '12.34' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = JSON.parse((fetch.mock.calls[0] as unknown as [string, { body: string }])[1].body);
    expect(sent).toMatchObject({ payment_for: 'rent', amount: 12.34 });
  });
});

describe('the manual payment (docs/product/specification/3-money-and-messaging.md §5)', () => {
  it('keeps "abc" as typed and refuses it with the method at once, sending nothing', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    open('manual');
    fireEvent.change(amount(), { target: { value: 'abc' } });
    expect(amount().value).toBe('abc');
    fireEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(screen.getByText(M.method)).toBeTruthy();
    expect(screen.getByText(M.amountNumber)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
