// A member away from the site gets an e-mail about a new message, and its unsubscribe link works signed out
// (issue 16; docs/decisions/031-message-notices-and-bulk-threads.md). The lister, the crashpad and the tenant
// who writes are made through the API; the journey is the unsubscribe page and the settings switch.
import { FIXTURE_PASSWORD } from '../fixtures.mjs';
import { signIn } from './accounts-helpers';
import { acceptedTenant, auth, listerWithCrashpad } from './crew-helpers';
import { expect, expectAccessible, flipSwitch, test } from './fixtures';

type Outbox = { data: { id: number; to: string; subject: string }[] };

test('the unsubscribe link of a new-message e-mail turns the e-mails off; the settings switch turns them back on', async ({
  page,
  request,
  consoleErrors: _,
}) => {
  test.slow();
  const lister = await listerWithCrashpad(request, 'notice-lister');
  const tenant = await acceptedTenant(request, lister, 0);
  const listerId = (
    (await (await request.get('/api/user', { headers: auth(lister.token) })).json()) as { id: number }
  ).id;
  const ok = await request.post('/api/messages', {
    headers: auth(tenant.token),
    data: { to: listerId, listing_id: lister.listingId, message: 'Is the dryer fixed?' },
  });
  expect(ok.status(), await ok.text()).toBe(200);

  // The notice reaches the outbox just after the answer.
  let mailId = 0;
  await expect
    .poll(async () => {
      const list = (await (await request.get('/api/dev/outbox')).json()) as Outbox;
      mailId =
        list.data.find((m) => m.to === lister.email && m.subject.startsWith('New message from'))?.id ?? 0;
      return mailId;
    })
    .toBeGreaterThan(0);
  const { text } = (await (await request.get(`/api/dev/outbox/${mailId}`)).json()) as { text: string };
  expect(text).toContain('Is the dryer fixed?');
  const link = /http:\/\/[^/\s]+(\/unsubscribe\/messages\?token=\S+)/.exec(text)![1]!;

  // Signed out, the page asks first.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Message e-mails' })).toBeVisible();
  await expect(page.getByText('Stop the e-mails we send when you get a new message?')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Stop these e-mails' }).click();
  await expect(page.getByText('You will no longer get an e-mail when you get a new message.')).toBeVisible();
  await expectAccessible(page);
  const me = (await (await request.get('/api/user', { headers: auth(lister.token) })).json()) as {
    message_notices: boolean;
  };
  expect(me.message_notices).toBe(false);

  // A link that was tampered with says so.
  await page.goto(`${link.slice(0, -3)}xyz`);
  await page.getByRole('button', { name: 'Stop these e-mails' }).click();
  await expect(page.getByRole('alert')).toContainText('This unsubscribe link is not valid.');
  await expectAccessible(page);

  // The same setting in the account settings, off now; the member turns it back on.
  await signIn(page, lister.email, FIXTURE_PASSWORD);
  await page.goto('/account-setting');
  const toggle = page.getByRole('switch', { name: 'E-mail me when I get a new message' });
  await expect(toggle).not.toBeChecked();
  await flipSwitch(toggle);
  await expect(page.getByText('Saved.')).toBeVisible();
  await expect(toggle).toBeChecked();
  await expectAccessible(page);
  const after = (await (await request.get('/api/user', { headers: auth(lister.token) })).json()) as {
    message_notices: boolean;
  };
  expect(after.message_notices).toBe(true);
});
