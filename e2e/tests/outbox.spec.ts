// The outbox holds whole e-mails with one-time links: a visitor who is not on the server's machine reads a
// refusal, an admin reads the e-mails (issue 13 item 1; docs/decisions/019-developer-tools-access.md).
// The journeys run on the server's machine, so a forwarding header stands for a visitor from elsewhere.
import { signIn } from './accounts-helpers';
import { expect, expectAccessible, test } from './fixtures';

const REFUSED = 'Only an admin can read the outbox. Log in as an admin to read it.';

test.describe('the outbox from another machine', () => {
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.7' } });

  test('a guest reads the refusal and no e-mail; an admin reads the e-mails', async ({
    page,
    consoleErrors: _,
  }) => {
    await page.goto('/dev/outbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(REFUSED);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectAccessible(page);

    const one = await page.request.get('/api/dev/outbox/1');
    expect(one.status()).toBe(401);
    expect(await one.text()).not.toContain('http');

    // A reset link for the admin: the very e-mail a guest must never read.
    const reset = await page.request.post('/api/password/email', {
      data: { email: 'admin@demo.crashpad.test' },
    });
    expect(reset.ok()).toBe(true);
    await signIn(page, 'admin@demo.crashpad.test', 'crashpad-demo');
    await page.goto('/dev/outbox');
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: 'admin@demo.crashpad.test' }).first()).toBeVisible();
  });
});
