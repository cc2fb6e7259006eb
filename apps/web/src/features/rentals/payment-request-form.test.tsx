// The payment request form's checks in the spec's order and words (docs/product/specification/3-money-and-messaging.md
// §5 "Payment request", docs/product/specification/2-listings-and-tenants.md §5 "Other tenant-operation rules"): the
// empty form says the generic failure at the top and every field's message at once, in the form's order
// (docs/decisions/045-forms-show-every-error.md); each fix takes its message away at the next submit, and only a
// complete form is sent. The amount's own words ("Amount is required.", "Please enter an amount greater than 0.")
// are recorded in docs/decisions/027-payment-requests-and-manual-payments.md and
// docs/decisions/045-forms-show-every-error.md.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_REQUEST_MESSAGES as M } from '@crashpad/shared/api/payment-requests';
import './texts';
import { TEST_RENTAL } from './test-rental';
import { PaymentRequestModal } from './payment-request-modal';

vi.mock('../../lib/notify', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
afterEach(() => vi.unstubAllGlobals());

function open() {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
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
        <PaymentRequestModal rental={TEST_RENTAL} onClose={onClose} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { fetch, onClose };
}

/** The messages under the fields, top to bottom. */
const shown = () => [...document.querySelectorAll('.mantine-InputWrapper-error')].map((e) => e.textContent);
/** The form's message at its top, or null. */
const top = () => {
  const alert = within(screen.getByRole('dialog')).queryByRole('alert');
  return alert ? alert.textContent : null;
};
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
const amount = (value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: /Amount \(USD\)/ }), { target: { value } });
const posts = (fetch: ReturnType<typeof open>['fetch']) =>
  fetch.mock.calls.filter(([url]) => String(url).endsWith('/payment-request'));

describe('the payment request form (docs/product/specification/3-money-and-messaging.md §5)', () => {
  it('names every missing field in order, drops each message as it is fixed, and sends only a complete form', async () => {
    const { fetch, onClose } = open();
    send();
    expect(top()).toBe(M.formInvalid);
    expect(shown()).toEqual([M.paymentFor, M.amountRequired]);

    // the payment type first: its message goes, the amount's stays
    fireEvent.change(screen.getByRole('combobox', { name: /Payment type/ }), {
      target: { value: 'parking' },
    });
    send();
    expect(shown()).toEqual([M.amountRequired]);
    expect(top()).toBe(M.formInvalid);

    // an amount that is not above 0 is named as such, not as missing
    amount('0');
    send();
    expect(shown()).toEqual([M.amountPositive]);
    expect(posts(fetch)).toEqual([]);

    amount('45.50');
    fireEvent.change(screen.getByRole('textbox', { name: /Notes/ }), {
      target: { value: 'Parking for March' },
    });
    send();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(shown()).toEqual([]);
    expect(top()).toBeNull();
    expect(posts(fetch)).toHaveLength(1);
    expect(JSON.parse(String(posts(fetch)[0]![1]!.body))).toEqual({
      tenant_id: 42,
      tenant_user_id: 9,
      listing_id: 3,
      room_id: 4,
      payment_for: 'parking',
      payment_type: 'PAYMENT.MANUAL',
      payment_method: 'stripe',
      amount: 45.5,
      notes: 'Parking for March',
    });
  });
});

describe('the payment request form (docs/product/specification/3-money-and-messaging.md §3 "Payment request form", §9)', () => {
  it('sends its payment type PAYMENT.MANUAL and method stripe with the rest of the form', async () => {
    const { fetch, onClose } = open();
    fireEvent.change(screen.getByRole('combobox', { name: /Payment type/ }), {
      target: { value: 'parking' },
    });
    amount('45.50');
    send();
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
