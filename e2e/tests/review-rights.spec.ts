// Names and the right to review, as a user sees them (docs/decisions/044-display-names-and-reviews.md;
// docs/product/accounts.md#names): a guest on a lister's profile sees their display name, never their last name,
// and a prompt to log in instead of a review form; a seeker who never rented sees why they cannot review before
// typing anything; a past tenant gets the form and posts; the lister responds on the listing review page where
// they read the review. Members, the rental and its end are set up through the API (crew-helpers.ts).
import type { Page } from '@playwright/test';
import { FIXTURE_PASSWORD } from '../fixtures.mjs';
import { apiSignUp, signIn } from './accounts-helpers';
import { acceptedTenant, auth, listerWithCrashpad } from './crew-helpers';
import { expect, expectAccessible, test } from './fixtures';

/** Clicks a star of the rating (its radio is visually hidden behind the star, as Mantine's Rating draws it). */
async function rate(page: Page, stars: number) {
  const radio = page.getByRole('radio', { name: `${stars} out of 5 stars` });
  await page.locator(`label[for="${await radio.getAttribute('id')}"]`).click();
  await expect(radio).toBeChecked();
}

test('guests see display names and a log-in prompt, strangers the reason, a past tenant reviews and the lister responds where they read it', async ({
  page,
  browser,
  request,
  consoleErrors: _,
}) => {
  test.slow();
  // The lister is Morgan Ellis, known to members as MorganE (fixtures.mjs).
  const lister = await listerWithCrashpad(request, 'rights');
  const { user_id: listerId } = (await (
    await request.get(`/api/listing-owner/${lister.listingId}`)
  ).json()) as {
    user_id: number;
  };
  const newPage = async () => {
    const context = await browser.newContext({
      viewport: page.viewportSize() ?? undefined,
      baseURL: test.info().project.use.baseURL,
    });
    return context.newPage();
  };

  // A guest: the display name only, in the page and in what the API sent; no form, a prompt to log in.
  const profileAnswer = page.waitForResponse((r) => r.url().includes(`/api/user/review/${listerId}`));
  await page.goto(`/user/${listerId}`);
  await expect(page.getByRole('heading', { name: 'MorganE', level: 1 })).toBeVisible();
  expect(await (await profileAnswer).text()).not.toContain('Ellis');
  await expect(page.locator('body')).not.toContainText('Ellis');
  await expect(page.getByRole('button', { name: 'Write a review' })).toBeHidden();
  await expect(page.getByText('Rented from MorganE?')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Log in to write a review' }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(`/user/${listerId}`)}$`));

  // A seeker who never rented from the lister: the reason, before typing, on both pages.
  const seeker = await apiSignUp(request, 'rights-seeker');
  const seekerPage = await newPage();
  await signIn(seekerPage, seeker.email, seeker.password);
  await seekerPage.goto(`/user/${listerId}`);
  const reason = seekerPage.getByText('Only members who have rented from MorganE can review them.');
  await expect(reason).toBeVisible();
  await expect(seekerPage.getByRole('button', { name: 'Write a review' })).toBeHidden();
  await expect(seekerPage.locator('body')).not.toContainText('Ellis');
  await seekerPage.goto(`/listing/review/${lister.listingId}`);
  await expect(seekerPage.getByRole('heading', { name: lister.title, level: 1 })).toBeVisible();
  await expect(reason).toBeVisible();
  await expect(seekerPage.getByRole('textbox', { name: 'Your review' })).toBeHidden();
  await expect(seekerPage.getByRole('button', { name: 'Post review' })).toBeHidden();
  await expectAccessible(seekerPage);
  await seekerPage.context().close();

  // A past tenant (accepted, then left): the form, the review posted, the thank-you box (axe: its contrast).
  const tenant = await acceptedTenant(request, lister, 0);
  const left = await request.post(`/api/rental/${tenant.id}/leave`, { headers: auth(tenant.token) });
  expect(left.status(), await left.text()).toBe(200);
  const tenantPage = await newPage();
  await signIn(tenantPage, tenant.email, tenant.password);
  await tenantPage.goto(`/listing/review/${lister.listingId}`);
  await expect(tenantPage.getByRole('heading', { name: 'Leave a review' })).toBeVisible();
  await rate(tenantPage, 5);
  await tenantPage.getByRole('textbox', { name: 'Your review' }).fill('Blackout curtains that really work.');
  await tenantPage.getByRole('button', { name: 'Post review' }).click();
  await expect(tenantPage.getByText('thank you, your review has been posted')).toBeVisible();
  await expect(tenantPage.getByText('You have reviewed this crashpad. Thank you!')).toBeVisible();
  await expect(tenantPage.getByRole('button', { name: 'Post review' })).toBeHidden();
  await expectAccessible(tenantPage);
  await tenantPage.goto(`/user/${listerId}`);
  await expect(
    tenantPage.getByText('You have reviewed every crashpad you rented from MorganE. Thank you!'),
  ).toBeVisible();
  await expect(tenantPage.getByRole('button', { name: 'Write a review' })).toBeHidden();
  await tenantPage.context().close();

  // The lister responds on the listing review page, where they read the review; there is no form for them.
  const listerPage = await newPage();
  await signIn(listerPage, lister.email, FIXTURE_PASSWORD);
  await listerPage.goto(`/listing/review/${lister.listingId}`);
  await expect(listerPage.getByText('You can respond to each review once.', { exact: false })).toBeVisible();
  await expect(listerPage.getByRole('button', { name: 'Post review' })).toBeHidden();
  const review = listerPage.getByRole('listitem').filter({ hasText: 'Blackout curtains that really work.' });
  await expect(review).toContainText('CaseyN');
  await review.getByRole('button', { name: 'Respond' }).click();
  const dialog = listerPage.getByRole('dialog', { name: 'Respond to CaseyN' });
  await dialog.getByRole('textbox', { name: 'Your response' }).fill('Glad you slept well!');
  await dialog.getByRole('button', { name: 'Post response' }).click();
  await expect(listerPage.getByText('your response has been posted')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(review).toContainText('Response from MorganE');
  await expect(review).toContainText('Glad you slept well!');
  await expect(review.getByRole('button', { name: 'Respond' })).toBeHidden();
  await expectAccessible(listerPage);
  await listerPage.context().close();
});
