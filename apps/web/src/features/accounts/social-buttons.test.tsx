// "Continue with Google / Apple" on the login and create-account pages (docs/decisions/063-social-sign-in.md): shown
// only for the providers the site offers (GET /api/site's oauth_providers), none offline; a click sets out with this
// browser's key and goes to the provider's address.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SocialProvider } from '@crashpad/shared/social-providers';
import { dialogState, updateDialogs } from '../../lib/dialogs';
import { siteQuery } from '../../lib/site';
import { departure } from '../../lib/social-sign-in';
import CreateAccountPage from './create-account-page';
import LoginPage from './login-page';
import RegistrationPage from './registration-page';
import { SocialLinkPanel } from './social-link-panel';
import type { UserView } from '@crashpad/shared/api/accounts';

const fetch = vi.fn(
  async (_url: string, _init?: RequestInit) =>
    new Response(JSON.stringify({ url: 'https://accounts.google.com/o/oauth2/v2/auth?state=s' }), {
      status: 200,
    }),
);
const assign = vi.fn();
beforeEach(() => {
  fetch.mockClear();
  assign.mockClear();
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('location', { ...window.location, assign });
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

function show(path: string, providers: SocialProvider[] | undefined) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(siteQuery.queryKey, {
    flags: {},
    wording: { siteName: 'CrashPad Crew' },
    ...(providers ? { oauth_providers: providers } : {}),
  } as never);
  client.setQueryData(['countries'], { data: [{ code: 'US', name: 'United States' }] });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/create-account" element={<CreateAccountPage />} />
            <Route path="/create-account/:type" element={<RegistrationPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const socialButtons = () =>
  screen.queryAllByRole('button', { name: /^Continue with/ }).map((b) => b.textContent);

describe.each(['/login', '/create-account', '/create-account/need-crashpad'])('%s', (path) => {
  it('shows no button when no provider is configured (the offline default)', () => {
    show(path, []);
    expect(socialButtons()).toEqual([]);
  });

  it('shows no button when the site answer says nothing of providers', () => {
    show(path, undefined);
    expect(socialButtons()).toEqual([]);
  });

  it('shows a button for each configured provider only', () => {
    show(path, ['google']);
    expect(socialButtons()).toEqual(['Continue with Google']);
  });

  it('shows both when both are configured', () => {
    show(path, ['google', 'apple']);
    expect(socialButtons()).toEqual(['Continue with Google', 'Continue with Apple']);
  });
});

it("sets out for the provider with this browser's key, the plan of the sign-up and where to go back", async () => {
  show('/create-account/need-crashpad', ['google', 'apple']);
  fireEvent.click(screen.getByRole('button', { name: 'Continue with Apple' }));
  await waitFor(() =>
    expect(assign).toHaveBeenCalledWith('https://accounts.google.com/o/oauth2/v2/auth?state=s'),
  );
  const [url, init] = fetch.mock.calls[0]!;
  expect(url).toBe('/api/oauth/apple');
  const body = JSON.parse(init!.body as string) as Record<string, unknown>;
  expect(body).toMatchObject({ user_plan: 'seeker', browser_key: departure()!.browserKey });
  expect(body.browser_key).toMatch(/^[A-Za-z0-9_-]{43}$/);
});

it('passes the login page’s next and keep-me-logged-in', async () => {
  show('/login?next=%2Flisting%2F5', ['google']);
  fireEvent.click(screen.getByRole('checkbox', { name: 'Keep me logged in' }));
  fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
  await waitFor(() => expect(assign).toHaveBeenCalled());
  const body = JSON.parse(fetch.mock.calls[0]![1]!.body as string) as Record<string, unknown>;
  expect(body).toMatchObject({ next: '/listing/5' });
  expect(departure()).toMatchObject({ keep: true });
});

describe('account settings', () => {
  function showPanel(user: Partial<UserView>, providers: SocialProvider[]) {
    const client = new QueryClient();
    client.setQueryData(siteQuery.queryKey, { flags: {}, oauth_providers: providers } as never);
    render(
      <MantineProvider>
        <QueryClientProvider client={client}>
          <SocialLinkPanel user={{ social_type: null, ...user } as UserView} />
        </QueryClientProvider>
      </MantineProvider>,
    );
  }

  it('offers to link each configured provider', () => {
    showPanel({}, ['google', 'apple']);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Link Google', 'Link Apple']);
  });

  it('says which provider the member logs in with, and how to set a password', () => {
    showPanel({ social_type: 'google' }, ['google']);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Unlink Google']);
    expect(screen.getByText(/log in with Google as well/)).toBeTruthy();
    expect(screen.getByText(/Forgot your password/)).toBeTruthy();
  });

  it('unlinks the provider once the member confirms, and says how to log in now', async () => {
    fetch.mockImplementationOnce(
      async () => new Response(JSON.stringify({ id: 7, social_type: null }), { status: 200 }),
    );
    showPanel({ social_type: 'google' }, []);
    fireEvent.click(screen.getByRole('button', { name: 'Unlink Google' }));
    await waitFor(() => expect(dialogState().confirm?.title).toBe('Unlink Google?'));
    expect(dialogState().confirm!.message).toMatch(/Forgot your password/);
    expect(fetch).not.toHaveBeenCalled();
    dialogState().confirm!.resolve(true);
    updateDialogs({ confirm: null });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(fetch.mock.calls[0]![0]).toBe('/api/oauth/link');
    expect(fetch.mock.calls[0]![1]!.method).toBe('DELETE');
  });

  it('unlinks nothing when the member cancels', async () => {
    showPanel({ social_type: 'apple' }, ['apple']);
    fireEvent.click(screen.getByRole('button', { name: 'Unlink Apple' }));
    await waitFor(() => expect(dialogState().confirm?.title).toBe('Unlink Apple?'));
    dialogState().confirm!.resolve(false);
    updateDialogs({ confirm: null });
    await new Promise((r) => setTimeout(r, 0));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows nothing offline for a member without a provider', () => {
    showPanel({}, []);
    expect(screen.queryByText('Log in with Google or Apple')).toBeNull();
  });
});
