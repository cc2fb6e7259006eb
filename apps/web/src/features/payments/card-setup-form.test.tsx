// The card form's billing state (docs/decisions/053-settings-tabs-header-and-form-details.md): offered for a US
// address, sent with the card.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CARD_MESSAGES } from '@crashpad/shared/rules/cards';
import { US_STATES } from '@crashpad/shared/us-states';
import { siteQuery } from '../../lib/site';
import { billingDetails, emptyCard } from './card-fields';
import { CardSetupForm } from './card-setup-form';

const fetch = vi.fn(async (url: string) => {
  const answers: Record<string, object> = {
    '/api/stripe/setup-customer': { customer_id: 'cus_sbx_1' },
    '/api/stripe/setup-intent': { client_secret: 'seti_sbx_1_secret_x' },
    '/api/sandbox/setup-intents/confirm': { payment_method: 'pm_sbx_1', status: 'succeeded' },
  };
  return new Response(JSON.stringify(answers[url] ?? {}), { status: 200 });
});
beforeEach(() => {
  fetch.mockClear();
  vi.stubGlobal('fetch', fetch);
});
afterEach(() => vi.unstubAllGlobals());

function show(onCard = vi.fn(async () => {}), names = { first: 'Jamie', last: 'Rivera' }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(siteQuery.queryKey, { payments: { provider: 'sandbox' }, flags: {} } as never);
  client.setQueryData(['countries'], {
    data: [
      { code: 'CA', name: 'Canada' },
      { code: 'US', name: 'United States' },
    ],
  });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <CardSetupForm
          owner="member"
          firstName={names.first}
          lastName={names.last}
          submitLabel="Save card"
          onCard={onCard}
        />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return onCard;
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
function fillCard() {
  fireEvent.change(field('Card number'), { target: { value: '4242424242424242' } });
  fireEvent.change(field('Expiry (MM / YY)'), { target: { value: '1230' } });
  fireEvent.change(field('CVC'), { target: { value: '123' } });
  fireEvent.change(field('Postal code'), { target: { value: '75261' } });
}
async function sentCard() {
  await waitFor(() =>
    expect(fetch.mock.calls.map((c) => c[0])).toContain('/api/sandbox/setup-intents/confirm'),
  );
  const call = fetch.mock.calls.find((c) => c[0] === '/api/sandbox/setup-intents/confirm')!;
  return (JSON.parse(String((call as unknown as [string, RequestInit])[1].body)) as { card: object }).card;
}

describe('the card form', () => {
  it('offers every US state for a US address and sends the chosen one with the card', async () => {
    const onCard = show();
    const states = within(select('State'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(states).toEqual(['Select a state', ...US_STATES.map((s) => s.name)]);
    expect(select('State').value).toBe('');
    fillCard();
    fireEvent.change(select('State'), { target: { value: 'TX' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await sentCard()).toMatchObject({
      name: 'Jamie Rivera',
      postal_code: '75261',
      country: 'US',
      state: 'TX',
    });
    await waitFor(() => expect(onCard).toHaveBeenCalled());
  });

  it('asks no state for another country, and sends none', async () => {
    show();
    fillCard();
    fireEvent.change(select('State'), { target: { value: 'TX' } });
    fireEvent.change(select('Country'), { target: { value: 'CA' } });
    expect(screen.queryByRole('combobox', { name: 'State' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    const card = await sentCard();
    expect(card).toMatchObject({ country: 'CA', state: null });
  });

  it('gives Stripe the same billing details, the state as billing_details.address.state', () => {
    expect(billingDetails({ ...emptyCard('Jamie', 'Rivera'), postal_code: ' 75261 ', state: 'TX' })).toEqual({
      name: 'Jamie Rivera',
      address: { postal_code: '75261', country: 'US', state: 'TX' },
    });
    expect(billingDetails({ ...emptyCard('Jamie', 'Rivera'), country: 'CA', state: 'TX' }).address).toEqual({
      postal_code: '',
      country: 'CA',
    });
  });
});

// docs/product/specification/3-money-and-messaging.md §5 "Card form": first name, last name, postal code and country
// required; card number, expiry and CVC complete. Every field's message shows at once beside its field
// (docs/decisions/045-forms-show-every-error.md), so they read in the form's order: names, card, then the billing
// address (country with its default, United States, and the postal code last).
describe('the card form’s checks (docs/product/specification/3-money-and-messaging.md §5 "Card form")', () => {
  const EMPTY = [
    CARD_MESSAGES.firstName,
    CARD_MESSAGES.lastName,
    CARD_MESSAGES.number,
    CARD_MESSAGES.expiry,
    CARD_MESSAGES.cvc,
    CARD_MESSAGES.postalCode,
  ];
  /** The messages beside the fields, top to bottom. */
  const shown = () => [...document.querySelectorAll('.mantine-InputWrapper-error')].map((e) => e.textContent);
  const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
  const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

  it('names every missing field in order, drops each message as it is fixed, and sends only a complete card', async () => {
    const onCard = show(undefined, { first: '', last: '' });
    save();
    expect(shown()).toEqual(EMPTY);

    type('First name', 'Jamie');
    save();
    expect(shown()).toEqual(EMPTY.slice(1));
    type('Last name', 'Rivera');
    save();
    expect(shown()).toEqual(EMPTY.slice(2));
    // a number that is long enough but mistyped is named as invalid, not incomplete
    type('Card number', '4242424242424241');
    save();
    expect(shown()).toEqual([CARD_MESSAGES.numberInvalid, ...EMPTY.slice(3)]);
    type('Card number', '4242424242424242');
    save();
    expect(shown()).toEqual(EMPTY.slice(3));
    type('Expiry (MM / YY)', '1230');
    save();
    expect(shown()).toEqual(EMPTY.slice(4));
    type('CVC', '123');
    save();
    expect(shown()).toEqual(EMPTY.slice(5));
    expect(fetch).not.toHaveBeenCalled();

    type('Postal code', '75261');
    save();
    expect(shown()).toEqual([]);
    expect(await sentCard()).toEqual({
      number: '4242424242424242',
      exp_month: 12,
      exp_year: 2030,
      cvc: '123',
      name: 'Jamie Rivera',
      postal_code: '75261',
      country: 'US',
      state: null,
    });
    await waitFor(() => expect(onCard).toHaveBeenCalled());
  });
});
