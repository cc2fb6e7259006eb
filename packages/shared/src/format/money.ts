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

/**
 * One formatter per locale, currency and kind, made on first use and kept: making an Intl.NumberFormat costs more
 * than formatting with one.
 */
const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormat(
  locale: string,
  currency: string,
  kind: 'cents' | 'whole' | 'exact',
): Intl.NumberFormat {
  const key = `${locale}|${currency}|${kind}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      locale,
      kind === 'cents'
        ? { style: 'currency', currency }
        : {
            style: 'currency',
            currency,
            minimumFractionDigits: kind === 'whole' ? 0 : 2,
            maximumFractionDigits: 2,
          },
    );
    formatters.set(key, format);
  }
  return format;
}

/**
 * Whole cents in US dollars as Intl writes them for en-US ("-$1,234.50", "$49"), written here: the first
 * Intl.NumberFormat of a page sets up ICU's number formatting, 20-30 ms of a slow machine's first airport search
 * or listing page, before the first card can show its price (docs/decisions/004-web-performance.md). The tests
 * hold this to Intl's own text.
 */
function usDollars(cents: number, withCents: boolean): string {
  const sign = cents < 0 || Object.is(cents, -0) ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return withCents ? `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}` : `${sign}$${dollars}`;
}

/** Under 10^15 cents, cents / 100 rounds back to the same two decimals in Intl; above, Intl's text would differ. */
const byHand = (cents: number, currency: string, locale: string) =>
  currency === 'USD' && locale === 'en-US' && Number.isInteger(cents) && Math.abs(cents) < 1e15;

/** Formats integer cents for display: 4900 → "$49.00". */
export function formatCents(cents: number, currency = 'USD', locale = 'en-US'): string {
  if (byHand(cents, currency, locale)) return usDollars(cents, true);
  return currencyFormat(locale, currency, 'cents').format(cents / 100);
}

/** Whole-dollar display when there are no cents: 4900 → "$49", 999 → "$9.99". */
export function formatPrice(cents: number, currency = 'USD', locale = 'en-US'): string {
  const whole = cents % 100 === 0;
  if (byHand(cents, currency, locale)) return usDollars(cents, !whole);
  return currencyFormat(locale, currency, whole ? 'whole' : 'exact').format(cents / 100);
}

/** Dollar amounts as the listings API carries them: 350 → "$350", 350.5 → "$350.50". */
export function formatDollars(amount: number, currency = 'USD', locale = 'en-US'): string {
  return formatPrice(dollarsToCents(amount), currency, locale);
}
