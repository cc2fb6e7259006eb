// Accept Invitation needs a saved card, for every invitation (docs/product/specification/2-listings-and-tenants.md §2.6; docs/decisions/054-accepting-needs-a-card.md):
// without one the set-up-payment dialog opens and the acceptance follows once the card is saved — after a sign-up
// through an AutoPay invitation, on My CrashPad Rentals, and on the e-mail link's page. Each is accepted once.
// Listers, members and invitations are made through the API (crew-helpers.ts).
import type { APIRequestContext, Page } from '@playwright/test';
import { apiSignUp, signIn, uniqueEmail } from './accounts-helpers';
import {
  apiToken,
  auth,
  inDays,
  invitationLink,
  listerWithCrashpad,
  onboardPayouts,
  saveCardInDialog,
  signUpByInvitation,
  type CrewLister,
} from './crew-helpers';
import { expect, expectAccessible, test } from './fixtures';

const CARD_MESSAGE =
  'A saved payment method is needed to accept an invitation. Please set up a credit or debit card, then accept the invitation.';

/** The lister invites `email` into bed `bed` of their crashpad; answers the rental's id. */
async function invite(
  request: APIRequestContext,
  lister: CrewLister,
  email: string,
  bed: number,
  terms: Record<string, unknown> = {},
): Promise<number> {
  const res = await request.post('/api/rental/invite', {
    headers: auth(lister.token),
    data: {
      email,
      first_name: 'Robin',
      last_name: 'Okafor',
      phone_number: '214-555-0199',
      airline: 'Southwest Airlines',
      job_position: 'Flight Attendant',
      listing_id: lister.listingId,
      bed_id: lister.beds[bed]!.id,
      rental_amount: 425,
      deposit: 150,
      start_date: inDays(2),
      start_time: '12:00',
      payment_date: 5,
      ...terms,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { id: number }).id;
}

/** The member's rentals and invitations as the API answers them. */
async function rentalsOf(request: APIRequestContext, token: string) {
  const res = await request.get('/api/rentals', { headers: auth(token) });
  return (await res.json()) as {
    invites: { id: number }[];
    data: { id: number; status: string; auto_pay: number }[];
  };
}

/** The outbox's e-mails to `to` whose subject has `text`. */
async function mailsTo(request: APIRequestContext, to: string, text: string): Promise<number> {
  const list = (await (await request.get('/api/dev/outbox')).json()) as {
    data: { to: string; subject: string }[];
  };
  return list.data.filter((m) => m.to === to && m.subject.includes(text)).length;
}

const card = (page: Page, id: number) =>
  page.getByRole('article').filter({ hasText: `Booking #${String(id).padStart(6, '0')}` });

test('a person invited with AutoPay signs up, saves a card in the dialog, and is accepted once with one deposit', async ({
  page,
  request,
  consoleErrors: _,
}) => {
  test.slow();
  const lister = await listerWithCrashpad(request, 'card-autopay');
  await onboardPayouts(request, lister.token);
  const on = await request.put('/api/lister/settings/autopay', {
    headers: auth(lister.token),
    data: { enabled: true },
  });
  expect(on.status(), await on.text()).toBe(200);
  const email = uniqueEmail('card-signup');
  const id = await invite(request, lister, email, 0, { auto_pay: 1 });

  await page.goto(await invitationLink(request, email));
  await expect(page.getByLabel('First name')).toHaveValue('Robin');
  await signUpByInvitation(page);
  // The sign-up took the invitation; a card is needed to accept it, so the dialog asks for one at once.
  const dialog = page.getByRole('dialog', { name: 'Set up a payment method' });
  await expect(dialog).toContainText('This invitation requires automatic monthly payments');
  await expect(dialog).toContainText('your invitation is accepted as soon as the card is saved');
  await expect(dialog.getByRole('textbox', { name: 'First name' })).toHaveValue('Robin');
  // No other prompt shows over it (the account prompts' AutoPay card question is the same one).
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('card-dialog.png') });

  await saveCardInDialog(page);
  await expect(page.getByText('Welcome to your crashpad!').first()).toBeVisible();
  const rental = card(page, id);
  await expect(rental.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(rental.getByRole('button', { name: 'Disable AutoPay' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Pending invitations/ })).toHaveCount(0);

  // Accepted once: a reload does not accept again, and the deposit was charged once.
  await page.reload();
  await expect(rental.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const token = await apiToken(request, email, 'secret123');
  const again = await request.post(`/api/rental/${id}/accept`, { headers: auth(token) });
  expect(again.status()).toBe(409);
  expect((await rentalsOf(request, token)).data).toEqual([
    expect.objectContaining({ id, status: 'accepted', auto_pay: 1 }),
  ]);
  expect(await mailsTo(request, email, 'receipt: $150.00')).toBe(1);
});

test('Accept Invitation without a card opens the card dialog; Not now changes nothing; saving the card accepts', async ({
  page,
  request,
  consoleErrors: _,
}) => {
  test.slow();
  const lister = await listerWithCrashpad(request, 'card-accept');
  const member = await apiSignUp(request, 'card-accept');
  const id = await invite(request, lister, member.email, 0);

  await signIn(page, member.email, member.password);
  await page.goto('/my-crashpad');
  const invitation = card(page, id);
  await invitation.getByRole('button', { name: 'Accept Invitation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set up a payment method' });
  await expect(dialog).toContainText(CARD_MESSAGE);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Not now' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(invitation.getByText('Pending', { exact: true })).toBeVisible();

  await invitation.getByRole('button', { name: 'Accept Invitation' }).click();
  await saveCardInDialog(page);
  await expect(page.getByText('Welcome to your crashpad!').first()).toBeVisible();
  await expect(invitation.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Pending invitations/ })).toHaveCount(0);
  // The card is the member's card on file now.
  const saved = await request.get('/api/stripe/card', {
    headers: auth(await apiToken(request, member.email, member.password)),
  });
  expect(await saved.json()).toMatchObject({ status: 'active', card: { last4: '4242' } });
});

test('the e-mail link without a card: a guest logs in and comes back, the dialog saves the card and accepts', async ({
  page,
  request,
  consoleErrors: _,
}) => {
  test.slow();
  const lister = await listerWithCrashpad(request, 'card-link');
  const member = await apiSignUp(request, 'card-link');
  const id = await invite(request, lister, member.email, 0);
  const link = await invitationLink(request, member.email);
  expect(link).toMatch(/^\/tenant\/accept\//);

  await page.goto(link);
  await expect(page.getByRole('alert').filter({ hasText: 'A payment method is needed first' })).toContainText(
    CARD_MESSAGE,
  );
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Log in to accept' }).click();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  // Back on the link, signed in: the dialog opens by itself.
  await expect(page).toHaveURL(new RegExp(`${link}$`));
  await saveCardInDialog(page);
  await expect(page).toHaveURL(/\/my-crashpad$/);
  await expect(page.getByText('Welcome to your crashpad!').first()).toBeVisible();
  await expect(card(page, id).getByText('Accepted', { exact: true })).toBeVisible();
  // The link has done its work: opened again, it says so.
  await page.goto(link);
  await expect(page.getByRole('alert').filter({ hasText: 'Already accepted' })).toBeVisible();
});
