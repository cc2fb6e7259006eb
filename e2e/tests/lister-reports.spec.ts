// A lister's figures and what visitors see of the beds (docs/product/specification/2-listings-and-tenants.md §2.2, §2.5, §2.8; docs/decisions/022): the
// revenue history at /lister/payments, a crashpad's reports on /my-crashpads, and each bed's availability on the
// public listing page. The demo data has rentals but no rent paid yet, so the demo figures show $0 revenue.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { FIXTURE_PASSWORD, paidLister } from '../fixtures.mjs';
import { apiSignUp, signIn, uniqueEmail } from './accounts-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { inDays, MONTHS, shown } from './crew-helpers';

const DEMO_PASSWORD = 'crashpad-demo';
// Only this journey uses this demo lister, and only reads, except one check-out date per project.
const DEMO_LISTER = 'lister4@demo.crashpad.test';

const thisMonth = () => {
  const now = new Date();
  return `${MONTHS[now.getUTCMonth()]} ${now.getUTCFullYear()}`;
};

async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/login', { data: { email, password } });
  expect(res.ok(), `login of ${email}`).toBeTruthy();
  return ((await res.json()) as { token: string }).token;
}

/** The demo listers have no card on file: the first page they open asks for one. */
async function dismissCardPrompt(page: Page) {
  await page.getByRole('dialog', { name: 'Payment method' }).getByRole('button', { name: 'Later' }).click();
}

test.describe('revenue history', () => {
  test('a new lister learns when the history appears and downloads the CSV; a seeker is sent home', async ({
    page,
    browser,
    baseURL,
    consoleErrors: _,
  }) => {
    const email = uniqueEmail('reports-lister');
    await paidLister(baseURL!, email, 'premium');
    await signIn(page, email, FIXTURE_PASSWORD);
    await page.goto('/lister/payments');
    await expect(page.getByRole('heading', { level: 1, name: 'Revenue history' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No revenue history yet' })).toBeVisible();
    await expect(
      page.getByText('appears here once you have added tenants to your crashpads and one billing cycle'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to My Crew' })).toHaveAttribute('href', '/my-crew');
    await expectAccessible(page);

    // The CSV comes with the session, though a plain link could not send it.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^crashpad-tenants-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv).toContain('"Rentals"');
    expect(csv).toContain('"Booking ref","Status","First name"');

    const seekerContext = await browser.newContext();
    const seekerPage = await seekerContext.newPage();
    const seeker = await apiSignUp(seekerContext.request, 'reports-seeker');
    await signIn(seekerPage, seeker.email, seeker.password);
    await seekerPage.goto('/lister/payments');
    await expect(seekerPage).toHaveURL(/\/$/);
    await seekerContext.close();
  });

  test('shows the server’s message in a red alert when the history cannot be loaded', async ({
    page,
    baseURL,
    consoleErrors: _,
  }) => {
    const email = uniqueEmail('reports-refused');
    await paidLister(baseURL!, email, 'premium');
    await signIn(page, email, FIXTURE_PASSWORD);
    // As the server answers a member whose lister package has gone meanwhile.
    await page.route('**/api/lister/payments', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Only CP owners can see revenue.', code: 'NOT_LISTER' }),
      }),
    );
    await page.goto('/lister/payments');
    const alert = page.getByRole('alert').filter({ hasText: 'Your revenue history could not be loaded.' });
    await expect(alert).toContainText('Only CP owners can see revenue.');
    await expectAccessible(page);
  });
});

test.describe('a demo lister’s reports and beds', () => {
  test('reads the revenue history, a crashpad’s reports, and the bed availability visitors see', async ({
    page,
    request,
    browser,
    consoleErrors: _,
  }) => {
    test.slow();
    await signIn(page, DEMO_LISTER, DEMO_PASSWORD);
    await page.goto('/lister/payments');
    await dismissCardPrompt(page);
    const history = page.getByRole('table', { name: /Revenue and occupancy by month/ });
    await expect(history).toBeVisible();
    const first = history.getByRole('row').nth(1);
    // This month is an average of its days so far, named as such (docs/decisions/043-money-and-rental-states.md).
    await expect(first.getByRole('rowheader')).toHaveText(`${thisMonth()} (so far)`);
    await expect(history.getByRole('columnheader', { name: 'Average occupancy' })).toBeVisible();
    await expect(
      page.getByText(/My Crew’s “Occupied now” is the share of your beds with a tenant today/),
    ).toBeVisible();
    // No rent has been paid through the site in the demo data: revenue is honestly $0.
    await expect(first.getByRole('cell').first()).toHaveText('$0');
    await expect(first.getByRole('cell').last()).toHaveText(/^\d{1,3}%$/);
    await expectAccessible(page);

    // A crashpad with tenants: each project takes its own, and dates one tenant's check-out.
    const token = await apiToken(request, DEMO_LISTER, DEMO_PASSWORD);
    const auth = { Authorization: `Bearer ${token}` };
    const mine = (await (await request.get('/api/crashpads', { headers: auth })).json()) as {
      data: { data: { id: number; title: string; status: number; num_occupied_beds: number }[] };
    };
    const busy = mine.data.data.filter((l) => l.status === 2 && l.num_occupied_beds >= 2);
    const listing = busy[test.info().project.name === 'phone' ? 1 : 0]!;
    const rentals = (
      (await (await request.get(`/api/rental?location=${listing.id}`, { headers: auth })).json()) as {
        data: { id: number; status: string; first_name: string; last_name: string }[];
      }
    ).data;
    const tenant = rentals.find((r) => r.status === 'accepted')!;
    const checkout = inDays(30);
    const dated = await request.post(`/api/rental/${tenant.id}/checkout`, {
      headers: auth,
      data: { checkout_date: checkout, checkout_time: '11:00' },
    });
    expect(dated.status(), await dated.text()).toBe(200);

    // View reports: a chart and a table of the last 12 months, this one last.
    await page.goto('/my-crashpads');
    const row = page.getByRole('article', { name: listing.title });
    await row.getByRole('button', { name: `Actions for ${listing.title}` }).click();
    await page.getByRole('menuitem', { name: 'View reports' }).click();
    const dialog = page.getByRole('dialog', { name: `Reports: ${listing.title}` });
    await expect(dialog.getByRole('img', { name: /Revenue and occupancy of/ })).toBeVisible();
    const table = dialog.getByRole('table', { name: 'Revenue and occupancy by month' });
    await expect(table.getByRole('row')).toHaveCount(13);
    const current = table.getByRole('row').last();
    await expect(current.getByRole('rowheader')).toHaveText(`${thisMonth()} (so far)`);
    await expect(current.getByRole('cell').last()).toHaveText(/^[1-9]\d{0,2}%$/);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // What a visitor sees: each bed's rent and availability, and nobody's name.
    const visitor = await browser.newContext({ viewport: page.viewportSize()! });
    const publicPage = await visitor.newPage();
    await publicPage.goto(`/listing/${listing.id}`);
    const rooms = publicPage.getByRole('region', { name: 'Rooms and beds' });
    await expect(rooms).toBeVisible();
    await expect(rooms.getByText(`Available from ${shown(checkout)}`)).toHaveCount(1);
    await expect(rooms.getByText('Occupied', { exact: true })).toHaveCount(listing.num_occupied_beds - 1);
    await expect(rooms.getByText(/ \/ month$/).first()).toBeVisible();
    for (const r of rentals)
      await expect(publicPage.locator('body')).not.toContainText(`${r.first_name} ${r.last_name}`);
    await rooms.scrollIntoViewIfNeeded();
    await expectAccessible(publicPage);
    await visitor.close();
  });
});
