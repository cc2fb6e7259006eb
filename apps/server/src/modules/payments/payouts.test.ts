// Payout accounts through the payment sandbox (issue 15): onboarding link → the sandbox's onboarding page →
// the account with its bank's last 4 → AutoPay on; every refusal, and no member reaching another's account.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PAYOUT_MESSAGES as M } from '@crashpad/shared/api/payouts';
import {
  bearer,
  createMember,
  login,
  saveCard,
  signedInMember,
  suiteApp,
  testApp,
  userRow,
} from '../../../test/factory';
import { SANDBOX_BANK_MESSAGES } from '../../adapters/payments/sandbox-bank';
import { sandboxConnectedAccounts } from '../../db/schema';

const t = suiteApp();

const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? bearer(token) : {} });
const put = (url: string, payload: unknown, token?: string) =>
  t.app.inject({ method: 'PUT', url, payload: payload as object, headers: token ? bearer(token) : {} });
const submit = (form: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/sandbox/connect/onboarding',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });

/** Submits the onboarding form and follows the answer back to the page it names, as the browser does. */
async function submitAndFollow(form: Record<string, string>) {
  const res = await submit(form);
  expect(res.statusCode).toBe(303);
  const back = new URL(String(res.headers.location), 'http://crashpad.test');
  return { location: back, page: await t.app.inject({ url: `${back.pathname}${back.search}` }) };
}

async function member(userPlan: 'premium' | 'basic' | 'pro' | 'seeker' | null) {
  return signedInMember(t, { userPlan });
}

/** the onboarding link's secret, from the URL the API answered */
async function onboardingLink(token: string): Promise<string> {
  const res = await get('/api/stripe/get-custom-link?type=onboarding', token);
  expect(res.statusCode).toBe(200);
  const url = new URL(res.json<{ account_link: { url: string } }>().account_link.url);
  expect(url.origin).toBe('http://crashpad.test');
  expect(url.pathname).toBe('/api/sandbox/connect/onboarding');
  return url.searchParams.get('link')!;
}

const TEST_BANK = {
  bank_name: 'Test Bank of Dallas',
  routing_number: '110000000',
  account_number: '000123456789',
};

describe('payout account through the sandbox', () => {
  it('creates the account on first link, onboards, shows the bank last 4, and lets AutoPay be turned on', async () => {
    const lister = await member('premium');

    // Before onboarding: no account (an answer, not an error: docs/decisions/046-flows-and-looks.md), no dashboard, AutoPay refused.
    const none = await get('/api/stripe/account', lister.token);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ account: null, automatic_payment: 0, payout_config_id: 1 });
    const early = await put('/api/lister/settings/autopay', { enabled: true }, lister.token);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: M.autopayNeedsOnboarding, code: 'ONBOARDING_INCOMPLETE' });

    const link = await onboardingLink(lister.token);
    const accountId = (await userRow(t.db, lister.id)).accStripe!;
    expect(accountId).toMatch(/^acct_sbx_/);
    // A second link reuses the account.
    await onboardingLink(lister.token);
    expect((await userRow(t.db, lister.id)).accStripe).toBe(accountId);

    const pending = await get('/api/stripe/account', lister.token);
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toMatchObject({
      account: { id: accountId, onboarding_complete: false, external_accounts: { data: [] } },
      automatic_payment: 0,
      payout_config_id: 1,
    });
    const notYet = await get('/api/stripe/dashboard-link', lister.token);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json()).toMatchObject({ message: M.notOnboarded });
    expect((await put('/api/lister/settings/autopay', { enabled: true }, lister.token)).statusCode).toBe(409);

    // The sandbox's onboarding page (the last link is the live one), then the form.
    const stale = await t.app.inject({
      url: `/api/sandbox/connect/onboarding?link=${encodeURIComponent(link)}`,
    });
    expect(stale.statusCode).toBe(404);
    const live = await onboardingLink(lister.token);
    const page = await t.app.inject({
      url: `/api/sandbox/connect/onboarding?link=${encodeURIComponent(live)}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Set up your payout account');
    expect(page.body).toContain(lister.email);

    const done = await submit({ link: live, ...TEST_BANK });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('http://crashpad.test/account-setting?tab=autopay&connect-account');
    expect((await userRow(t.db, lister.id)).payoutOnboardedAt).toBeInstanceOf(Date);
    // Only the bank's name and the last 4 are kept.
    const [stored] = await t.db
      .select()
      .from(sandboxConnectedAccounts)
      .where(eq(sandboxConnectedAccounts.id, accountId));
    expect(stored).toMatchObject({ bankName: 'Test Bank of Dallas', last4: '6789', payoutsEnabled: true });
    expect(JSON.stringify(stored)).not.toContain('000123456789');
    // The link is used up.
    expect((await submit({ link: live, ...TEST_BANK })).statusCode).toBe(404);

    const ready = await get('/api/stripe/account', lister.token);
    expect(ready.json()).toEqual({
      account: {
        id: accountId,
        charges_enabled: true,
        payouts_enabled: true,
        details_submitted: true,
        onboarding_complete: true,
        external_accounts: {
          data: [{ object: 'bank_account', bank_name: 'Test Bank of Dallas', last4: '6789' }],
        },
      },
      automatic_payment: 0,
      payout_config_id: 1,
    });

    // The spec's status (1 on); the app's earlier enabled (false) is still taken.
    const on = await put('/api/lister/settings/autopay', { status: 1 }, lister.token);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ message: M.autopayOn, automatic_payment: 1 });
    expect((await userRow(t.db, lister.id)).automaticPayment).toBe(1);
    const off = await put('/api/lister/settings/autopay', { enabled: false }, lister.token);
    expect(off.json()).toEqual({ message: M.autopayOff, automatic_payment: 0 });
    expect((await userRow(t.db, lister.id)).automaticPayment).toBe(0);

    // The sandbox dashboard lists the account and its (empty) payouts.
    const dash = await get('/api/stripe/dashboard-link', lister.token);
    expect(dash.statusCode).toBe(200);
    const dashUrl = new URL(dash.json<{ account_link: { url: string } }>().account_link.url);
    expect(dashUrl.pathname).toBe('/api/sandbox/connect/dashboard');
    const dashboard = await t.app.inject({ url: `${dashUrl.pathname}${dashUrl.search}` });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).toContain(accountId);
    expect(dashboard.body).toContain('Test Bank of Dallas');
    expect(dashboard.body).toContain('No payouts yet');
    expect((await t.app.inject({ url: '/api/sandbox/connect/dashboard?login=nope' })).statusCode).toBe(404);

    // A tenant's rent paid into the account shows as a payment, less the platform's fee, and as its payout.
    const tenant = await member(null);
    const card = await saveCard(t.app, tenant.token);
    const { customerId } = await userRow(t.db, tenant.id);
    await t.ctx.payments.charge({
      customerId: customerId!,
      paymentMethodId: card,
      amountCents: 45_000,
      currency: 'usd',
      description: 'Rent',
      idempotencyKey: `payout-dashboard-${tenant.id}`,
      // $450.00: card processing $13.35 and the platform's $4.50 (docs/decisions/051)
      destination: { accountId, feeCents: 1785 },
    });
    const again = await get('/api/stripe/dashboard-link', lister.token);
    const againUrl = new URL(again.json<{ account_link: { url: string } }>().account_link.url);
    const paid = (await t.app.inject({ url: `${againUrl.pathname}${againUrl.search}` })).body;
    expect(paid).not.toContain('No payouts yet');
    expect(paid).toContain('<th>Fees (card processing and platform)</th>');
    expect(paid).toContain('<td>$450.00</td><td>$17.85</td><td>—</td><td>$432.15</td>');
    expect(paid).toMatch(/<td>\d{4}-\d{2}-\d{2}<\/td><td>\$432\.15<\/td><td>In transit<\/td>/);
  });

  it('refuses wrong bank details with the reason, keeps the form, and changes nothing', async () => {
    const lister = await member('basic');
    const link = await onboardingLink(lister.token);
    const cases: [Record<string, string>, string][] = [
      [{ ...TEST_BANK, bank_name: '   ' }, SANDBOX_BANK_MESSAGES.bankName],
      [{ ...TEST_BANK, routing_number: '021000021' }, SANDBOX_BANK_MESSAGES.routing],
      [{ ...TEST_BANK, account_number: '123456789012' }, SANDBOX_BANK_MESSAGES.account],
    ];
    for (const [form, message] of cases) {
      const { page } = await submitAndFollow({ link, ...form });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(message.replace(/'/g, '&#39;'));
    }
    // HTML in the bank name comes back escaped.
    const xss = await submitAndFollow({
      link,
      ...TEST_BANK,
      bank_name: '<script>x</script>',
      routing_number: '1',
    });
    expect(xss.page.body).not.toContain('<script>x</script>');
    expect(xss.page.body).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect((await userRow(t.db, lister.id)).payoutOnboardedAt).toBeNull();
    expect((await submit({ ...TEST_BANK, link: 'not-a-link' })).statusCode).toBe(404);
  });

  // docs/decisions/046-flows-and-looks.md: the form checks every field itself, and a refusal keeps the page's address (?link=), so
  // a reload shows the form again instead of a broken page.
  it('answers a refused form with the form again at its own address, with every field’s message', async () => {
    const lister = await member('premium');
    const link = await onboardingLink(lister.token);
    const page = await t.app.inject({
      url: `/api/sandbox/connect/onboarding?link=${encodeURIComponent(link)}`,
    });
    expect(page.body).toContain('<form method="post" novalidate');

    const empty = await submitAndFollow({ link, bank_name: '', routing_number: '', account_number: '' });
    expect(empty.location.pathname).toBe('/api/sandbox/connect/onboarding');
    expect(empty.location.searchParams.get('link')).toBe(link);
    expect(empty.page.statusCode).toBe(200);
    for (const message of [
      SANDBOX_BANK_MESSAGES.bankName,
      SANDBOX_BANK_MESSAGES.routingMissing,
      SANDBOX_BANK_MESSAGES.accountMissing,
    ])
      expect(empty.page.body).toContain(message);
    expect(empty.page.body).toContain('aria-invalid="true"');

    // A wrong routing number: its message alone, the bank's name kept, no number in the address.
    const wrong = await submitAndFollow({ link, ...TEST_BANK, routing_number: '021000021' });
    expect(wrong.location.searchParams.get('link')).toBe(link);
    expect(wrong.location.search).not.toMatch(/021000021|000123456789/);
    expect(wrong.page.body).toContain(SANDBOX_BANK_MESSAGES.routing);
    expect(wrong.page.body).not.toContain(SANDBOX_BANK_MESSAGES.account);
    expect(wrong.page.body).toContain('value="Test Bank of Dallas"');
    // Reloading that address shows the same form, and the link still onboards.
    const reloaded = await t.app.inject({ url: `${wrong.location.pathname}${wrong.location.search}` });
    expect(reloaded.body).toBe(wrong.page.body);
    expect((await userRow(t.db, lister.id)).payoutOnboardedAt).toBeNull();
    const done = await submit({ link, ...TEST_BANK });
    expect(done.headers.location).toBe('http://crashpad.test/account-setting?tab=autopay&connect-account');
  });

  it('answers 401 logged out and 403 to seekers and free tenants, with nothing created', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/stripe/get-custom-link?type=onboarding', undefined],
      ['GET', '/api/stripe/dashboard-link', undefined],
      ['GET', '/api/stripe/account', undefined],
      ['PUT', '/api/lister/settings/autopay', { enabled: false }],
      ['PUT', '/api/lister/settings/payout-config', { config_id: 2 }],
    ] as const) {
      const anonymous = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode).toBe(401);
      for (const plan of ['seeker', null] as const) {
        const who = await member(plan);
        const res = await t.app.inject({
          method,
          url,
          headers: bearer(who.token),
          ...(payload ? { payload } : {}),
        });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ message: M.notLister, code: 'NOT_LISTER' });
        expect((await userRow(t.db, who.id)).accStripe).toBeNull();
      }
    }
  });

  it('validates the link type, the AutoPay switch and the payout schedule', async () => {
    const lister = await member('pro');
    const badType = await get('/api/stripe/get-custom-link?type=payout', lister.token);
    expect(badType.statusCode).toBe(400);
    expect(JSON.stringify(badType.json())).toContain(M.linkType);
    expect((await userRow(t.db, lister.id)).accStripe).toBeNull();

    const badSwitch = await put('/api/lister/settings/autopay', { enabled: 'yes' }, lister.token);
    expect(badSwitch.statusCode).toBe(400);
    expect(JSON.stringify(badSwitch.json())).toContain(M.enabled);
    for (const body of [{ status: 2 }, { status: '1' }, { status: true }, {}]) {
      const res = await put('/api/lister/settings/autopay', body, lister.token);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(M.status);
    }
    expect((await userRow(t.db, lister.id)).automaticPayment).toBe(0);

    for (const body of [{ config_id: 4 }, { config_id: 0 }, { config_id: '2' }, {}]) {
      const res = await put('/api/lister/settings/payout-config', body, lister.token);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(M.configId);
    }
    const weekly = await put('/api/lister/settings/payout-config', { config_id: 2 }, lister.token);
    expect(weekly.json()).toEqual({ message: M.schedule('weekly'), payout_config_id: 2, schedule: 'weekly' });
    expect((await userRow(t.db, lister.id)).payoutConfigId).toBe(2);
    // The account made afterwards gets the chosen schedule, and its dashboard dates the payouts by it.
    const link = await onboardingLink(lister.token);
    expect((await submit({ link, ...TEST_BANK })).statusCode).toBe(303);
    const dash = await get('/api/stripe/dashboard-link', lister.token);
    const dashUrl = new URL(dash.json<{ account_link: { url: string } }>().account_link.url);
    expect((await t.app.inject({ url: `${dashUrl.pathname}${dashUrl.search}` })).body).toContain(
      'paid out weekly',
    );
  });

  it("never reaches another member's account: each link and answer is about the caller's own", async () => {
    const a = await member('premium');
    const b = await member('premium');
    const linkA = await onboardingLink(a.token);
    expect((await submit({ link: linkA, ...TEST_BANK })).statusCode).toBe(303);
    await onboardingLink(b.token);
    const accountA = (await userRow(t.db, a.id)).accStripe;
    const accountB = (await userRow(t.db, b.id)).accStripe;
    expect(accountB).not.toBe(accountA);

    const seenByB = await get('/api/stripe/account', b.token);
    expect(seenByB.json()).toMatchObject({ account: { id: accountB, onboarding_complete: false } });
    expect(JSON.stringify(seenByB.json())).not.toContain(accountA!);
    expect((await get('/api/stripe/dashboard-link', b.token)).statusCode).toBe(409);
    expect((await put('/api/lister/settings/autopay', { enabled: true }, b.token)).statusCode).toBe(409);
    expect((await userRow(t.db, b.id)).payoutOnboardedAt).toBeNull();
  });
});

describe('payout features turned off', () => {
  it('answers 404 when AutoPay or the payout schedule is off', async () => {
    const off = await testApp({ FEATURE_AUTOPAY: 'false', FEATURE_PAYOUT_SCHEDULE: 'false' });
    try {
      const m = await createMember(off.db, { userPlan: 'premium' });
      const token = await login(off.app, m.email, m.password);
      for (const [method, url, payload] of [
        ['GET', '/api/stripe/get-custom-link', undefined],
        ['GET', '/api/stripe/account', undefined],
        ['PUT', '/api/lister/settings/autopay', { enabled: true }],
        ['PUT', '/api/lister/settings/payout-config', { config_id: 2 }],
      ] as const) {
        const res = await off.app.inject({
          method,
          url,
          headers: bearer(token),
          ...(payload ? { payload } : {}),
        });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'FEATURE_OFF' });
      }
    } finally {
      await off.close();
    }
  });
});
