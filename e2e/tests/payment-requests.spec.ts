// Payment requests and manual payments (docs/product/specification/3-money-and-messaging.md §2.3 "One-Time Payment", §2.4, §8; docs/decisions/027): a lister
// with a payout account asks a tenant for parking money from My Crew, the tenant pays it with the saved card on
// the One-Time Payment tab, the lister records a cash payment, and both show in the tenant's payment history
// and in this month's revenue. Set up through the API (crew-helpers.ts).
import type { Page } from '@playwright/test';
import { FIXTURE_PASSWORD } from '../fixtures.mjs';
import { signIn } from './accounts-helpers';
import { acceptedTenant, auth, listerWithCrashpad, onboardPayouts, saveCard } from './crew-helpers';
import { expect, expectAccessible, isPhone, test } from './fixtures';

/** Payout onboarding through the sandbox's onboarding form, as payouts.spec.ts does it in the browser. */
const NAME = 'C. Nguyen';

async function tenantMenu(page: Page, item: string) {
  await page
    .getByRole('listitem', { name: NAME })
    .getByRole('button', { name: `Actions for ${NAME}` })
    .click();
  await page.getByRole('menuitem', { name: item }).click();
}

test(
  'a lister requests a payment the tenant pays by card, records a cash payment, and sees both in the history and the revenue',
  { tag: '@phone' },
  async ({ page, browser, request, consoleErrors: _ }) => {
    test.slow();
    const lister = await listerWithCrashpad(request, 'payreq');
    await onboardPayouts(request, lister.token);
    const tenant = await acceptedTenant(request, lister, 0);
    await saveCard(request, tenant.token);

    // The lister asks for $45.50 of parking from My Crew.
    await signIn(page, lister.email, FIXTURE_PASSWORD);
    await page.goto('/my-crew');
    await expect(page.getByRole('listitem', { name: NAME })).toBeVisible();
    await tenantMenu(page, 'Payment request');
    const ask = page.getByRole('dialog', { name: `Payment request: ${NAME}` });
    await ask.getByRole('button', { name: 'Send request' }).click();
    await expect(ask.getByText('Please fill in all required fields correctly.')).toBeVisible();
    await expect(ask.getByText('please select a payment type')).toBeVisible();
    await expectAccessible(page);
    await ask.getByRole('combobox', { name: 'Payment type' }).selectOption('parking');
    // What is typed stays as typed and is refused, never read as 45.50 (docs/decisions/045-forms-show-every-error.md).
    await ask.getByRole('textbox', { name: /Amount/ }).fill('4x5.50');
    await expect(ask.getByRole('textbox', { name: /Amount/ })).toHaveValue('4x5.50');
    await ask.getByRole('button', { name: 'Send request' }).click();
    await expect(ask.getByText('Please enter the amount as a number, such as 12.50.')).toBeVisible();
    await ask.getByRole('textbox', { name: /Amount/ }).fill('45.50');
    // The notes area is 3 to 6 rows (docs/product/specification/3-money-and-messaging.md §9): it starts at 3 and grows to 6, then scrolls.
    const notes = ask.getByRole('textbox', { name: 'Notes' });
    const rows = () =>
      notes.evaluate((el) => {
        const style = getComputedStyle(el);
        const content = el.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
        return Math.round(content / parseFloat(style.lineHeight));
      });
    expect(await rows()).toBe(3);
    await notes.fill(Array.from({ length: 10 }, (_, i) => `line ${i + 1}`).join('\n'));
    await expect.poll(rows).toBe(6);
    await notes.fill('Parking spot for March');
    await ask.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Payment request sent successfully!')).toBeVisible();
    await expect(ask).toBeHidden();

    // The tenant pays it on the One-Time Payment tab, which My CrashPad points to.
    const tenantContext = await browser.newContext({
      viewport: page.viewportSize() ?? undefined,
      baseURL: test.info().project.use.baseURL,
    });
    const tenantPage = await tenantContext.newPage();
    await signIn(tenantPage, tenant.email, tenant.password);
    await tenantPage.goto('/my-crashpad');
    await expect(tenantPage.getByText('You have 1 payment request to pay.')).toBeVisible();
    await tenantPage.getByRole('link', { name: 'See your payment requests' }).click();
    await expect(tenantPage.getByRole('tab', { name: 'One-Time Payment', selected: true })).toBeVisible();
    const card = tenantPage.getByRole('listitem', { name: '$45.50' });
    await expect(card).toContainText('Parking');
    await expect(card).toContainText('Parking spot for March');
    await expect(card).toContainText('Pending');
    await expectAccessible(tenantPage);
    await card.getByRole('button', { name: 'Pay' }).click();
    await tenantPage.getByRole('button', { name: 'Pay $45.50' }).click();
    await expect(tenantPage.getByText('Thank you! Your payment was successful.')).toBeVisible();
    await expect(card).toContainText('Paid');
    await expect(card.getByRole('button', { name: 'Pay' })).toHaveCount(0);
    await tenantContext.close();

    // The lister records $100 received in cash.
    await tenantMenu(page, 'Add manual payment');
    const manual = page.getByRole('dialog', { name: `Add manual payment: ${NAME}` });
    await manual.getByRole('combobox', { name: 'Payment method' }).selectOption('cash');
    await manual.getByRole('textbox', { name: /Amount/ }).fill('100');
    await expectAccessible(page);
    await manual.getByRole('button', { name: 'Record payment' }).click();
    await expect(page.getByText('The payment has been recorded.')).toBeVisible();
    await expect(manual).toBeHidden();
    const summary = page.getByRole('region', { name: 'Revenue and occupancy' });
    await expect(summary).toContainText('$145.50');
    // $45.50 by card: $1.62 card processing + $0.46 platform kept (docs/decisions/051); the cash carries no fee
    await expect(summary).toContainText('$2.08 in fees · you keep $143.42');

    // Both show in the tenant's payment history, paid.
    await tenantMenu(page, 'Payment history');
    const history = page.getByRole('dialog', { name: `Payment history: ${NAME}` });
    const payments = history.getByRole('region', { name: 'Payments' });
    await expect(payments.getByRole('listitem')).toHaveCount(2);
    await expect(payments.getByRole('listitem').filter({ hasText: '$100.00' })).toContainText('by Cash');
    const paidByCard = payments.getByRole('listitem').filter({ hasText: '$45.50' });
    await expect(paidByCard).toContainText('Payment request');
    await expect(paidByCard).toContainText('Fees $2.08: card processing $1.62 · platform $0.46');
    await expect(paidByCard).toContainText('You receive $43.42');
    await expect(payments.getByRole('listitem').filter({ hasText: '$100.00' })).not.toContainText('Fees');
    await expect(payments.getByText('Paid')).toHaveCount(2);
    await expect(history.getByRole('region', { name: 'Payment requests sent' })).toContainText('Parking');
    await expectAccessible(page);
    await history.getByRole('button', { name: 'Close' }).last().click();
    await expect(history).toBeHidden();

    // This month's revenue sums them.
    if (isPhone(page)) await page.goto('/lister/payments');
    else await page.getByRole('link', { name: 'Revenue history' }).click();
    await expect(page.getByRole('row').nth(1)).toContainText(/\$145\.50\s*\$2\.08\s*\$143\.42/);
    // five columns and nothing wider than a phone's screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    await page.screenshot({ path: test.info().outputPath('revenue-history.png'), fullPage: true });
    await expectAccessible(page);
  },
);

