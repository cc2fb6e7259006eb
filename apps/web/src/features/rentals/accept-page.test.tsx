// The e-mail link's page when a card is needed first (docs/decisions/054-accepting-needs-a-card.md): a member gets the
// set-up-payment dialog at once, which accepts by the link's token once the card is saved; a guest logs in and
// comes back to the link.
import './texts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserView } from '@crashpad/shared/api/accounts';
import type { SiteAnswer } from '@crashpad/shared/api/site';
import { RENTAL_MESSAGES } from '@crashpad/shared/rules/rentals';
import { dialogState, updateDialogs } from '../../lib/dialogs';
import { clearSession, storeSession } from '../../lib/session';
import { siteQuery } from '../../lib/site';
import AcceptPage from './accept-page';

function show(answer: [number, unknown]) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(answer[1]), { status: answer[0] }));
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient();
  client.setQueryData(siteQuery.queryKey, {
    wording: { siteName: 'CrashPad Crew' },
  } as unknown as SiteAnswer);
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/tenant/accept/tok123']}>
          <Routes>
            <Route path="/tenant/accept/:token" element={<AcceptPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return fetch;
}

const needsCard: [number, unknown] = [
  409,
  { message: RENTAL_MESSAGES.cardToAccept, code: 'SETUP_PAYMENT_METHOD' },
];

afterEach(() => {
  updateDialogs({ acceptCard: null });
  clearSession();
  vi.unstubAllGlobals();
});

describe('the invitation link without a card', () => {
  it('opens the set-up-payment dialog for the link’s token at once for the member, and offers it again', async () => {
    storeSession({ token: 't', user: { id: 5 } as UserView });
    show(needsCard);
    await waitFor(() =>
      expect(dialogState().acceptCard).toEqual({ token: 'tok123', message: RENTAL_MESSAGES.cardToAccept }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(RENTAL_MESSAGES.cardToAccept);
    updateDialogs({ acceptCard: null });
    screen.getByRole('button', { name: 'Set up a payment method' }).click();
    expect(dialogState().acceptCard).toMatchObject({ token: 'tok123' });
  });

  it('sends a guest to log in and back to the link, opening no dialog', async () => {
    show(needsCard);
    const login = await screen.findByRole('link', { name: 'Log in to accept' });
    expect(login.getAttribute('href')).toBe('/login?next=%2Ftenant%2Faccept%2Ftok123');
    expect(dialogState().acceptCard).toBeNull();
  });
});
