import { describe, expect, it } from 'vitest';
import { amountOfInput, amountOfText, isAmountText, isWholeCents } from './amounts';

// docs/decisions/045-forms-show-every-error.md: an amount is read as typed, never rewritten into another one.
describe('amountOfText', () => {
  it('reads digits with at most one decimal point', () => {
    expect(amountOfText('450')).toBe(450);
    expect(amountOfText(' 12.50 ')).toBe(12.5);
    expect(amountOfText('.5')).toBe(0.5);
    expect(amountOfText('12.')).toBe(12);
    expect(amountOfText('')).toBeNull();
    expect(amountOfText('   ')).toBeNull();
  });

  it('refuses everything else as not an amount, never as another number', () => {
    for (const text of ['12.3.4', 'abc', '-5', '1e3', '0x10', '1,200', 'Infinity', '$12', '12 50', '.'])
      expect(amountOfText(text), text).toBeNaN();
    expect(isAmountText('12.3.4')).toBe(false);
    expect(isAmountText('12.34')).toBe(true);
  });
});

describe('amountOfInput', () => {
  it('keeps numbers, reads text as typed, and takes nothing else', () => {
    expect(amountOfInput(12.5)).toBe(12.5);
    expect(amountOfInput('12.50')).toBe(12.5);
    expect(amountOfInput(null)).toBeNull();
    expect(amountOfInput(undefined)).toBeNull();
    expect(amountOfInput('')).toBeNull();
    expect(amountOfInput('12.3.4')).toBeNaN();
    expect(amountOfInput(true)).toBeNaN();
    expect(amountOfInput({})).toBeNaN();
  });
});

describe('isWholeCents', () => {
  it('takes at most two decimals', () => {
    expect(isWholeCents(12.34)).toBe(true);
    expect(isWholeCents(0.1 + 0.2)).toBe(true);
    expect(isWholeCents(12.345)).toBe(false);
    expect(isWholeCents(Number.NaN)).toBe(false);
  });
});
