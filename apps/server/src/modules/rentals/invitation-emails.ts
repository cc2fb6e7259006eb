// The invitation e-mail (docs/decisions/021-tenants-and-rentals.md "Invitations"): a member gets
// /tenant/accept/{token}; a person with no account gets the sign-up-by-invitation link with the e-mail and the code.
import { theirWords } from '@crashpad/shared/site/variant-words';
import { calendarDay } from '@crashpad/shared/rules/calendar';
import { formatCents } from '@crashpad/shared/format/money';
import { INVITATION_DAYS, hourLabel, ordinal } from '@crashpad/shared/rules/rentals';
import { sendEmail, type MailContext } from '../../adapters/mail/send-email';

export type Invitation = {
  to: string;
  firstName: string;
  listerName: string;
  location: string;
  room: string;
  bed: string;
  startDate: string;
  startHour: number;
  rentCents: number;
  depositCents: number;
  paymentDay: number;
  /** the invited member's account, when the e-mail belongs to one */
  memberId: number | null;
  token: string;
  /** the invitation asks for AutoPay (docs/decisions/026) */
  autoPay: boolean;
  /** the invited member has a usable card on file already */
  cardOnFile: boolean;
};

/**
 * The steps that really take the invitee into the bed, as the acceptance rules are (tenancy.ts): every invitation
 * needs a saved card to be accepted; without one the page asks for it and accepts as soon as it is saved
 * (docs/decisions/043-money-and-rental-states.md, docs/decisions/054-accepting-needs-a-card.md).
 */
export function acceptanceSteps(i: Pick<Invitation, 'memberId' | 'cardOnFile'>, site: string) {
  if (i.memberId !== null)
    return i.cardOnFile
      ? 'Open the link below to accept the invitation. You can also accept or decline it on My CrashPad Rentals.'
      : 'Accepting needs a saved credit or debit card: open the link below, log in if asked and save your card, and the invitation is accepted as soon as the card is saved. You can also accept or decline it on My CrashPad Rentals.';
  return `To accept: create your free ${site} account from the link below, then save a credit or debit card when asked. The invitation is accepted as soon as your card is saved.`;
}

export function invitationLink(invitation: Pick<Invitation, 'to' | 'memberId' | 'token'>): string {
  return invitation.memberId !== null
    ? `/tenant/accept/${invitation.token}`
    : `/create-account/join-crashpad?email=${encodeURIComponent(invitation.to)}&vcode=${invitation.token}`;
}

export function sendInvitationEmail(ctx: MailContext, invitation: Invitation): Promise<void> {
  const i = invitation;
  const member = i.memberId !== null;
  return sendEmail(
    ctx,
    i.to,
    `${theirWords(i.listerName)} invited you to ${theirWords(i.location)} on ${ctx.wording.siteName}`,
    `${i.firstName ? `${i.firstName}, you` : 'You'} have a bed waiting`,
    [
      `${theirWords(i.listerName)} invited you to ${theirWords(i.location)}: ${theirWords(i.room)}, ${theirWords(i.bed)}, from ${calendarDay(i.startDate)} at ${hourLabel(i.startHour)}.`,
      `Rent ${formatCents(i.rentCents)} a month, due on the ${ordinal(i.paymentDay)}` +
        (i.depositCents > 0 ? `; deposit ${formatCents(i.depositCents)}.` : '.'),
      ...(i.autoPay
        ? [
            `Rent is paid by AutoPay: your card is charged the first rent on your check-in day (for the days up to ` +
              `the ${ordinal(i.paymentDay)}), then the rent on the ${ordinal(i.paymentDay)} of each month` +
              (i.depositCents > 0 ? `; the deposit is charged when you accept.` : '.'),
          ]
        : []),
      acceptanceSteps(i, ctx.wording.siteName),
      `The link works for ${INVITATION_DAYS} days. If you did not expect this e-mail, ignore it.`,
    ],
    { label: member ? 'Accept the invitation' : 'Create my account', path: invitationLink(i) },
  );
}
