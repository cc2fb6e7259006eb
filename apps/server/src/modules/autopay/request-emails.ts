// The e-mails of AutoPay on a rental (docs/decisions/026-autopay-on-rentals.md): each step tells the other side,
// with a button to the page where they answer it. Follows the rentals module's invitation e-mails (modules/rentals/invitation-emails.ts).
import { theirWords } from '@crashpad/shared/site/variant-words';
import { formatCents } from '@crashpad/shared/format/money';
import { ordinal } from '@crashpad/shared/rules/rentals';
import { sendEmail, type MailContext } from '../../adapters/mail/send-email';

export type AutopayStep = 'requested' | 'accepted' | 'declined' | 'disableRequested' | 'stopped';

export type AutopayMail = {
  step: AutopayStep;
  to: string;
  /** the other side's name, as the reader knows them */
  otherName: string;
  location: string;
  bookingRef: string;
  rentCents: number;
  depositCents: number;
  paymentDay: number;
};

function texts(m: AutopayMail, siteName: string) {
  const terms =
    `Rent ${formatCents(m.rentCents)} a month, charged on the ${ordinal(m.paymentDay)}` +
    (m.depositCents > 0
      ? `; deposit ${formatCents(m.depositCents)}, charged when AutoPay is accepted.`
      : '.');
  const rentals = { label: 'Open My CrashPad Rentals', path: '/my-crashpad' };
  const crew = { label: 'Open My Crew', path: '/my-crew' };
  switch (m.step) {
    case 'requested':
      return {
        subject: `${theirWords(m.otherName)} asks you to pay rent by AutoPay on ${siteName}`,
        heading: 'AutoPay request',
        lines: [
          `${theirWords(m.otherName)} asks you to pay the rent of ${theirWords(m.location)} (booking ${m.bookingRef}) by card with AutoPay.`,
          terms,
          'Accept or decline the request on My CrashPad Rentals. Accepting needs a saved payment method.',
        ],
        action: rentals,
      };
    case 'accepted':
      return {
        subject: `${theirWords(m.otherName)} accepted AutoPay for ${theirWords(m.location)}`,
        heading: 'AutoPay accepted',
        lines: [`${theirWords(m.otherName)} accepted AutoPay for booking ${m.bookingRef}.`, terms],
        action: crew,
      };
    case 'declined':
      return {
        subject: `${theirWords(m.otherName)} declined AutoPay for ${theirWords(m.location)}`,
        heading: 'AutoPay declined',
        lines: [
          `${theirWords(m.otherName)} declined your AutoPay request for booking ${m.bookingRef}. Rent is not charged by card.`,
        ],
        action: crew,
      };
    case 'disableRequested':
      return {
        subject: `${theirWords(m.otherName)} asks to turn AutoPay off for ${theirWords(m.location)}`,
        heading: 'Disable AutoPay request',
        lines: [
          `${theirWords(m.otherName)} asks to stop paying the rent of booking ${m.bookingRef} by AutoPay.`,
          'AutoPay keeps charging until you turn it off for this tenant in My Crew (Disable AutoPay).',
        ],
        action: crew,
      };
    case 'stopped':
      return {
        subject: `AutoPay is off for ${theirWords(m.location)}`,
        heading: 'AutoPay is off',
        lines: [
          `${theirWords(m.otherName)} turned AutoPay off for booking ${m.bookingRef}. Your card is no longer charged for rent.`,
        ],
        action: rentals,
      };
  }
}

export function sendAutopayEmail(ctx: MailContext, mail: AutopayMail): Promise<void> {
  const { subject, heading, lines, action } = texts(mail, ctx.wording.siteName);
  return sendEmail(ctx, mail.to, subject, heading, lines, action);
}
