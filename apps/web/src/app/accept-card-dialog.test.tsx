// Accept Invitation without a card (docs/decisions/054-accepting-needs-a-card.md): My CrashPad Rentals opens the
// set-up-payment dialog, a sign-up by invitation arrives there and is accepted at once through it, and the dialog
// saves the card and then accepts — once, with no second press.
import '../features/rentals/texts';
import { MantineProvider } from '@mantine/core';
import { useEffect } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserView } from '@crashpad/shared/api/accounts';
import type { RentalView } from '@crashpad/shared/api/rentals';
import type { SiteAnswer } from '@crashpad/shared/api/site';
import { RENTAL_MESSAGES } from '@crashpad/shared/rules/rentals';
import MyCrashpadPage from '../features/rentals/my-crashpad-page';
import { dialogState, updateDialogs, type AcceptCardRequest } from '../lib/dialogs';
import { myRentalsQuery } from '../lib/rental-queries';
import { clearSession, storeSession } from '../lib/session';
import { siteQuery } from '../lib/site';
import AcceptCardDialog from './accept-card-dialog';

const invitation = {
  id: 7,
  booking_ref: '000007',
  listing_id: 3,
  location: 'Love Field Crew House',
  thumbnail: null,
  room_name: 'Front room',
  bed_name: 'Lower bunk',
  status: 'pending',
  start_date: '2031-03-02',
  start_time: '12:00',
  checkout_date: null,
  checkout_time: null,
  rental_amount: 425,
  deposit: 150,
  payment_date: 5,
  auto_pay: 0,
  time_zone: 'America/Chicago',
  payment_failed: null,
} as unknown as RentalView;

type Call = { method: string; path: string };
let calls: Call[];

/** The server: each path's answer (status, body); anything else an empty list. */
function serve(answers: Record<string, [number, unknown]>) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.replace(/^\/api/, '');
      const method = init?.method ?? 'GET';
      calls.push({ method, path });
      const [status, body] = answers[`${method} ${path}`] ?? [200, { data: [], invites: [] }];
      return new Response(JSON.stringify(body), { status });
    }),
  );
}

function client() {
  const c = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  c.setQueryData(siteQuery.queryKey, {
    payments: { provider: 'sandbox', publishable_key: null },
    wording: { siteName: 'CrashPad Crew' },
    flags: {},
  } as unknown as SiteAnswer);
  c.setQueryData(myRentalsQuery(5).queryKey, { data: [], invites: [invitation] } as never);
  return c;
}

/** Where the page is: the test reads the navigation state the page leaves. */
let where: { pathname: string; state: unknown } = { pathname: '', state: null };
function Where() {
  const location = useLocation();
  useEffect(() => {
    where = { pathname: location.pathname, state: location.state };
  });
  return null;
}

