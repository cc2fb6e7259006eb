// Every journey fails on a page error, a console error (a CSP violation included) or a serious
// accessibility violation on the pages it checks.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(`page error: ${err.message}`));
    page.on('console', (message) => {
      // The browser logs every 4xx answer; refusals (400, 404, 429) are part of the journeys under test.
      if (message.type() === 'error' && !/Failed to load resource: .* status of 4\d\d/.test(message.text()))
        errors.push(`console: ${message.text()}`);
    });
    await use(errors);
    expect(errors, 'errors in the browser console').toEqual([]);
  },
});

export { expect };

/** No serious or critical axe-core violation on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious, `accessibility violations on ${page.url()}`).toEqual([]);
}

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 500;
}
