// Reviews and profiles (docs/product/specification/2-listings-and-tenants.md §2.8, §2.10, §2.11, §5 "Reviews";
// docs/product/accounts.md#reviews-of-listers;
// docs/decisions/030): a tenant with an accepted rental reviews the listing from the listing page's prompt, the
// review shows on the lister's profile, the listing page and its search card; the lister responds on their profile;
// a seeker who never rented is told why before typing (docs/decisions/044; more in review-rights.spec.ts). Set up
// through the API (crew-helpers.ts).
import type { Page } from '@playwright/test';
import { FIXTURE_PASSWORD } from '../fixtures.mjs';
import { apiSignUp, signIn } from './accounts-helpers';
import { acceptedTenant, listerWithCrashpad } from './crew-helpers';
import { expect, expectAccessible, test } from './fixtures';

/** Clicks a star of the rating (its radio is visually hidden behind the star, as Mantine's Rating draws it). */
async function rate(page: Page, stars: number) {
  const radio = page.getByRole('radio', { name: `${stars} out of 5 stars` });
  await page.locator(`label[for="${await radio.getAttribute('id')}"]`).click();
  await expect(radio).toBeChecked();
}

test('a tenant reviews the listing, the lister responds on their profile, and a seeker without a rental is refused', async ({
  page,
  browser,
  request,
  consoleErrors: _,
}) => {
  test.slow();
  const lister = await listerWithCrashpad(request, 'reviewed');
  const tenant = await acceptedTenant(request, lister, 0);
  const owner = (await (await request.get(`/api/listing-owner/${lister.listingId}`)).json()) as {
    user_id: number;
  };

  // The tenant finds the prompt on the listing page and leaves a review.
  await signIn(page, tenant.email, tenant.password);
  await page.goto(`/listing/${lister.listingId}`);
  await expect(page.getByRole('heading', { name: lister.title })).toBeVisible();
  await expect(page.getByText('No reviews yet')).toBeVisible();
  await expect(page.getByText('You stayed here: how was it?')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Leave a review' }).click();
  await expect(page).toHaveURL(new RegExp(`/listing/review/${lister.listingId}$`));
  await expect(page.getByRole('heading', { name: lister.title, level: 1 })).toBeVisible();
  await expect(page.getByText('1000 characters left')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Post review' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'you must select a star rating' })).toBeVisible();
  await rate(page, 4);
  await page
    .getByRole('textbox', { name: 'Your review' })
    .fill('Quiet rooms, spotless kitchen, ten minutes to DAL.');
  await expect(page.getByText('950 characters left')).toBeVisible();
  await page.getByRole('button', { name: 'Post review' }).click();
  await expect(page.getByText('thank you, your review has been posted')).toBeVisible();
  await expect(page.getByText('You have reviewed this crashpad. Thank you!')).toBeVisible();
  await expect(page.getByText('Quiet rooms, spotless kitchen, ten minutes to DAL.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Post review' })).toBeHidden();
  await expectAccessible(page);

  // The listing page and its search card show the figures; the prompt is gone.
  await page.getByRole('link', { name: 'Back to the listing' }).click();
  await expect(page.getByRole('link', { name: '1 review' })).toBeVisible();
  await expect(page.getByRole('img', { name: '4 out of 5 stars' }).first()).toBeVisible();
  await expect(page.getByText('You stayed here: how was it?')).toBeHidden();
  await page.goto('/search/airports/dal?sort=newest&direction=desc');
  const card = page.getByRole('article').filter({ hasText: lister.title });
  await expect(card).toContainText('4.0');
  await expect(card).toContainText('(1 review)');
  await expect(card.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();

  // The lister's profile lists it; a second review is not offered.
  await page.goto(`/user/${owner.user_id}`);
  const review = page.getByRole('listitem').filter({ hasText: 'Quiet rooms, spotless kitchen' });
  await expect(review).toContainText(`Stayed at ${lister.title}`);
  await expect(review.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await expect(page.getByText('1 review', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the listing' })).toBeVisible();
  await expect(
    page.getByText('You have reviewed every crashpad you rented from MorganE. Thank you!'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Write a review' })).toBeHidden();
  await expectAccessible(page);

  // The lister responds on their own profile, once.
  const listerContext = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    baseURL: test.info().project.use.baseURL,
  });
  const listerPage = await listerContext.newPage();
  await signIn(listerPage, lister.email, FIXTURE_PASSWORD);
  await listerPage.goto(`/user/${owner.user_id}`);
  await expect(listerPage.getByRole('button', { name: 'Write a review' })).toBeHidden();
  await listerPage.getByRole('button', { name: 'Respond' }).click();
  const dialog = listerPage.getByRole('dialog', { name: /Respond to/ });
  await expect(dialog.getByText('1000 characters left')).toBeVisible();
  await expectAccessible(listerPage);
  await dialog.getByRole('textbox', { name: 'Your response' }).fill('Thank you, come back any time!');
  await expect(dialog.getByText('970 characters left')).toBeVisible();
  await dialog.getByRole('button', { name: 'Post response' }).click();
  await expect(listerPage.getByText('your response has been posted')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(listerPage.getByText('Thank you, come back any time!')).toBeVisible();
  await expect(listerPage.getByRole('button', { name: 'Respond' })).toBeHidden();
  await listerContext.close();

  // A seeker who never rented here is told why, on the profile and on the listing review page, with no form.
  const seeker = await apiSignUp(request, 'seeker');
  const seekerContext = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    baseURL: test.info().project.use.baseURL,
  });
  const seekerPage = await seekerContext.newPage();
  await signIn(seekerPage, seeker.email, seeker.password);
  await seekerPage.goto(`/user/${owner.user_id}`);
  await expect(seekerPage.getByText('Thank you, come back any time!')).toBeVisible();
  const reason = seekerPage.getByText('Only members who have rented from MorganE can review them.');
  await expect(reason).toBeVisible();
  await expect(seekerPage.getByRole('button', { name: 'Write a review' })).toBeHidden();
  await seekerPage.goto(`/listing/review/${lister.listingId}`);
  await expect(reason).toBeVisible();
  await expect(seekerPage.getByRole('button', { name: 'Post review' })).toBeHidden();
  await expectAccessible(seekerPage);
  await seekerContext.close();
});

test('a profile without a valid id is not found, and the listing review page asks guests to log in', async ({
  page,
  consoleErrors: _,
}) => {
  await page.goto('/user/abc');
  await expect(page).toHaveURL(/\/404$/);
  await page.goto('/listing/review/1');
  await expect(page).toHaveURL(/\/login\?next=/);
});
