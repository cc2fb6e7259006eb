// A lister messages the tenants of a crashpad from My crashpads (docs/product/specification/2-listings-and-tenants.md §2.2 bulk message modal, §5 "Bulk
// message", §7 send-message-to-tenant, §8): the tenant gets the message by e-mail. The lister, the crashpad and
// the accepted tenant are made through the API; the journey is the modal.
import { FIXTURE_PASSWORD } from '../fixtures.mjs';
import { signIn } from './accounts-helpers';
import { acceptedTenant, listerWithCrashpad } from './crew-helpers';
import { expect, expectAccessible, test } from './fixtures';

test('a lister messages the tenants of a crashpad from My crashpads and the tenant gets the e-mail', async ({
  page,
  request,
  consoleErrors: _,
}) => {
  test.slow();
  const lister = await listerWithCrashpad(request, 'bulk-lister');
  const { title, email: listerEmail } = lister;
  const { email: tenantEmail } = await acceptedTenant(request, lister, 0, {
    first_name: 'Avery',
    last_name: 'Brooks',
  });
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
    'View reports',
    'Invite tenant',
    'Feature this listing',
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
  const outbox = (await (await request.get('/api/dev/outbox')).json()) as {
    data: { id: number; to: string; subject: string }[];
  };
  const mail = outbox.data.find(
    (m) => m.to === tenantEmail && m.subject === `Message from MorganE about ${title}`, // the display name
  );
  expect(mail, `the bulk message e-mail to ${tenantEmail}`).toBeDefined();
  const { text } = (await (await request.get(`/api/dev/outbox/${mail!.id}`)).json()) as { text: string };
  expect(text).toContain(body);
});
