// What the rentals journeys share. Listers with their own crashpads, made through the API so each journey has
// beds no other journey holds (and the demo data stays as seeded): a paid lister, one uploaded photo, a crashpad
// near Dallas Love Field with two rooms and three beds. Also: dates as the pages show them, the invitation
// e-mail's link, and signing up from it.
import type { APIRequestContext, Page } from '@playwright/test';
import { FIXTURE_PASSWORD, paidLister } from '../fixtures.mjs';
import { expect, test } from './fixtures';
import { apiSignUp, uniqueEmail, userMenuButton } from './accounts-helpers';

// A 64×48 PNG: uploads are checked by content.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfUlEQVRoge2SAQkAURSDFsd0l86AF2M8/sAAOhY+T5O6AQuwviK7kHdJ3YAFWF+RXci7pG7AAqyvyC7kXVI3YAHWV2QX8i6pG7AA6yuyC3mX1A1YgPUV2YW8S+oGLMD6iuxC3iV1AxZgfUV2Ie+SugELsL4iu5B3Sd2AxwN+OxN44v0qo9EAAAAASUVORK5CYII=',
  'base64',
);
const DESCRIPTION =
  'A quiet crew house ten minutes from the terminal, with blackout curtains in every bedroom, a full kitchen, ' +
  'fast Wi-Fi, lockers for every crew member and a shuttle stop at the corner. Reserve days and long trips alike.';

