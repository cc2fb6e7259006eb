import type { Browser } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { apiSignUp, signIn, userMenuButton } from './accounts-helpers';

/** A demo lister opens step 3 of one of their crashpads and finds the amenity among the choices. */
async function listerSeesAmenity(browser: Browser, name: string) {
  const lister = await browser.newContext();
  const page = await lister.newPage();
  await signIn(page, 'lister3@demo.crashpad.test', 'crashpad-demo');
  await page.goto('/my-crashpads');
  // The demo listers have no card on file, so the page first asks for one.
  await page.getByRole('dialog', { name: 'Payment method' }).getByRole('button', { name: 'Later' }).click();
  const row = page.getByRole('article').first();
  await row.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: 'Edit details' }).click();
  await expect(page).toHaveURL(/\/my-crashpads\/\d+\/edit$/);
  await page.getByRole('button', { name: 'Amenities' }).click();
  await expect(page.getByRole('checkbox', { name, exact: true })).toBeVisible();
  await lister.close();
}

test.describe('admin translations', () => {
  test('an admin adds an amenity, a lister finds it in step 3, and the admin renames and deletes it', async ({
    browser,
    page,
    consoleErrors: _,
  }) => {
    // Two people in two browsers, each signing in.
    test.setTimeout(90_000);
    // Both projects run this against one database: each run has its own name.
    const name = `Sauna ${Date.now()}${Math.floor(Math.random() * 1000)}`;
    await signIn(page, 'admin@demo.crashpad.test', 'crashpad-demo');
    await page.goto('/admin/users');
    await userMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Translations' }).click();
    await expect(page).toHaveURL(/\/translations$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Translations' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Amenities' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('cell', { name: 'Wi-Fi', exact: true })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add amenity' }).click();
    const add = page.getByRole('dialog', { name: 'Add amenity' });
    await add.getByRole('textbox', { name: 'Name (English)' }).fill(name);
    await expectAccessible(page);
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Amenity created.' })).toBeVisible();
    await expect(add).toBeHidden();
    await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
    await listerSeesAmenity(browser, name);

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit amenity' });
    const field = edit.getByRole('textbox', { name: 'Name (English)' });
    await expect(field).toHaveValue(name);
    // A blank English name saves nothing, and the field says so until it is filled.
    await field.fill('  ');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeVisible();
    await expect(edit.getByText('Name is required')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    await field.fill(`${name} and steam room`);
    await expect(edit.getByText('Name is required')).toHaveCount(0);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Amenity updated.' })).toBeVisible();
    await expect(page.getByRole('cell', { name: `${name} and steam room`, exact: true })).toBeVisible();

    await page.getByRole('button', { name: `Delete ${name} and steam room` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete amenity' });
    await expect(confirm).toContainText(`Do you want to remove “${name} and steam room” (English)?`);
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Amenity deleted.' })).toBeVisible();
    await expect(page.getByRole('cell', { name: `${name} and steam room`, exact: true })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Nearby places' }).click();
    await expect(page.getByRole('button', { name: 'Add place' })).toBeVisible();
    await page.getByRole('tab', { name: 'Preferences' }).click();
    await expect(page.getByRole('cell', { name: 'Males only', exact: true })).toBeVisible();
  });

  test('sends a member who is not an admin away', async ({ page, request, consoleErrors: _ }) => {
    const member = await apiSignUp(request, 'translations');
    await signIn(page, member.email, member.password);
    await page.goto('/translations');
    await expect(page).toHaveURL(/\/$/);
  });
});
