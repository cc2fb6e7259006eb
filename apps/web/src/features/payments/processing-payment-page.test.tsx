// /processing/payment once setup is complete goes to the messages (docs/product/specification/1-accounts-and-shell.md §2, docs/product/specification/3-money-and-messaging.md §2.1).
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserView } from '@crashpad/shared/api/accounts';
import { clearSession, storeSession } from '../../lib/session';
import ProcessingPaymentPage from './processing-payment-page';

afterEach(() => clearSession());

describe('/processing/payment', () => {
  it('sends a member whose setup is complete to their messages', async () => {
    storeSession({ token: 'tok', user: { id: 4, user_plan: 'basic', is_admin: false } as UserView });
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={['/processing/payment']}>
            <Routes>
              <Route path="/processing/payment" element={<ProcessingPaymentPage />} />
              <Route path="/messages" element={<h1>My messages</h1>} />
              <Route path="/account-setting" element={<h1>Account settings</h1>} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'My messages' })).toBeTruthy();
  });
});
