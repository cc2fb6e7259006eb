import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserView } from '@crashpad/shared/api/accounts';
import type { PayoutAccountAnswer } from '@crashpad/shared/api/payouts';
import { siteQuery } from '../../../lib/site';
import type { RentalView } from '@crashpad/shared/api/rentals';
import { myRentalsQuery } from '../../../lib/rental-queries';
import { AutopayTab } from './autopay-tab';
import { AutopayWelcome } from './autopay-welcome';
import { payoutAccountQuery } from '../../../lib/payout-account';

afterEach(() => vi.unstubAllGlobals());

const user = (plan: string | null) =>
  ({ id: 5, user_plan: plan, first_name: 'Jamie' }) as unknown as UserView;

const account = (complete: boolean, autopay = 0): PayoutAccountAnswer => ({
  account: {
    id: 'acct_sbx_1',
    charges_enabled: complete,
    payouts_enabled: complete,
    details_submitted: complete,
    onboarding_complete: complete,
    external_accounts: {
      data: complete ? [{ object: 'bank_account', bank_name: 'Test Bank of Dallas', last4: '6789' }] : [],
    },
  },
  automatic_payment: autopay,
  payout_config_id: 1,
});

/** What the server answers before the lister has a payout account (docs/decisions/046-flows-and-looks.md). */
const NO_ACCOUNT: PayoutAccountAnswer = { account: null, automatic_payment: 0, payout_config_id: 1 };

function show(plan: string | null, payout: PayoutAccountAnswer | null, payoutSchedule = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(siteQuery.queryKey, { flags: { autopay: true, payoutSchedule } });
  if (payout) client.setQueryData(payoutAccountQuery.queryKey, payout);
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <AutopayTab user={user(plan)} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const autopaySwitch = () => screen.getByRole('switch', { name: 'AutoPay' }) as HTMLInputElement;

describe('the #autopay tab (docs/product/specification/3-money-and-messaging.md §2.3)', () => {
  it('shows a lister without a payout account the switch off, the first step and Complete Onboarding, no aside', () => {
    show('premium', NO_ACCOUNT);
    expect(screen.getByRole('heading', { name: 'AutoPay Settings' })).toBeTruthy();
    expect(autopaySwitch().checked).toBe(false);
    expect(screen.getByRole('button', { name: 'Complete Onboarding' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Payout Account' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'View Stripe Account' })).toBeNull();
  });

  it('shows an onboarded lister the Payout Account aside with the bank last 4 and View Stripe Account', () => {
    show('pro', account(true, 1));
    expect(autopaySwitch().checked).toBe(true);
    expect(screen.getByRole('heading', { name: 'Payout Account' })).toBeTruthy();
    expect(screen.getByText('Bank account')).toBeTruthy();
    expect(screen.getByText('Test Bank of Dallas •••• 6789')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View Stripe Account' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Complete Onboarding' })).toBeNull();
  });

  it('names a debit card that receives the payouts as a debit card, not a bank account', () => {
    const answer = account(true, 1);
    answer.account!.external_accounts.data = [{ object: 'card', bank_name: 'Visa', last4: '5556' }];
    show('pro', answer);
    expect(screen.getByText('Debit card')).toBeTruthy();
    expect(screen.getByText('Visa •••• 5556')).toBeTruthy();
    expect(screen.queryByText('Bank account')).toBeNull();
  });

  it('turns AutoPay on with the server and shows the answer', async () => {
    const fetch = vi.fn(async (url: string) =>
      url === '/api/stripe/account'
        ? new Response(JSON.stringify(account(true, 1)))
        : new Response(JSON.stringify({ message: 'AutoPay is on.', automatic_payment: 1 })),
    );
    vi.stubGlobal('fetch', fetch);
    show('basic', account(true, 0));
    fireEvent.click(autopaySwitch());
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/lister/settings/autopay');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ status: 1 });
    // The account is read again, and the switch shows what the server now says.
    await waitFor(() => expect(autopaySwitch().checked).toBe(true));
  });

  // docs/decisions/046-flows-and-looks.md: "no account yet" is the server's answer (200), not a 404 logged in the console.
  it('reads "no account yet" from the server and offers onboarding', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(NO_ACCOUNT)));
    vi.stubGlobal('fetch', fetch);
    show('premium', null);
    expect(await screen.findByRole('button', { name: 'Complete Onboarding' })).toBeTruthy();
    expect(fetch.mock.calls.map((c) => (c as unknown as [string])[0])).toEqual(['/api/stripe/account']);
    expect(autopaySwitch().checked).toBe(false);
    expect(screen.queryByRole('heading', { name: 'Payout Account' })).toBeNull();
  });

  it('shows the payout schedule only with its flag', () => {
    show('premium', account(true), true);
    expect(screen.getByRole('combobox', { name: 'Payout schedule' })).toBeTruthy();
    document.body.innerHTML = '';
    show('premium', account(true), false);
    expect(screen.queryByRole('combobox', { name: 'Payout schedule' })).toBeNull();
  });

  it('shows a seeker what AutoPay is, with no switch', () => {
    show('seeker', null);
    expect(screen.getByText(/Ask a crashpad owner for an invitation/)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Find a crashpad to ask for an invitation' }).getAttribute('href'),
    ).toBe('/messages');
    expect(screen.getByText(/deactivate automatically 6 months after sign-up/)).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('shows a free tenant invited with AutoPay its welcome on the payment-method tab, and nobody else', () => {
    const invite = (auto_pay: number) =>
      ({ id: 9, auto_pay, lister_name: 'SkyHost', location: 'Love Field Crew House' }) as RentalView;
    const welcome = (plan: string | null, invites: RentalView[]) => {
      document.body.innerHTML = '';
      const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
      client.setQueryData(myRentalsQuery(5).queryKey, { invites, data: [], total: invites.length });
      render(
        <MantineProvider>
          <QueryClientProvider client={client}>
            <MemoryRouter>
              <AutopayWelcome user={user(plan)} />
            </MemoryRouter>
          </QueryClientProvider>
        </MantineProvider>,
      );
      return screen.queryByText(/invited you to Love Field Crew House with AutoPay: enter your card details/);
    };
    expect(welcome(null, [invite(1)])).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Go to My CrashPad Rentals' }).getAttribute('href')).toBe(
      '/my-crashpad',
    );
    expect(welcome(null, [invite(0)])).toBeNull();
    expect(welcome(null, [])).toBeNull();
    expect(welcome('seeker', [invite(1)])).toBeNull();
  });
});
