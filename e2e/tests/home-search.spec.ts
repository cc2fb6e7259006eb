import { expect, expectAccessible, test } from './fixtures';

test.describe('home airport search', () => {
  test('finds DFW from "dal" and lands on its airport page', async ({ page, consoleErrors: _ }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Find a crashpad near your base' }),
    ).toBeVisible();
    await expectAccessible(page);

    const box = page.getByRole('combobox', { name: 'Airport' });
    await box.fill('dal');
    const dfw = page.getByRole('option', { name: /DFW Dallas Fort Worth International Airport/ });
    await expect(dfw).toBeVisible();
    // The exact code first, then the other airport of its city, before Dalaman.
    await expect(page.getByRole('option').nth(0)).toContainText('DAL');
    await expect(page.getByRole('option').nth(1)).toContainText('DFW');
    await expectAccessible(page);
    await dfw.click();
    await expect(box).toHaveValue('DFW - Dallas Fort Worth International Airport');
    await expect(page.getByRole('listbox')).toBeHidden();

    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\/airports\/dfw$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Crashpads near DFW' })).toBeVisible();
    await expect(
      page.getByText('Dallas Fort Worth International Airport · Dallas-Fort Worth, Texas, United States'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /DAL · Dallas Love Field/ })).toBeVisible();
    await expect(page).toHaveTitle(
      'Crashpads near DFW, Dallas Fort Worth International Airport | CrashPad Crew',
    );
    await expectAccessible(page);
  });

  test('keeps the button disabled while the box is empty and goes nowhere until an airport is chosen', async ({
    page,
    consoleErrors: _,
  }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Search' });
    await expect(button).toBeDisabled();
    const box = page.getByRole('combobox', { name: 'Airport' });
    await box.fill('da');
    await expect(button).toBeEnabled();
    await expect(page.getByRole('listbox')).toBeHidden();
    await button.click();
    await expect(page).toHaveURL(/\/$/);
    await box.fill('');
    await expect(button).toBeDisabled();
  });

  test('is usable with the keyboard alone', async ({ page, consoleErrors: _ }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Airport' });
    await box.fill('denver');
    await expect(page.getByRole('option', { name: /DEN Denver International Airport/ })).toBeVisible();
    await box.press('ArrowDown');
    await expect(page.getByRole('option', { name: /DEN Denver/ })).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(box).toHaveValue('DEN - Denver International Airport');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/airports\/den$/);
  });

  test('says so when no airport matches', async ({ page, consoleErrors: _ }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Airport' }).fill('qqqzzz');
    await expect(page.getByText('No airport matches what you typed')).toBeVisible();
  });

  test('fetches the platform metrics about 3 seconds after the first load of the day', async ({
    page,
    consoleErrors: _,
  }) => {
    const started = Date.now();
    const metrics = page.waitForRequest('**/api/metrics');
    await page.goto('/');
    await metrics;
    expect(Date.now() - started).toBeGreaterThanOrEqual(2500);
    await expect(page.getByText('airports worldwide')).toBeVisible();
    const stored = await page.evaluate(() => [
      localStorage.getItem('metrics'),
      localStorage.getItem('metrics_today'),
    ]);
    expect(JSON.parse(stored[0]!)).toMatchObject({ airports: expect.any(Number) });
    expect(JSON.parse(stored[1]!)).toBe(new Date().toISOString().slice(0, 10));
  });

  test('shows an unknown airport code as such', async ({ page, consoleErrors: _ }) => {
    await page.goto('/search/airports/zzq');
    await expect(page.getByText('We do not know an airport with the code ZZQ.')).toBeVisible();
    await page.getByRole('link', { name: 'Browse all cities and airports' }).click();
    await expect(page).toHaveURL(/\/airports$/);
  });
});