function showPage(state: unknown = null) {
  render(
    <MantineProvider>
      <QueryClientProvider client={client()}>
        <MemoryRouter initialEntries={[{ pathname: '/my-crashpad', state }]}>
          <Where />
          <Routes>
            <Route path="/my-crashpad" element={<MyCrashpadPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const refused = {
  message: RENTAL_MESSAGES.cardToAccept,
  code: 'SETUP_PAYMENT_METHOD',
};

beforeEach(() => {
  storeSession({ token: 't', user: { id: 5, first_name: 'Casey', last_name: 'Nguyen' } as UserView });
});

afterEach(() => {
  updateDialogs({ acceptCard: null });
  clearSession();
  vi.unstubAllGlobals();
});

describe('Accept Invitation without a card on My CrashPad Rentals', () => {
  it('opens the set-up-payment dialog for that invitation, with the server’s sentence', async () => {
    serve({ 'POST /rental/7/accept': [409, refused] });
    showPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept Invitation' }));
    await waitFor(() =>
      expect(dialogState().acceptCard).toEqual({ rentalId: 7, message: RENTAL_MESSAGES.cardToAccept }),
    );
    expect(calls.filter((c) => c.path === '/rental/7/accept')).toHaveLength(1);
  });

  it('accepts the invitation a sign-up arrives with at once, once, and forgets it for a reload', async () => {
    serve({ 'POST /rental/7/accept': [409, refused] });
    showPage({ acceptInvitation: 7 });
    await waitFor(() => expect(dialogState().acceptCard).toMatchObject({ rentalId: 7 }));
    await waitFor(() => expect(where.state).toBeNull());
    expect(calls.filter((c) => c.path === '/rental/7/accept')).toHaveLength(1);
  });
});

function showDialog(request: AcceptCardRequest, onClose = vi.fn()) {
  render(
    <MantineProvider>
      <QueryClientProvider client={client()}>
        <MemoryRouter initialEntries={['/tenant/accept/abc']}>
          <Where />
          <AcceptCardDialog request={request} onClose={onClose} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return onClose;
}

const CARD = {
  'POST /stripe/setup-customer': [200, { customer_id: 'cus_1' }],
  'POST /stripe/setup-intent': [200, { client_secret: 'seti_1_secret' }],
  'POST /sandbox/setup-intents/confirm': [200, { payment_method: 'pm_1', status: 'succeeded' }],
  'POST /stripe/save-payment-method': [
    200,
    { user: {}, card: null, message: 'Your payment method has been saved.' },
  ],
} as const satisfies Record<string, [number, unknown]>;

function fillCard() {
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4242 4242 4242 4242' } });
  fireEvent.change(screen.getByLabelText('Expiry (MM / YY)'), { target: { value: '12 / 40' } });
  fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
  fireEvent.change(screen.getByLabelText('Postal code'), { target: { value: '75261' } });
}

describe('the set-up-payment dialog of an invitation', () => {
  it('saves the card, then accepts the invitation once, and closes', async () => {
    serve({ ...CARD, 'POST /rental/7/accept': [200, { id: 7, message: RENTAL_MESSAGES.accepted }] });
    const onClose = showDialog({ rentalId: 7, message: RENTAL_MESSAGES.cardToAccept });
    const dialog = await screen.findByRole('dialog', { name: 'Set up a payment method' });
    expect(dialog.textContent).toContain(RENTAL_MESSAGES.cardToAccept);
    expect(dialog.textContent).toContain('your invitation is accepted as soon as the card is saved');
    // the names come from the member's account
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Casey');
    fillCard();
    fireEvent.click(screen.getByRole('button', { name: 'Save card and accept' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const posts = calls.filter((c) => c.method === 'POST').map((c) => c.path);
    expect(posts).toEqual([
      '/stripe/setup-customer',
      '/stripe/setup-intent',
      '/sandbox/setup-intents/confirm',
      '/stripe/save-payment-method',
      '/rental/7/accept',
    ]);
  });

  it('accepts the e-mail link’s invitation by its token, then shows My CrashPad Rentals', async () => {
    serve({ ...CARD, 'GET /rental/accept?token=abc': [200, { id: 7, message: RENTAL_MESSAGES.accepted }] });
    const onClose = showDialog({ token: 'abc', message: RENTAL_MESSAGES.cardToAcceptAutoPay });
    await screen.findByRole('dialog', { name: 'Set up a payment method' });
    fillCard();
    fireEvent.click(screen.getByRole('button', { name: 'Save card and accept' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.filter((c) => c.path === '/rental/accept?token=abc')).toHaveLength(1);
    await waitFor(() => expect(where.pathname).toBe('/my-crashpad'));
  });

  it('accepts nothing when the card is refused', async () => {
    serve({
      ...CARD,
      'POST /sandbox/setup-intents/confirm': [
        402,
        { message: 'Your card was declined.', code: 'card_declined' },
      ],
    });
    const onClose = showDialog({ rentalId: 7, message: RENTAL_MESSAGES.cardToAccept });
    await screen.findByRole('dialog', { name: 'Set up a payment method' });
    fillCard();
    fireEvent.click(screen.getByRole('button', { name: 'Save card and accept' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/sandbox/setup-intents/confirm')).toBe(true));
    await new Promise((done) => setTimeout(done, 50));
    expect(calls.some((c) => c.path === '/rental/7/accept')).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
  });
});
