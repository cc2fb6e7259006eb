// Money amounts typed into a form (docs/decisions/045-forms-show-every-error.md): what the member typed is what is
// checked and what is sent. No field drops a character or a second point ("12.3.4" never becomes 12.34, "abc"
// never becomes nothing); text that is not an amount is refused with the field's message, on the page and by the
// server.

/** Digits with at most one decimal point: "450", "450.5", "450.50", ".5", "450.". No sign, comma or exponent. */
const DECIMAL_TEXT = /^(\d+(\.\d*)?|\.\d+)$/;

/** Whether typed text is an amount written as digits with at most one decimal point (spaces around are fine). */
export function isAmountText(text: string): boolean {
  return DECIMAL_TEXT.test(text.trim());
}

/**
 * The number a typed amount stands for: nothing typed (or spaces) → null, "12.50" → 12.5, anything else ("12.3.4",
 * "abc", "-5", "1e3", "0x10", "1,200") → NaN, which every check refuses as not an amount.
 */
export function amountOfText(text: string): number | null {
  const v = text.trim();
  if (v === '') return null;
  return DECIMAL_TEXT.test(v) ? Number(v) : Number.NaN;
}

/**
 * An amount in a request body: a number stays as it is, text is read by amountOfText, '' / null / undefined are
 * null; anything else is NaN. The contracts refuse NaN naming the field.
 */
export function amountOfInput(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return amountOfText(value);
  return Number.NaN;
}

/** Whether an amount has at most two decimals (whole cents). */
export function isWholeCents(value: number): boolean {
  return Number.isFinite(value) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}
