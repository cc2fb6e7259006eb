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
  return formatPrice(Math.round(amount * 100), currency, locale);
}