test('a tenant without a card is guided to the payment methods, and rejects a request with a reason', async ({
  page,
  request,
  consoleErrors: _,
}) => {
  const lister = await listerWithCrashpad(request, 'payreq-nocard');
  await onboardPayouts(request, lister.token);
  const tenant = await acceptedTenant(request, lister, 0);
  for (const [payment_for, amount] of [
    ['deposit', 150],
    ['other', 20],
  ] as const) {
    const res = await request.post('/api/payment-request', {
      headers: auth(lister.token),
      data: { tenant_id: tenant.id, payment_for, amount, notes: '' },
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  await signIn(page, tenant.email, tenant.password);
  await page.goto('/account-setting?tab=one-time-payment');
  const deposit = page.getByRole('listitem', { name: '$150.00' });
  await expect(deposit).toContainText('Deposit');
  await deposit.getByRole('button', { name: 'Pay' }).click();
  await page.getByRole('button', { name: 'Pay $150.00' }).click();
  await expect(page.getByText('Please add a credit or debit card under Account settings')).toBeVisible();
  // docs/product/specification/3-money-and-messaging.md §8: after 2 s the payment methods tab is offered.
  const offer = page.getByRole('dialog', { name: 'Set up a payment method' });
  await expect(offer).toBeVisible({ timeout: 5000 });
  await expectAccessible(page);
  await offer.getByRole('button', { name: 'Go to payment methods' }).click();
  await expect(page.getByRole('tab', { name: /payment method/i, selected: true })).toBeVisible();

  await page.goto('/account-setting?tab=one-time-payment');
  const other = page.getByRole('listitem', { name: '$20.00' });
  await other.getByRole('button', { name: 'Reject' }).click();
  const reject = page.getByRole('dialog', { name: 'Reject this payment request?' });
  await reject.getByRole('textbox', { name: 'Reason (optional)' }).fill('Already paid in cash');
  await expectAccessible(page);
  await reject.getByRole('button', { name: 'Reject request' }).click();
  await expect(page.getByText('The payment request has been rejected.')).toBeVisible();
  await expect(other).toContainText('Rejected');
  await expect(other).toContainText('Your reason: Already paid in cash');
  await expect(page.getByRole('listitem', { name: '$150.00' })).toContainText('Pending');
});
