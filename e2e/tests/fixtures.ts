// Every journey fails on a page error, a console error (a CSP violation included) or a serious
// accessibility violation on the pages it checks.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

/** The page errors and console errors of a page from now on (4xx answers aside). */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`page error: ${err.message}`));
  page.on('console', (message) => {
    // The browser logs every 4xx answer; refusals (400, 404, 429) are part of the journeys under test.
    if (message.type() === 'error' && !/Failed to load resource: .* status of 4\d\d/.test(message.text()))
      errors.push(`console: ${message.text()}`);
  });
  return errors;
}

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors = watchErrors(page);
    await use(errors);
    expect(errors, 'errors in the browser console').toEqual([]);
  },
});

export { expect };

/**
 * axe-core 4.13's rules whose every check is of minor or moderate impact: they can never report what
 * expectAccessible looks for, so they are not run. Derived from axe-core's own rule and check metadata; derive it
 * again when axe-core is upgraded (docs/decisions/061-e2e-at-phone-width.md, "axe, once per check").
 */
const NEVER_SERIOUS = [
  'aria-allowed-role',
  'aria-deprecated-role',
  'empty-table-header',
  'form-field-multiple-labels',
  'heading-order',
  'html-xml-lang-mismatch',
  'image-redundant-alt',
  'landmark-banner-is-top-level',
  'landmark-contentinfo-is-top-level',
  'landmark-main-is-top-level',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
  'landmark-one-main',
  'landmark-unique',
  'meta-viewport-large',
  'no-autoplay-audio',
  'page-has-heading-one',
  'presentation-role-conflict',
  'region',
  'server-side-image-map',
  'skip-link',
  'table-duplicate-name',
];

/**
 * axe on the page as it is. A page with no frame is checked by one `axe.run` in it: AxeBuilder's default runs each
 * frame apart and joins the results in a new blank page, which cost 0.4–6 s a check against 0.1–2 s (measured on
 * the airport directory, a search and an info page; decision 061). A page with frames keeps that default. Only
 * violations come back: the passes were serialised only to be thrown away.
 */
function axe(page: Page): AxeBuilder {
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .disableRules(NEVER_SERIOUS);
  return page.frames().length === 1 ? builder.setLegacyMode(true) : builder;
}

/** No serious or critical axe-core violation on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const serious = async () => {
    await settled(page);
    const results = await axe(page).analyze();
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  };
  let found = await serious();
  // A toast that starts to fade out while axe reads the page is blended with what is behind it (a contrast
  // failure seen once in CI); a real violation is still there once the page has settled again.
  if (found.length > 0) found = await serious();
  expect(found, `accessibility violations on ${page.url()}`).toEqual([]);
}

/**
 * Waits until no finite CSS transition or animation is running (a dialog fading in, a menu dropping down).
 * axe blends an element's colours with its ancestors' opacity, so a button caught mid-fade fails contrast
 * although the settled page passes; a slower machine catches it more often. Spinners and other endless
 * animations are not waited for.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  await page.waitForFunction(() => {
    const moving = document
      .getAnimations()
      .some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
    // A dialog or menu that has not started its transition yet is still see-through.
    const fading = Array.from(document.querySelectorAll('[role="dialog"], [role="menu"]')).some((el) => {
      for (let node: Element | null = el; node; node = node.parentElement)
        if (Number(getComputedStyle(node).opacity) < 1) return true;
      return false;
    });
    return !moving && !fading;
  });
}

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 500;
}

/**
 * Flips a switch where a member clicks it: on its label, which holds the track and the text (Mantine's input itself
 * is zero-sized under the track, so a click on it would have to be forced). The click waits until the label is
 * visible, still and the one thing under the pointer, as a dialog that is still opening is not.
 */
export async function flipSwitch(toggle: Locator): Promise<void> {
  await toggle.locator('xpath=ancestor::label[1]').click();
}
