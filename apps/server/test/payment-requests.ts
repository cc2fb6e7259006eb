// A payment request ready to be paid, for the tests of paying one: an onboarded lister's request to their current
// tenant, who saved a card (docs/decisions/027-payment-requests-and-manual-payments.md).
import { bearer } from './accounts';
import { onboard } from './autopay';
import { saveCard } from './payments';
import { acceptedTenant, listerWithCrashpad } from './rentals';
import type { TestApp } from './test-app';

export async function requestedPayment(t: TestApp, amount: string, paymentFor = 'parking') {
  const { lister, listingId, beds } = await listerWithCrashpad(t);
  await onboard(t, lister.id, lister.email);
  const tenant = await acceptedTenant(t, lister, listingId, beds[0]!);
  await saveCard(t.app, tenant.memberToken);
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/payment-request',
    headers: bearer(lister.token),
    payload: { tenant_id: tenant.id, payment_for: paymentFor, amount },
  });
  if (sent.statusCode !== 200)
    throw new Error(`the payment request answered ${sent.statusCode}: ${sent.body}`);
  return { lister, tenant, id: sent.json<{ data: { id: number } }>().data.id };
}
