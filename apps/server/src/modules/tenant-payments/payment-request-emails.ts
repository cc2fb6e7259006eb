// The e-mails around a payment request (docs/decisions/027-payment-requests-and-manual-payments.md): the tenant
// hears of a new request, the lister of a rejection. A failed e-mail is logged; the request stands.
import { theirWords } from '@crashpad/shared/site/variant-words';
import type { FastifyBaseLogger } from 'fastify';
import { formatCents } from '@crashpad/shared/format/money';
import type { ChargeFees } from '@crashpad/shared/rules/platform-fee';
import { sendEmail, type MailContext } from '../../adapters/mail/send-email';
import { feeLines } from '../payments';

export const ONE_TIME_PAYMENT_PATH = '/account-setting?tab=one-time-payment';

const TYPE_LABELS: Record<string, string> = {
  deposit: 'deposit',
  rent: 'rent',
  parking: 'parking',
  other: 'payment',
  late_fee: 'late fee',
};

/** What a request is for, in words: 'late_fee' → 'late fee' (docs/decisions/056). */
export const paymentForWords = (paymentFor: string) => paymentFor.replace(/_/g, ' ');

export type RequestMail = {
  to: string;
  firstName: string;
  listerName: string;
  crashpad: string;
  paymentFor: string;
  amountCents: number;
  currency: string;
  notes: string;
};

async function safely(
  log: Pick<FastifyBaseLogger, 'error'>,
  what: string,
  send: () => Promise<void>,
): Promise<void> {
  try {
    await send();
  } catch (err) {
    log.error({ err }, `the ${what} e-mail could not be sent`);
  }
}

export function mailNewRequest(
  ctx: MailContext,
  log: Pick<FastifyBaseLogger, 'error'>,
  m: RequestMail,
): Promise<void> {
  const amount = formatCents(m.amountCents, m.currency);
  const label = TYPE_LABELS[m.paymentFor] ?? 'payment';
  return safely(log, 'payment request', () =>
    sendEmail(
      ctx,
      m.to,
      `${theirWords(m.listerName)} requests a ${label} payment of ${amount}`,
      `${m.firstName ? `${m.firstName}, you` : 'You'} have a payment request`,
      [
        `${theirWords(m.listerName)} asks you to pay ${amount} (${label}) for ${theirWords(m.crashpad)}.`,
        ...(m.notes ? [`Their note: ${theirWords(m.notes)}`] : []),
        'You can pay it with your saved card, or reject it, on the One-Time Payment tab of your account settings.',
      ],
      { label: 'See the payment request', path: ONE_TIME_PAYMENT_PATH },
    ),
  );
}

export function mailRejected(
  ctx: MailContext,
  log: Pick<FastifyBaseLogger, 'error'>,
  m: RequestMail & { tenantName: string; reason: string },
): Promise<void> {
  const amount = formatCents(m.amountCents, m.currency);
  return safely(log, 'payment request rejected', () =>
    sendEmail(
      ctx,
      m.to,
      `${theirWords(m.tenantName)} rejected your payment request of ${amount}`,
      'A payment request was rejected',
      [
        `${theirWords(m.tenantName)} rejected your request of ${amount} (${TYPE_LABELS[m.paymentFor] ?? 'payment'}) for ${theirWords(m.crashpad)}.`,
        m.reason ? `Their reason: ${theirWords(m.reason)}` : 'They gave no reason.',
      ],
      { label: 'Open My Crew', path: '/my-crew' },
    ),
  );
}

/** A paid request: the tenant's receipt and the lister's notice. */
export async function mailPaid(
  ctx: MailContext,
  log: Pick<FastifyBaseLogger, 'error'>,
  m: RequestMail & {
    listerEmail: string;
    tenantName: string;
    card: string | null;
    reference: string;
    fees: ChargeFees;
  },
): Promise<void> {
  const amount = formatCents(m.amountCents, m.currency);
  const label = TYPE_LABELS[m.paymentFor] ?? 'payment';
  await safely(log, 'payment request receipt', () =>
    sendEmail(
      ctx,
      m.to,
      `Your ${ctx.wording.siteName} receipt: ${amount} to ${theirWords(m.listerName)}`,
      `Thank you, ${m.firstName}`,
      [
        `You paid ${theirWords(m.listerName)}'s request of ${amount} (${label}) for ${theirWords(m.crashpad)}.`,
        [
          `Amount: ${amount}`,
          ...feeLines(m.fees, 'Your CP owner receives'),
          m.card ? `Paid with: ${m.card}` : null,
          `Reference: ${m.reference}`,
        ]
          .filter(Boolean)
          .join('\n'),
      ],
      { label: 'See my payment requests', path: ONE_TIME_PAYMENT_PATH },
    ),
  );
  await safely(log, 'payment request paid', () =>
    sendEmail(
      ctx,
      m.listerEmail,
      `${theirWords(m.tenantName)} paid your payment request of ${amount}`,
      'A payment request was paid',
      [
        `${theirWords(m.tenantName)} paid your request of ${amount} (${label}) for ${theirWords(m.crashpad)}.`,
        [`Amount: ${amount}`, ...feeLines(m.fees, 'You receive')].join('\n'),
        'It goes to your payout account on your payout schedule.',
      ],
      { label: 'Open My Crew', path: '/my-crew' },
    ),
  );
}
