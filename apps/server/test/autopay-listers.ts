// A lister ready for AutoPay, through the API as in the browser: the sandbox's payout onboarding, then the AutoPay
// switch (docs/decisions/024-payout-accounts.md).
import { bearer } from './accounts';
import { listerWithCrashpad } from './rentals';
import type { Lister } from './listings';
import type { TestApp } from './test-app';

const TEST_BANK = {
  bank_name: 'Test Bank of Dallas',
  routing_number: '110000000',
  account_number: '000123456789',
};

/** Onboards the lister's payout account in the sandbox; with `autopay`, turns their AutoPay on too. */
export async function onboardLister(t: TestApp, lister: Lister, autopay = true): Promise<void> {
  const res = await t.app.inject({
    url: '/api/stripe/get-custom-link?type=onboarding',
    headers: bearer(lister.token),
  });
  if (res.statusCode !== 200) throw new Error(`custom link answered ${res.statusCode}: ${res.body}`);
  const link = new URL(res.json<{ account_link: { url: string } }>().account_link.url).searchParams.get(
    'link',
  );
  const done = await t.app.inject({
    method: 'POST',
    url: '/api/sandbox/connect/onboarding',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ link: link ?? '', ...TEST_BANK }).toString(),
  });
  if (done.statusCode !== 303) throw new Error(`onboarding answered ${done.statusCode}: ${done.body}`);
  if (!autopay) return;
  const on = await t.app.inject({
    method: 'PUT',
    url: '/api/lister/settings/autopay',
    payload: { enabled: true },
    headers: bearer(lister.token),
  });
  if (on.statusCode !== 200) throw new Error(`AutoPay switch answered ${on.statusCode}: ${on.body}`);
}

/** A pro lister with a crashpad, onboarded, AutoPay on. */
export async function autopayLister(t: TestApp) {
  const crashpad = await listerWithCrashpad(t);
  await onboardLister(t, crashpad.lister);
  return crashpad;
}
