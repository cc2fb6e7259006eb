// AutoPay's e-mails (docs/decisions/025-autopay-charges.md): the tenant's receipt for each charge, and to both the
// tenant and the lister when a charge is refused, saying whether and when it is tried again.
import { theirWords } from '@crashpad/shared/site/variant-words';
import { dayIn } from '@crashpad/shared/rules/calendar';
import { formatCents } from '@crashpad/shared/format/money';
import { bookingRef } from '@crashpad/shared/rules/rentals';
import type { ChargeFees } from '@crashpad/shared/rules/platform-fee';
import { feeLines } from '../payments';
import { sendEmail as send, type MailContext } from '../../adapters/mail/send-email';

/** The member written to; moments are written in their zone (docs/product/dates.md). */
type Member = { email: string; firstName: string; timeZone: string | null };

export type ChargeFacts = {
  rentalId: number;
  listingTitle: string;
  /** "Security deposit", "Rent due Dec 1, 2026" or "First rent, Nov 29–30, 2026: 2 of 30 days of $425.00" */
  what: string;
  amountCents: number;
  tenantName: string;
};

export function sendAutopayReceipt(
  ctx: MailContext,
  tenant: Member,
  charge: ChargeFacts & { reference: string; card: string | null; paidAt: Date; fees: ChargeFees },
) {
  return send(
    ctx,
    tenant.email,
    `Your ${ctx.wording.siteName} receipt: ${formatCents(charge.amountCents)}`,
    `Thank you, ${tenant.firstName}`,
    [
      `AutoPay charged ${formatCents(charge.amountCents)} USD on ${dayIn(tenant.timeZone, charge.paidAt)}.`,
      [
        `Item: ${charge.what}, ${theirWords(charge.listingTitle)}`,
        `Booking: ${bookingRef(charge.rentalId)}`,
        `Amount: ${formatCents(charge.amountCents)} USD`,
        ...feeLines(charge.fees, 'Your CP owner receives'),
        charge.card ? `Paid with: ${charge.card}` : null,
        `Reference: ${charge.reference}`,
      ]
        .filter(Boolean)
        .join('\n'),
    ],
    { label: 'See my crashpad', path: '/my-crashpad' },
  );
}

/** Both sides hear of a refused charge; `nextTry` is null after the last try. */
export async function sendAutopayFailed(
  ctx: MailContext,
  people: { tenant: Member; lister: Member },
  charge: ChargeFacts & { reason: string; nextTry: Date | null },
) {
  const amount = `${formatCents(charge.amountCents)} USD`;
  const what = charge.what.charAt(0).toLowerCase() + charge.what.slice(1);
  const item = `${what} for ${theirWords(charge.listingTitle)} (booking ${bookingRef(charge.rentalId)})`;
  const next = (member: Member) =>
    charge.nextTry
      ? `We will try again on ${dayIn(member.timeZone, charge.nextTry)}.`
      : 'This was the last try: AutoPay will not charge this payment again.';
  await send(
    ctx,
    people.tenant.email,
    `Your AutoPay payment of ${amount} failed`,
    `We could not charge your card, ${people.tenant.firstName}`,
    [
      `AutoPay tried to charge ${amount} for the ${item} and it failed: ${theirWords(charge.reason)}`,
      charge.nextTry
        ? `${next(people.tenant)} Update your payment method before then so the payment goes through, or update it and press Pay now on My CrashPad to pay at once.`
        : `${next(people.tenant)} Update your payment method and press Pay now on My CrashPad, or pay your CP owner another way.`,
    ],
    { label: 'Update my payment method', path: '/update-payment-method' },
  );
  await send(
    ctx,
    people.lister.email,
    `An AutoPay payment of ${amount} from ${theirWords(charge.tenantName)} failed`,
    `An AutoPay payment failed, ${people.lister.firstName}`,
    [
      `AutoPay tried to charge ${theirWords(charge.tenantName)} ${amount} for the ${item} and it failed: ${theirWords(charge.reason)}`,
      charge.nextTry
        ? `${next(people.lister)} We have asked your tenant to update their payment method.`
        : `${next(people.lister)} You may ask your tenant for this payment another way.`,
    ],
    { label: 'See my crew', path: '/my-crew' },
  );
}
