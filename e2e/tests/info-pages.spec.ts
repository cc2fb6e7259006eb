import { expect, expectAccessible, isPhone, test } from './fixtures';

const INFO_PAGES: [string, string][] = [
  ['what', 'What is a crashpad?'],
  ['why', 'Why list your crashpad'],
  ['fees', 'Fees and plans'],
  ['help', 'Help and FAQ'],
  ['house-rules', 'House rules'],
  ['policies', 'Policies'],
  ['image-requirements', 'Image requirements'],
  ['security', 'Security'],
  ['terms', 'Terms of use'],
  ['refund-policies', 'Refund policy'],
  ['quality-listings', 'Quality listings'],
  ['problems', 'Report a problem'],
  ['tenant-management', 'Tenant management'],
  ['tenant-messaging', 'Tenant messaging'],
  ['autopay', 'AutoPay: rent by card'],
  ['advertise', 'Advertise with us'],
  ['coming-soon', 'Coming soon'],
  ['listing-apps', 'Pricing for listers'],
  ['featured', 'Featured listings'],
  ['featured-details', 'Featured listings: details'],
  ['emails', 'E-mails sent'],
];

test.describe('info pages', () => {
  // One browser page walks every info page, a step each: the app's code loads once and stays cached, where a
  // test per page paid a new context and a cold load 21 times over (CI time, issue 13).
  test('every info page renders its content, title and meta', async ({ page, request, consoleErrors: _ }) => {
    test.setTimeout(INFO_PAGES.length * 15_000);
    for (const [slug, title] of INFO_PAGES)
      await test.step(`/${slug}`, async () => {
        await page.goto(`/${slug}`);
        await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
        await expect(page.locator('article h2').first()).toBeVisible();
        await expect(page).toHaveTitle(`${title} | CrashPad Crew`);
        await expectAccessible(page);

        // The served HTML carries the page's meta without JavaScript (link previews).
        const html = await (await request.get(`/${slug}`)).text();
        const escaped = title.replace(/&/g, '&amp;');
        expect(html).toContain(`<title>${escaped} | CrashPad Crew</title>`);
        expect(html).toContain(`<meta property="og:title" content="${escaped} | CrashPad Crew"`);
        expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://127\\.0\\.0\\.1:\\d+/${slug}"`));
        expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
      });
  });

  test('the fees page quotes the plan prices', async ({ page, consoleErrors: _ }) => {
    await page.goto('/fees');
    const table = page.getByRole('table');
    await expect(table).toContainText('The New Hire');
    await expect(table).toContainText('$49');
    await expect(table).toContainText('$89');
    await expect(table).toContainText('$149');
    await expect(page.getByText('$9.99').first()).toBeVisible();
  });

  // Issue 36, item 23: real content instead of "We are currently updating this page".
  test('the featured pages say what Featured and boosts cost, how they show and how to buy', async ({
    page,
    consoleErrors: _,
  }) => {
    test.skip(isPhone(page), 'the same text on a phone');
    for (const slug of ['featured', 'featured-details']) {
      await page.goto(`/${slug}`);
      const article = page.locator('article');
      for (const text of ['$9.99', '$5', '$15', 'Boosted', 'Feature this listing'])
        await expect(article, slug).toContainText(text);
      await expect(article.getByRole('link', { name: 'My crashpads' })).toHaveAttribute(
        'href',
        '/my-crashpads',
      );
      await expect(article, slug).not.toContainText('currently updating');
    }
  });

  test('the footer leads to every column of pages', async ({ page, consoleErrors: _ }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading')).toHaveText(['What to know', 'Resources', 'New features']);
    await footer.getByRole('link', { name: 'House rules' }).click();
    await expect(page).toHaveURL(/\/house-rules$/);
    await expect(page.getByRole('heading', { level: 1, name: 'House rules' })).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()} CrashPad Crew`);
  });

  test('marks AutoPay, tenant management and messaging as coming soon', async ({
    page,
    consoleErrors: _,
  }) => {
    await page.goto('/');
    const column = page.getByRole('contentinfo');
    for (const name of ['Tenant management', 'Tenant messaging', 'AutoPay'])
      await expect(column.getByRole('link', { name: `${name} Coming soon`, exact: true })).toBeVisible();
    await expect(column.getByRole('link', { name: 'Featured listings', exact: true })).toBeVisible();
    await expect(column.getByRole('link', { name: 'Pricing for listers', exact: true })).toBeVisible();

    await column.getByRole('link', { name: 'AutoPay Coming soon' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'AutoPay: rent by card' })).toBeVisible();
    await expect(page.getByText('Not available yet')).toBeVisible();
    await expectAccessible(page);

    // Pages that mention these features mark them where they link to them.
    await page.goto('/fees');
    await expect(page.getByRole('link', { name: 'AutoPay page' })).toBeVisible();
    await expect(page.locator('article').getByText('Coming soon').first()).toBeVisible();
    await page.goto('/coming-soon');
    await expect(page.getByRole('heading', { level: 2, name: 'Being built now' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Already here' })).toBeVisible();
  });

  test('scrolls to an anchor 80 px below the top', async ({ page, consoleErrors: _ }) => {
    await page.goto('/what#what-it-looks-like');
    const heading = page.locator('#what-it-looks-like');
    await expect(heading).toBeVisible();
    await expect
      .poll(async () => Math.round(await heading.evaluate((el) => el.getBoundingClientRect().top)))
      .toBe(80);
  });
});
