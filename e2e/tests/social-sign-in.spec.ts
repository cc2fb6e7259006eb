// Signing up and in with Google (docs/decisions/063-social-sign-in.md) in the browser: the `social` project's server
// offers "Continue with Google" from a real OpenID provider on this machine (start-oidc-provider.mjs), whose
// development pages take any login name; the person behind it is Robin Okafor, with that name as a verified e-mail.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { fillMemberDetails, uniqueEmail, userMenuButton } from './accounts-helpers';

/** At the provider's login and consent pages, as the person with this login name. */
async function signInAtProvider(page: Page, login: string) {
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  // The first time, the provider asks whether to share the e-mail and profile with the site.
  await expect(page.getByText('email', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The rest of the sign-up form a new member still owes (docs/product/specification/1-accounts-and-shell.md §3). */
async function fillTheRest(page: Page) {
  await fillMemberDetails(page, 'RobinO', 'internet search');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('(214) 555-0134');
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
}

test('a guest signs up with Google as a seeker, and comes back later with one click', async ({
  page,
  consoleErrors: _,
}) => {
  // The provider's development pages import a web font from Google's servers; the journeys run offline.
  await page.route('https://fonts.googleapis.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/css', body: '' }),
  );
  const email = uniqueEmail('google');

  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await signInAtProvider(page, email);

  // Back on the site with no plan chosen yet: the provider's person is remembered while the guest chooses one.
  await expect(page).toHaveURL(/\/create-account$/);
  await expect(
    page.getByText(`You are signing up with Google as ${email}. Choose the kind of account to finish.`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Sign up as a seeker' }).click();
  await expect(page).toHaveURL(/\/create-account\/need-crashpad$/);

  // The form comes prefilled with what Google said, asks no password, and keeps the verified e-mail as it is.
  await expect(
    page.getByText(`Signing up with Google as ${email}. Fill in the rest to finish; no password is needed.`),
  ).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Robin');
  await expect(page.getByLabel('Last name')).toHaveValue('Okafor');
  const emailField = page.getByRole('textbox', { name: 'E-mail', exact: true });
  await expect(emailField).toHaveValue(email);
  await expect(emailField).not.toBeEditable();
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  await expectAccessible(page);

  await fillTheRest(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/notice-of-understanding$/);
  await page.getByRole('checkbox', { name: 'I have read and understand this notice' }).check();
  await page.getByRole('link', { name: 'I am ready to go' }).click();
  await expect(page).toHaveURL(/\/processing\/payment$/);
  // The offline sandbox's test card.
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: 'Expiry (MM / YY)' }).fill('1230');
  await page.getByRole('textbox', { name: 'CVC' }).fill('123');
  await page.getByRole('textbox', { name: 'Postal code' }).fill('75261');
  await page.getByRole('button', { name: 'Pay $9.99' }).click();

  // A seeker, signed in, on the airports.
  await expect(page).toHaveURL(/\/airports$/);
  await expect(userMenuButton(page)).toHaveText('Hi, RobinO');

  await userMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  // Signed out, on the home page.
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  const login = page.getByRole('banner').getByRole('link', { name: 'Login' });
  // The header has rendered the home page's links: logging in from there comes back to no page in particular.
  await expect(login).toHaveAttribute('href', '/login');
  await expect(userMenuButton(page)).toHaveCount(0);

  // Coming back: the provider still knows the person and the grant, so one click signs the member in, without its
  // pages and without the form.
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await login.click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/airports$/);
  await expect(userMenuButton(page)).toHaveText('Hi, RobinO');
  expect(visited.filter((path) => path.startsWith('/interaction/'))).toEqual([]);
  expect(visited.filter((path) => path.startsWith('/create-account'))).toEqual([]);
  expect(visited).toContain('/social-sign-in');
});
