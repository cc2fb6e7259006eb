// What every page must be at a phone's 390 px (docs/decisions/061-e2e-at-phone-width.md).
import type { Page } from '@playwright/test';
import { userMenuButton } from './accounts-helpers';
import { expect } from './fixtures';

export const MENU = 'Open the menu';

/**
 * The page is no wider than the screen, the header's site name is whole (not cut with an ellipsis) and the burger
 * is on the screen; a signed-in member's menu keeps its full size (its icon is not squeezed).
 */
export async function fitsTheScreen(page: Page, what: string, signedIn = true) {
  const width = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(width.scroll, `${what}: the page is wider than the screen`).toBeLessThanOrEqual(width.client);
  const name = page.getByRole('link', { name: 'CrashPad Crew home' }).getByText('CrashPad Crew');
  await expect(name).toBeVisible();
  const cut = await name.evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(cut, `${what}: the site name is cut`).toBe(false);
  // The header first shows a disabled stand-in for the member's menu, then the menu once its code has loaded, and
  // renders it again once it has read the session: a box asked for between two renders is of a button already gone
  // (0 px wide), so the width is read until the menu is enabled and measures its full size.
  if (signedIn) {
    await expect(userMenuButton(page), `${what}: the menu button`).toBeEnabled();
    await expect
      .poll(() => userMenuButton(page).evaluate((el) => el.getBoundingClientRect().width), {
        message: `${what}: the menu button`,
      })
      .toBeGreaterThanOrEqual(32);
  }
  await expect(page.getByRole('button', { name: MENU }), `${what}: the burger`).toBeVisible();
  await expect
    .poll(
      () =>
        page.getByRole('button', { name: MENU }).evaluate((el) => {
          const box = el.getBoundingClientRect();
          return box.width > 0 && box.x + box.width <= document.documentElement.clientWidth;
        }),
      { message: `${what}: the burger is on the screen` },
    )
    .toBe(true);
}
