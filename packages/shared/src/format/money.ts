/** The API carries dollars (spec: `rate_per_from: 350.5`); the database keeps integer cents (docs/architecture.md). */
export function centsToDollars(cents: number): number;
export function centsToDollars(cents: number | null): number | null;
export function centsToDollars(cents: number | null): number | null {
  return cents === null ? null : cents / 100;
}

/** Dollars from a form to integer cents, rounded to the nearest cent: 350.505 → 35051. */
export function dollarsToCents(dollars: number): number;
export function dollarsToCents(dollars: number | null): number | null;
export function dollarsToCents(dollars: number | null): number | null {
  return dollars === null ? null : Math.round(dollars * 100);
}

/** Formats integer cents for display: 4900 → "$49.00". */
export function formatCents(cents: number, currency = 'USD', locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}

/** Whole-dollar display when there are no cents: 4900 → "$49", 999 → "$9.99". */
export function formatPrice(cents: number, currency = 'USD', locale = 'en-US'): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** Dollar amounts as the listings API carries them: 350 → "$350", 350.5 → "$350.50". */
export function formatDollars(amount: number, currency = 'USD', locale = 'en-US'): string {
  return formatPrice(dollarsToCents(amount), currency, locale);
}
