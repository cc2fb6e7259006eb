// A lister boosts a listing for a week with the card on file, finds it ahead of every listing that is neither
// featured nor boosted in its airport search, then cancels the boost (docs/product/specification/3-money-and-messaging.md §2.1, docs/product/specification/2-listings-and-tenants.md §2.2, §2.3;
// docs/decisions/028-featured-and-boost.md).
import { FIXTURE_PASSWORD } from '../fixtures.mjs';
import { signIn } from './accounts-helpers';
import { listerWithCrashpad } from './crew-helpers';
import { expect, expectAccessible, test } from './fixtures';

type Card = { id: number; title: string; feature_listing: number };

test('a lister boosts a listing for a week, sees it first in its airport search, then cancels the boost', async ({
  page,
  request,
  consoleErrors: _,
}, testInfo) => {
  test.setTimeout(90_000);
  const lister = await listerWithCrashpad(request, 'featured-lister');
  const { title, listingId } = lister;
  await signIn(page, lister.email, FIXTURE_PASSWORD);
  await page.goto('/my-crashpads');
  const row = page.getByRole('article', { name: title });
  await row.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Feature this listing' }).click();

  await expect(page).toHaveURL(new RegExp(`/featured-signup/${listingId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Feature your listing' })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveAttribute('href', `/listing/${listingId}`);
  for (const plan of ['Featured', 'Boost for 1 week', 'Boost for 1 month'])
    await expect(page.getByRole('radio', { name: plan, exact: true })).toBeVisible();
  await page.getByRole('radio', { name: 'Boost for 1 week', exact: true }).click();
  await expect(page.getByText('$5.00 USD')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Use my card on file: VISA •••• 4242/ })).toBeChecked();
  await expectAccessible(page);
  await page.screenshot({ path: `/tmp/featured-signup-${testInfo.project.name}.png`, fullPage: true });

  await page.getByRole('button', { name: 'Pay $5.00' }).click();
  // The toast and the success view say the same.
  await expect(page.getByText('payment successful, listing now featured or boosted')).toHaveCount(2);
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  // docs/product/specification/3-money-and-messaging.md §9: My crashpads after 7.5 s.
  await expect(page).toHaveURL(/\/my-crashpads$/, { timeout: 15_000 });
  await expect(row.getByText('Boosted', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // The airport search: the listing comes before every listing that is neither featured nor boosted.
  const answer = await request.get('/api/airports/DAL/listings?per_page=100');
  const cards = ((await answer.json()) as { data: Card[] }).data;
  const at = cards.findIndex((c) => c.id === listingId);
  expect(at).toBeGreaterThanOrEqual(0);
  expect(cards[at]!.feature_listing).toBe(1);
  expect(cards.slice(0, at).every((c) => c.feature_listing === 1)).toBe(true);
  await page.goto('/search/airports/dal');
  const results = page.getByRole('article');
  await expect(results.filter({ hasText: title })).toBeVisible();
  const texts = await results.allInnerTexts();
  const shownAt = texts.findIndex((text) => text.includes(title));
  expect(shownAt).toBeGreaterThanOrEqual(0);
  for (const text of texts.slice(0, shownAt)) expect(text).toMatch(/Featured|Boosted/);

  // The checkout of a listing already boosted says so, its link readable on the blue notice (docs/decisions/046-flows-and-looks.md).
  await page.goto(`/featured-signup/${listingId}`);
  const notice = page.getByRole('alert').filter({ hasText: 'already featured or boosted' });
  await expect(notice.getByRole('link', { name: 'Back to My crashpads' })).toBeVisible();
  await expectAccessible(page);

  // Cancel boost, after its confirmation: the badge goes.
  await page.goto('/my-crashpads');
  await row.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Cancel boost' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel boost?' });
  await expect(dialog).toContainText('stops being boosted now');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel boost' }).click();
  await expect(page.getByText('listing removed from featured or boost')).toBeVisible();
  await expect(row.getByText('Boosted', { exact: true })).toHaveCount(0);
  await row.getByRole('button', { name: `Actions for ${title}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Feature this listing' })).toBeVisible();
});

test('a refused card features nothing; a new card features the listing monthly, and Cancel feature keeps it boosted', async ({
  page,
  request,
  consoleErrors: _,
}) => {
  test.setTimeout(90_000);
  const lister = await listerWithCrashpad(request, 'featured-monthly');
  const { title, listingId } = lister;
  await signIn(page, lister.email, FIXTURE_PASSWORD);
  await page.goto(`/featured-signup/${listingId}`);
  await expect(page.getByRole('radio', { name: 'Featured', exact: true })).toBeChecked();

  const payWithNewCard = async (number: string) => {
    await page.getByRole('radio', { name: 'Option 2: add or change using a new card' }).check();
    await page.getByRole('textbox', { name: 'Card number' }).fill(number);
    await page.getByRole('textbox', { name: 'Expiry (MM / YY)' }).fill('1230');
    await page.getByRole('textbox', { name: 'CVC' }).fill('123');
    await page.getByRole('textbox', { name: 'Postal code' }).fill('75261');
    await page.getByRole('button', { name: 'Save card and pay $9.99' }).click();
  };

  // This sandbox card is saved, but every charge on it is declined (docs/product/specification/3-money-and-messaging.md §8: the payment dialog).
  await payWithNewCard('4000 0000 0000 0341');
  const refused = page.getByRole('dialog', { name: /Card Declined/ });
  await expect(refused).toBeVisible();
  await expectAccessible(page);
  await refused.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(new RegExp(`/featured-signup/${listingId}$`));
  const state = await request.get(`/api/user/featured-listings/${listingId}`, {
    headers: { Authorization: `Bearer ${lister.token}` },
  });
  expect(((await state.json()) as { listing: { feature_listing: number } }).listing.feature_listing).toBe(0);
  // The declined card did not replace the good one on file (docs/decisions/043-money-and-rental-states.md).
  const onFile = await request.get('/api/stripe/card', {
    headers: { Authorization: `Bearer ${lister.token}` },
  });
  expect(((await onFile.json()) as { card: { last4: string } }).card.last4).toBe('4242');
  await expect(page.getByRole('radio', { name: /Use my card on file: VISA •••• 4242/ })).toBeVisible();

  await payWithNewCard('4242 4242 4242 4242');
  await expect(page.getByText('payment successful, listing now featured or boosted').first()).toBeVisible();
  await expect(page).toHaveURL(/\/my-crashpads$/, { timeout: 15_000 });
  const row = page.getByRole('article', { name: title });
  await expect(row.getByText('Featured', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Cancel feature' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel feature?' });
  await expect(dialog).toContainText('stays boosted until the month you paid for ends');
  await dialog.getByRole('button', { name: 'Cancel feature' }).click();
  await expect(page.getByText('listing removed from featured or boost')).toBeVisible();
  await expect(row.getByText('Boosted', { exact: true })).toBeVisible();
});
