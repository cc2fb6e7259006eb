// A lister sets up a payout account through the payment sandbox's own onboarding page and turns AutoPay on
// (docs/product/specification/3-money-and-messaging.md §2.3; docs/decisions/024-payout-accounts.md).
import { FIXTURE_PASSWORD, paidLister } from '../fixtures.mjs';
import { signIn, uniqueEmail } from './accounts-helpers';
import { expect, expectAccessible, flipSwitch, test } from './fixtures';

test('a lister completes sandbox onboarding, sees the bank last 4 and turns AutoPay on', async ({
  page,
  baseURL,
  consoleErrors: _,
}) => {
  test.slow();
  const email = uniqueEmail('payout-lister');
  await paidLister(baseURL!, email, 'premium');
  await signIn(page, email, FIXTURE_PASSWORD);
  // Before onboarding, "no account yet" is an answer, not a 404 in the console (docs/decisions/046-flows-and-looks.md).
  const accountAnswer = page.waitForResponse((r) => r.url().endsWith('/api/stripe/account'));
  await page.goto('/account-setting?tab=autopay');
  expect((await accountAnswer).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'AutoPay Settings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payout Account' })).toHaveCount(0);
  await expectAccessible(page);

  // Turning AutoPay on before onboarding is refused, and the switch stays off.
  const autopay = page.getByRole('switch', { name: 'AutoPay' });
  await flipSwitch(autopay);
  await expect(page.getByText('Please complete your payout account onboarding')).toBeVisible();
  await expect(autopay).not.toBeChecked();

  await page.getByRole('button', { name: 'Complete Onboarding' }).click();
  await expect(page.getByRole('heading', { name: 'Set up your payout account' })).toBeVisible();
  await expectAccessible(page);
  const onboardingUrl = page.url();
  // An empty form: every field says what it needs (docs/decisions/046-flows-and-looks.md).
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please check the details marked below.');
  await expect(page.getByLabel('Bank name')).toHaveAccessibleDescription(
    'Please enter the name of your bank.',
  );
  await expect(page.getByLabel(/Routing number/)).toHaveAccessibleDescription(
    'Please enter the routing number.',
  );
  await expect(page.getByLabel(/Account number/)).toHaveAccessibleDescription(
    'Please enter the account number.',
  );
  await expectAccessible(page);
  // A wrong routing number keeps the page's link: a reload shows the form again, the bank's name kept.
  await page.getByLabel('Bank name').fill('Test Bank of Dallas');
  await page.getByLabel(/Routing number/).fill('021000021');
  await page.getByLabel(/Account number/).fill('000123456789');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByLabel(/Routing number/)).toHaveAccessibleDescription(
    'Routing number not valid. In test mode use 110000000.',
  );
  expect(new URL(page.url()).searchParams.get('link')).toBe(new URL(onboardingUrl).searchParams.get('link'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Set up your payout account' })).toBeVisible();
  await expect(page.getByLabel('Bank name')).toHaveValue('Test Bank of Dallas');
  await page.getByLabel(/Routing number/).fill('110000000');
  await page.getByLabel(/Account number/).fill('000123456788');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByLabel(/Account number/)).toHaveAccessibleDescription(/Account number not valid/);
  await page.getByLabel(/Routing number/).fill('110000000');
  await page.getByLabel(/Account number/).fill('000123456789');
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/account-setting\?tab=autopay&connect-account/);
  await expect(page.getByRole('heading', { name: 'Payout Account' })).toBeVisible();
  await expect(page.getByText('Test Bank of Dallas •••• 6789')).toBeVisible();
  await expect(page.getByRole('button', { name: 'View Stripe Account' })).toBeVisible();
  await expectAccessible(page);

  await flipSwitch(autopay);
  // the toast (the tab's own text also starts "AutoPay is on.")
  await expect(
    page.getByText('AutoPay is on. You can now ask your tenants to pay rent by AutoPay.'),
  ).toBeVisible();
  await expect(autopay).toBeChecked();
});
