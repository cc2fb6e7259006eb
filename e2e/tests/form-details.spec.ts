// Form details (docs/decisions/053-settings-tabs-header-and-form-details.md): the card form's list of US states,
// whose choice goes with the card to the payment provider, and a form's message at its top that clears after 4 s
// while the field keeps its own.
import { expect, expectAccessible, test } from './fixtures';
import { apiSignUp, signIn } from './accounts-helpers';

test('the card form offers the US states, and the chosen state goes with the card', async ({
  page,
  request,
  consoleErrors: _,
}) => {
  const member = await apiSignUp(request, 'card-state');
  await signIn(page, member.email, member.password);
  await page.goto('/update-payment-method');
  await expect(page.getByRole('heading', { level: 1, name: 'Attach Payment Method' })).toBeVisible();
  const state = page.getByRole('combobox', { name: 'State' });
  await expect(state).toHaveValue('');
  await expect(state.getByRole('option')).toHaveCount(57);
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: 'Expiry (MM / YY)' }).fill('1230');
  await page.getByRole('textbox', { name: 'CVC' }).fill('123');
  await state.selectOption({ label: 'Texas' });
  await page.getByRole('textbox', { name: 'Postal code' }).fill('75261');
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('card-state.png'), fullPage: true });
  // Another country asks no state.
  await page.getByRole('combobox', { name: 'Country' }).selectOption('CA');
  await expect(state).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Country' }).selectOption('US');
  await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Texas' });

  const confirm = page.waitForRequest('**/api/sandbox/setup-intents/confirm');
  await page.getByRole('button', { name: 'Save card' }).click();
  const sent = (await confirm).postDataJSON() as { card: Record<string, unknown> };
  expect(sent.card).toMatchObject({ country: 'US', state: 'TX', postal_code: '75261' });
  await expect(page.getByText('Your payment method has been saved.').first()).toBeVisible();
});

test("the profile's message at the top clears after 4 s; the field keeps its own", async ({
  page,
  request,
  consoleErrors: _,
}) => {
  const member = await apiSignUp(request, 'profile-message');
  await signIn(page, member.email, member.password);
  await page.goto('/account-setting');
  const profile = page.getByRole('region', { name: 'Profile' });
  await profile.getByRole('button', { name: 'Edit' }).click();
  await profile.getByRole('textbox', { name: 'Display name' }).fill('JR');
  await profile.getByRole('button', { name: 'Save' }).click();
  const message = 'display name must be at least 3 characters';
  const top = profile.getByRole('alert').filter({ hasText: message });
  await expect(top).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('profile-message.png'), fullPage: true });
  const shownAt = Date.now();
  await expect(top).toHaveCount(0, { timeout: 8_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(2_500);
  await expect(profile.getByText(message)).toBeVisible();
  await expect(profile.getByRole('textbox', { name: 'Display name' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
});
