// The tenant's side of rentals (docs/product/specification/2-listings-and-tenants.md §2.6, §2.7, §4.5, §4.6; docs/product/specification/1-accounts-and-shell.md §2, §4, §8): invited by a lister, a
// person signs up or accepts by link, answers invitations on My CrashPad Rentals and asks to check out.
// Each journey's lister and crashpad are its own, made through the API (crew-helpers.ts); the lister invites
// through the API too, as the lister's pages have their own journeys (crew.spec.ts).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, isPhone, test } from './fixtures';
import { apiSignUp, logIn, signIn, uniqueEmail, userMenuButton } from './accounts-helpers';
import {
  apiToken,
  auth,
  completeInvitationSignUp,
  inDays,
  invitationLink,
  listerWithCrashpad,
  onboardPayouts,
  saveCard,
  shown,
  type CrewLister,
} from './crew-helpers';

type Invited = { id: number; listingId: number; bedId: number };

/** The beds each lister has handed out in this journey: each invitation takes the next one. */
const bedsUsed = new WeakMap<CrewLister, number>();

/** The journey's lister invites `email` into the next bed of their crashpad (three beds). */
async function invite(
  request: APIRequestContext,
  lister: CrewLister,
  email: string,
  names: { first_name: string; last_name: string; airline?: string },
  terms: Record<string, unknown> = {},
): Promise<Invited> {
  const used = bedsUsed.get(lister) ?? 0;
  bedsUsed.set(lister, used + 1);
  const bed = lister.beds[used]!;
  const res = await request.post('/api/rental/invite', {
    headers: auth(lister.token),
    data: {
      email,
      phone_number: '214-555-0199',
      airline: 'Southwest Airlines',
      job_position: 'Flight Attendant',
      listing_id: lister.listingId,
      bed_id: bed.id,
      rental_amount: 425,
      deposit: 150,
      start_date: inDays(2),
      start_time: '12:00',
      checkout_date: '',
      checkout_time: '',
      payment_date: 5,
      ...names,
      ...terms,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { id } = (await res.json()) as { id: number };
  return { id, listingId: lister.listingId, bedId: bed.id };
}

/**
 * The header's My CrashPad Rentals link shows while an invitation waits (in the burger menu on phones); a member's
 * rentals are always in the user menu (docs/decisions/053-settings-tabs-header-and-form-details.md).
 */
async function openRentalsFromHeader(page: Page) {
  if (isPhone(page)) await page.getByRole('button', { name: 'Open the menu' }).click();
  await page.getByRole('link', { name: 'My CrashPad Rentals' }).click();
  await expect(page).toHaveURL(/\/my-crashpad$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My CrashPad Rentals' })).toBeVisible();
}

async function openRentalsFromUserMenu(page: Page) {
  await userMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'My CrashPad Rentals' }).click();
  await expect(page).toHaveURL(/\/my-crashpad$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My CrashPad Rentals' })).toBeVisible();
}

/** No My CrashPad Rentals link among the header's (or, on a phone, the burger menu's) links. */
async function expectNoRentalsInHeader(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Contact us' })).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'My CrashPad Rentals' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    return;
  }
  await expect(nav.getByRole('link', { name: 'Contact us' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'My CrashPad Rentals' })).toHaveCount(0);
}

const card = (page: Page, ref: number) =>
  page.getByRole('article').filter({ hasText: `Booking #${String(ref).padStart(6, '0')}` });

test.describe('tenant invitations', () => {
  test(
    'a person invited by e-mail signs up from the link with the form prefilled and finds the bed',
    { tag: '@phone' },
    async ({ page, request, consoleErrors: _ }) => {
      const lister = await listerWithCrashpad(request, 'tenant-lister');
      test.slow();
      const email = uniqueEmail('invitee');
      const rental = await invite(request, lister, email, { first_name: 'Robin', last_name: 'Okafor' });
      const link = await invitationLink(request, email);
      expect(link).toContain('/create-account/join-crashpad?');

      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1, name: 'Join your crashpad' })).toBeVisible();
      await expect(page.getByLabel('First name')).toHaveValue('Robin');
      await expect(page.getByLabel('Last name')).toHaveValue('Okafor');
      await expect(page.getByRole('combobox', { name: 'Airline' })).toHaveValue('Southwest Airlines');
      const emailBox = page.getByRole('textbox', { name: 'E-mail', exact: true });
      await expect(emailBox).toHaveValue(email);
      await expect(emailBox).toHaveAttribute('readonly', '');
      await expect(page.getByRole('textbox', { name: 'Confirm e-mail' })).toHaveAttribute('readonly', '');
      const heard = page.getByRole('combobox', { name: 'How did you hear about us?' });
      await expect(heard).toHaveValue('landlord invited me');
      await expect(heard).toBeDisabled();
      await expectAccessible(page);

      await completeInvitationSignUp(page);

      // The invitation was accepted at sign-up, once the card was saved (docs/decisions/054-accepting-needs-a-card.md):
      // none waits, so the header has no link; the user menu has the rental.
      await page.goto('/airports');
      await expectNoRentalsInHeader(page);
      await openRentalsFromUserMenu(page);
      const mine = card(page, rental.id);
      await expect(mine.getByText('Accepted', { exact: true })).toBeVisible();
      await expect(mine).toContainText(`${shown(inDays(2))} at 12:00`);
      await expect(mine).toContainText('$425 / month');
      await expect(mine).toContainText('5th of each month');
      await expect(mine).toContainText('Recurring monthly');
      await expect(page.getByRole('heading', { name: 'Pending invitations' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Contact us' }).last()).toHaveAttribute('href', '/contact');
      // the history: a table, or on a phone a list of cards (docs/decisions/046-flows-and-looks.md)
      const history = isPhone(page)
        ? page.getByRole('list', { name: 'Rental history' })
        : page.getByRole('table');
      await expect(history).toContainText('Accepted');
      await expectAccessible(page);
    },
  );

  test('a member accepts by the e-mail link logged out; the second visit says it was accepted', async ({
    page,
    request,
    consoleErrors: _,
  }) => {
    const lister = await listerWithCrashpad(request, 'tenant-lister');
    // A sign-up link whose invitation cannot be found says so, with a way to reach support.
    await page.goto('/create-account/join-crashpad?email=nobody%40example.com&vcode=not-a-code');
    await expect(page.getByText('Heads up!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'contact us', exact: true })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveCount(0);
    await expectAccessible(page);

    const member = await apiSignUp(request, 'bylink');
    const rental = await invite(request, lister, member.email, { first_name: 'Casey', last_name: 'Nguyen' });
    // Accepting needs a saved card (docs/decisions/054-accepting-needs-a-card.md): one is on file already.
    await saveCard(request, await apiToken(request, member.email, member.password));
    const link = await invitationLink(request, member.email);
    expect(link).toMatch(/^\/tenant\/accept\//);

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
    await expect(page.getByText('Your invitation has been accepted.')).toBeVisible();
    const toLogin = page.getByRole('link', { name: 'Log in to see your rental' });
    await expect(toLogin).toHaveAttribute('href', '/login?next=%2Fmy-crashpad');
    await expectAccessible(page);

    // The link, opened again, tells the truth: accepted, not expired (docs/product/tenants.md#an-invitation-link).
    await page.reload();
    const used = page.getByRole('alert').filter({ hasText: 'Already accepted' });
    await expect(used).toContainText(
      'This invitation has already been accepted. Log in to see your crashpad.',
    );
    await expect(page.getByText('Heads up!')).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Log in to see your rental' }).click();
    await page.getByRole('textbox', { name: 'E-mail' }).fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/my-crashpad$/);
    await expect(card(page, rental.id).getByText('Accepted', { exact: true })).toBeVisible();
  });

  test(
    'a tenant is told of pending invitations after login, declines one and accepts the other',
    { tag: '@phone' },
    async ({ page, request, consoleErrors: _ }) => {
      const lister = await listerWithCrashpad(request, 'tenant-lister');
      test.slow();
      const member = await apiSignUp(request, 'pending');
      const first = await invite(request, lister, member.email, { first_name: 'Casey', last_name: 'Nguyen' });
      const second = await invite(request, lister, member.email, {
        first_name: 'Casey',
        last_name: 'Nguyen',
      });
      // Accepting needs a saved card (docs/decisions/054-accepting-needs-a-card.md): one is on file already.
      await saveCard(request, await apiToken(request, member.email, member.password));

      await logIn(page, member.email, member.password);
      // A tenant lands on My CrashPad Rentals (docs/decisions/047-where-members-land.md), where the dialog is not
      // needed; on another page (a light one) it says where the invitations are.
      await expect(page).toHaveURL(/\/my-crashpad$/);
      await expect(page.getByRole('heading', { name: /Pending invitations/ })).toBeVisible();
      // Invitations wait: the header offers My CrashPad Rentals.
      await openRentalsFromHeader(page);
      await page.goto('/account-setting');
      const dialog = page.getByRole('dialog', { name: 'Pending invitation' });
      await expect(dialog).toBeVisible();
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Go to my crashpad' }).click();
      await expect(page).toHaveURL(/\/my-crashpad$/);
      await expect(page.getByRole('heading', { name: /Pending invitations/ })).toBeVisible();
      await expect(card(page, first.id).getByText('Pending', { exact: true })).toBeVisible();
      await expect(card(page, second.id)).toBeVisible();
      await expectAccessible(page);

      await card(page, first.id).getByRole('button', { name: 'Decline Invitation' }).click();
      const confirm = page.getByRole('dialog', { name: 'Decline invitation' });
      await expect(confirm).toBeVisible();
      await expectAccessible(page);
      await confirm.getByRole('button', { name: 'Decline Invitation' }).click();
      await expect(page.getByText('You declined the invitation.').first()).toBeVisible();
      await expect(card(page, first.id)).toHaveCount(0);

      await card(page, second.id).getByRole('button', { name: 'Accept Invitation' }).click();
      await expect(page.getByText('Welcome to your crashpad!').first()).toBeVisible();
      // docs/product/specification/2-listings-and-tenants.md §9: the page reloads 1.2 s later, with the rental among the member's rentals.
      await expect(card(page, second.id).getByText('Accepted', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: /Pending invitations/ })).toHaveCount(0);
      await expect(
        card(page, second.id).getByRole('button', { name: 'Change Check-Out Date' }),
      ).toBeVisible();
      // No invitation waits any more: the header's link goes, the user menu keeps the rentals.
      await expectNoRentalsInHeader(page);
      await openRentalsFromUserMenu(page);

      // On a phone the history is a list of cards, newest first (docs/decisions/046-flows-and-looks.md; phone-width.spec.ts).
      if (isPhone(page)) {
        const items = page.getByRole('list', { name: 'Rental history' }).getByRole('listitem');
        await expect(items.first()).toContainText('Accepted');
        await expect(items.filter({ hasText: 'Declined' })).toHaveCount(1);
        return;
      }
      // The history lists both answers; a click on a heading sorts by that column.
      const table = page.getByRole('table');
      await expect(table).toContainText('Declined');
      await expect(table).toContainText('Accepted');
      const ref = table.getByRole('columnheader', { name: /Booking ref/ });
      await expect(ref).toHaveAttribute('aria-sort', 'none');
      await ref.getByRole('button').click();
      await expect(ref).toHaveAttribute('aria-sort', 'ascending');
      const firstRef = table.getByRole('row').nth(1).getByRole('cell').first();
      await expect(firstRef).toHaveText(String(Math.min(first.id, second.id)).padStart(6, '0'));
      await ref.getByRole('button').click();
      await expect(ref).toHaveAttribute('aria-sort', 'descending');
      await expect(firstRef).toHaveText(String(Math.max(first.id, second.id)).padStart(6, '0'));
    },
  );

  // docs/decisions/053-settings-tabs-header-and-form-details.md
  test('a free tenant invited with AutoPay is welcomed where the card goes; the AutoPay tab is for members with a plan', async ({
    page,
    request,
    consoleErrors: _,
  }) => {
    const lister = await listerWithCrashpad(request, 'tenant-lister');
    await onboardPayouts(request, lister.token);
    const on = await request.put('/api/lister/settings/autopay', {
      headers: auth(lister.token),
      data: { status: 1 },
    });
    expect(on.status(), await on.text()).toBe(200);
    const member = await apiSignUp(request, 'autopay-welcome');
    await invite(
      request,
      lister,
      member.email,
      { first_name: 'Casey', last_name: 'Nguyen' },
      { auto_pay: 1 },
    );

    await signIn(page, member.email, member.password);
    await page.goto('/account-setting?tab=payment-methods');
    await expect(page.getByRole('tab', { name: 'Payment method' })).toHaveAttribute('aria-selected', 'true');
    const welcome = page.getByRole('alert').filter({ hasText: 'Welcome to AutoPay' });
    await expect(welcome).toContainText(
      `invited you to ${lister.title} with AutoPay: enter your card details`,
    );
    await expect(welcome.getByRole('link', { name: 'Go to My CrashPad Rentals' })).toHaveAttribute(
      'href',
      '/my-crashpad',
    );
    await expect(page.getByRole('tab', { name: 'Automatic Rent Payments' })).toHaveCount(0);
    await expectAccessible(page);
    await page.goto('/account-setting?tab=autopay');
    await expect(page.getByRole('tab', { name: 'Account details' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Automatic Rent Payments' })).toHaveCount(0);
  });

  test(
    'a tenant asks for a check-out date, sees it awaiting the owner, then confirmed',
    { tag: '@phone' },
    async ({ page, request, consoleErrors: _ }) => {
      const lister = await listerWithCrashpad(request, 'tenant-lister');
      test.slow();
      const member = await apiSignUp(request, 'checkout');
      const rental = await invite(request, lister, member.email, {
        first_name: 'Casey',
        last_name: 'Nguyen',
      });
      const tenantToken = await apiToken(request, member.email, member.password);
      await saveCard(request, tenantToken);
      expect(
        (await request.post(`/api/rental/${rental.id}/accept`, { headers: auth(tenantToken) })).ok(),
      ).toBe(true);

      await signIn(page, member.email, member.password);
      await page.goto('/my-crashpad');
      const mine = card(page, rental.id);
      await mine.getByRole('button', { name: 'Change Check-Out Date' }).click();
      const modal = page.getByRole('dialog', { name: 'Change check-out date' });
      await expect(modal.getByRole('combobox', { name: 'Check-out time' })).toHaveValue('12:00');
      await expectAccessible(page);
      const day = inDays(30);
      await modal.getByLabel('Check-out date').fill(day);
      await modal.getByRole('combobox', { name: 'Check-out time' }).selectOption('11:00');
      await modal.getByRole('button', { name: 'Request date' }).click();
      await expect(page.getByText('Check-out date request sent to your CP owner.').first()).toBeVisible();
      await expect(modal).toHaveCount(0);
      await expect(mine).toContainText(
        `Requested check-out ${shown(day)} at 11:00, awaiting your CP owner's confirmation.`,
      );
      // the history: a table, or on a phone a list of cards (docs/decisions/046-flows-and-looks.md)
      const history = isPhone(page)
        ? page.getByRole('list', { name: 'Rental history' })
        : page.getByRole('table');
      await expect(history).toContainText('Check-out requested');

      const confirmed = await request.post(`/api/rental/${rental.id}/checkout-date/confirm`, {
        headers: auth(lister.token),
      });
      expect(confirmed.ok(), await confirmed.text()).toBe(true);
      await page.reload();
      await expect(mine.getByRole('definition').nth(1)).toHaveText(`${shown(day)} at 11:00`);
      await expect(mine).not.toContainText('awaiting');

      // Leave Crashpad ends the rental now (and frees the bed for the next journey).
      await mine.getByRole('button', { name: 'Leave Crashpad' }).click();
      await page
        .getByRole('dialog', { name: 'Leave crashpad' })
        .getByRole('button', { name: 'Leave Crashpad' })
        .click();
      await expect(mine.getByText('Ended', { exact: true })).toBeVisible();
      await expect(mine.getByRole('button')).toHaveCount(0);
    },
  );
});
