import { expect, expectAccessible, isPhone, test } from './fixtures';

test.describe('application shell', () => {
  test('shows the not-found page with a way home', async ({ page, consoleErrors: _ }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'page not found' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test(
    'navigates from the header (the menu on a phone)',
    { tag: '@phone' },
    async ({ page, consoleErrors: _ }) => {
      await page.goto('/');
      if (isPhone(page)) {
        await page.getByRole('button', { name: 'Open the menu' }).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        await expectAccessible(page);
        await dialog.getByRole('link', { name: 'Airports' }).click();
        await expect(dialog).toBeHidden();
      } else {
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Airports' }).click();
      }
      await expect(page).toHaveURL(/\/airports$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Crashpads by city and airport' }),
      ).toBeVisible();
    },
  );

  test(
    'offers no language selector while English is the only language',
    { tag: '@phone' },
    async ({ page, consoleErrors: _ }) => {
      await page.goto('/');
      if (isPhone(page)) {
        await page.getByRole('button', { name: 'Open the menu' }).click();
        await expect(page.getByRole('dialog').getByRole('link', { name: 'Airports' })).toBeVisible();
      } else {
        await expect(
          page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Airports' }),
        ).toBeVisible();
      }
      await expect(page.getByRole('combobox', { name: 'Language' })).toHaveCount(0);
    },
  );

  test('sends X-Locale with every API call', async ({ page, consoleErrors: _ }) => {
    // an airport search's cards (the site settings come written into the page, not asked for)
    const call = page.waitForRequest('**/api/airports/dfw/listings**');
    await page.goto('/search/airports/dfw');
    expect((await call).headers()['x-locale']).toBe('en');
  });

  test('does not overflow the screen sideways', { tag: '@phone' }, async ({ page, consoleErrors: _ }) => {
    for (const path of ['/', '/airports', '/contact', '/fees', '/search/airports/dfw']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
