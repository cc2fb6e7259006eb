// Forms a careless lister fills in (docs/decisions/045-forms-show-every-error.md): a mistyped amount is
// refused as typed and nothing is sent, and the invite dialog starts from the listing's rent and deposit with each
// bed named with its room. Preconditions through the API (crew-helpers.ts); desktop only, as a phone shows the
// same dialogs.
import { FIXTURE_PASSWORD } from '../fixtures.mjs';
import { signIn } from './accounts-helpers';
import { acceptedTenant, auth, listerWithCrashpad, onboardPayouts } from './crew-helpers';
import { expect, expectAccessible, test } from './fixtures';

const NAME = 'C. Nguyen';

test('a mistyped amount sends nothing, and the invite dialog starts from the listing', async ({
  page,
  request,
  consoleErrors: _,
}) => {
  const lister = await listerWithCrashpad(request, 'careless');
  await onboardPayouts(request, lister.token);
  const tenant = await acceptedTenant(request, lister, 0);

  await signIn(page, lister.email, FIXTURE_PASSWORD);
  await page.goto('/my-crew');
  const row = page.getByRole('listitem', { name: NAME });
  await row.getByRole('button', { name: `Actions for ${NAME}` }).click();
  await page.getByRole('menuitem', { name: 'Payment request' }).click();
  const ask = page.getByRole('dialog', { name: `Payment request: ${NAME}` });
  await ask.getByRole('combobox', { name: 'Payment type' }).selectOption('rent');
  const amount = ask.getByRole('textbox', { name: /Amount/ });
  await amount.fill('12.3.4');
  await ask.getByRole('button', { name: 'Send request' }).click();
  // "12.3.4" stays as typed, its field says why, and no request exists.
  await expect(amount).toHaveValue('12.3.4');
  await expect(ask.getByText('Please enter the amount as a number, such as 12.50.')).toBeVisible();
  await expect(page.getByText('Payment request sent successfully!')).toHaveCount(0);
  await expectAccessible(page);
  const sent = await request.get(`/api/payment-request?tenant_id=${tenant.id}`, {
    headers: auth(lister.token),
  });
  expect(sent.status()).toBe(200);
  expect(((await sent.json()) as { data: unknown[] }).data).toEqual([]);
  await ask.getByRole('button', { name: 'Cancel' }).click();

  // The invite dialog: the listing's rate and deposit to start with, and beds named with their rooms.
  await page.getByRole('button', { name: 'Add Tenant' }).first().click();
  const invite = page.getByRole('dialog', { name: 'Invite a tenant' });
  await invite.getByRole('combobox', { name: 'Location' }).selectOption({ label: lister.title });
  await expect(invite.getByRole('textbox', { name: 'Monthly rent' })).toHaveValue('400');
  await expect(invite.getByRole('textbox', { name: 'Deposit' })).toHaveValue('150');
  const beds = invite.getByRole('combobox', { name: 'Room assignment' });
  await expect(beds.getByRole('option', { name: 'Back room — Queen bed' })).toHaveCount(1);
  await expect(beds.getByRole('option')).toHaveText([
    'Choose a bed',
    'Front room — Lower bunk (occupied)',
    'Front room — Upper bunk',
    'Back room — Queen bed',
  ]);
  // Every mistake at once, the first at the top (docs/product/specification/2-listings-and-tenants.md §5's order).
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByRole('alert')).toHaveText('email is required');
  await expect(invite.getByText('room assignment is required')).toBeVisible();
  await expect(invite.getByText('first name is required')).toBeVisible();
  await expect(invite.getByText('last name is required')).toBeVisible();
  await expectAccessible(page);
});
