import type { APIRequestContext, Page } from '@playwright/test';

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

/** The user menu is in the header on wide screens and beside the burger on phones. */
export function userMenuButton(page: Page) {
  return page.getByRole('button', { name: 'Your account' });
}
