// Where a member lands from /login, and the prompt an expired member meets there
// (docs/product/specification/1-accounts-and-shell.md §2, §8; docs/decisions/047-where-members-land.md).
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserView } from '@crashpad/shared/api/accounts';
import type { MyRentalsAnswer, RentalView } from '@crashpad/shared/api/rentals';
import { clearSession, currentSession } from '../../lib/session';
import LoginPage from './login-page';

const member = (over: Partial<UserView>): UserView =>
  ({
    id: 7,
    email: 'casey@example.com',
    first_name: 'Casey',
    last_name: 'Nguyen',
    display_name: 'CaseyN',
    user_plan: null,
    is_admin: false,
    expire_at: null,
    status: 'ACTIVE',
    ...over,
  }) as UserView;

const NO_RENTALS: MyRentalsAnswer = { invites: [], data: [], total: 0 };
const INVITED: MyRentalsAnswer = { invites: [{ status: 'pending' } as RentalView], data: [], total: 1 };

/** The server: /login and /login-with-token answer `user`, /rentals answers `rentals`. */
function serve(user: UserView, rentals = NO_RENTALS) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      const body = url.endsWith('/rentals') ? rentals : url.endsWith('/logout') ? {} : { token: 'tok', user };
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
  return calls;
}

const PAGES = [
  '/messages',
  '/my-crashpads',
  '/my-crashpad',
  '/airports',
  '/admin/users',
  '/account-expired',
  '/contact',
];

function show(at: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            {PAGES.map((path) => (
              <Route key={path} path={path} element={<h1>page {path}</h1>} />
            ))}
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

function logIn() {
  fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), {
    target: { value: 'casey@example.com' },
  });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

const landsOn = async (path: string) =>
  expect(await screen.findByRole('heading', { name: `page ${path}` })).toBeTruthy();

beforeEach(() => clearSession());
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('after an ordinary login', () => {
  it('takes a lister to My crashpads', async () => {
    serve(member({ user_plan: 'premium', expire_at: '2999-01-01T00:00:00Z' }));
    show('/login');
    logIn();
    await landsOn('/my-crashpads');
  });

  it('takes a seeker to the airports', async () => {
    serve(member({ user_plan: 'seeker', expire_at: '2999-01-01T00:00:00Z' }));
    show('/login');
    logIn();
    await landsOn('/airports');
  });

  it('takes a seeker with an invitation to My CrashPad Rentals', async () => {
    serve(member({ user_plan: 'seeker', expire_at: '2999-01-01T00:00:00Z' }), INVITED);
    show('/login');
    logIn();
    await landsOn('/my-crashpad');
  });

  it('takes a free tenant to My CrashPad Rentals', async () => {
    serve(member({ user_plan: null }));
    show('/login');
    logIn();
    await landsOn('/my-crashpad');
  });

  it('takes an admin to the members list', async () => {
    serve(member({ is_admin: true }));
    show('/login');
    logIn();
    await landsOn('/admin/users');
  });

  it('goes where the member was going instead', async () => {
    const calls = serve(member({ user_plan: 'seeker', expire_at: '2999-01-01T00:00:00Z' }), INVITED);
    show('/login?next=%2Fcontact');
    logIn();
    await landsOn('/contact');
    expect(calls.some((url) => url.endsWith('/rentals'))).toBe(false);
  });
});

describe('a token login', () => {
  it('takes the member to their messages, whoever they are', async () => {
    serve(member({ user_plan: 'premium', expire_at: '2999-01-01T00:00:00Z' }));
    show('/login?token=abc');
    await landsOn('/messages');
    expect(currentSession()?.token).toBe('tok');
  });
});

describe('an expired account (docs/product/specification/1-accounts-and-shell.md §8 "Account Expired")', () => {
  const expired = member({ user_plan: 'basic', expire_at: '2026-01-15T12:00:00Z' });

  it('asks whether to renew, and Renew opens the renewal page', async () => {
    serve(expired);
    show('/login');
    logIn();
    const dialog = await screen.findByRole('dialog', { name: 'Account Expired' });
    expect(dialog.textContent).toContain('Your account expired on Jan 15, 2026. Would you like to renew it?');
    expect(screen.queryByRole('heading', { name: /^page / })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Renew' }));
    await landsOn('/account-expired');
  });

  it('logs out and stays on the login page when the member does not renew', async () => {
    const calls = serve(expired);
    show('/login');
    logIn();
    const dialog = await screen.findByRole('dialog', { name: 'Account Expired' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Account Expired' })).toBeNull());
    expect(currentSession()).toBeNull();
    expect(calls.some((url) => url.endsWith('/logout'))).toBe(true);
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
  });

  it('asks on a token login too, instead of opening the messages', async () => {
    serve(expired);
    show('/login?token=abc');
    expect(await screen.findByRole('dialog', { name: 'Account Expired' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'page /messages' })).toBeNull();
  });
});
