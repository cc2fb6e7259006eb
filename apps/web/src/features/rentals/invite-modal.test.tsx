import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayIn } from '@crashpad/shared/rules/calendar';
import { DEFAULT_TIME, INVITE_MESSAGES as M } from '@crashpad/shared/rules/rentals';
import { notify } from '../../lib/notify';
import { siteQuery } from '../../lib/site';
import './texts';
import { InviteModal } from './invite-modal';

vi.mock('../../lib/notify', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
afterEach(() => vi.unstubAllGlobals());

const LISTINGS = {
  listings: [
    {
      id: 3,
      title: 'Love Field Crew House',
      status: 2,
      num_beds: 3,
      num_occupied_beds: 0,
      rate_per_from: 425.5,
      deposit_required: 150,
      time_zone: 'America/Chicago',
    },
    {
      id: 4,
      title: 'Valley Ranch Pad',
      status: 2,
      num_beds: 1,
      num_occupied_beds: 0,
      rate_per_from: 300,
      deposit_required: 0,
      time_zone: 'America/Chicago',
    },
  ],
};
const BEDS = {
  rooms: [
    {
      id: 1,
      room_name: 'Front room',
      beds: [
        { id: 11, bed_name: 'Bed 1', status: 'ACTIVE' },
        { id: 12, bed_name: 'Bed 2', status: 'PENDING' },
      ],
    },
    { id: 2, room_name: 'Back room', beds: [{ id: 21, bed_name: 'Bed 1', status: 'ACTIVE' }] },
  ],
};

/** The server: the lister's crashpads and a crashpad's beds; anything sent is recorded. */
function server() {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    const body = url.endsWith('/lister/listings/unrented')
      ? LISTINGS
      : /\/lister\/\d+\/listings\/unrented$/.test(url)
        ? BEDS
        : { message: 'Your invitation has been sent.', id: 1 };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function open(listingId?: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(siteQuery.queryKey, { flags: {}, wording: {} } as never);
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <InviteModal target={{ listingId }} onClose={vi.fn()} onRequirements={vi.fn()} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const textbox = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const combobox = (name: RegExp) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
/** Every message under a field, top to bottom. */
const fieldMessages = () =>
  [...document.querySelectorAll('.mantine-InputWrapper-error')].map((e) => e.textContent);
/** The message under one field ('' when none), found through its aria-describedby. */
const messageOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-error'))
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join('');
/** The spec's fields in its order (docs/product/specification/2-listings-and-tenants.md §5): their messages. */
const specOrder = () =>
  [
    textbox(/E-mail/),
    combobox(/Location/),
    combobox(/Room assignment/),
    textbox(/Monthly rent/),
    textbox(/First name/),
    textbox(/Last name/),
  ].map(messageOf);
const sends = (fetch: ReturnType<typeof server>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'POST');

// docs/decisions/045-forms-show-every-error.md
describe('the invite modal (docs/product/specification/2-listings-and-tenants.md §5 "Invite tenant")', () => {
  it('shows every field’s message at once in the spec’s order, the first at the top; each goes when fixed', async () => {
    const fetch = server();
    open();
    await screen.findByRole('option', { name: 'Love Field Crew House' });
    send();
    expect(specOrder()).toEqual([M.email, M.location, M.bed, M.rentalAmount, M.firstName, M.lastName]);
    expect(fieldMessages()).toHaveLength(6);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('alert').textContent).toBe(M.email);
    expect(sends(fetch)).toEqual([]);

    fireEvent.change(textbox(/E-mail/), { target: { value: 'crew@example.com' } });
    expect(specOrder()).toEqual(['', M.location, M.bed, M.rentalAmount, M.firstName, M.lastName]);
    // The top follows the spec's order: the location comes before the names there.
    expect(within(dialog).getByRole('alert').textContent).toBe(M.location);
    fireEvent.change(textbox(/First name/), { target: { value: 'Jo' } });
    fireEvent.change(textbox(/Last name/), { target: { value: 'Rivera' } });
    expect(specOrder()).toEqual(['', M.location, M.bed, M.rentalAmount, '', '']);
    expect(fieldMessages()).toHaveLength(3);
  });

  it('starts rent and deposit at the chosen listing’s, keeps what the lister typed, and names each bed’s room', async () => {
    server();
    open();
    await screen.findByRole('option', { name: 'Love Field Crew House' });
    fireEvent.change(combobox(/Location/), { target: { value: '3' } });
    await waitFor(() => expect(textbox(/Monthly rent/).value).toBe('425.50'));
    expect(textbox(/Deposit/).value).toBe('150');
    const beds = await screen.findByRole('option', { name: 'Front room — Bed 1' });
    expect(beds).toBeTruthy();
    expect(
      within(combobox(/Room assignment/))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choose a bed',
      'Front room — Bed 1',
      'Front room — Bed 2 (invitation pending)',
      'Back room — Bed 1',
    ]);

    // The rent the lister typed stays when another location is chosen; the deposit they left follows it.
    fireEvent.change(textbox(/Monthly rent/), { target: { value: '400' } });
    fireEvent.change(combobox(/Location/), { target: { value: '4' } });
    await waitFor(() => expect(textbox(/Deposit/).value).toBe('0'));
    expect(textbox(/Monthly rent/).value).toBe('400');
  });

  it('starts at the listing’s amounts when the modal opens with a location', async () => {
    server();
    open(4);
    await waitFor(() => expect(textbox(/Monthly rent/).value).toBe('300'));
    expect(textbox(/Deposit/).value).toBe('0');
  });

  it('keeps "12.3.4" and "-5" as typed and refuses them by their fields, sending nothing', async () => {
    const fetch = server();
    open(3);
    await waitFor(() => expect(textbox(/Monthly rent/).value).toBe('425.50'));
    fireEvent.change(textbox(/Monthly rent/), { target: { value: '12.3.4' } });
    fireEvent.change(textbox(/Deposit/), { target: { value: '-5' } });
    expect(textbox(/Monthly rent/).value).toBe('12.3.4');
    expect(textbox(/Deposit/).value).toBe('-5');
    send();
    expect(screen.getByText(M.rentalAmountNumber)).toBeTruthy();
    expect(screen.getByText(M.depositNumber)).toBeTruthy();
    expect(sends(fetch)).toEqual([]);
  });

  // docs/product/specification/3-money-and-messaging.md §8: after an invite, advice to check spam or filtered e-mails; docs/decisions/048-what-pages-say.md
  it('says the invitation was sent and that the invitee should check spam or filtered e-mails', async () => {
    vi.mocked(notify).mockClear();
    const fetch = server();
    open(3);
    await waitFor(() => expect(textbox(/Monthly rent/).value).toBe('425.50'));
    await screen.findByRole('option', { name: 'Front room — Bed 1' });
    fireEvent.change(textbox(/E-mail/), { target: { value: 'jo.rivera@example.com' } });
    fireEvent.change(combobox(/Room assignment/), { target: { value: '11' } });
    fireEvent.change(textbox(/First name/), { target: { value: 'Jo' } });
    fireEvent.change(textbox(/Last name/), { target: { value: 'Rivera' } });
    send();
    await waitFor(() => expect(vi.mocked(notify)).toHaveBeenCalledTimes(1));
    expect(sends(fetch)).toHaveLength(1);
    expect(vi.mocked(notify).mock.calls[0]![0]).toMatchObject({
      color: 'green',
      title: 'Your invitation has been sent.',
      message:
        'Let jo.rivera@example.com know it is on its way: if it is not in their inbox within a few minutes, they should check their spam or filtered e-mails.',
    });
  });
});

// docs/product/specification/2-listings-and-tenants.md §5 "Invite tenant (in order)"; docs/decisions/045-forms-show-every-error.md:
// each field fixed in turn and the form sent again, until the complete invitation goes out as typed.
describe('the invite modal, fixed one field at a time', () => {
  it('drops each fixed field’s message at the next send, the rest staying in order, and sends the complete form', async () => {
    const fetch = server();
    open();
    await screen.findByRole('option', { name: 'Love Field Crew House' });
    const dialog = screen.getByRole('dialog');
    const top = () => within(dialog).getByRole('alert').textContent;
    send();
    expect(fieldMessages()).toEqual([M.email, M.firstName, M.lastName, M.location, M.bed, M.rentalAmount]);
    expect(specOrder()).toEqual([M.email, M.location, M.bed, M.rentalAmount, M.firstName, M.lastName]);

    fireEvent.change(textbox(/E-mail/), { target: { value: 'jo.rivera@example.com' } });
    send();
    expect(specOrder()).toEqual(['', M.location, M.bed, M.rentalAmount, M.firstName, M.lastName]);
    expect(top()).toBe(M.location);

    fireEvent.change(textbox(/First name/), { target: { value: 'Jo' } });
    send();
    expect(specOrder()).toEqual(['', M.location, M.bed, M.rentalAmount, '', M.lastName]);

    fireEvent.change(textbox(/Last name/), { target: { value: 'Rivera' } });
    send();
    expect(specOrder()).toEqual(['', M.location, M.bed, M.rentalAmount, '', '']);

    // The rent typed before a location is chosen stays the lister's (the location would otherwise fill it).
    fireEvent.change(textbox(/Monthly rent/), { target: { value: '450' } });
    send();
    expect(specOrder()).toEqual(['', M.location, M.bed, '', '', '']);
    expect(top()).toBe(M.location);

    fireEvent.change(combobox(/Location/), { target: { value: '3' } });
    await screen.findByRole('option', { name: 'Front room — Bed 1' });
    send();
    expect(specOrder()).toEqual(['', '', M.bed, '', '', '']);
    expect(top()).toBe(M.bed);
    expect(textbox(/Monthly rent/).value).toBe('450');
    expect(sends(fetch)).toEqual([]);

    fireEvent.change(combobox(/Room assignment/), { target: { value: '11' } });
    send();
    await waitFor(() => expect(sends(fetch)).toHaveLength(1));
    expect(fieldMessages()).toEqual([]);
    const [url, init] = sends(fetch)[0]!;
    expect(url).toBe('/api/rental/invite');
    expect(JSON.parse(String(init!.body))).toEqual({
      email: 'jo.rivera@example.com',
      first_name: 'Jo',
      last_name: 'Rivera',
      phone_number: '',
      airline: '',
      job_position: '',
      listing_id: 3,
      bed_id: 11,
      rental_amount: 450,
      // not typed: the listing's deposit
      deposit: 150,
      start_date: todayIn('America/Chicago'),
      start_time: DEFAULT_TIME,
      checkout_date: '',
      checkout_time: '',
      payment_date: 1,
      auto_pay: 0,
    });
  });
});
