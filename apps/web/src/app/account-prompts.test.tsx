// The account prompts' sequence as a member sees it (docs/product/specification/1-accounts-and-shell.md §4 "Modal
// sequence after each route change", "Account expiry"): which dialog shows, on which page, and which follows once it
// is answered. The rules alone are tested in account-prompts-rules.test.ts; here the dialogs themselves are shown.
// The answers are remembered for the member's session in this browser (docs/decisions/008-accounts-and-sessions.md
// "Account prompts").
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserView } from '@crashpad/shared/api/accounts';
import { writeLocal } from '../lib/storage';
import AccountPrompts from './account-prompts';

const TEXT = {
  payment: /^We do not have a payment method on file\./,
  tenantPayment: /^You have a CrashPad rental invitation that requires automatic monthly payments/,
  invites: 'You have a pending crashpad invitation. Go to my crashpad to accept it.',
  expired: /^Your account has expired\. Continue to renew it/,
};

type Answers = { haveCard: boolean; pending: number; autoPayInvite?: boolean };

function server({ haveCard, pending, autoPayInvite = false }: Answers) {
  const fetch = vi.fn(async (url: string) => {
    const body = url.endsWith('/user/payment-method')
      ? { have_card: haveCard }
      : url.endsWith('/user/get-count-pending-invite')
        ? { count: pending }
        : url.endsWith('/rentals')
          ? {
              invites: autoPayInvite ? [{ id: 7, status: 'pending', auto_pay: 1 }] : [],
              data: [],
              total: 0,
            }
          : {};
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
}

function signIn(user: Partial<UserView>) {
  writeLocal('token', 'token-1');
  writeLocal('user', { id: 5, first_name: 'Jamie', display_name: 'Jamie', ...user });
}

let router: ReturnType<typeof createMemoryRouter>;

function show(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  router = createMemoryRouter([{ path: '*', element: <AccountPrompts /> }], { initialEntries: [path] });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** The titles and texts of the dialogs open now, top to bottom. */
const dialogs = () => screen.queryAllByRole('dialog').map((d) => d.textContent ?? '');
const navigate = (path: string) => act(() => router.navigate(path));
const where = () => router.state.location.pathname + router.state.location.search;
/** Waits for a dialog, then checks that it is the only one open. */
async function onlyDialog(text: string | RegExp) {
  await waitFor(() => expect(screen.getByText(text)).toBeTruthy());
  await waitFor(() => expect(dialogs()).toHaveLength(1));
}
/** No dialog, once the answers have landed and any closing dialog has gone. */
async function noDialog() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  await waitFor(() => expect(dialogs()).toEqual([]));
}
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the account prompts’ sequence (docs/product/specification/1-accounts-and-shell.md §4)', () => {
  it('shows a subscriber without a card the payment dialog first, then the pending invitation, then nothing', async () => {
    server({ haveCard: false, pending: 2 });
    signIn({ user_plan: 'premium', expire_at: null });
    show('/airports');
    await onlyDialog(TEXT.payment);
    expect(screen.queryByText(TEXT.invites)).toBeNull();

    press('Later');
    await onlyDialog(TEXT.invites);
    expect(screen.queryByText(TEXT.payment)).toBeNull();

    press('Later');
    await noDialog();
    // Answered: another route change asks neither again.
    await navigate('/messages');
    await noDialog();
  });

  it('does not show the payment dialog on /, the payment-methods tab or /account-expired; the next route shows it', async () => {
    server({ haveCard: false, pending: 0 });
    signIn({ user_plan: 'basic', expire_at: null });
    show('/');
    await noDialog();
    await navigate('/account-setting?tab=payment-methods');
    await noDialog();
    await navigate('/account-expired');
    await noDialog();
    await navigate('/airports');
    await onlyDialog(TEXT.payment);
    // "Set up payment method" answers it and leads to the payment-methods tab.
    press('Set up payment method');
    await noDialog();
    expect(where()).toBe('/account-setting?tab=payment-methods');
  });

  it('asks a tenant invited with AutoPay for a card first, then shows the pending invitation', async () => {
    server({ haveCard: false, pending: 1, autoPayInvite: true });
    signIn({ user_plan: null, expire_at: null });
    show('/airports');
    await onlyDialog(TEXT.tenantPayment);
    press('Cancel');
    await onlyDialog(TEXT.invites);
    // "Go to my crashpad" answers it and leads there, where it is not shown again.
    press('Go to my crashpad');
    await noDialog();
    expect(where()).toBe('/my-crashpad');
  });

  it('shows a tenant without AutoPay only the pending invitation, and not on /my-crashpad or /tenant/accept', async () => {
    server({ haveCard: false, pending: 1 });
    signIn({ user_plan: null, expire_at: null });
    show('/my-crashpad');
    await noDialog();
    await navigate('/tenant/accept/abc');
    await noDialog();
    await navigate('/airports');
    await onlyDialog(TEXT.invites);
    expect(screen.queryByText(TEXT.tenantPayment)).toBeNull();
  });

  it('shows no pending-invitation dialog when none is pending, and none to a subscriber with a card', async () => {
    server({ haveCard: true, pending: 0 });
    signIn({ user_plan: 'pro', expire_at: null });
    show('/airports');
    await noDialog();
  });

  it('keeps an expired member’s dialog over every other, except on the expiry page, contact and login', async () => {
    server({ haveCard: false, pending: 2 });
    signIn({ user_plan: 'basic', expire_at: '2020-01-01T00:00:00.000Z' });
    show('/airports');
    await onlyDialog(TEXT.expired);
    expect(screen.getByText('Your account has expired')).toBeTruthy();
    // persistent: no close button, only Logout and Continue
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Logout', 'Continue']);
    await navigate('/contact');
    await noDialog();
    await navigate('/messages');
    await onlyDialog(TEXT.expired);
    press('Continue');
    await noDialog();
    expect(where()).toBe('/account-expired');
  });
});
