// The sandbox's stand-in pages for Stripe's hosted onboarding and Express dashboard
// (docs/decisions/024-payout-accounts.md): plain server-rendered HTML, no script, everything echoed escaped.
import { formatCents } from '@crashpad/shared/format/money';
import { escapeHtml } from '../../adapters/mail/compose';
import type { ConnectedAccount } from '../../adapters/payments/provider';
import { payoutsOf, type ReceivedPayment } from '../../adapters/payments/sandbox-payouts';

const SCHEDULES: Record<number, string> = { 1: 'daily', 2: 'weekly', 3: 'monthly' };

export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1b1e;line-height:1.5;overflow-wrap:anywhere}
.banner{background:#fff4e6;border:1px solid #f08c00;padding:.5rem .75rem;border-radius:4px}
label{display:block;margin-top:1rem;font-weight:600}
input{display:block;width:100%;box-sizing:border-box;padding:.5rem;margin-top:.25rem;font-size:1rem}
button{margin-top:1.25rem;padding:.6rem 1.2rem;font-size:1rem;background:#1c5fb8;color:#fff;border:0;border-radius:4px}
.error{color:#b00020;font-weight:600}
input[aria-invalid=true]{border:2px solid #b00020}
p.error{margin:.25rem 0 0}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.3rem;border-bottom:1px solid #ddd}
</style></head>
<body><main><p class="banner">Test mode — no real money moves. This page stands in for Stripe.</p>
${body}</main></body></html>`;
}

export type OnboardingFieldErrors = Partial<
  Record<'bank_name' | 'routing_number' | 'account_number', string>
>;

/**
 * The onboarding form. The server checks it (no browser validation, which shows nothing in some browsers): each
 * refused field carries its message, and the form posts back to the address with its link, so the page keeps
 * `?link=` after a refusal (docs/decisions/046-flows-and-looks.md).
 */
export function onboardingHtml(
  link: string,
  email: string,
  errors: OnboardingFieldErrors = {},
  bankName = '',
): string {
  const e = escapeHtml;
  const refused = Object.keys(errors).length > 0;
  const field = (name: keyof OnboardingFieldErrors, label: string, attributes: string, value = '') => {
    const error = errors[name];
    const described = error ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
    return `<label for="${name}">${label}</label>
<input id="${name}" name="${name}" required ${attributes}${described} value="${e(value)}" autocomplete="off">
${error ? `<p class="error" id="${name}-error">${e(error)}</p>` : ''}`;
  };
  return htmlPage(
    `${refused ? 'Please check your details: ' : ''}Set up your payout account`,
    `<h1>Set up your payout account</h1>
<p>Rent paid by AutoPay goes to this bank account (${e(email)}).</p>
${refused ? '<p class="error" role="alert">Please check the details marked below.</p>' : ''}
<form method="post" novalidate action="/api/sandbox/connect/onboarding?link=${e(encodeURIComponent(link))}">
<input type="hidden" name="link" value="${e(link)}">
${field('bank_name', 'Bank name', 'maxlength="100"', bankName)}
${field('routing_number', 'Routing number (test: 110000000)', 'maxlength="40" inputmode="numeric"')}
${field('account_number', 'Account number (test: 000123456789)', 'maxlength="40" inputmode="numeric"')}
<p>Only the bank's name and the account number's last 4 digits are kept.</p>
<button type="submit">Submit</button>
</form>`,
  );
}

const money = (cents: number, currency: string) => escapeHtml(formatCents(cents, currency.toUpperCase()));
const day = (d: Date | string) => escapeHtml(new Date(d).toISOString().slice(0, 10));

/** The account, its bank account, the payments paid into it and the payouts they make on its schedule. */
export function dashboardHtml(
  account: ConnectedAccount,
  payments: ReceivedPayment[],
  scheduleId: number,
  today = new Date(),
): string {
  const e = escapeHtml;
  const banks = account.external_accounts
    .map((bank) => `<tr><td>${e(bank.bank_name ?? '')}</td><td>•••• ${e(bank.last4)}</td></tr>`)
    .join('');
  const payouts = payoutsOf(payments, scheduleId, today);
  const payoutRows = payouts
    .map(
      (p) =>
        `<tr><td>${day(p.arrivesOn)}</td><td>${money(p.amountCents, p.currency)}</td><td>${p.paid ? 'Paid' : 'In transit'}</td></tr>`,
    )
    .join('');
  const paymentRows = [...payments]
    .reverse()
    .map(
      (p) =>
        `<tr><td>${day(p.createdAt)}</td><td>${money(p.amountCents, p.currency)}</td><td>${money(p.feeCents, p.currency)}</td>` +
        `<td>${p.refundedCents ? money(p.refundedCents, p.currency) : '—'}</td><td>${money(p.netCents, p.currency)}</td></tr>`,
    )
    .join('');
  return htmlPage(
    'Payout account',
    `<h1>Payout account</h1>
<p>Account <code>${e(account.id)}</code>: payouts ${account.payouts_enabled ? 'enabled' : 'not enabled yet'}, paid out ${SCHEDULES[scheduleId] ?? 'daily'}.</p>
<h2>Bank account</h2>
<table><thead><tr><th>Bank</th><th>Account</th></tr></thead><tbody>${banks}</tbody></table>
<h2>Payouts</h2>
${
  payouts.length
    ? `<table><thead><tr><th>Arrives</th><th>Amount</th><th>Status</th></tr></thead><tbody>${payoutRows}</tbody></table>`
    : '<p>No payouts yet. Rent collected by AutoPay is paid out here.</p>'
}
<h2>Payments received</h2>
${
  payments.length
    ? `<table><thead><tr><th>Date</th><th>Amount</th><th>Fees (card processing and platform)</th><th>Refunded</th><th>Net</th></tr></thead><tbody>${paymentRows}</tbody></table>`
    : '<p>No payments yet.</p>'
}`,
  );
}
