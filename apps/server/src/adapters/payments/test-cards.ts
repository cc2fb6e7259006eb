// The sandbox's cards: Stripe's well-known test numbers behave as they do in Stripe's test mode
// (https://docs.stripe.com/testing). Any other number is refused, as test mode refuses real cards.
import { cardBrand, luhnValid } from '@crashpad/shared/rules/cards';
import { PaymentError } from './provider';

type Behaviour =
  { at: 'never' } | { at: 'setup' | 'charge'; code: string; declineCode?: string; message: string };

const DECLINED = 'Your card was declined.';

const TEST_CARDS: Record<string, Behaviour> = {
  '4242424242424242': { at: 'never' },
  '4000056655665556': { at: 'never' },
  '5555555555554444': { at: 'never' },
  '2223003122003222': { at: 'never' },
  '378282246310005': { at: 'never' },
  '6011111111111117': { at: 'never' },
  '4000000000000002': {
    at: 'setup',
    code: 'card_declined',
    declineCode: 'generic_decline',
    message: DECLINED,
  },
  '4000000000009995': {
    at: 'setup',
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  '4000000000000069': { at: 'setup', code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': {
    at: 'setup',
    code: 'incorrect_cvc',
    message: "Your card's security code is incorrect.",
  },
  '4000000000000341': {
    at: 'charge',
    code: 'card_declined',
    declineCode: 'generic_decline',
    message: DECLINED,
  },
};

export type SandboxCard = { brand: string; last4: string; chargesFail: boolean };

/** The card a number stands for, or the refusal Stripe's test mode would answer when saving it. */
export function sandboxCard(
  number: string,
  expMonth: number,
  expYear: number,
  now = new Date(),
): SandboxCard {
  const digits = number.replace(/\D/g, '');
  if (!luhnValid(digits))
    throw new PaymentError('Your card number is incorrect.', 'card_error', 'incorrect_number');
  const year = now.getUTCFullYear();
  if (expYear < year || (expYear === year && expMonth < now.getUTCMonth() + 1))
    throw new PaymentError("Your card's expiration year is invalid.", 'card_error', 'invalid_expiry_year');
  const behaviour = TEST_CARDS[digits];
  if (!behaviour)
    throw new PaymentError(
      'Your card was declined. Your request was in test mode, but used a non test card. Use a test card such as 4242 4242 4242 4242.',
      'card_error',
      'card_declined',
      'test_mode_live_card',
    );
  if (behaviour.at === 'setup')
    throw new PaymentError(behaviour.message, 'card_error', behaviour.code, behaviour.declineCode);
  return { brand: cardBrand(digits), last4: digits.slice(-4), chargesFail: behaviour.at === 'charge' };
}

/** The refusal a card that attaches but cannot be charged answers. */
export function chargeRefusal(): PaymentError {
  return new PaymentError(DECLINED, 'card_error', 'card_declined', 'generic_decline');
}
