// At a phone's 390 px nothing is wider than the screen and the header shows the whole site name: a tenant's rental
// history is a list of cards, the lister's My Crew history fits, and an admin acting as a member still reads the
// site's name beside "Return to admin" (docs/decisions/046-flows-and-looks.md).
import { FIXTURE_PASSWORD } from '../fixtures.mjs';
import { signIn, userMenuButton } from './accounts-helpers';
import { fitsTheScreen } from './phone-helpers';
import { acceptedTenant, listerWithCrashpad } from './crew-helpers';
import { expect, test } from './fixtures';

test(
  'at 390 px the header shows the whole site name and the rental history fits the screen',
  { tag: '@phone' },
  async ({ page, request, consoleErrors: _ }) => {
    test.slow();
    const lister = await listerWithCrashpad(request, 'phone-lister');
    const tenant = await acceptedTenant(request, lister, 0);

    await signIn(page, tenant.email, tenant.password);
    await page.goto('/my-crashpad');
    const cards = page.getByRole('list', { name: 'Rental history' }).getByRole('listitem');
    await expect(cards.first()).toContainText('Accepted');
    await expect(cards.first()).toContainText('Booking ref:');
    const card = (await cards.first().boundingBox())!;
    expect(card.x + card.width, 'the newest change, its date included, is on the screen').toBeLessThanOrEqual(
      390,
    );
    await fitsTheScreen(page, '/my-crashpad');

    // The lister's My Crew, History tab.
    await page.evaluate(() => localStorage.clear());
    await signIn(page, lister.email, FIXTURE_PASSWORD);
    await page.goto('/my-crew');
    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page.getByRole('tab', { name: 'History', selected: true })).toBeVisible();
    await fitsTheScreen(page, '/my-crew history');

    // An admin acting as the tenant: "Return to admin" joins the header.
    await page.evaluate(() => localStorage.clear());
    await signIn(page, 'admin@demo.crashpad.test', 'crashpad-demo');
    await page.goto('/admin/users');
    await page.getByRole('textbox', { name: 'Find a member' }).fill(tenant.email);
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByRole('button', { name: 'Switch to Casey Nguyen' }).click();
    await expect(userMenuButton(page)).toContainText('CaseyN');
    await expect(page.getByRole('button', { name: 'Return to admin' })).toBeVisible();
    await fitsTheScreen(page, 'switched admin');
  },
);
