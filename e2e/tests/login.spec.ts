import { expect, expectAccessible, test } from './fixtures';
import { apiSignUp, logIn, userMenuButton } from './accounts-helpers';

const DAY = 86_400_000;

test.describe('login and sessions', () => {
  test('logs in for a day, or for a year with keep me logged in', async ({
    page,
    request,
    consoleErrors: _,
  }) => {
    const { email, password } = await apiSignUp(request, 'login');
    await page.goto('/login');
    await expectAccessible(page);
    await logIn(page, email, password);
    await expect(userMenuButton(page)).toHaveText('Hi, CaseyN');
    const day = await page.evaluate(() => Number(localStorage.getItem('isKeepMe')));
    expect(Math.round((day - Date.now()) / DAY)).toBe(1);

    // The open menu passes too (Logout in a red dark enough to read).
    await userMenuButton(page).click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(userMenuButton(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await logIn(page, email, password, true);
    await expect(userMenuButton(page)).toBeVisible();
    const year = await page.evaluate(() => Number(localStorage.getItem('isKeepMe')));
    expect(Math.round((year - Date.now()) / DAY)).toBe(365);
  });

  test('shows the spec messages for missing and wrong input', async ({ page, request, consoleErrors: _ }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('email is required')).toBeVisible();
    await page.getByRole('textbox', { name: 'E-mail' }).fill('casey@');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('password is required')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('whatever');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('email is incorrect, please check spelling and try again')).toBeVisible();

    const { email } = await apiSignUp(request, 'wrongpw');
    await logIn(page, email, 'not-the-password');
    const toast = page.getByRole('alert').filter({ hasText: 'The e-mail or password is not right.' });
    await expect(toast).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    // The toast sits below the header, which stays in sight.
    await expect(async () => {
      const header = (await page.locator('header').first().boundingBox())!;
      const box = (await toast.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    }).toPass();
  });

  test('sends a guest to login and back to the page they wanted', async ({
    page,
    request,
    consoleErrors: _,
  }) => {
    const { email, password } = await apiSignUp(request, 'guard');
    await page.goto('/account-setting#my-services');
    await expect(page).toHaveURL(/\/login\?next=/);
    await expect(page.getByText('Please log in to continue.')).toBeVisible();
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/account-setting#my-services$/);
    await expect(page.getByRole('tab', { name: 'My services' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('You have no paid services.')).toBeVisible();
  });

  test('a guest who logs in from a listing’s Send a message lands on the conversation with its lister', async ({
    page,
    request,
    consoleErrors: _,
  }) => {
    const { email, password } = await apiSignUp(request, 'fromlisting');
    const search = await request.get('/api/airports/dfw/listings');
    const [listing] = ((await search.json()) as { data: { id: number; title: string }[] }).data;
    await page.goto(`/listing/${listing!.id}`);
    await page.getByRole('link', { name: 'Send a message' }).click();
    await expect(page).toHaveURL(/\/login\?next=/);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(new RegExp(`/chat/user/\\d+/listing/${listing!.id}$`));
    await expect(page.getByRole('link', { name: listing!.title })).toBeVisible();
    await expect(userMenuButton(page)).toBeVisible();
  });

  test('a signed-in member’s Send a message links to the conversation with the lister', async ({
    page,
    request,
    consoleErrors: _,
  }) => {
    const { email, password } = await apiSignUp(request, 'sendmessage');
    const search = await request.get('/api/airports/dfw/listings');
    const [listing] = ((await search.json()) as { data: { id: number; title: string }[] }).data;
    await logIn(page, email, password);
    await expect(userMenuButton(page)).toBeVisible();
    await page.goto(`/listing/${listing!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: listing!.title })).toBeVisible();
    const detail = (await (await request.get(`/api/listing/${listing!.id}`)).json()) as { user_id: number };
    await expect(page.getByRole('link', { name: 'Send a message' })).toHaveAttribute(
      'href',
      `/chat/user/${detail.user_id}/listing/${listing!.id}`,
    );
  });

  test('never follows ?next= to another site', async ({ page, request, consoleErrors: _ }) => {
    const { email, password } = await apiSignUp(request, 'openredirect');
    for (const next of ['//evil.com', 'https://evil.com', '/\\evil.com']) {
      await page.goto(`/login?next=${encodeURIComponent(next)}`);
      await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Log in' }).click();
      // The member's own home (a free tenant's is My CrashPad Rentals), on this site.
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/my-crashpad$/);
      await userMenuButton(page).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await expect(userMenuButton(page)).toHaveCount(0);
    }
  });

  test('lands each member on their own page (docs/decisions/047-where-members-land.md)', async ({
    page,
    request,
    consoleErrors: _,
  }) => {
    const signOut = () => page.evaluate(() => localStorage.clear());
    // A lister on their crashpads; /dashboard is the same page.
    await logIn(page, 'lister@demo.crashpad.test', 'crashpad-demo');
    await expect(page).toHaveURL(/\/my-crashpads$/);
    // (this lister has no card: the payment-method dialog may open over the page)
    await expect(
      page.getByRole('heading', { level: 1, name: 'My crashpads', includeHidden: true }),
    ).toBeAttached();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/my-crashpads$/);
    await signOut();

    // A seeker with no invitation goes searching.
    await logIn(page, 'seeker@demo.crashpad.test', 'crashpad-demo');
    await expect(page).toHaveURL(/\/airports$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Crashpads by city and airport' }),
    ).toBeVisible();
    await signOut();

    // A free tenant on My CrashPad Rentals, also through /dashboard after logging in there.
    const { email, password } = await apiSignUp(request, 'landing');
    await logIn(page, email, password);
    await expect(page).toHaveURL(/\/my-crashpad$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My CrashPad Rentals' })).toBeVisible();
    await signOut();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/my-crashpad$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My CrashPad Rentals' })).toBeVisible();
  });

  test('a token login opens the messages', async ({ page, request, consoleErrors: _ }) => {
    const { email, password } = await apiSignUp(request, 'tokenlogin');
    const login = await request.post('/api/login', { data: { email, password } });
    const { token } = (await login.json()) as { token: string };
    await page.goto(`/login?token=${encodeURIComponent(token)}`);
    await expect(page).toHaveURL(/\/messages$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My messages' })).toBeVisible();
    await expect(userMenuButton(page)).toHaveText('Hi, CaseyN');
  });

  test('/search leads to the airports', async ({ page, consoleErrors: _ }) => {
    await page.goto('/search');
    await expect(page).toHaveURL(/\/airports$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Crashpads by city and airport' }),
    ).toBeVisible();
  });

  test('drops a stored token the server no longer knows', async ({ page, request, consoleErrors: _ }) => {
    const { email, password } = await apiSignUp(request, 'revoked');
    await logIn(page, email, password);
    await expect(userMenuButton(page)).toBeVisible();
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token')!) as string);
    await request.post('/api/logout', { headers: { authorization: `Bearer ${token}` } });
    await page.goto('/');
    await expect(userMenuButton(page)).toHaveCount(0);
    // the menu is also absent while the app still asks the server about the token: wait for its answer
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
