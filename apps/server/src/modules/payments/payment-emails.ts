// The e-mails money sends: a receipt for every successful charge, and the notices of renewal and expiry.
import { dayIn } from '@crashpad/shared/rules/calendar';
import { formatCents } from '@crashpad/shared/format/money';
import { PLANS, type UserPlan } from '@crashpad/shared/plans';
import type { FastifyBaseLogger } from 'fastify';
import { sendEmail as send, type MailContext } from '../../adapters/mail/send-email';
import type { UserRow } from '../accounts';
import type { TransactionRow } from './charge-once';
import { cardLabel } from './customers';

type Ctx = MailContext;
/** The member written to; moments are written in their zone (docs/product/dates.md). */
type Member = { email: string; firstName: string; timeZone: string | null };

export function sendReceiptEmail(
  ctx: Ctx,
  member: Member,
  receipt: {
    description: string;
    amountCents: number;
    /** what the unused part of a replaced package paid (docs/decisions/016-plan-changes-and-proration.md) */
    creditCents?: number;
    reference: string;
    card: string | null;
    paidAt: Date;
    expireAt: Date | null;
  },
) {
  const credit = receipt.creditCents ?? 0;
  const paid =
    receipt.amountCents > 0
      ? `We received your payment of ${formatCents(receipt.amountCents)} on ${dayIn(member.timeZone, receipt.paidAt)}.`
      : `Nothing was charged on ${dayIn(member.timeZone, receipt.paidAt)}.`;
  return send(
    ctx,
    member.email,
    `Your ${ctx.wording.siteName} receipt: ${formatCents(receipt.amountCents)}`,
    `Thank you, ${member.firstName}`,
    [
      credit > 0
        ? `${paid} The unused part of your previous package paid ${formatCents(credit)} of it.`
        : paid,
      [
        `Item: ${receipt.description}`,
        `Amount: ${formatCents(receipt.amountCents)} USD`,
        credit > 0 ? `Credit for your previous package: ${formatCents(credit)} USD` : null,
        receipt.amountCents > 0 && receipt.card ? `Paid with: ${receipt.card}` : null,
        `Reference: ${receipt.reference}`,
        receipt.expireAt ? `Valid until: ${dayIn(member.timeZone, receipt.expireAt)}` : null,
      ]
        .filter(Boolean)
        .join('\n'),
    ],
    { label: 'See my services', path: '/account-setting?tab=my-services' },
  );
}

export function sendRenewalFailedEmail(ctx: Ctx, member: Member, plan: UserPlan, reason: string) {
  return send(
    ctx,
    member.email,
    `Your ${ctx.wording.siteName} package could not be renewed`,
    `We could not renew your package, ${member.firstName}`,
    [
      `Your ${PLANS[plan].title} package was due today and charging your saved card failed: ${reason}`,
      'Your account has expired. Renew it with a card that works to keep your listings and tenants.',
    ],
    { label: 'Renew my account', path: '/account-expired' },
  );
}

export function sendSeekerExpiryNotice(ctx: Ctx, member: Member, expireAt: Date) {
  return send(
    ctx,
    member.email,
    `Your ${ctx.wording.siteName} access ends on ${dayIn(member.timeZone, expireAt)}`,
    `Your access ends in 7 days, ${member.firstName}`,
    [
      `Seeker access lasts 6 months and does not renew by itself. Yours ends on ${dayIn(member.timeZone, expireAt)}.`,
      'To keep messaging listers after that, renew your access.',
    ],
    { label: 'Renew my access', path: '/account-expired' },
  );
}

/** A featured listing's monthly renewal was refused: the feature has ended (docs/decisions/028). */
export function sendFeaturedEndedEmail(ctx: Ctx, member: Member, listingTitle: string, reason: string) {
  return send(
    ctx,
    member.email,
    `${listingTitle} is no longer featured`,
    `We could not renew your featured listing, ${member.firstName}`,
    [
      `The monthly Featured plan of ${listingTitle} was due today and charging your saved card failed: ${reason}`,
      'The listing is no longer featured. You can feature it again from My crashpads with a card that works.',
    ],
    { label: 'Go to my crashpads', path: '/my-crashpads' },
  );
}

/**
 * The receipt for a successful charge, on the member's card, until `expireAt` (what the charge paid for lasts
 * that long). The charge stands whatever happens to the e-mail: a failure to send is logged, never thrown.
 */
export async function sendTransactionReceipt(
  ctx: Ctx,
  user: UserRow,
  row: TransactionRow,
  log: Pick<FastifyBaseLogger, 'error'>,
  terms: { expireAt: Date | null; creditCents?: number },
): Promise<void> {
  try {
    await sendReceiptEmail(ctx, user, {
      description: row.description,
      amountCents: row.amountCents,
      creditCents: terms.creditCents ?? 0,
      reference: `TXN-${String(row.id).padStart(6, '0')}`,
      card: cardLabel(user.cardDetails),
      paidAt: row.updatedAt,
      expireAt: terms.expireAt,
    });
  } catch (err) {
    log.error({ err, transaction: row.id }, 'the receipt e-mail could not be sent');
  }
}

/**
 * A sign-up whose payment went through while the account could not be made (the request was cut off and never sent
 * again): the charge is refunded and the person told (docs/decisions/058-charges-across-a-database-outage.md).
 */
export function sendSignupRefundedEmail(ctx: Ctx, email: string, amountCents: number) {
  return send(
    ctx,
    email,
    `Your ${ctx.wording.siteName} sign-up payment was refunded`,
    'Your payment was refunded',
    [
      `Your payment of ${formatCents(amountCents)} for a new account went through, but the account could not be created: something went wrong on our side while you signed up.`,
      'We have refunded the payment in full; your bank may take a few days to show it. You are welcome to sign up again.',
    ],
    { label: 'Sign up', path: '/register' },
  );
}
