// Every page once at a phone's 390 px (docs/decisions/061-e2e-at-phone-width.md): its heading shows, axe finds no
// serious violation, nothing is wider than the screen, the header's site name is whole and the burger opens the
// menu. A screenshot of each is kept with the run's results. The journeys whose layout changes on a phone run
// there in full (tagged @phone); the rest run at desktop width only.
import { INFO_PAGES } from '../../packages/shared/src/site/pages';
import type { Page } from '@playwright/test';
import { FIXTURE_PASSWORD } from '../fixtures.mjs';
import { signIn } from './accounts-helpers';
import { acceptedTenant, listerWithCrashpad } from './crew-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { fitsTheScreen, MENU } from './phone-helpers';

/** Opens `path`, waits for its main heading, and checks what every page must be on a phone. */
async function visit(page: Page, path: string, who: 'guest' | 'lister' | 'tenant' | 'admin') {
  const signedIn = who !== 'guest';
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first(), `${path}: its heading`).toBeVisible();
  await fitsTheScreen(page, path, signedIn);
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath(`${who}${path.replace(/[^a-z0-9]+/gi, '-')}.png`) });
}

/** The burger opens the menu over the page, with the site's links, and Escape closes it. */
async function menuOpens(page: Page, link: string) {
  await page.getByRole('button', { name: MENU }).click();
  const menu = page.getByRole('dialog');
  await expect(menu.getByRole('link', { name: link })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
}

test.describe('every page at 390 px', { tag: '@phone' }, () => {
  test('a guest’s pages', async ({ page, request, consoleErrors: _ }) => {
    test.setTimeout(240_000);
    const search = await request.get('/api/airports/dfw/listings');
    const [first] = ((await search.json()) as { data: { id: number }[] }).data;
    await visit(page, '/', 'guest');
    await menuOpens(page, 'Airports');
    for (const path of [
      '/airports',
      '/search/airports/dfw',
      `/listing/${first!.id}`,
      '/contact',
      '/login',
      '/create-account',
      '/create-account/lister-package',
      '/forgot',
      '/404',
      ...INFO_PAGES.map((slug) => `/${slug}`),
    ])
      await visit(page, path, 'guest');
  });

  test('a lister’s and a tenant’s pages', async ({ page, request, consoleErrors: _ }) => {
    test.setTimeout(240_000);
    const lister = await listerWithCrashpad(request, 'phone-pages');
    const tenant = await acceptedTenant(request, lister, 0);
    await signIn(page, lister.email, FIXTURE_PASSWORD);
    await visit(page, '/my-crashpads', 'lister');
    await menuOpens(page, 'Contact us');
    for (const path of [
      '/create-crashpad',
      `/my-crashpads/${lister.listingId}/edit`,
      `/featured-signup/${lister.listingId}`,
      '/my-crew',
      '/lister/payments',
      '/messages',
      '/account-setting',
      '/account-setting?tab=autopay',
      '/change-package',
      '/update-payment-method',
    ])
      await visit(page, path, 'lister');

    await signIn(page, tenant.email, tenant.password);
    for (const path of ['/my-crashpad', '/account-setting', '/messages']) await visit(page, path, 'tenant');
  });

  test('an admin’s pages', async ({ page, consoleErrors: _ }) => {
    test.setTimeout(120_000);
    await signIn(page, 'admin@demo.crashpad.test', 'crashpad-demo');
    for (const path of ['/admin/users', '/translations', '/dev/outbox']) await visit(page, path, 'admin');
  });
});
