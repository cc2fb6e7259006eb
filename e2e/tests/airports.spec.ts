import { expect, expectAccessible, test } from './fixtures';

test.describe('airport directory', () => {
  test('shows the United States first with Dallas among its cities', async ({ page, consoleErrors: _ }) => {
    // Hundreds of city cards and an accessibility scan of them: slow on a loaded machine.
    test.setTimeout(90_000);
    await page.goto('/airports');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Crashpads by city and airport' }),
    ).toBeVisible();
    await expect(page.getByText('Properties are listed within 50 miles of city centres')).toBeVisible();
    const us = page.getByRole('button', { name: /^United States \d+ cities$/ });
    await expect(us).toHaveAttribute('aria-expanded', 'true');
    // The major cities first; the rest one click away.
    const dallas = page.getByRole('article', { name: 'Dallas-Fort Worth, Texas' });
    await expect(dallas).toBeVisible();
    await expect(dallas).toContainText(/[1-9]\d* propert(y|ies)/);
    await expect(dallas).toContainText(/\d+ airports/);
    await expect(page.getByRole('article', { name: 'Abilene, Texas' })).toHaveCount(0);
    await expectAccessible(page);
    // Pressed from the keyboard: a click aims at the button's place on the screen, and on a loaded machine the
    // column of cards above it may still move under the pointer (a click seen once to land beside it).
    const showAll = page.getByRole('button', { name: /Show all \d+ cities in United States/ });
    await showAll.press('Enter');
    await expect(showAll).toBeHidden();
    await expect(page.getByRole('article', { name: 'Abilene, Texas' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('article', { name: 'Dallas, Texas' })).toBeVisible();

    await dallas.getByRole('link', { name: /^\d+ crashpads? near DFW$/ }).click();
    await expect(page).toHaveURL(/\/search\/airports\/dfw$/);
  });

  test('finds Chicago by "ORD" and leads to the crashpads at ORD, as many as the card says', async ({
    page,
    consoleErrors: _,
  }) => {
    await page.goto('/airports');
    await page.getByRole('textbox', { name: 'Find a city' }).fill('ORD');
    const chicago = page.getByRole('article', { name: 'Chicago, Illinois' });
    await expect(chicago).toBeVisible();
    // The demo crashpads of Chicago are at ORD, none at its main airport MDW.
    await expect(chicago).toContainText('3 properties');
    await expect(chicago.getByRole('link', { name: /MDW/ })).toHaveCount(0);
    await chicago.getByRole('link', { name: '3 crashpads near ORD' }).click();
    await expect(page).toHaveURL(/\/search\/airports\/ord$/);
    await expect(page.getByRole('heading', { level: 2, name: '3 crashpads' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(3);
  });

  test("leads New York to each airport holding its crashpads, with that airport's count", async ({
    page,
    consoleErrors: _,
  }) => {
    await page.goto('/airports');
    await page.getByRole('textbox', { name: 'Find a city' }).fill('new york');
    const newYork = page.getByRole('article', { name: 'New York, New York' });
    await expect(newYork).toContainText('6 properties');
    await expect(newYork.getByRole('link')).toHaveText(['3 crashpads near JFK', '3 crashpads near EWR']);
    await newYork.getByRole('link', { name: '3 crashpads near EWR' }).click();
    await expect(page.getByRole('heading', { level: 2, name: '3 crashpads' })).toBeVisible();
    await expectAccessible(page);
  });

  test('filters cities by name across countries', async ({ page, consoleErrors: _ }) => {
    await page.goto('/airports');
    await page.getByRole('textbox', { name: 'Find a city' }).fill('london');
    await expect(page.getByRole('article', { name: 'London, United Kingdom' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Dallas, Texas' })).toHaveCount(0);
  });

  test('pages through all airports', async ({ page, consoleErrors: _ }) => {
    await page.goto('/airports');
    await page.getByRole('tab', { name: 'All airports' }).click();
    await expect(page).toHaveURL(/view=airports/);
    await expect(page.getByText(/airports with scheduled flights/)).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(24);
    const first = await cards.first().getAttribute('aria-label');
    await page.getByRole('button', { name: '2', exact: true }).click();
    await expect(cards.first()).not.toHaveAttribute('aria-label', first!);
    await expectAccessible(page);
  });
});
