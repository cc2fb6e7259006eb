import { expect, expectAccessible, test } from './fixtures';

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
    const table = page.getByRole('table').first();
    await expect(table).toContainText('The New Hire');
    await expect(table).toContainText('$49');
    await expect(table).toContainText('$89');
    await expect(table).toContainText('$149');
    await expect(page.getByText('$9.99').first()).toBeVisible();
    // the card fee example, computed from the configured fees (docs/decisions/051)
    const example = page.getByRole('table', { name: 'A $500.00 rent paid by card with AutoPay' });
    await expect(example).toContainText('−$14.80');
    await expect(example).toContainText('You receive$480.20');
  });

  // docs/decisions/046-flows-and-looks.md: real content instead of "We are currently updating this page".
  test('the featured pages say what Featured and boosts cost, how they show and how to buy', async ({
    page,
    consoleErrors: _,
  }) => {
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

  // Issue 37, item 11: AutoPay, tenant management and messaging have shipped; their pages say what they do and
  // where to find it, and nothing marks them "Coming soon" (docs/decisions/048-what-pages-say.md).
  test('describes AutoPay, tenant management and messaging as shipped', async ({
    page,
    consoleErrors: _,
  }) => {
    await page.goto('/');
    const column = page.getByRole('contentinfo');
    for (const name of ['Tenant management', 'Tenant messaging', 'AutoPay', 'Featured listings'])
      await expect(column.getByRole('link', { name, exact: true })).toBeVisible();
    // Only the link to the roadmap page itself reads "Coming soon".
    await expect(column.getByText('Coming soon')).toHaveCount(1);

    await column.getByRole('link', { name: 'AutoPay', exact: true }).click();
    const article = page.locator('article');
    await expect(page.getByRole('heading', { level: 1, name: 'AutoPay: rent by card' })).toBeVisible();
    await expect(article).toContainText(
      "AutoPay charges each tenant's rent to their card on the payment day every month and pays it out to the crashpad owner's Stripe account",
    );
    await expect(
      article.getByRole('link', { name: 'account settings, Automatic Rent Payments' }),
    ).toHaveAttribute('href', '/account-setting?tab=autopay');
    await expect(page.getByText('Not available yet')).toHaveCount(0);
    await expect(article).not.toContainText('nothing here can be used');
    await expect(article).not.toContainText('Coming soon');
    await expectAccessible(page);

    await page.goto('/tenant-management');
    await expect(
      article.getByRole('heading', { level: 2, name: 'My Crew: one list of everyone' }),
    ).toBeVisible();
    await expect(article).toContainText("Choose Check out from a tenant's menu");
    await expect(article.getByRole('link', { name: 'My Crew' }).first()).toHaveAttribute('href', '/my-crew');
    await expect(article).not.toContainText('Coming soon');
    await expect(page.getByText('Not available yet')).toHaveCount(0);

    await page.goto('/tenant-messaging');
    await expect(
      article.getByRole('heading', { level: 2, name: 'Conversations in My messages' }),
    ).toBeVisible();
    await expect(article.getByRole('link', { name: 'My messages' })).toHaveAttribute('href', '/messages');
    await expect(article).not.toContainText('Coming soon');
    await expect(page.getByText('Not available yet')).toHaveCount(0);

    // Pages that mention these features link to them plainly.
    await page.goto('/fees');
    await expect(page.getByRole('link', { name: 'AutoPay page', exact: true })).toBeVisible();
    await expect(page.locator('article').getByText('Coming soon')).toHaveCount(0);
    await page.goto('/coming-soon');
    await expect(page.getByRole('heading', { level: 2, name: 'Being built now' })).toHaveCount(0);
    const here = page.locator('article ul').first();
    await expect(page.getByRole('heading', { level: 2, name: 'Already here' })).toBeVisible();
    for (const name of ['Tenant management', 'Tenant messaging', 'AutoPay', 'Featured listings'])
      await expect(here.getByRole('link', { name, exact: true })).toBeVisible();
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
