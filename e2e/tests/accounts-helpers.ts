import type { APIRequestContext, Frame, Page } from '@playwright/test';

export function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** A free member made through the API, for journeys that start signed out. */
export async function apiSignUp(request: APIRequestContext, tag: string, password = 'secret123') {
  const email = uniqueEmail(tag);
  const res = await request.post('/api/rental/register', {
    data: {
      first_name: 'Casey',
      last_name: 'Nguyen',
      display_name: 'CaseyN',
      airlines: 'United Airlines',
      gender: 'male',
      birthdate_month: 6,
      birthdate_day: 15,
      birthdate_year: 1988,
      hear_about_us: 'internet search',
      email,
      confirm_email: email,
      phone_number: '312-555-0178',
      country_code: 'US',
      password,
      confirm_password: password,
    },
  });
  if (!res.ok()) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  return { email, password };
}

export async function logIn(page: Page, email: string, password: string, keep = false): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (keep) await page.getByRole('checkbox', { name: 'Keep me logged in' }).check();
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * Signs in through the API and stores the session the way the login page does (apps/web/src/lib/session.ts:
 * token, user, a remember-until time one day ahead), on a static file of the site rather than a page of the app:
 * the next page.goto is signed in. Journeys whose subject is logging in use logIn, through the form.
 */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  const res = await page.request.post('/api/login', { data: { email, password } });
  if (!res.ok()) throw new Error(`login of ${email} answered ${res.status()}: ${await res.text()}`);
  const answer = (await res.json()) as { token: string; user: unknown };
  await page.goto('/favicon.svg');
  await page.evaluate((session) => {
    localStorage.clear();
    localStorage.setItem('token', JSON.stringify(session.token));
    localStorage.setItem('user', JSON.stringify(session.user));
    localStorage.setItem('isKeepMe', JSON.stringify(Date.now() + 86_400_000));
  }, answer);
}

/** The user menu is in the header on wide screens and beside the burger on phones. */
export function userMenuButton(page: Page) {
  return page.getByRole('button', { name: 'Your account' });
}

/** Opens the newest outbox e-mail to `to` with this subject in the outbox page and returns its text panel. */
export async function openOutboxEmail(page: Page, to: string, subject: string | RegExp) {
  await page.goto('/dev/outbox');
  const row = page.getByRole('row').filter({ hasText: to }).filter({ hasText: subject }).first();
  await row.getByRole('link').click();
  return page.getByTestId('email-text');
}

/** The code in the newest deactivation e-mail to `to`. */
export async function deactivationCode(request: APIRequestContext, to: string): Promise<string> {
  const list = (await (await request.get('/api/dev/outbox')).json()) as {
    data: { id: number; to: string; subject: string }[];
  };
  const mail = list.data.find((m) => m.to === to && m.subject.startsWith('Your code to close'));
  if (!mail) throw new Error(`no deactivation e-mail to ${to}`);
  const full = (await (await request.get(`/api/dev/outbox/${mail.id}`)).json()) as { text: string };
  return /Your code: (\d{6})/.exec(full.text)![1]!;
}

/** The registration form of docs/product/specification/1-accounts-and-shell.md §3, filled in as a member would. */
/** What every sign-up asks of a member, with or without Google: display name, airline, gender, birthday, how heard. */
export async function fillMemberDetails(page: Page, displayName: string, heard: string) {
  await page.getByLabel('Display name').fill(displayName);
  await page.getByRole('combobox', { name: 'Airline' }).fill('Delta');
  await page.getByRole('option', { name: 'Delta Air Lines', exact: true }).click();
  await page.getByRole('radio', { name: 'Female' }).check();
  // The birthday starts unset and must be chosen (docs/decisions/045-forms-show-every-error.md).
  await page.getByRole('combobox', { name: 'Birth month' }).selectOption('Jun');
  await page.getByRole('combobox', { name: 'Birth day' }).selectOption('15');
  await page.getByRole('combobox', { name: 'Birth year' }).selectOption('1988');
  await page.getByRole('combobox', { name: 'How did you hear about us?' }).selectOption(heard);
}

export async function fillRegistration(page: Page, email: string) {
  await page.getByLabel('First name').fill('Jamie');
  await page.getByLabel('Last name').fill('Rivera');
  await fillMemberDetails(page, 'JRiv', 'friend referred me');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Confirm e-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Phone number' }).fill('(214) 555-0134');
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm password').fill('secret123');
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
}

/**
 * Runs `load` (a page load) and waits until the account prompts have decided: their answer arrived and
 * two frames passed, so a dialog that is going to open has opened. Answers whether the member has a card.
 */
export async function loadAndSettlePrompts(
  page: Page,
  load: () => Promise<unknown>,
): Promise<{ haveCard: boolean }> {
  // The page before may still be asking: its answers must not be taken for the new page's. A response that
  // arrives once the new page is committed is the new page's (the old page's requests are cancelled).
  let committed = false;
  const onNavigated = (frame: Frame) => {
    if (frame === page.mainFrame()) committed = true;
  };
  page.on('framenavigated', onNavigated);
  const answer = (path: string) => page.waitForResponse((r) => committed && r.url().endsWith(path));
  const card = answer('/api/user/payment-method');
  let haveCard: boolean;
  try {
    await load();
    haveCard = ((await (await card).json()) as { have_card: boolean }).have_card;
  } finally {
    page.off('framenavigated', onNavigated);
  }
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return { haveCard };
}
