import { expect, expectAccessible, test } from './fixtures';
import { fillRegistration, uniqueEmail } from './accounts-helpers';

test.describe('sign-up', () => {
  test(
    'a free tenant signs up, reads the notice and lands on account settings',
    { tag: '@phone' },
    async ({ page, consoleErrors: _ }) => {
      await page.goto('/create-account');
      await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('link', { name: 'Join for free' }).click();
      await expect(page).toHaveURL(/\/create-account\/join-crashpad$/);
      await expect(page.getByText('Plan: Free tenant account.')).toBeVisible();

      // The checks run in the spec's order; the first problem shows at the top.
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('alert')).toHaveText('please enter your first name');
      await expectAccessible(page);

      const email = uniqueEmail('tenant');
      await fillRegistration(page, email);
      await page.getByRole('textbox', { name: 'Confirm e-mail' }).fill(`x${email}`);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('alert')).toHaveText('emails do not match');
      await page.getByRole('textbox', { name: 'Confirm e-mail' }).fill(email);
      await page.getByRole('button', { name: 'Continue' }).click();

      await expect(page).toHaveURL(/\/notice-of-understanding$/);
      const submit = page.getByRole('button', { name: 'Submit' });
      // Before the box is ticked, Submit says what is missing instead of doing nothing.
      await expect(submit).toBeEnabled();
      await expectAccessible(page);
      await submit.click();
      await expect(page.getByText('Please tick the box to confirm you have read this notice')).toBeVisible();
      await expect(page).toHaveURL(/\/notice-of-understanding$/);
      await expectAccessible(page);
      await page.getByRole('checkbox', { name: 'I have read and understand this notice' }).check();
      await submit.click();
      await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
      await expect(page).toHaveURL(/\/account-setting$/, { timeout: 5000 });
      await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
      await expect(page.getByText(email)).toBeVisible();
      await expect(page.getByText('Free tenant')).toBeVisible();
      await expectAccessible(page);

      // The verification e-mail is in the outbox.
      const outbox = await (await page.request.get('/api/dev/outbox')).json();
      expect(outbox.data).toContainEqual(
        expect.objectContaining({ to: email, subject: 'Confirm your e-mail for CrashPad Crew' }),
      );
    },
  );

  test(
    'a seeker signs up and reaches the payment step',
    { tag: '@phone' },
    async ({ page, consoleErrors: _ }) => {
      await page.goto('/create-account');
      await page.getByRole('button', { name: 'Sign up as a seeker' }).click();
      await expect(page).toHaveURL(/\/create-account\/need-crashpad$/);
      await expect(page.getByText('Plan: Seeker · $9.99.')).toBeVisible();
      await fillRegistration(page, uniqueEmail('seeker'));
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(/\/notice-of-understanding$/);
      await expect(page.getByText('Seeker: $9.99')).toBeVisible();
      await expectAccessible(page);
      const ready = page.getByRole('link', { name: 'I am ready to go' });
      await ready.click();
      await expect(page.getByText('Please tick the box to confirm you have read this notice')).toBeVisible();
      await expect(page).toHaveURL(/\/notice-of-understanding$/);
      await page.getByRole('checkbox', { name: 'I have read and understand this notice' }).check();
      await expect(page.getByText('Please tick the box to confirm you have read this notice')).toHaveCount(0);
      await ready.click();
      await expect(page).toHaveURL(/\/processing\/payment$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      await expect(page.getByRole('row', { name: /Total/ })).toContainText('$9.99');
      await expectAccessible(page);
    },
  );

  test('a lister without a chosen package is sent to the packages', async ({ page, consoleErrors: _ }) => {
    await page.goto('/create-account/list-crashpad');
    await expect(page).toHaveURL(/\/create-account\/lister-package$/);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Choose Line Holder' }).click();
    await expect(page).toHaveURL(/\/create-account\/list-crashpad$/);
    await expect(page.getByText('Plan: Line Holder · $89.')).toBeVisible();
  });

  test('an e-mail that already has an account is refused before the notice', async ({
    page,
    request,
    consoleErrors: _,
  }) => {
    const email = uniqueEmail('taken');
    await page.goto('/create-account/join-crashpad');
    // The developer's fill-in is never in a production build (docs/decisions/045-forms-show-every-error.md).
    await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Fill in form/ })).toHaveCount(0);
    await fillRegistration(page, email);
    // Someone signs up with that address in the meantime.
    await request.post('/api/rental/register', {
      data: {
        first_name: 'A',
        last_name: 'B',
        display_name: 'A B',
        airlines: 'JetBlue',
        gender: 'male',
        birthdate_month: 1,
        birthdate_day: 1,
        birthdate_year: 1990,
        hear_about_us: 'other',
        email,
        confirm_email: email,
        phone_number: '2145550100',
        password: 'secret123',
        confirm_password: 'secret123',
      },
    });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('An account with this e-mail already exists. Please log in.')).toBeVisible();
    await expect(page).toHaveURL(/\/create-account\/join-crashpad$/);
  });
});
