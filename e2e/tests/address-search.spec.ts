// The wizard's address search without a geocoding provider (docs/decisions/017): towns of 1,000 people and
// more are found offline, a street is not, and then the page says what to do instead.
import type { Page } from '@playwright/test';
import { FIXTURE_PASSWORD, paidLister } from '../fixtures.mjs';
import { expect, expectAccessible, test } from './fixtures';
import { signIn, uniqueEmail } from './accounts-helpers';

async function openWizard(page: Page, baseURL: string) {
  const email = uniqueEmail('address');
  await paidLister(baseURL, email, 'premium');
  await signIn(page, email, FIXTURE_PASSWORD);
  await page.goto('/create-crashpad');
  await expect(page.getByRole('heading', { level: 1, name: 'Add a crashpad' })).toBeVisible();
}

test('finds a suburb offline, and says what to do when a street is not found', async ({
  page,
  baseURL,
  consoleErrors: _,
}) => {
  await openWizard(page, baseURL!);
  const address = page.getByRole('combobox', { name: 'Address' });
  const noMatch = page.getByText('No match — type the address in the fields below, then click the map');

  await address.fill('2400 Valley View Ln');
  await expect(noMatch).toBeVisible();
  await expect(page.getByRole('option')).toHaveCount(0);
  await expectAccessible(page);

  // The pin is placed by a click on the map, then shows the point in the coordinate fields.
  await expect(page.getByRole('textbox', { name: 'Latitude' })).toHaveValue('');
  await page.getByRole('region', { name: /Map of the crashpad's location/ }).click();
  await expect(page.getByRole('textbox', { name: 'Latitude' })).not.toHaveValue('');

  await address.fill('Irving');
  await expect(noMatch).toHaveCount(0);
  await page.getByRole('option', { name: 'Irving, Texas, United States' }).click();
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Irving');
  await expect(page.getByRole('textbox', { name: 'State' })).toHaveValue('Texas');
  await expect(page.getByRole('textbox', { name: 'Latitude' })).toHaveValue(/^32\.8/);
});
