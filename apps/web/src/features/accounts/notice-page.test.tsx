// A sign-up by invitation ends on the invitation, which My CrashPad Rentals accepts at once through the card dialog
// (docs/decisions/054-accepting-needs-a-card.md); any other free sign-up goes to the account settings as before.
import './texts';
import { MantineProvider } from '@mantine/core';
import { useEffect } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RegisterAnswer } from '@crashpad/shared/api/accounts';
import { clearSession } from '../../lib/session';
import { clearSignup, keepTempUser } from '../../lib/signup-state';
import NoticePage from './notice-page';

let arrived: { path: string; state: unknown } | null = null;
function Arrived() {
  const location = useLocation();
  useEffect(() => {
    arrived = { path: location.pathname + location.search, state: location.state };
  });
  return null;
}

async function signUp(tenant: RegisterAnswer['data']['tenant']) {
  arrived = null;
  const answer = { token: 't', data: { user: { id: 9, user_plan: null }, tenant } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 })),
  );
  keepTempUser({ email: 'robin@example.com', password: 'secret123' } as never);
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/notice-of-understanding']}>
          <Routes>
            <Route path="/notice-of-understanding" element={<NoticePage />} />
            <Route path="*" element={<Arrived />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  fireEvent.click(screen.getByRole('checkbox', { name: 'I have read and understand this notice' }));
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  const said = (await screen.findByText(/Your account is ready/)).textContent;
  await waitFor(() => expect(arrived).not.toBeNull(), { timeout: 4000 });
  return said;
}

afterEach(() => {
  clearSignup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('after a free sign-up', () => {
  it('takes an invited member to the invitation, to be accepted at once, for AutoPay or not', async () => {
    expect(await signUp({ id: 7, status: 'pending', token: '', auto_pay: 1 })).toBe(
      'Your account is ready. Taking you to your invitation…',
    );
    expect(arrived).toEqual({ path: '/my-crashpad', state: { acceptInvitation: 7 } });
  });

  it('takes anyone else to the account settings', async () => {
    expect(await signUp(null)).toBe('Your account is ready. Taking you to your account settings…');
    expect(arrived).toEqual({ path: '/account-setting', state: null });
  });
});
