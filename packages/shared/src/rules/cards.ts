// The card form (docs/product/specification/3-money-and-messaging.md §2.2, §5): what a complete card looks like before it is sent to the card provider.
// The provider still decides whether the card is good; these checks only spare it obvious typos.
import { isUsState } from '../us-states';

export const CARD_MESSAGES = {
  firstName: 'first name is required',
  lastName: 'last name is required',
  number: 'your card number is incomplete',
  numberInvalid: 'your card number is invalid',
  expiry: "your card's expiration date is incomplete",
  expired: "your card's expiration year is in the past",
  cvc: "your card's security code is incomplete",
  postalCode: 'postal code is required',
  country: 'country is required',
  /** the billing state: optional, one of the US states' codes (docs/decisions/053-settings-tabs-header-and-form-details.md) */
  state: 'please choose a US state from the list, such as TX',
  stateOutsideUs: 'a state is only given for a billing address in the United States',
  /** docs/product/specification/3-money-and-messaging.md §5: the expiry update needs both month and year */
  expiryUpdate: 'oops please verify info and try again',
} as const;

/** A list of crashpads as a sentence: "A", "A and B", "A, B and C". */
export function namesList(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * What removing the card AutoPay charges does (docs/decisions/049-removing-the-autopay-card.md): the page asks with
 * it, and the answer says it happened.
 */
export const autopayStopsOn = (titles: string[]) =>
  `AutoPay stops on ${namesList(titles)}: your rent will no longer be charged automatically, and your CP owner will be told.`;
export const autopayStoppedOn = (titles: string[]) =>
  `AutoPay is now off on ${namesList(titles)}, and your CP owner has been told.`;

export type CardBrand =
  'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown';

export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

export function luhnValid(number: string): boolean {
  const digits = digitsOnly(number);
  if (digits.length < 12 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(number: string): CardBrand {
  const n = digitsOnly(number);
  if (/^4/.test(n)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(n)) return 'mastercard';
  if (/^3[47]/.test(n)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(n)) return 'discover';
  if (/^3(0[0-5]|[68])/.test(n)) return 'diners';
  if (/^35/.test(n)) return 'jcb';
  if (/^62/.test(n)) return 'unionpay';
  return 'unknown';
}

/** digits a complete number of this brand has */
export function cardLength(brand: CardBrand): number {
  if (brand === 'amex') return 15;
  if (brand === 'diners') return 14;
  return 16;
}

export type CardForm = {
  first_name: string;
  last_name: string;
  number: string;
  /** "MM / YY" as typed */
  expiry: string;
  cvc: string;
  postal_code: string;
  country: string;
  /** the billing address's US state ("TX"), '' when none is chosen; only with country US */
  state: string;
};

/** A billing state's problem, or null: none at all is fine; else a US state's code, with country US. */
export function billingStateProblem(state: string | null | undefined, country: string | null | undefined) {
  if (!state) return null;
  if ((country ?? 'US') !== 'US') return CARD_MESSAGES.stateOutsideUs;
  return isUsState(state) ? null : CARD_MESSAGES.state;
}

/** "MM / YY" or "MM/YYYY" → month and four-digit year; null when incomplete. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

export function cardExpired(month: number, year: number, now = new Date()): boolean {
  const y = now.getUTCFullYear();
  return year < y || (year === y && month < now.getUTCMonth() + 1);
}

/** Each field's problem, or none: the form shows them beside the fields. */
export function cardProblems(form: CardForm, now = new Date()): Partial<Record<keyof CardForm, string>> {
  const problems: Partial<Record<keyof CardForm, string>> = {};
  if (!form.first_name.trim()) problems.first_name = CARD_MESSAGES.firstName;
  if (!form.last_name.trim()) problems.last_name = CARD_MESSAGES.lastName;
  const digits = digitsOnly(form.number);
  const brand = cardBrand(digits);
  if (digits.length < cardLength(brand)) problems.number = CARD_MESSAGES.number;
  else if (!luhnValid(digits)) problems.number = CARD_MESSAGES.numberInvalid;
  const expiry = parseExpiry(form.expiry);
  if (!expiry) problems.expiry = CARD_MESSAGES.expiry;
  else if (cardExpired(expiry.month, expiry.year, now)) problems.expiry = CARD_MESSAGES.expired;
  const cvcLength = brand === 'amex' ? 4 : 3;
  if (digitsOnly(form.cvc).length !== cvcLength || /\D/.test(form.cvc.trim()))
    problems.cvc = CARD_MESSAGES.cvc;
  if (!form.postal_code.trim()) problems.postal_code = CARD_MESSAGES.postalCode;
  if (!form.country.trim()) problems.country = CARD_MESSAGES.country;
  const state = billingStateProblem(form.state, form.country);
  if (state) problems.state = state;
  return problems;
}

/** docs/product/specification/3-money-and-messaging.md §5: expiry year options cover 20 years from the current year. */
export function expiryYearOptions(now = new Date()): number[] {
  const y = now.getUTCFullYear();
  return Array.from({ length: 20 }, (_, i) => y + i);
}
