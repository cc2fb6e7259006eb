// A late fee on a rental and what My Services says (docs/decisions/056-payment-types-services-and-late-fees.md): a
// lister adds a late fee to a current tenant from My Crew, it shows in the tenant's activity, the tenant pays it by
// card on the One-Time Payment tab, and both payment histories show it with its card fees; My Services names how
// the lister's package was paid and its reference PAYMENT.FEE.LISTER. Set up through the API (crew-helpers.ts).
import type { Page } from '@playwright/test';
import { FIXTURE_PASSWORD } from '../fixtures.mjs';
import { signIn } from './accounts-helpers';
import { acceptedTenant, listerWithCrashpad, onboardPayouts, saveCard } from './crew-helpers';
import { expect, expectAccessible, test } from './fixtures';

const NAME = 'C. Nguyen';

async function tenantMenu(page: Page, item: string) {
  await page
    .getByRole('listitem', { name: NAME })
    .getByRole('button', { name: `Actions for ${NAME}` })
    .click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('a lister adds a late fee the tenant pays by card, and it shows in the activity and both payment histories', async ({
  page,
  browser,
  request,
  consoleErrors: _,
}) => {
  test.slow();
  const lister = await listerWithCrashpad(request, 'latefee');
  await onboardPayouts(request, lister.token);
  const tenant = await acceptedTenant(request, lister, 0);
  await saveCard(request, tenant.token);

  await signIn(page, lister.email, FIXTURE_PASSWORD);
  await page.goto('/my-crew');
  await expect(page.getByRole('listitem', { name: NAME })).toBeVisible();
  await tenantMenu(page, 'Add late fee');
  const modal = page.getByRole('dialog', { name: `Add late fee: ${NAME}` });
  await modal.getByRole('button', { name: 'Add late fee' }).click();
  await expect(modal.getByRole('alert')).toHaveText('Please fill in all required fields correctly.');
  await expect(modal.getByText('Amount is required.')).toBeVisible();
  await modal.getByRole('textbox', { name: /Late fee/ }).fill('25');
  await modal
    .getByRole('textbox', { name: /Note for the tenant/ })
    .fill('Rent for this month arrived on the 9th.');
  // What the lister receives once the card fees are taken (docs/decisions/051): $25.00 − $1.03 − $0.25.
  await expect(modal).toContainText('you receive $23.72');
  await expectAccessible(page);
  await modal.screenshot({ path: test.info().outputPath('late-fee-modal.png') });
  await modal.getByRole('button', { name: 'Add late fee' }).click();
  await expect(page.getByText('Late fee added. Your tenant has been e-mailed')).toBeVisible();
  await expect(modal).toBeHidden();

  // The rental's activity says it.
  await tenantMenu(page, 'Tenant activity');
  const activity = page.getByRole('dialog', { name: `Activity: ${NAME}` });
  await expect(activity.getByRole('listitem').first()).toContainText('Late fee added');
  await expect(activity).toContainText('Late fee $25.00 added');
  await page.keyboard.press('Escape');
  await expect(activity).toBeHidden();

  // The tenant pays it with the saved card.
  const tenantContext = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    baseURL: test.info().project.use.baseURL,
  });
  const tenantPage = await tenantContext.newPage();
  await signIn(tenantPage, tenant.email, tenant.password);
  await tenantPage.goto('/account-setting?tab=one-time-payment');
  const fee = tenantPage.getByRole('listitem', { name: '$25.00' });
  await expect(fee).toContainText('Late fee');
  await expect(fee).toContainText('Rent for this month arrived on the 9th.');
  await fee.getByRole('button', { name: 'Pay' }).click();
  await tenantPage.getByRole('button', { name: 'Pay $25.00' }).click();
  await expect(tenantPage.getByText('Thank you! Your payment was successful.')).toBeVisible();
  await expect(fee).toContainText('Paid');
  // …and sees it among their own payments.
  await tenantPage.goto('/my-crashpad');
  const mine = tenantPage.getByRole('region', { name: 'Your payments' });
  await expect(mine.getByRole('listitem').filter({ hasText: '$25.00' })).toContainText(
    'Payment request (Late fee) · by Card',
  );
  await tenantContext.close();

  // The lister's payment history of the tenant: the paid fee with its fees, and the request it answered.
  await page.reload();
  await tenantMenu(page, 'Payment history');
  const history = page.getByRole('dialog', { name: `Payment history: ${NAME}` });
  const paid = history
    .getByRole('region', { name: 'Payments' })
    .getByRole('listitem')
    .filter({ hasText: '$25.00' });
  await expect(paid).toContainText('Payment request (Late fee) · by Card');
  await expect(paid).toContainText('Fees $1.28: card processing $1.03 · platform $0.25');
  await expect(paid).toContainText('You receive $23.72');
  const sent = history.getByRole('region', { name: 'Payment requests sent' });
  await expect(sent.getByRole('listitem').first()).toContainText('$25.00 · Late fee');
  await expect(sent.getByRole('listitem').first()).toContainText('Paid');
  await expectAccessible(page);
});

test('My Services says how the lister’s package was paid and names its reference', async ({
  page,
  request,
  consoleErrors: _,
}) => {
  const lister = await listerWithCrashpad(request, 'services');
  await signIn(page, lister.email, FIXTURE_PASSWORD);
  await page.goto('/account-setting?tab=my-services');
  // a table row from a tablet up, a card on a phone
  const service = page
    .getByRole('row')
    .or(page.getByRole('listitem'))
    .filter({ hasText: 'PAYMENT.FEE.LISTER' });
  await expect(service).toHaveCount(1);
  await expect(service).toContainText('By card');
  await expect(service).toContainText('Lister package fee · Ref. PAYMENT.FEE.LISTER');
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('my-services.png'), fullPage: true });
  // nothing wider than the screen, on a phone too
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
});
