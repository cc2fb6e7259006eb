// Airport search and the public listing page (docs/product/specification/2-listings-and-tenants.md §2.8, §2.10) over the demo crashpads of the seed.
import type { Locator, Page } from '@playwright/test';
import { logIn } from './accounts-helpers';
import { expect, expectAccessible, test } from './fixtures';

const DEMO_PASSWORD = 'crashpad-demo';

/** The monthly rate each card shows first ("$450 – $600 / month" → 450), in page order. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.getByRole('article').allInnerTexts();
  return texts.map((text) => Number(/\$([\d,]+(?:\.\d+)?)/.exec(text)![1]!.replace(/,/g, '')));
}

const ascending = (list: number[]) => list.every((n, i) => i === 0 || list[i - 1]! <= n);
const descending = (list: number[]) => list.every((n, i) => i === 0 || list[i - 1]! >= n);

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

async function firstCardLink(page: Page): Promise<Locator> {
  const link = page.getByRole('article').first().getByRole('link');
  await expect(link).toBeVisible();
  return link;
}

test.describe('airport search', () => {
  test(
    'lists the demo crashpads near DFW on a map and sorts them by price both ways',
    { tag: '@phone' },
    async ({ page, consoleErrors: _ }, testInfo) => {
      await page.goto('/search/airports/dfw');
      await expect(page.getByRole('heading', { level: 1, name: 'Crashpads near DFW' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: /^\d+ crashpads?$/ })).toBeVisible();
      await expect(page.getByRole('article').nth(1)).toBeVisible();
      await expect(
        page.getByText(/Monthly rates here: \$[\d,]+ – \$[\d,]+, \$[\d,]+ on average/),
      ).toBeVisible();
      const map = page.getByRole('region', { name: 'Map of crashpads near DFW' });
      // The airport and each listing (or a numbered group of them) are markers named after what they show.
      await expect(
        map.getByRole('button', { name: 'Dallas Fort Worth International Airport' }),
      ).toBeVisible();
      await expect(
        map.getByRole('button', { name: /Crew|Pad|Loft|Rooms|places here/ }).first(),
      ).toBeVisible();
      await expect(page.getByText(/\d+\+? miles to DFW/).first()).toBeVisible();
      await expectAccessible(page);
      await page.screenshot({ path: `/tmp/airport-search-${testInfo.project.name}.png`, fullPage: true });

      const price = page.getByRole('button', { name: /^Price/ });
      await price.click();
      await expect(page).toHaveURL(/sort=price&direction=asc/);
      await expect(price).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(async () => ascending(await cardPrices(page))).toBe(true);
      const up = await cardPrices(page);

      await price.click();
      await expect(page).toHaveURL(/sort=price&direction=desc/);
      await expect.poll(async () => descending(await cardPrices(page))).toBe(true);
      const down = await cardPrices(page);
      expect(down[0]).toBeGreaterThanOrEqual(up[0]!);
      expect(down).not.toEqual(up);

      // The third click returns to the default order (featured, boosted, newest) and clears the URL.
      await price.click();
      await expect(page).not.toHaveURL(/sort=/);
      await expect(price).toHaveAttribute('aria-pressed', 'false');
    },
  );

  test('keeps a shared search in the URL: sort, full crashpads hidden, gender', async ({
    page,
    consoleErrors: _,
  }) => {
    await page.goto('/search/airports/dfw?sort=title&direction=desc&occupied=false&gender=female');
    await expect(page.getByRole('button', { name: /^Title/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('switch', { name: 'Show full crashpads' })).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'Female only' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('No Vacancy')).toHaveCount(0);
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect(page).not.toHaveURL(/gender=/);
    await page.getByRole('switch', { name: 'Show full crashpads' }).check();
    await expect(page).not.toHaveURL(/occupied=/);
  });

  test('says so at an airport without crashpads', async ({ page, consoleErrors: _ }) => {
    await page.goto('/search/airports/abi');
    await expect(page.getByRole('heading', { name: 'No crashpads at ABI yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Own a place near this airport? List it' })).toBeVisible();
  });

  test.describe('near me', () => {
    test.use({ geolocation: { latitude: 32.9, longitude: -97.0 }, permissions: ['geolocation'] });

    test('shows the crashpads around the visitor', async ({ page, consoleErrors: _ }) => {
      await page.goto('/search/airports/dfw');
      await page.getByRole('button', { name: 'Near me' }).click();
      await expect(page.getByRole('heading', { name: 'Crashpads within 500 miles of you' })).toBeVisible();
      await expect(page.getByRole('article').first()).toContainText('miles to DFW');
      await page.getByRole('button', { name: 'Back to DFW' }).click();
      await expect(page.getByRole('button', { name: /^Price/ })).toBeVisible();
    });
  });

  test('warns with a retry and instructions when the location is refused', async ({
    page,
    context,
    consoleErrors: _,
  }) => {
    await context.clearPermissions();
    await page.goto('/search/airports/dfw');
    await page.getByRole('button', { name: 'Near me' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'We could not get your location' });
    await expect(toast).toBeVisible();
    await expect(toast.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(toast.getByRole('link', { name: 'How to allow location access' })).toHaveAttribute(
      'href',
      'https://support.google.com/chrome/answer/142065',
    );
  });
});

test.describe('public listing page', () => {
  test(
    'opens from its card with its beds, and Send a message asks a guest to log in',
    { tag: '@phone' },
    async ({ page, consoleErrors: _ }, testInfo) => {
      await page.goto('/search/airports/dfw');
      const link = await firstCardLink(page);
      const title = (await link.innerText()).trim();
      await link.click();
      await expect(page).toHaveURL(/\/listing\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('complementary')).toContainText(/Beds available\s*(\d+|not available)/);
      await expect(page.getByRole('term').filter({ hasText: 'Beds available' })).toBeVisible();
      await expect(page.getByText(/Listed since [A-Z][a-z]{2} \d{1,2}, \d{4}/)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Crashpads near DFW' })).toHaveAttribute(
        'href',
        '/search/airports/dfw',
      );
      await expect(
        page.getByRole('link', { name: 'Something wrong with this listing? Tell us' }),
      ).toHaveAttribute('href', '/contact');
      // The map loads as it scrolls near (e2e/tests/listing-map.spec.ts).
      await page.getByRole('heading', { name: 'Location' }).scrollIntoViewIfNeeded();
      await expect(page.getByRole('region', { name: `Map of ${title}` })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      await expectAccessible(page);
      await page.screenshot({ path: `/tmp/listing-${testInfo.project.name}.png`, fullPage: true });

      const send = page.getByRole('link', { name: 'Send a message' });
      const id = /\/listing\/(\d+)$/.exec(page.url())![1];
      // a guest logs in first, then lands on the conversation with the lister (docs/product/specification/2-listings-and-tenants.md §2.8)
      await expect(send).toHaveAttribute(
        'href',
        new RegExp(`^/login\\?next=%2Fchat%2Fuser%2F\\d+%2Flisting%2F${id}$`),
      );
      await send.click();
      await expect(page).toHaveURL(/\/login\?next=/);
    },
  );

  test('marks a full crashpad with the waiting-list badge', async ({ page, consoleErrors: _ }) => {
    await page.goto('/search/airports/dfw');
    const full = page.getByRole('article').filter({ hasText: 'No Vacancy' }).first();
    await full.getByRole('link').click();
    await expect(page.getByText('CrashPad full - Send message to join waiting list')).toBeVisible();
    await expect(page.getByRole('complementary')).toContainText(/Beds available\s*not available/);
  });

  test('shows its lister Edit listing instead of Send a message', async ({
    page,
    request,
    consoleErrors: _,
  }) => {
    const login = await request.post('/api/login', {
      data: { email: 'lister2@demo.crashpad.test', password: DEMO_PASSWORD },
    });
    const { token } = (await login.json()) as { token: string };
    const mine = await request.get('/api/crashpads', { headers: { Authorization: `Bearer ${token}` } });
    const [first] = ((await mine.json()) as { data: { data: { id: number }[] } }).data.data;
    await logIn(page, 'lister2@demo.crashpad.test', DEMO_PASSWORD);
    await expect(page).not.toHaveURL(/\/login$/);
    await page.goto(`/listing/${first!.id}`);
    await expect(page.getByRole('link', { name: 'Edit listing' })).toHaveAttribute(
      'href',
      `/my-crashpads/${first!.id}/edit`,
    );
    await expect(page.getByRole('link', { name: 'Send a message' })).toHaveCount(0);
  });

  // docs/product/specification/2-listings-and-tenants.md §2.8, §8: a listing that does not exist is titled "Unknown Listing"; issue 37, item 12.
  test('titles a listing that does not exist "Unknown Listing", says why and offers the airport search', async ({
    page,
    request,
    consoleErrors: _,
  }) => {
    // The HTML is a 404 saying the crashpad is not listed (docs/decisions/048-what-pages-say.md).
    const html = await request.get('/listing/99999');
    expect(html.status()).toBe(404);
    expect(await html.text()).toContain('<title>Crashpad not listed | CrashPad Crew</title>');

    await page.goto('/listing/99999');
    await expect(page.getByRole('heading', { level: 1, name: 'Unknown Listing', exact: true })).toBeVisible();
    await expect(
      page.getByText(/This crashpad is not listed: its owner removed it or took it off the site for now/),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^Crashpad not listed/);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Search crashpads by airport' }).click();
    await expect(page).toHaveURL(/\/airports$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Crashpads by city and airport' }),
    ).toBeVisible();
  });

  // docs/product/specification/2-listings-and-tenants.md §8 "Resource error view": a listing that fails to load for another reason; issue 37, item 12.
  test('shows "Oops, something went wrong!" with a way back to the airports when a listing fails to load', async ({
    page,
    consoleErrors,
  }) => {
    await page.route('**/api/listing/12345', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'The listings are being updated. Please try again in a minute.' }),
      }),
    );
    await page.goto('/listing/12345');
    // After the client's retries (5xx may pass), the page gives up and says so.
    await expect(page.locator('h1', { hasText: 'Oops, something went wrong!' })).toBeVisible({
      timeout: 15_000,
    });
    // The server-error dialog opens as for every answer of 500 or above (docs/product/specification/1-accounts-and-shell.md §8); OK closes it.
    const dialog = page.getByRole('dialog', { name: 'Server Error' });
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    const view = page.getByRole('alert').filter({ hasText: 'Oops, something went wrong!' });
    await expect(view.getByRole('heading', { level: 1, name: 'Oops, something went wrong!' })).toBeVisible();
    await expect(view).toContainText('The listings are being updated. Please try again in a minute.');
    await expect(page.getByRole('heading', { name: 'Unknown Listing' })).toHaveCount(0);
    await expect(page).toHaveTitle(/^Oops, something went wrong! \| CrashPad Crew/);
    await expectAccessible(page);
    await view.getByRole('link', { name: 'Back to airports' }).click();
    await expect(page).toHaveURL(/\/airports$/);
    // The browser logs each refused answer: this test's own 503s, and nothing else.
    const others = consoleErrors.filter((e) => !/status of 503/.test(e));
    consoleErrors.splice(0, consoleErrors.length, ...others);
  });

  test('answers a malformed listing address with the 400 modal, which leads back to the airports', async ({
    page,
    consoleErrors: _,
  }) => {
    await page.goto('/listing/not-a-listing');
    const modal = page.getByRole('dialog');
    await expect(modal).toContainText(
      'Token expired? Refresh page, then logout and log back in. Easy peasy ~',
    );
    await expect(modal).toContainText(/in (10|9|8) seconds/);
    await modal.getByRole('button', { name: 'Back to airports' }).click();
    await expect(page).toHaveURL(/\/airports$/);
  });

  test('carries the listing title in the HTML served without JavaScript', async ({ request }) => {
    const search = await request.get('/api/airports/dfw/listings');
    expect(search.ok()).toBe(true);
    const [first] = ((await search.json()) as { data: { id: number; title: string }[] }).data;
    expect(first).toBeTruthy();
    const html = await (await request.get(`/listing/${first!.id}`)).text();
    expect(html).toContain(escapeHtml(first!.title));
    expect(html).toMatch(/<title>[^<]*<\/title>/);
  });
});
