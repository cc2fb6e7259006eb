// A declined AutoPay charge leaves neither side without a way forward (docs/product/money.md, "A declined AutoPay
// payment"; docs/decisions/043-money-and-rental-states.md): the tenant sees why on the rental and pays it with Pay
// now once their card works; the lister sees it on the tenant's row and in the payment history. The lister, the
// tenant with a card every charge of which is declined, and the accepted AutoPay invitation are made through the API.
import { FIXTURE_PASSWORD } from '../fixtures.mjs';
import { apiSignUp, signIn } from './accounts-helpers';
import { apiToken, auth, inDays, listerWithCrashpad, onboardPayouts, saveCard } from './crew-helpers';
import { expect, expectAccessible, isPhone, test } from './fixtures';

test(
  'a declined AutoPay deposit: the tenant pays it once with Pay now, the lister sees why until then',
  { tag: '@phone' },
  async ({ page, browser, request, consoleErrors: _ }) => {
    test.slow();
    const lister = await listerWithCrashpad(request, 'declined-lister');
    await onboardPayouts(request, lister.token);
    const on = await request.put('/api/lister/settings/autopay', {
      headers: auth(lister.token),
      data: { enabled: true },
    });
    expect(on.status(), await on.text()).toBe(200);
    const member = await apiSignUp(request, 'declined-tenant');
    const token = await apiToken(request, member.email, member.password);
    // Saved, but every charge on it is declined.
    await saveCard(request, token, '4000 0000 0000 0341');
    const invited = await request.post('/api/rental/invite', {
      headers: auth(lister.token),
      data: {
        email: member.email,
        first_name: 'Dana',
        last_name: 'Reyes',
        listing_id: lister.listingId,
        bed_id: lister.beds[0]!.id,
        rental_amount: 425,
        deposit: 200,
        start_date: inDays(3),
        start_time: '12:00',
        payment_date: 1,
        auto_pay: 1,
      },
    });
    expect(invited.status(), await invited.text()).toBe(200);
    const { id } = (await invited.json()) as { id: number };
    const accepted = await request.post(`/api/rental/${id}/accept`, { headers: auth(token) });
    expect(accepted.status(), await accepted.text()).toBe(200);

    // The lister: the tenant's row and the payment history say what failed and why.
    await signIn(page, lister.email, FIXTURE_PASSWORD);
    await page.goto('/my-crew');
    const row = page.getByRole('listitem', { name: 'D. Reyes' });
    await expect(row.getByText('Payment failed', { exact: true })).toBeVisible();
    await expect(row).toContainText('$200.00 (Security deposit');
    await expect(row).toContainText('Your card was declined.');
    await row.getByRole('button', { name: 'Actions for D. Reyes' }).click();
    await page.getByRole('menuitem', { name: 'Payment history' }).click();
    const history = page.getByRole('dialog', { name: /Payment history/ });
    await expect(history.getByText('Declined: Your card was declined.')).toBeVisible();
    await expectAccessible(page);

    // The tenant: the banner on the rental, Pay now refused on the same card, then paid on a card that works.
    const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const tenant = await context.newPage();
    await signIn(tenant, member.email, member.password);
    await tenant.goto('/my-crashpad');
    const banner = tenant.getByRole('alert').filter({ hasText: 'AutoPay payment declined' });
    await expect(banner).toContainText('Your payment of $200.00 (Security deposit');
    await expect(banner).toContainText('Your card was declined.');
    await expectAccessible(tenant);
    if (isPhone(tenant)) await tenant.screenshot({ path: test.info().outputPath('declined-phone.png') });
    await banner.getByRole('button', { name: 'Pay now' }).click();
    await expect(banner.getByRole('status')).toHaveText('Your card was declined.');

    await banner.getByRole('link', { name: 'Update card' }).click();
    await expect(tenant).toHaveURL(/\/account-setting\?tab=payment-methods/);
    await expect(
      tenant.getByRole('alert').filter({ hasText: 'An AutoPay payment was declined' }),
    ).toContainText('Your card was declined.');
    await saveCard(request, token);
    await tenant.goto('/my-crashpad');
    await banner.getByRole('button', { name: 'Pay now' }).click();
    await expect(tenant.getByText('Payment successful: your CP owner has been paid.')).toBeVisible();
    await expect(banner).toHaveCount(0);
    const payments = tenant.getByRole('region', { name: 'Your payments' });
    await expect(payments.getByRole('listitem').filter({ hasText: '$200.00' })).toContainText('Paid');

    // Charged once, whatever was pressed.
    const answer = await request.get(`/api/transaction?tenant_id=${id}`, { headers: auth(lister.token) });
    const rows = ((await answer.json()) as { data: { status: string; amount: number }[] }).data;
    expect(rows).toEqual([expect.objectContaining({ status: 'paid', amount: 200 })]);
    await page.goto('/my-crew');
    await expect(row.getByText('Payment failed', { exact: true })).toHaveCount(0);
    await context.close();
  },
);
