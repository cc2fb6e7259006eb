import { expect, expectAccessible, test } from './fixtures';

test.describe('contact form', () => {
  test('sends the message, which arrives in the outbox for support', async ({
    page,
    consoleErrors: _,
  }, testInfo) => {
    const subject = `Cold bed near ORD ${testInfo.project.name} ${Date.now()}`;
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    // The configured support address (SUPPORT_EMAIL); none is shown when it is not set.
    await expect(page.getByText('You can also e-mail support@crashpad.test.')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('textbox', { name: 'Name' }).fill('Riley Chen');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('riley@example.com');
    await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await page
      .getByRole('textbox', { name: 'Message' })
      .fill('I am a new hire based at ORD. Any cold beds for March?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status')).toContainText('your message has been sent, allow 24 hours');
    await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('');

    await page.goto('/dev/outbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(`\\[Contact\\] ${subject}`) });
    await expect(row).toContainText('support@crashpad.test');
    await expectAccessible(page);
    await row.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: `[Contact] ${subject}` })).toBeVisible();
    const text = page.getByTestId('email-text');
    await expect(text).toContainText('From: Riley Chen <riley@example.com>');
    await expect(text).toContainText('Any cold beds for March?');
    // Links in the e-mail are clickable.
    await expect(text.getByRole('link', { name: /^http:\/\/127\.0\.0\.1:\d+$/ })).toBeVisible();
    await expectAccessible(page);
  });

  test('hides the success message after 10 seconds', async ({ page, consoleErrors: _ }) => {
    // The page's clock is moved on rather than waited for.
    await page.clock.install();
    await page.goto('/contact');
    await page.getByRole('textbox', { name: 'Name' }).fill('Sam');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('sam@example.com');
    await page.getByRole('textbox', { name: 'Subject' }).fill('Hello');
    await page.getByRole('textbox', { name: 'Message' }).fill('Just saying hello.');
    await page.getByRole('button', { name: 'Send message' }).click();
    const status = page.getByRole('status');
    await expect(status).toBeVisible();
    await page.clock.fastForward(9_500);
    await expect(status).toBeVisible();
    await page.clock.fastForward(1_000);
    await expect(status).toBeHidden();
  });

  test('shows the first problem of each field and sends nothing', async ({
    page,
    request,
    consoleErrors: _,
  }, testInfo) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('please enter your name')).toBeVisible();
    await expect(page.getByText('please enter your email')).toBeVisible();
    await expect(page.getByText('please enter a subject')).toBeVisible();
    await expect(page.getByText('please enter your message')).toBeVisible();

    const subject = `Never sent ${testInfo.project.name} ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Name' }).fill('Riley Chen');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('riley@');
    await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await page.getByRole('textbox', { name: 'Message' }).fill('Hello');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('email is incorrect, please check spelling and try again')).toBeVisible();
    await expect(page.getByText('please enter your name')).toBeHidden();
    await expectAccessible(page);
    const outbox = (await (await request.get('/api/dev/outbox')).json()) as { data: { subject: string }[] };
    expect(outbox.data.map((m) => m.subject)).not.toContain(`[Contact] ${subject}`);
  });

  test('counts the e-mail on the e-mails sent page', async ({ page, consoleErrors: _ }) => {
    await page.goto('/emails');
    await expect(page.getByRole('heading', { level: 1, name: 'E-mails sent' })).toBeVisible();
    await expect(page.getByText(/[1-9][\d,]* e-mails sent in all/)).toBeVisible();
    await expect(page.getByRole('table')).toContainText(new Date().getUTCFullYear().toString());
  });
});
