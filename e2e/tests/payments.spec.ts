import type { Page } from '@playwright/test';
import { EXPIRED_LISTERS, FIXTURE_PASSWORD, paidLister } from '../fixtures.mjs';
import { expect, expectAccessible, isPhone, test } from './fixtures';
import { apiSignUp, fillRegistration, logIn, signIn, uniqueEmail, userMenuButton } from './accounts-helpers';

/** A service on My Services: a table row from a tablet up, a card named by its title on a phone (decision 056). */
const service = (page: Page, name?: RegExp) =>
  isPhone(page) ? page.getByRole('listitem', { name }) : page.getByRole('row', { name });

const nextYear = new Date().getUTCFullYear() + 1;

async function fillCard(page: Page, number: string) {
  await page.getByRole('textbox', { name: 'Card number' }).fill(number);
  await page.getByRole('textbox', { name: 'Expiry (MM / YY)' }).fill('1230');
  await page.getByRole('textbox', { name: 'CVC' }).fill('123');
  await page.getByRole('textbox', { name: 'Postal code' }).fill('75261');
}

/** From the package page to the card form of /processing/payment. */
async function startListerCheckout(page: Page, packageName: string, email: string) {
  await page.goto('/create-account/lister-package');
  await page.getByRole('button', { name: `Choose ${packageName}` }).click();
  await fillRegistration(page, email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('checkbox', { name: 'I have read and understand this notice' }).check();
  await page.getByRole('link', { name: 'I am ready to go' }).click();
  await expect(page).toHaveURL(/\/processing\/payment$/);
}

test.describe('plan checkout', { tag: '@phone' }, () => {
  test('a lister pays $49.00 for The New Hire and sees the service a year ahead', async ({
    page,
    request,
    consoleErrors: _,
  }) => {
    const email = uniqueEmail('basic');
    await startListerCheckout(page, 'The New Hire', email);
    await expect(page.getByText('Test mode — no real money moves')).toBeVisible();
    await expect(page.getByRole('row', { name: /Total/ })).toContainText('$49.00');
    await expectAccessible(page);
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $49.00' }).click();
    await expect(
      page.getByText('payment successful, please hang tight, being redirected').first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/my-crashpads$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My crashpads' })).toBeVisible();
    // Setup is complete: the checkout page leads on to the messages (docs/product/specification/1-accounts-and-shell.md §2).
    await page.goto('/processing/payment');
    await expect(page).toHaveURL(/\/messages$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My messages' })).toBeVisible();
    await page.goto('/account-setting?tab=my-services');
    const row = service(page, /The New Hire/);
    await expect(row).toContainText('$49.00');
    await expect(row).toContainText(String(nextYear));
    await expect(userMenuButton(page)).toBeVisible();

    const outbox = (await (await request.get('/api/dev/outbox')).json()) as {
      data: { to: string; subject: string }[];
    };
    expect(outbox.data).toContainEqual(
      expect.objectContaining({ to: email, subject: 'Your CrashPad Crew receipt: $49.00' }),
    );
  });

  test('a lister changes package, paying the new price less the unused part of the old one', async ({
    page,
    consoleErrors: _,
  }) => {
    await startListerCheckout(page, 'The New Hire', uniqueEmail('change'));
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $49.00' }).click();
    await expect(page).toHaveURL(/\/my-crashpads$/);
    await page.goto('/account-setting?tab=change-plans');
    await page.getByRole('link', { name: 'Change to Line Holder' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Change Package' })).toBeVisible();
    // Stated before paying: the price, the credit for the package it replaces, what is due today.
    const summary = page.getByRole('table').filter({ hasText: 'Due today' });
    await expect(summary.getByRole('row', { name: /Line Holder, 1 year/ })).toContainText('$89.00');
    await expect(
      summary.getByRole('row', { name: /Credit for the unused part of The New Hire/ }),
    ).toContainText('−$49.00');
    await expect(summary.getByRole('row', { name: /Due today/ })).toContainText('$40.00');
    await expect(
      page.getByText(/^The New Hire \(paid until .+\) ends today and will not renew/),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Pay $40.00' }).click();
    await expect(page).toHaveURL(/\/my-crashpads$/);

    await page.goto('/account-setting?tab=my-services');
    const current = service(page, /Line Holder/);
    await expect(current).toContainText('$40.00');
    await expect(current).toContainText('+ $49.00 credit');
    await expect(current).toContainText('Every year');
    await expect(service(page, /The New Hire/)).toContainText(
      /Replaced on [A-Z][a-z]{2} \d{1,2}, \d{4}, does not renew/,
    );
    // One package renews, not two.
    await expect(service(page).filter({ hasText: 'Every year' })).toHaveCount(1);
  });

  test('a declined card shows Card Declined, in words, and creates no account', async ({
    page,
    request,
    consoleErrors: _,
  }) => {
    const email = uniqueEmail('declined');
    await startListerCheckout(page, 'The New Hire', email);
    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay $49.00' }).click();
    // The provider's code is for the log, not the dialog (docs/decisions/046-flows-and-looks.md).
    const dialog = page.getByRole('dialog', { name: 'Card Declined', exact: true });
    await expect(dialog).toContainText('Your card was declined.');
    await expect(dialog).not.toContainText('generic_decline');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/processing\/payment$/);
    const exists = await request.post('/api/email-exists', { data: { email } });
    expect((await exists.json()).exists).toBe(false);
  });

  test('a seeker pays $9.99 and lands on the airports', async ({ page, consoleErrors: _ }) => {
    await page.goto('/create-account/need-crashpad');
    await fillRegistration(page, uniqueEmail('seekerpay'));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('checkbox', { name: 'I have read and understand this notice' }).check();
    await page.getByRole('link', { name: 'I am ready to go' }).click();
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $9.99' }).click();
    await expect(page).toHaveURL(/\/airports$/);
  });

  test('an expired lister renews from /account-expired with the card on file', async ({
    page,
    consoleErrors: _,
  }) => {
    const email = EXPIRED_LISTERS[isPhone(page) ? 1 : 0]!;
    await logIn(page, email, FIXTURE_PASSWORD);
    // Logging in asks first (docs/product/specification/1-accounts-and-shell.md §8 "Account Expired … Would you like to renew it?").
    const ask = page.getByRole('dialog', { name: 'Account Expired' });
    await expect(ask).toContainText(
      /Your account expired on [A-Z][a-z]{2} \d{1,2}, \d{4}\. Would you like to renew it\?/,
    );
    await expectAccessible(page);
    await ask.getByRole('button', { name: 'Renew' }).click();
    await expect(page).toHaveURL(/\/account-expired$/);
    await expect(page.getByRole('dialog', { name: 'Important Notice' })).toBeVisible();
    const expired = page.getByRole('dialog', { name: 'Your account has expired' });
    // Adding a crashpad waits for the renewal: the server refuses, and the wizard points to the renewal.
    await page.goto('/create-crashpad');
    await expect(
      page.getByText('Your package has expired. Please renew it to add locations.').first(),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Renew package' })).toHaveAttribute(
      'href',
      '/account-expired',
    );
    await expect(expired).toBeVisible();
    await expired.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/account-expired$/);
    const notice = page.getByRole('dialog', { name: 'Important Notice' });
    await expect(notice).toContainText('Your annual subscription fee is due.');
    await notice.getByRole('button', { name: 'Renew' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Renew Account' })).toBeVisible();
    await expect(page.getByText(/Your account expired on/)).toBeVisible();
    await expect(page.getByRole('radio', { name: 'The New Hire' })).toBeChecked();
    await expect(page.getByRole('radio', { name: /Use my card on file: VISA •••• 4242/ })).toBeChecked();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Pay $49.00' }).click();
    await expect(page).toHaveURL(/\/my-crashpads$/);
    await page.goto('/account-setting?tab=my-services');
    await expect(service(page, /The New Hire/)).toHaveCount(2);
    await expect(page.getByRole('dialog', { name: /expired/i })).toHaveCount(0);
  });
});

test.describe('payment method', { tag: '@phone' }, () => {
  test('a member attaches a card, updates its expiry and removes it', async ({
    page,
    request,
    consoleErrors: _,
  }) => {
    const member = await apiSignUp(request, 'cardholder');
    await signIn(page, member.email, member.password);
    await page.goto('/update-payment-method');
    await expect(page.getByRole('heading', { level: 1, name: 'Attach Payment Method' })).toBeVisible();
    await expectAccessible(page);
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByText('Your payment method has been saved.').first()).toBeVisible();
    // docs/product/specification/1-accounts-and-shell.md §4: a free tenant goes on to My CrashPad Rentals.
    await expect(page).toHaveURL(/\/my-crashpad$/, { timeout: 8_000 });

    await page.goto('/account-setting?tab=payment-methods');
    await expect(page.getByText('VISA •••• 4242')).toBeVisible();
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Option 1: use my current card' })).toBeChecked();
    await expectAccessible(page);

    const year = String(new Date().getUTCFullYear() + 6);
    await page.getByRole('button', { name: 'Update card' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'oops please verify info and try again' }),
    ).toBeVisible();
    await page.getByRole('combobox', { name: 'Month' }).selectOption('3');
    await page.getByRole('combobox', { name: 'Year' }).selectOption(year);
    await page.getByRole('button', { name: 'Update card' }).click();
    await expect(page.getByText(`Expires 03/${year}`).first()).toBeVisible();

    await page.getByRole('button', { name: 'Remove card' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove payment method' });
    await confirm.getByRole('button', { name: 'Remove card' }).click();
    await expect(
      page.getByText('The account is now inactive and you will not be charged again.').first(),
    ).toBeVisible();
    await expect(page.getByText('You have no payment method on file.')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Option 2: add or change using a new card' })).toBeChecked();
    await page.goto('/update-payment-method');
    await expect(page.getByRole('heading', { level: 1, name: 'Attach Payment Method' })).toBeVisible();
  });

  test('a lister who saves a card goes through My crashpads to the AutoPay tab', async ({
    page,
    consoleErrors: _,
  }) => {
    const email = uniqueEmail('newcard');
    await paidLister(test.info().project.use.baseURL!, email);
    await signIn(page, email, FIXTURE_PASSWORD);
    await page.goto('/update-payment-method');
    await expect(page.getByRole('heading', { level: 1, name: 'Update Payment Method' })).toBeVisible();
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByText('Your payment method has been saved.').first()).toBeVisible();
    // docs/product/specification/1-accounts-and-shell.md §4: "listers go to /my-crashpads then /account-setting?tab=autopay&connect-account".
    await expect(page).toHaveURL(/\/account-setting\?tab=autopay&connect-account$/, { timeout: 8_000 });
    await expect(page.getByRole('heading', { name: 'AutoPay Settings' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/my-crashpads$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My crashpads' })).toBeVisible();
  });
});
