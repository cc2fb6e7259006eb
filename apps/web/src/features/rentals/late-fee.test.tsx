// A late fee from My Crew (docs/decisions/056-payment-types-services-and-late-fees.md): the tenant menu offers it on a
// current tenant, the modal checks the amount as typed and says what the lister receives after the card fees, sends
// it once, and shows the server's refusal; a paid late fee reads as one in the payment history; a `complete` rental
// shows as Ended.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LATE_FEE_MESSAGES as L } from '@crashpad/shared/api/late-fees';
import { PAYMENT_REQUEST_MESSAGES as M, type TransactionView } from '@crashpad/shared/api/payment-requests';
import type { RentalView } from '@crashpad/shared/api/rentals';
import { siteQuery } from '../../lib/site';
import './texts';
import { LateFeeModal } from './late-fee-modal';
import { PaymentList } from './payment-list';
import { TenantItem } from './tenant-item';
import { TEST_RENTAL } from './test-rental';

vi.mock('../../lib/notify', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
afterEach(() => vi.unstubAllGlobals());

const RENTAL = {
  ...TEST_RENTAL,
  booking_ref: '000042',
  status: 'accepted',
  location: 'Love Field Crew House',
  room_name: 'Bedroom 1',
  bed_name: 'Bed 1',
  rental_amount: 425,
  start_date: '2026-11-01',
  start_time: '12:00',
  checkout_date: null,
  checkout_time: null,
  checkout_requested_date: null,
  auto_pay: 0,
  payment_failed: null,
  invite_expires_at: null,
  job_position: '',
  late_fee: null,
  fee_id: null,
} as unknown as RentalView;

function client(paymentRequests = true) {
  const c = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  c.setQueryData(siteQuery.queryKey, {
    flags: { autopay: true, paymentRequests },
    payments: { fees: { card_percent_bps: 290, card_fixed_cents: 30, flat_monthly_cents: 0 } },
  });
  return c;
}

function wrap(node: React.ReactNode, paymentRequests = true) {
  return render(
    <MantineProvider>
      <QueryClientProvider client={client(paymentRequests)}>{node}</QueryClientProvider>
    </MantineProvider>,
  );
}

function open() {
  const onClose = vi.fn();
  wrap(<LateFeeModal rental={RENTAL} onClose={onClose} />);
  return { onClose };
}

const amount = () => screen.getByRole('textbox', { name: /Late fee \(USD\)/ }) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add late fee' }));
const answer = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the tenant menu', () => {
  it('offers Add late fee on a current tenant, with payment requests on', async () => {
    const onAction = vi.fn();
    wrap(<TenantItem rental={RENTAL} selected={false} onSelect={() => {}} onAction={onAction} />);
    fireEvent.click(screen.getByRole('button', { name: /Actions for/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Add late fee' }));
    expect(onAction).toHaveBeenCalledWith('lateFee');
  });

  it('does not offer it with payment requests off', async () => {
    wrap(<TenantItem rental={RENTAL} selected={false} onSelect={() => {}} onAction={() => {}} />, false);
    fireEvent.click(screen.getByRole('button', { name: /Actions for/ }));
    await screen.findByRole('menuitem', { name: 'Notes' });
    expect(screen.queryByRole('menuitem', { name: 'Add late fee' })).toBeNull();
  });

  it('shows a complete rental as Ended (docs/product/specification/2-listings-and-tenants.md §4.5)', () => {
    wrap(
      <TenantItem
        rental={{ ...RENTAL, status: 'complete' }}
        selected={false}
        onSelect={() => {}}
        onAction={() => {}}
      />,
    );
    expect(screen.getByText('Ended')).toBeTruthy();
  });
});

describe('the late fee modal', () => {
  it('says what is missing at once and sends nothing', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    open();
    submit();
    expect(screen.getByText(M.amountRequired)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(M.formInvalid);
    fireEvent.change(amount(), { target: { value: '12.3.4' } });
    expect(amount().value).toBe('12.3.4');
    // a changed field's message goes, and the form's with it (docs/decisions/045)
    expect(screen.queryByText(M.amountRequired)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    submit();
    expect(screen.getByText(M.amountNumber)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('tells the lister what they receive after the card fees, then adds the fee once and closes', async () => {
    const fetch = vi.fn(async () => answer(200, { message: L.added, data: { id: 7 } }));
    vi.stubGlobal('fetch', fetch);
    const { onClose } = open();
    fireEvent.change(amount(), { target: { value: '25' } });
    // $25.00 by card: 2.9% + 30¢ = $1.03, 1% = $0.25 (docs/decisions/051)
    expect(screen.getByTestId('late-fee-net').textContent).toBe(
      'Card processing fee $1.03 and platform fee $0.25 are taken when the tenant pays: you receive $23.72.',
    );
    fireEvent.change(screen.getByRole('textbox', { name: /Note for the tenant/ }), {
      target: { value: 'Rent arrived on the 9th' },
    });
    submit();
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const posts = fetch.mock.calls.filter((c) => String((c as unknown[])[0]).includes('/late-fee'));
    expect(posts).toHaveLength(1);
    const [url, init] = posts[0] as unknown as [string, { method: string; body: string }];
    expect(url).toContain('/rental/42/late-fee');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body)).toEqual({ amount: 25, notes: 'Rent arrived on the 9th' });
  });

  it('shows the server’s refusal in the form and stays open', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(409, { message: L.pending, code: 'LATE_FEE_PENDING' })),
    );
    const { onClose } = open();
    fireEvent.change(amount(), { target: { value: '25' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(L.pending);
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('the payment history', () => {
  it('names a paid late fee for what it was', () => {
    const row = {
      id: 1,
      tenant_id: 42,
      type: 'payment_request',
      payment_for: 'late_fee',
      status: 'paid',
      amount: 25,
      refunded: 0,
      currency: 'USD',
      provider: 'sandbox',
      method: 'card',
      created_at: '2026-11-20T10:00:00Z',
      paid_at: '2026-11-20T10:00:00Z',
      notes: '',
      description: 'Payment request #7: late fee for Love Field Crew House',
      location_name: 'Love Field Crew House',
      with_deposit: false,
      failure_reason: null,
      fees: { provider: 1.03, platform: 0.25, flat: 0, total: 1.28 },
      net: 23.72,
    } satisfies TransactionView;
    wrap(<PaymentList rows={[row]} empty="None" viewer="lister" />);
    const item = screen.getByRole('listitem');
    expect(item.textContent).toContain('Payment request (Late fee) · by Card');
    expect(within(item).getByTestId('payment-net').textContent).toBe('You receive $23.72');
  });
});
