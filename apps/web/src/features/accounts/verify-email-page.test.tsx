// The e-mail confirmation page's links (docs/product/specification/1-accounts-and-shell.md §2: /messages, /my-crashpads for listers, /account-setting), on
// the confirmation and on the expired-link message alike (docs/decisions/047-where-members-land.md).
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserView } from '@crashpad/shared/api/accounts';
import { clearSession, storeSession } from '../../lib/session';
import VerifyEmailPage from './verify-email-page';

const lister = { id: 3, user_plan: 'premium', is_admin: false, expire_at: null } as unknown as UserView;

function serve(ok: boolean, user: UserView | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.endsWith('/checking-account')) return new Response(JSON.stringify({ token: 'tok', user }));
      return ok
        ? new Response(JSON.stringify({ message: 'Your e-mail is confirmed.' }))
        : new Response(JSON.stringify({ message: 'gone' }), { status: 404 });
    }),
  );
  if (user) storeSession({ token: 'tok', user });
  render(
    <MantineProvider>
      <MemoryRouter initialEntries={['/email/verify/abc']}>
        <Routes>
          <Route path="/email/verify/:id" element={<VerifyEmailPage />} />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('the e-mail confirmation page', () => {
  it('offers a lister their messages, their crashpads and their settings once confirmed', async () => {
    serve(true, lister);
    expect(await screen.findByText('Your e-mail is confirmed.')).toBeTruthy();
    expect(href('My messages')).toBe('/messages');
    expect(href('My CrashPads')).toBe('/my-crashpads');
    expect(href('Account settings')).toBe('/account-setting');
  });

  it('offers the same member links beside the expired-link message', async () => {
    serve(false, lister);
    expect(await screen.findByText(/This link has expired or was already used/)).toBeTruthy();
    expect(href('My messages')).toBe('/messages');
    expect(href('My CrashPads')).toBe('/my-crashpads');
    expect(href('Account settings')).toBe('/account-setting');
    expect(href('Contact us')).toBe('/contact');
  });

  it('leaves My CrashPads out for someone who is not a lister', async () => {
    serve(true, null);
    expect(await screen.findByText('Your e-mail is confirmed.')).toBeTruthy();
    expect(href('My messages')).toBe('/messages');
    expect(screen.queryByRole('link', { name: 'My CrashPads' })).toBeNull();
  });
});
