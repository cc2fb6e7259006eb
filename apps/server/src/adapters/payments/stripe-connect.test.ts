// The Stripe adapter's payout accounts (Connect Express; docs/decisions/024-payout-accounts.md) on the real SDK,
// pointed at the fake Stripe API: what it returns and what it put on the wire.
import { describe, expect, it } from 'vitest';
import { fakeStripeApi, refusal } from './fake-stripe-api';
import { CONNECTED_ACCOUNT_ID, accountLink, expressAccount, loginLink } from './stripe-fixtures';

const { answer, stripe, only } = fakeStripeApi();

describe('payout accounts (Connect Express)', () => {
  it('creates an Express account for the lister with card payments and transfers requested', async () => {
    answer('POST', '/v1/accounts', 200, expressAccount('new'));
    const id = await stripe().createExpressAccount({
      email: 'jamie.rivera@example.com',
      country: 'US',
      metadata: { user_id: '42' },
    });
    expect(id).toBe(CONNECTED_ACCOUNT_ID);
    expect(only()).toMatchObject({
      method: 'POST',
      path: '/v1/accounts',
      params: {
        type: 'express',
        email: 'jamie.rivera@example.com',
        country: 'US',
        'capabilities[card_payments][requested]': 'true',
        'capabilities[transfers][requested]': 'true',
        'metadata[user_id]': '42',
      },
    });
  });

  it('asks for an onboarding link that returns to the product', async () => {
    answer('POST', '/v1/account_links', 200, accountLink);
    const url = await stripe().onboardingLink(
      CONNECTED_ACCOUNT_ID,
      'https://crashpad.example/account-setting?tab=autopay&connect-account',
      'https://crashpad.example/account-setting?tab=autopay&connect-account&refresh',
    );
    expect(url).toBe(accountLink.url);
    expect(only().params).toEqual({
      account: CONNECTED_ACCOUNT_ID,
      type: 'account_onboarding',
      return_url: 'https://crashpad.example/account-setting?tab=autopay&connect-account',
      refresh_url: 'https://crashpad.example/account-setting?tab=autopay&connect-account&refresh',
    });
  });

  it('sets the payout schedule: weekly on Mondays, monthly on the 1st', async () => {
    answer('POST', `/v1/accounts/${CONNECTED_ACCOUNT_ID}`, 200, expressAccount('onboarded'));
    await stripe().setPayoutSchedule(CONNECTED_ACCOUNT_ID, 'weekly');
    expect(only()).toMatchObject({
      method: 'POST',
      path: `/v1/accounts/${CONNECTED_ACCOUNT_ID}`,
      params: {
        'settings[payouts][schedule][interval]': 'weekly',
        'settings[payouts][schedule][weekly_anchor]': 'monday',
      },
    });
  });

  it('asks for a login link to the Express dashboard', async () => {
    answer('POST', `/v1/accounts/${CONNECTED_ACCOUNT_ID}/login_links`, 200, loginLink);
    expect(await stripe().dashboardLink(CONNECTED_ACCOUNT_ID)).toBe(loginLink.url);
    expect(only()).toMatchObject({
      method: 'POST',
      path: `/v1/accounts/${CONNECTED_ACCOUNT_ID}/login_links`,
    });
  });

  it('reads an onboarded account with its bank account as bank name and last 4', async () => {
    answer('GET', `/v1/accounts/${CONNECTED_ACCOUNT_ID}`, 200, expressAccount('onboarded'));
    expect(await stripe().account(CONNECTED_ACCOUNT_ID)).toEqual({
      id: CONNECTED_ACCOUNT_ID,
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
      external_accounts: [{ object: 'bank_account', bank_name: 'STRIPE TEST BANK', last4: '6789' }],
    });
    expect(only()).toMatchObject({ method: 'GET', path: `/v1/accounts/${CONNECTED_ACCOUNT_ID}` });
  });

  it('reads a debit card that receives the payouts as a card, named by its brand', async () => {
    const account = expressAccount('onboarded') as { external_accounts: { data: Record<string, unknown>[] } };
    const { bank_name: _bank, routing_number: _routing, ...rest } = account.external_accounts.data[0]!;
    account.external_accounts.data = [
      { ...rest, id: 'card_1QvK7cPb3mT9xHcWdebit', object: 'card', brand: 'Visa', last4: '5556' },
    ];
    answer('GET', `/v1/accounts/${CONNECTED_ACCOUNT_ID}`, 200, account);
    expect((await stripe().account(CONNECTED_ACCOUNT_ID)).external_accounts).toEqual([
      { object: 'card', bank_name: 'Visa', last4: '5556' },
    ]);
  });

  it('reads an account that has not finished onboarding as not ready, with no bank account', async () => {
    answer('GET', `/v1/accounts/${CONNECTED_ACCOUNT_ID}`, 200, expressAccount('new'));
    expect(await stripe().account(CONNECTED_ACCOUNT_ID)).toEqual({
      id: CONNECTED_ACCOUNT_ID,
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      external_accounts: [],
    });
  });

  it('passes a refusal on in the product shape', async () => {
    answer('POST', `/v1/accounts/${CONNECTED_ACCOUNT_ID}/login_links`, 400, {
      error: {
        message: 'Cannot create a login link for an account that has not completed onboarding.',
        type: 'invalid_request_error',
      },
    });
    const err = await refusal(() => stripe().dashboardLink(CONNECTED_ACCOUNT_ID));
    expect(err).toMatchObject({
      type: 'invalid_request_error',
      message: 'Cannot create a login link for an account that has not completed onboarding.',
    });
  });
});