export const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A date `days` from today (UTC), YYYY-MM-DD. */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** docs/product/specification/2-listings-and-tenants.md §9: MMM D, YYYY */
export const shown = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${MONTHS[m! - 1]} ${d}, ${y}`;
};

/** The link of the newest invitation e-mail to `to`, as a path of this site. */
export async function invitationLink(request: APIRequestContext, to: string): Promise<string> {
  const list = (await (await request.get('/api/dev/outbox')).json()) as {
    data: { id: number; to: string; subject: string }[];
  };
  const mail = list.data.find((m) => m.to === to && m.subject.includes('invited you'));
  if (!mail) throw new Error(`no invitation e-mail to ${to}`);
  const { text } = (await (await request.get(`/api/dev/outbox/${mail.id}`)).json()) as { text: string };
  const link = /(\/tenant\/accept\/[^\s"<>)]+|\/create-account\/join-crashpad\?[^\s"<>)]+)/.exec(text);
  if (!link) throw new Error(`no invitation link in: ${text}`);
  return link[1]!;
}

/**
 * On the sign-up-by-invitation form (prefilled from the invitation): the rest of the form, the notice, and the
 * invitation it lands on, whose acceptance asks for a card (docs/decisions/054-accepting-needs-a-card.md): the
 * set-up-payment dialog takes the sandbox's good card and accepts it, once.
 */
export async function completeInvitationSignUp(page: Page) {
  await signUpByInvitation(page);
  await saveCardInDialog(page);
  await expect(page.getByText('Welcome to your crashpad!').first()).toBeVisible();
}

/** The sign-up-by-invitation form and the notice, up to the invitation on My CrashPad Rentals with its card dialog. */
export async function signUpByInvitation(page: Page) {
  await page.getByLabel('Display name').fill('RobinO');
  await page.getByRole('radio', { name: 'Female' }).check();
  // The birthday starts unset and must be chosen (docs/decisions/045-forms-show-every-error.md).
  await page.getByRole('combobox', { name: 'Birth month' }).selectOption('Jun');
  await page.getByRole('combobox', { name: 'Birth day' }).selectOption('15');
  await page.getByRole('combobox', { name: 'Birth year' }).selectOption('1988');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('(214) 555-0134');
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm password').fill('secret123');
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('checkbox', { name: 'I have read and understand this notice' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  // docs/product/specification/1-accounts-and-shell.md §4: 1.5 s later, on to the invitation, accepted at once: through the card dialog, as there is no card.
  await expect(page).toHaveURL(/\/my-crashpad$/, { timeout: 8000 });
  await expect(userMenuButton(page)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Set up a payment method' })).toBeVisible();
}

/** The set-up-payment dialog of an invitation: the sandbox's good card, saved, then the invitation accepted. */
export async function saveCardInDialog(page: Page, number = '4242 4242 4242 4242') {
  const dialog = page.getByRole('dialog', { name: 'Set up a payment method' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Card number' }).fill(number);
  await dialog.getByRole('textbox', { name: 'Expiry (MM / YY)' }).fill('1230');
  await dialog.getByRole('textbox', { name: 'CVC' }).fill('123');
  await dialog.getByRole('textbox', { name: 'Postal code' }).fill('75261');
  await dialog.getByRole('button', { name: 'Save card and accept' }).click();
  await expect(dialog).toHaveCount(0);
}

export type CrewLister = {
  email: string;
  token: string;
  listingId: number;
  title: string;
  beds: { id: number; name: string; room: string }[];
};

export async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/login', { data: { email, password } });
  expect(res.ok(), `login of ${email}`).toBeTruthy();
  return ((await res.json()) as { token: string }).token;
}

/** A premium lister (password FIXTURE_PASSWORD) with one active crashpad of three beds. */
export async function listerWithCrashpad(request: APIRequestContext, tag: string): Promise<CrewLister> {
  const email = uniqueEmail(tag);
  const base = test.info().project.use.baseURL!;
  await paidLister(base, email, 'premium');
  const token = await apiToken(request, email, FIXTURE_PASSWORD);
  const uploaded = await request.post('/api/upload/images', {
    headers: auth(token),
    multipart: { 'image[]': { name: 'house.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const { url } = (await uploaded.json()) as { url: string[] };
  const airports = (await (await request.get('/api/airports/search?search=DAL')).json()) as {
    data: { id: number; prefix: string }[];
  };
  const airport = airports.data.find((a) => a.prefix === 'DAL') ?? airports.data[0]!;
  const title = `Crew House ${email.split('@')[0]!.slice(-6)}`;
  const created = await request.post('/api/crashpads', {
    headers: auth(token),
    data: {
      title,
      street1: '3100 W Mockingbird Ln',
      city: 'Dallas',
      state: 'TX',
      postal_code: '75235',
      country: 'United States',
      latitude: 32.8481,
      longitude: -96.8512,
      airport: [airport.id],
      airport_distance: 2,
      rental_type: 'crashpad',
      bathrooms: 2,
      number_of_shower: 1,
      max_nights: 20,
      rate_per_from: 400,
      deposit_required: 150,
      description: DESCRIPTION,
      images: url,
      thumbnail: url[0],
      amenities: [],
      preferences: [],
      places: [],
      rooms: [
        {
          room_name: 'Front room',
          status: 'NEW',
          beds: [
            { bed_name: 'Lower bunk', status: 'NEW' },
            { bed_name: 'Upper bunk', status: 'NEW' },
          ],
        },
        { room_name: 'Back room', status: 'NEW', beds: [{ bed_name: 'Queen bed', status: 'NEW' }] },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id: listingId } = (await created.json()) as { id: number };
  const { rooms } = (await (
    await request.get(`/api/lister/${listingId}/listings/unrented`, { headers: auth(token) })
  ).json()) as { rooms: { room_name: string; beds: { id: number; bed_name: string }[] }[] };
  const beds = rooms.flatMap((r) => r.beds.map((b) => ({ id: b.id, name: b.bed_name, room: r.room_name })));
  return { email, token, listingId, title, beds };
}

/**
 * A member invited into the lister's bed `bed` (an index of `beds`) who accepted: a current tenant. Accepting needs
 * a saved card (docs/decisions/054-accepting-needs-a-card.md): the member saves the sandbox's good card through the
 * API, accepts and removes it again, so the journeys start from a tenant with no card on file, as before; those
 * that pay save one.
 */
export async function acceptedTenant(
  request: APIRequestContext,
  lister: CrewLister,
  bed: number,
  names = { first_name: 'Casey', last_name: 'Nguyen' },
) {
  const member = await apiSignUp(request, 'tenant');
  const invited = await request.post('/api/rental/invite', {
    headers: auth(lister.token),
    data: {
      email: member.email,
      ...names,
      listing_id: lister.listingId,
      bed_id: lister.beds[bed]!.id,
      rental_amount: 410,
      deposit: 100,
      start_date: inDays(1),
      start_time: '12:00',
      payment_date: 3,
    },
  });
  expect(invited.status(), await invited.text()).toBe(200);
  const { id } = (await invited.json()) as { id: number };
  const token = await apiToken(request, member.email, member.password);
  await saveCard(request, token);
  const accepted = await request.post(`/api/rental/${id}/accept`, { headers: auth(token) });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const removed = await request.post('/api/stripe/remove-payment-method', { headers: auth(token) });
  expect(removed.status(), await removed.text()).toBe(200);
  return { ...member, id, token };
}

/** The sandbox's payout onboarding through its form (as payouts.spec.ts fills it in the browser). */
export async function onboardPayouts(request: APIRequestContext, token: string) {
  const res = await request.get('/api/stripe/get-custom-link?type=onboarding', { headers: auth(token) });
  expect(res.status(), await res.text()).toBe(200);
  const { account_link } = (await res.json()) as { account_link: { url: string } };
  const link = new URL(account_link.url).searchParams.get('link') ?? '';
  const done = await request.post('/api/sandbox/connect/onboarding', {
    form: {
      link,
      bank_name: 'Test Bank of Dallas',
      routing_number: '110000000',
      account_number: '000123456789',
    },
    maxRedirects: 0,
  });
  expect(done.status(), await done.text()).toBe(303);
}

/** A sandbox card (4242 unless told) saved as the member's payment method (setup customer → intent → confirm). */
export async function saveCard(request: APIRequestContext, token: string, number = '4242 4242 4242 4242') {
  const post = async <T>(url: string, data: object, headers = auth(token)) => {
    const res = await request.post(url, { headers, data });
    expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
    return (await res.json()) as T;
  };
  const { customer_id } = await post<{ customer_id: string }>('/api/stripe/setup-customer', {
    name: 'Casey Nguyen',
  });
  const { client_secret } = await post<{ client_secret: string }>('/api/stripe/setup-intent', {
    customer_id,
  });
  const { payment_method } = await post<{ payment_method: string }>('/api/sandbox/setup-intents/confirm', {
    client_secret,
    card: {
      number,
      exp_month: 12,
      exp_year: new Date().getUTCFullYear() + 3,
      cvc: '123',
      name: 'Casey Nguyen',
      postal_code: '75261',
      country: 'US',
    },
  });
  await post('/api/stripe/save-payment-method', { payment_method });
}
