// A lister messages the tenants of a crashpad from My crashpads (spec 2 §2.2 bulk message modal, §5 "Bulk
// message", §7 send-message-to-tenant, §8): the tenant gets the message by e-mail. The lister, the crashpad and
// the accepted tenant are made through the API; the journey is the modal.
import type { APIRequestContext } from '@playwright/test';
import { FIXTURE_PASSWORD, paidLister } from '../fixtures.mjs';
import { apiSignUp, signIn, uniqueEmail } from './accounts-helpers';
import { expect, expectAccessible, test } from './fixtures';

// A 64×48 PNG: the server checks uploads by content.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfUlEQVRoge2SAQkAURSDFsd0l86AF2M8/sAAOhY+T5O6AQuwviK7kHdJ3YAFWF+RXci7pG7AAqyvyC7kXVI3YAHWV2QX8i6pG7AA6yuyC3mX1A1YgPUV2YW8S+oGLMD6iuxC3iV1AxZgfUV2Ie+SugELsL4iu5B3Sd2AxwN+OxN44v0qo9EAAAAASUVORK5CYII=',
  'base64',
);
const DESCRIPTION =
  'A quiet three-bedroom crew house ten minutes from the terminal, with blackout curtains in every room, ' +
  'a shared kitchen, fast Wi-Fi and lockers for your uniform. Crew from every airline share it; the shuttle ' +
  'stop is two blocks away and the house is cleaned every week.';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function call<T>(
  request: APIRequestContext,
  method: 'get' | 'post',
  path: string,
  token: string | null,
  options: { data?: unknown; multipart?: Record<string, unknown> } = {},
): Promise<T> {
  const res = await request[method](`/api${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    ...options,
  } as never);
  expect(res.ok(), `${method.toUpperCase()} ${path}: ${res.status()} ${await res.text()}`).toBeTruthy();
  return (await res.json()) as T;
}

const login = async (request: APIRequestContext, email: string, password: string) =>
  (await call<{ token: string }>(request, 'post', '/login', null, { data: { email, password } })).token;

/** A lister on a paid package with one active crashpad near DFW and a tenant who accepted a bed in it. */
async function listerWithTenant(request: APIRequestContext, baseURL: string) {
  const listerEmail = uniqueEmail('bulk-lister');
  await paidLister(baseURL, listerEmail, 'premium');
  const token = await login(request, listerEmail, FIXTURE_PASSWORD);
  const { url: images } = await call<{ url: string[] }>(request, 'post', '/upload/images', token, {
    multipart: { 'image[]': { name: 'house.png', mimeType: 'image/png', buffer: PNG } },
  });
  const airports = await call<{ data: { id: number; prefix: string }[] }>(
    request,
    'get',
    '/airports/search?search=DFW',
    null,
  );
  const title = `Bulk message crew house ${Date.now()}`;
  const { id: listingId } = await call<{ id: number }>(request, 'post', '/crashpads', token, {
    data: {
      title,
      street1: '2400 Aviation Dr',
      city: 'Dallas',
      state: 'TX',
      postal_code: '75261',
      latitude: 32.8998,
      longitude: -97.0403,
      airport: [airports.data.find((a) => a.prefix === 'DFW')!.id],
      airport_distance: 2,
      rental_type: 'crashpad',
      bathrooms: 2,
      number_of_shower: 1,
      max_nights: 20,
      rate_per_from: 350,
      deposit_required: 150,
      description: DESCRIPTION,
      images,
      thumbnail: images[0],
      rooms: [{ room_name: 'Front room', beds: [{ bed_name: 'Lower bunk' }, { bed_name: 'Upper bunk' }] }],
    },
  });
  const { rooms } = await call<{ rooms: { beds: { id: number }[] }[] }>(
    request,
    'get',
    `/lister/${listingId}/listings/unrented`,
    token,
  );

  const tenant = await apiSignUp(request, 'bulk-tenant');
  const { id: rentalId } = await call<{ id: number }>(request, 'post', '/rental/invite', token, {
    data: {
      email: tenant.email,
      first_name: 'Avery',
      last_name: 'Brooks',
      listing_id: listingId,
      bed_id: rooms[0]!.beds[0]!.id,
      rental_amount: 400,
      deposit: 150,
      start_date: inDays(2),
      start_time: '12:00',
      payment_date: 1,
    },
  });
  const tenantToken = await login(request, tenant.email, tenant.password);
  await call(request, 'post', `/rental/${rentalId}/accept`, tenantToken);
  return { listerEmail, title, tenantEmail: tenant.email };
}

test('a lister messages the tenants of a crashpad from My crashpads and the tenant gets the e-mail', async ({
  page,
  request,
  baseURL,
  consoleErrors: _,
}) => {
  test.slow();
  const { listerEmail, title, tenantEmail } = await listerWithTenant(request, baseURL!);
  await signIn(page, listerEmail, FIXTURE_PASSWORD);
  await page.goto('/my-crashpads');
  const row = page.getByRole('article', { name: title });
  await expect(page.getByRole('button', { name: 'Message all tenants', exact: true })).toBeVisible();

  // The menu in the spec's order: the crew, the message, the invitation (a bed is still free).
  await row.getByRole('button', { name: `Actions for ${title}` }).click();
  await expect(page.getByRole('menuitem')).toHaveText([
    'Edit details',
    'My crew',
    'Message all tenants at this property',
    'Invite tenant',
    'Deactivate',
    'Delete',
  ]);
  await page.getByRole('menuitem', { name: 'Message all tenants at this property' }).click();

  const dialog = page.getByRole('dialog', { name: 'Message your tenants' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'A. Brooks' })).toBeChecked();
  await expect(dialog.getByText(title)).toBeVisible();
  const send = dialog.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await expectAccessible(page);

  const body = `The water is off on Tuesday from 9 to 11 (${Date.now()}).`;
  await dialog.getByRole('textbox', { name: 'Message' }).fill(body);
  await expect(send).toBeEnabled();
  await send.click();
  await expect(page.getByText('Your message has been sent to 1 tenant.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The tenant's e-mail, in the outbox, carries the message.
  const outbox = await call<{ data: { id: number; to: string; subject: string }[] }>(
    request,
    'get',
    '/dev/outbox',
    null,
  );
  const mail = outbox.data.find(
    (m) => m.to === tenantEmail && m.subject === `Message from Morgan about ${title}`,
  );
  expect(mail, `the bulk message e-mail to ${tenantEmail}`).toBeDefined();
  const { text } = await call<{ text: string }>(request, 'get', `/dev/outbox/${mail!.id}`, null);
  expect(text).toContain(body);
});
