// The lister's side of rentals (docs/product/specification/2-listings-and-tenants.md §2.4, §4.5, §4.6, §5 "Invite tenant"; issue 14): My Crew, the invite
// modal, the tenant menu and its modals, the invite requirements. Each journey has its own lister and crashpad,
// made through the API (crew-helpers.ts).
import type { Page } from '@playwright/test';
import { FIXTURE_PASSWORD, paidLister } from '../fixtures.mjs';
import { expect, expectAccessible, isPhone, test } from './fixtures';
import { apiSignUp, signIn, uniqueEmail } from './accounts-helpers';
import {
  acceptedTenant,
  auth,
  completeInvitationSignUp,
  inDays,
  invitationLink,
  listerWithCrashpad,
  shown,
} from './crew-helpers';

/** The browser's today, which the invite form starts from. */
const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const tenant = (page: Page, name: string) => page.getByRole('listitem', { name });

async function openMenu(page: Page, name: string, item: string) {
  await tenant(page, name)
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** From the header's My Crew link on a wide screen (the burger's links are checked in phone-pages.spec.ts). */
async function gotoCrew(page: Page) {
  if (isPhone(page)) {
    await page.goto('/my-crew');
  } else {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Crew' }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'My Crew' })).toBeVisible();
}

test.describe('My Crew', { tag: '@phone' }, () => {
  test('a lister invites a new person; they sign up from the e-mail and the lister sees them accepted in a busy bed', async ({
    page,
    browser,
    request,
    consoleErrors: _,
  }) => {
    test.slow();
    const lister = await listerWithCrashpad(request, 'crew-invite');
    await signIn(page, lister.email, FIXTURE_PASSWORD);
    await gotoCrew(page);
    await expect(page.getByText('No tenants yet.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Revenue and occupancy' })).toContainText('$0');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add Tenant' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Invite a tenant' });
    await expect(modal.getByRole('combobox', { name: 'Room assignment' })).toBeDisabled();
    await expect(modal.getByRole('combobox', { name: 'Check-in time' })).toHaveValue('12:00');
    await expect(modal.getByRole('combobox', { name: 'Payment day' })).toContainText('28th');
    await expect(modal.getByLabel('Check-in date')).toHaveValue(localToday());
    // docs/product/specification/2-listings-and-tenants.md §5: every problem at once under its field, the first in the spec's order also at the top
    // (docs/decisions/045-forms-show-every-error.md).
    await modal.getByRole('button', { name: 'Send invitation' }).click();
    await expect(modal.getByRole('alert')).toHaveText('email is required');
    for (const message of ['location is required', 'room assignment is required', 'first name is required'])
      await expect(modal.getByText(message)).toBeVisible();
    const email = uniqueEmail('crew-new');
    await modal.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await expect(modal.getByRole('alert')).toHaveText('location is required');
    await modal.getByRole('combobox', { name: 'Location' }).selectOption({ label: lister.title });
    // The listing's rate and deposit start the amounts; the lister's typing is kept as typed.
    await expect(modal.getByRole('textbox', { name: 'Monthly rent' })).toHaveValue('400');
    await expect(modal.getByRole('textbox', { name: 'Deposit' })).toHaveValue('150');
    await modal
      .getByRole('combobox', { name: 'Room assignment' })
      .selectOption({ label: 'Front room — Upper bunk' });
    await modal.getByRole('textbox', { name: 'Monthly rent' }).fill('4x25');
    await modal.getByRole('button', { name: 'Send invitation' }).click();
    // The first problem in the spec's order now: at the top and under its field.
    await expect(modal.getByRole('alert')).toHaveText(
      'rental amount must be an amount such as 450 or 450.50',
    );
    await modal.getByRole('textbox', { name: 'Monthly rent' }).fill('425');
    await modal.getByRole('textbox', { name: 'First name' }).fill('Robin');
    await modal.getByRole('textbox', { name: 'Last name' }).fill('Okafor');
    await modal.getByLabel('Airline').fill('Southwest Airlines');
    await modal.getByRole('combobox', { name: 'Job position' }).selectOption('Flight Attendant');
    await modal.getByRole('combobox', { name: 'Payment day' }).selectOption({ label: '5th' });
    await expectAccessible(page);
    await modal.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText('Your invitation has been sent.').first()).toBeVisible();
    // docs/product/specification/3-money-and-messaging.md §8: the lister is told the invitee should check spam or filtered e-mails.
    await expect(
      page.getByText(
        `Let ${email} know it is on its way: if it is not in their inbox within a few minutes, they should check their spam or filtered e-mails.`,
      ),
    ).toBeVisible();
    await expect(modal).toHaveCount(0);
    const row = tenant(page, 'R. Okafor');
    await expect(row.getByText('Pending', { exact: true })).toBeVisible();
    await expect(row).toContainText(`${lister.title} · Front room, Upper bunk`);
    await expect(row).toContainText('$425 / month');

    // The held bed cannot be chosen for another invitation.
    await page.getByRole('button', { name: 'Add Tenant' }).first().click();
    await modal.getByRole('combobox', { name: 'Location' }).selectOption({ label: lister.title });
    const held = modal.getByRole('option', { name: 'Front room — Upper bunk (invitation pending)' });
    await expect(held).toBeDisabled();
    await modal.getByRole('button', { name: 'Cancel' }).click();

    // The invitee signs up from the e-mail's link, in their own browser.
    const link = await invitationLink(request, email);
    expect(link).toContain('/create-account/join-crashpad?');
    const invitee = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
    await invitee.goto(link);
    await expect(invitee.getByLabel('First name')).toHaveValue('Robin');
    await completeInvitationSignUp(invitee);
    await invitee.goto('/my-crashpad');
    await expect(invitee.getByRole('article', { name: lister.title })).toContainText('Accepted');
    await invitee.close();

    // The lister sees the tenant accepted, counted in the summary, and the bed busy in the wizard.
    await page.reload();
    await expect(row.getByText('Accepted', { exact: true })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Revenue and occupancy' });
    await expect(summary).toContainText('Occupied now33%');
    await expect(summary).toContainText('Beds with a tenant today');
    await page.goto(`/my-crashpads/${lister.listingId}/edit`);
    await page
      .getByRole('button', { name: /Rooms and Beds/ })
      .first()
      .click();
    await expect(page.getByRole('img', { name: 'A tenant has this bed' })).toHaveCount(1);
  });
  test('an existing member is found by e-mail; the lister edits, resends, writes notes, reads the activity and cancels', async ({
    page,
    request,
    consoleErrors: _,
  }) => {
    test.slow();
    const lister = await listerWithCrashpad(request, 'crew-edit');
    const member = await apiSignUp(request, 'crew-member');
    await signIn(page, lister.email, FIXTURE_PASSWORD);
    await page.goto(`/my-crew?invite=${lister.listingId}`);
    const modal = page.getByRole('dialog', { name: 'Invite a tenant' });
    await expect(modal.getByRole('combobox', { name: 'Location' })).toHaveValue(String(lister.listingId));
    await modal.getByRole('textbox', { name: 'E-mail' }).fill(member.email);
    await modal.getByRole('textbox', { name: 'E-mail' }).blur();
    // docs/product/specification/2-listings-and-tenants.md §5: an existing member is found; their legal name is the lister's to type, since only their display
    // name is known to other members (docs/product/accounts.md#names).
    await expect(modal.getByRole('status')).toContainText('has an account');
    await expect(modal.getByRole('textbox', { name: 'First name' })).toHaveValue('');
    await modal.getByRole('textbox', { name: 'First name' }).fill('Casey');
    await modal.getByRole('textbox', { name: 'Last name' }).fill('Nguyen');
    const name = 'C. Nguyen';
    await modal
      .getByRole('combobox', { name: 'Room assignment' })
      .selectOption({ label: 'Back room — Queen bed' });
    await modal.getByRole('textbox', { name: 'Monthly rent' }).fill('500');
    await modal.getByLabel('Check-in date').fill(inDays(3));
    await modal.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText('Your invitation has been sent.').first()).toBeVisible();
    const row = tenant(page, name);
    await expect(row.getByText('Pending', { exact: true })).toBeVisible();

    // The same bed cannot be given to a second invitation, whatever the client sends.
    const twice = await request.post('/api/rental/invite', {
      headers: auth(lister.token),
      data: {
        email: uniqueEmail('crew-second'),
        first_name: 'Sam',
        last_name: 'Lee',
        listing_id: lister.listingId,
        bed_id: lister.beds[2]!.id,
        rental_amount: 400,
        start_date: inDays(3),
        start_time: '12:00',
        payment_date: 1,
      },
    });
    expect(twice.status()).toBe(409);

    await openMenu(page, name, 'Edit tenant');
    const edit = page.getByRole('dialog', { name: 'Edit tenant' });
    await expect(edit.getByRole('textbox', { name: 'Monthly rent' })).toHaveValue('500');
    await edit.getByRole('textbox', { name: 'Monthly rent' }).fill('520');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Tenant has been updated.').first()).toBeVisible();
    await expect(row).toContainText('$520 / month');

    await openMenu(page, name, 'Resend invitation');
    const resend = page.getByRole('dialog', { name: 'Resend invitation' });
    await expect(resend).toContainText(member.email);
    await resend.getByRole('button', { name: 'Resend' }).click();
    await expect(page.getByText('Invitation has been resent.').first()).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invitation has been resent.' }).first(),
    ).toContainText(`Let ${member.email} know it is on its way`);

    await openMenu(page, name, 'Tenant activity');
    const activity = page.getByRole('dialog', { name: `Activity: ${name}` });
    await expect(activity).toContainText('Invitation resent');
    await expect(activity).toContainText('Rent: $500.00 → $520.00');
    await expectAccessible(page);
    await activity.getByRole('button').first().click();

    await openMenu(page, name, 'Cancel invite');
    const cancel = page.getByRole('dialog', { name: 'Cancel invitation' });
    await cancel.getByRole('button', { name: 'Cancel invite' }).click();
    await expect(page.getByText('The invitation has been cancelled.').first()).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.getByRole('tab', { name: 'History' }).click();
    await expect(row.getByText('Deleted', { exact: true })).toBeVisible();
  });

  test('the lister confirms a requested check-out date, checks another tenant out and keeps notes', async ({
    page,
    request,
    consoleErrors: _,
  }) => {
    test.slow();
    const lister = await listerWithCrashpad(request, 'crew-out');
    const leaving = await acceptedTenant(request, lister, 0);
    const staying = await acceptedTenant(request, lister, 1);
    const [leavingId, stayingId] = [leaving.id, staying.id];
    const day = inDays(20);
    const asked = await request.post(`/api/rental/${leavingId}/checkout-date`, {
      headers: auth(leaving.token),
      data: { checkout_date: day, checkout_time: '10:00' },
    });
    expect(asked.ok(), await asked.text()).toBe(true);

    await signIn(page, lister.email, FIXTURE_PASSWORD);
    await page.goto('/my-crew');
    // Both are Casey Nguyen: the booking reference tells them apart.
    const leavingRow = page
      .getByRole('listitem')
      .filter({ hasText: `#${String(leavingId).padStart(6, '0')}` });
    const stayingRow = page
      .getByRole('listitem')
      .filter({ hasText: `#${String(stayingId).padStart(6, '0')}` });
    await expect(leavingRow).toContainText(`Asked to check out ${shown(day)} at 10:00`);
    await expectAccessible(page);
    await leavingRow.getByRole('button', { name: 'Confirm check-out date' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm check-out date' });
    await expect(confirm).toContainText(`${shown(day)} at 10:00`);
    await confirm.getByRole('button', { name: 'Confirm dates' }).click();
    await expect(page.getByText('Check-out date updated!').first()).toBeVisible();
    await expect(leavingRow).toContainText(`until ${shown(day)} at 10:00`);
    await expect(leavingRow).not.toContainText('Asked to check out');

    await stayingRow.getByRole('button', { name: 'Actions for C. Nguyen' }).click();
    await page.getByRole('menuitem', { name: 'Notes' }).click();
    const notes = page.getByRole('dialog', { name: 'Notes: C. Nguyen' });
    await notes.getByRole('textbox', { name: 'Private notes' }).fill('Key 14, parking spot B');
    await notes.getByRole('button', { name: 'Save notes' }).click();
    await expect(page.getByText('Notes saved.').first()).toBeVisible();

    await stayingRow.getByRole('button', { name: 'Actions for C. Nguyen' }).click();
    await page.getByRole('menuitem', { name: 'Check out' }).click();
    const out = page.getByRole('dialog', { name: 'Check out tenant' });
    await expect(out.getByRole('combobox', { name: 'Check-out time' })).toHaveValue('12:00');
    await out.getByLabel('Check-out date').fill(inDays(5));
    await out.getByRole('button', { name: 'Check out' }).click();
    // A check-out still to come sets the date (docs/product/specification/3-money-and-messaging.md §8 "Check-out date updated!"); the tenant is not out yet.
    await expect(page.getByText('Check-out date updated!').first()).toBeVisible();
    await expect(page.getByText('The tenant has been checked out.')).toHaveCount(0);
    await expect(stayingRow).toContainText(`until ${shown(inDays(5))} at 12:00`);

    // Selected tenants get one message, each by e-mail.
    await leavingRow.getByRole('checkbox').check();
    await stayingRow.getByRole('checkbox').check();
    await expect(page.getByText('2 tenants selected')).toBeVisible();
    await page.getByRole('button', { name: 'Send message' }).click();
    const message = page.getByRole('dialog', { name: 'Message your tenants' });
    await expect(message.getByRole('checkbox', { name: 'C. Nguyen' })).toHaveCount(2);
    await message.getByRole('textbox', { name: 'Message' }).fill('The Wi-Fi password changes on Monday.');
    await message.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Your message has been sent to 2 tenants.')).toBeVisible();

    // The keyword filter waits for the lister to stop typing, then narrows the list.
    await page.getByRole('searchbox', { name: 'Search' }).fill('nobody-matches-this');
    await expect(page.getByText('No tenants match these filters.')).toBeVisible();
  });

  test('a lister with no crashpad ready is told what an invitation needs', async ({
    page,
    consoleErrors: _,
  }) => {
    const email = uniqueEmail('crew-empty');
    await paidLister(test.info().project.use.baseURL!, email, 'basic');
    await signIn(page, email, FIXTURE_PASSWORD);
    await page.goto('/my-crew');
    await page.getByRole('button', { name: 'Add Tenant' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Your crashpad is not ready for tenants' });
    await expect(dialog.getByRole('link', { name: 'Add rooms and beds to this crashpad' })).toHaveAttribute(
      'href',
      '/create-crashpad',
    );
    await expect(dialog.getByRole('link', { name: 'Reactivate it on My Crashpads' })).toHaveAttribute(
      'href',
      '/my-crashpads',
    );
    await expectAccessible(page);
  });
});
