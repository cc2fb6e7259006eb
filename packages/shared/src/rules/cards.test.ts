import { describe, expect, it } from 'vitest';
import {
  CARD_MESSAGES,
  cardBrand,
  cardProblems,
  expiryYearOptions,
  luhnValid,
  parseExpiry,
  type CardForm,
} from './cards';

const now = new Date('2026-11-23T00:00:00Z');
const good: CardForm = {
  first_name: 'Jamie',
  last_name: 'Rivera',
  number: '4242 4242 4242 4242',
  expiry: '12 / 29',
  cvc: '123',
  postal_code: '75261',
  country: 'US',
  state: '',
};

describe('the card form', () => {
  it('accepts a complete card', () => {
    expect(cardProblems(good, now)).toEqual({});
  });

  it('names each missing or incomplete field with its message', () => {
    expect(
      cardProblems(
        {
          first_name: ' ',
          last_name: '',
          number: '4242 4242',
          expiry: '1',
          cvc: '12',
          postal_code: '',
          country: '',
          state: '',
        },
        now,
      ),
    ).toEqual({
      first_name: CARD_MESSAGES.firstName,
      last_name: CARD_MESSAGES.lastName,
      number: CARD_MESSAGES.number,
      expiry: CARD_MESSAGES.expiry,
      cvc: CARD_MESSAGES.cvc,
      postal_code: CARD_MESSAGES.postalCode,
      country: CARD_MESSAGES.country,
    });
  });

  it('checks the number with Luhn and the expiry against the current month', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(cardProblems({ ...good, number: '4242 4242 4242 4241' }, now).number).toBe(
      CARD_MESSAGES.numberInvalid,
    );
    expect(cardProblems({ ...good, expiry: '10 / 26' }, now).expiry).toBe(CARD_MESSAGES.expired);
    expect(cardProblems({ ...good, expiry: '11 / 26' }, now).expiry).toBeUndefined();
    expect(parseExpiry('13/29')).toBeNull();
    expect(parseExpiry('4/2031')).toEqual({ month: 4, year: 2031 });
  });

  it('knows the brands and wants 4 CVC digits for American Express', () => {
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardProblems({ ...good, number: '3782 822463 10005', cvc: '123' }, now).cvc).toBe(
      CARD_MESSAGES.cvc,
    );
    expect(cardProblems({ ...good, number: '3782 822463 10005', cvc: '1234' }, now)).toEqual({});
  });

  // The card form offers the US states; the state is optional (docs/decisions/053).
  it('takes no state or a US state with a US address, and refuses any other', () => {
    expect(cardProblems({ ...good, state: 'TX' }, now)).toEqual({});
    expect(cardProblems({ ...good, state: 'PR' }, now)).toEqual({});
    expect(cardProblems({ ...good, state: 'ZZ' }, now)).toEqual({ state: CARD_MESSAGES.state });
    expect(cardProblems({ ...good, state: 'tx' }, now)).toEqual({ state: CARD_MESSAGES.state });
    expect(cardProblems({ ...good, country: 'CA', state: 'TX' }, now)).toEqual({
      state: CARD_MESSAGES.stateOutsideUs,
    });
    expect(cardProblems({ ...good, country: 'CA' }, now)).toEqual({});
  });

  it('offers 20 expiry years from this year', () => {
    const years = expiryYearOptions(now);
    expect(years).toHaveLength(20);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2045);
  });
});
