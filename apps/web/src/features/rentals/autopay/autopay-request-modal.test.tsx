import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RentalView } from '@crashpad/shared/api/rentals';
import '../texts';
import { AutopayRequestModal } from './autopay-request-modal';

afterEach(() => vi.unstubAllGlobals());

const RENTAL = {
  id: 42,
  first_name: 'Robin',
  last_name: 'Okafor',
  email: 'robin@example.com',
  rental_amount: 410.5,
  deposit: 100,
  payment_date: 3,
} as RentalView;

function open(rental: RentalView = RENTAL) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onClose = vi.fn();
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <AutopayRequestModal rental={rental} onClose={onClose} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { onClose };
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(name) }) as HTMLInputElement;
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send AutoPay request' }));

describe('the AutoPay request modal (docs/product/specification/3-money-and-messaging.md §5 "Autopay request")', () => {
  it('tells the lister of a tenant already moved in that AutoPay starts at the next payment day (decision 055)', () => {
    vi.useFakeTimers({ now: new Date('2031-03-04T10:00:00Z'), toFake: ['Date'] });
    try {
      open({ ...RENTAL, start_date: '2031-02-10' });
      expect(screen.getByTestId('autopay-starts-on').textContent).toBe(
        "AutoPay's first charge would be the rent due Apr 3, 2031: rent for the days before it is collected as before, by hand or with a payment request.",
      );
      fireEvent.change(screen.getByRole('combobox', { name: /Payment day/ }), { target: { value: '10' } });
      expect(screen.getByTestId('autopay-starts-on').textContent).toContain('rent due Mar 10, 2031');
    } finally {
      vi.useRealTimers();
    }
  });

  it('says nothing of it before the move-in: the first, prorated rent is AutoPay’s', () => {
    vi.useFakeTimers({ now: new Date('2031-03-04T10:00:00Z'), toFake: ['Date'] });
    try {
      open({ ...RENTAL, start_date: '2031-03-20' });
      expect(screen.queryByTestId('autopay-starts-on')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts from the rental and says everything that is missing at once, before sending', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    open();
    expect(screen.getByRole('dialog', { name: 'AutoPay request for R. Okafor' })).toBeTruthy();
    // An amount with cents is left for the lister to type as whole dollars.
    expect(field('Rental amount').value).toBe('');
    expect(field('Deposit').value).toBe('100');
    expect((screen.getByRole('combobox', { name: /Payment day/ }) as HTMLSelectElement).value).toBe('3');
    fireEvent.change(field('Deposit'), { target: { value: '' } });
    send();
    expect(screen.getByText('rental amount is required')).toBeTruthy();
    expect(screen.getByText('deposit is required')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps what is typed and refuses what is not digits, never reading "4x5.0" as 450', () => {
    // docs/decisions/045-forms-show-every-error.md
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    open();
    fireEvent.change(field('Rental amount'), { target: { value: '4x5.0' } });
    expect(field('Rental amount').value).toBe('4x5.0');
    fireEvent.change(field('Deposit'), { target: { value: '12.3.4' } });
    expect(field('Deposit').value).toBe('12.3.4');
    send();
    expect(screen.getByText('rental amount must contain digits only')).toBeTruthy();
    expect(screen.getByText('deposit must contain digits only')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    // Fixing one field clears its message only.
    fireEvent.change(field('Rental amount'), { target: { value: '450' } });
    expect(screen.queryByText('rental amount must contain digits only')).toBeNull();
    expect(screen.getByText('deposit must contain digits only')).toBeTruthy();
  });

  it('sends rent, deposit and payment day and closes', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ message: 'AutoPay request sent successfully!' }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    const { onClose } = open();
    fireEvent.change(field('Rental amount'), { target: { value: '450' } });
    fireEvent.change(screen.getByRole('combobox', { name: /Payment day/ }), { target: { value: '28' } });
    send();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fetch).toHaveBeenCalledWith(
      '/api/rental/42/request-autopay',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ rental_amount: '450', deposit: '100', payment_date: '28' }),
      }),
    );
  });
});
