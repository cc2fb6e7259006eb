// AutoPay's e-mails write a payment's day in the tenant's own zone (docs/product/dates.md), New York until their
// browser has said.
import { STRIPE_US_CARD_FEES, chargeFees } from '@crashpad/shared/rules/platform-fee';
import { describe, expect, it } from 'vitest';
import { emailsTo } from '../../../test/jobs';
import { suiteApp } from '../../../test/factory';
import { sendAutopayReceipt } from './autopay-emails';

const t = suiteApp();

const charge = {
  rentalId: 7,
  listingTitle: 'Love Field Crew House',
  what: 'Rent due Mar 10, 2031',
  amountCents: 50_000,
  tenantName: 'Sky',
  reference: 'ch_test',
  card: 'VISA ending in 4242',
  // 05:00 UTC on Mar 10: 22:00 on Mar 9 in Los Angeles, 14:00 on Mar 10 in Tokyo, 00:00 on Mar 10 in New York
  paidAt: new Date('2031-03-10T05:00:00Z'),
  fees: chargeFees(50_000, STRIPE_US_CARD_FEES, 300),
};

describe('the AutoPay receipt', () => {
  it.each([
    ['America/Los_Angeles', 'Mar 9, 2031'],
    ['Asia/Tokyo', 'Mar 10, 2031'],
    [null, 'Mar 10, 2031'],
  ])('written to a member in %s says the charge was on %s', async (zone, day) => {
    const email = `receipt-${zone ?? 'none'}@example.com`.toLowerCase();
    await sendAutopayReceipt(t.ctx, { email, firstName: 'Sky', timeZone: zone }, charge);
    const [mail] = await emailsTo(t.db, email);
    expect(mail?.text).toContain(`AutoPay charged $500.00 USD on ${day}.`);
  });

  it('shows the amount, each fee kept from it and what the CP owner receives, adding up to the cent', async () => {
    await sendAutopayReceipt(t.ctx, { email: 'fees@example.com', firstName: 'Sky', timeZone: null }, charge);
    const [mail] = await emailsTo(t.db, 'fees@example.com');
    expect(mail?.text).toContain(
      [
        'Amount: $500.00 USD',
        'Card processing fee: $14.80',
        'Platform fee: $5.00',
        'Payout account fee (monthly): $3.00',
        'Your CP owner receives: $477.20',
      ].join('\n'),
    );
  });
});
