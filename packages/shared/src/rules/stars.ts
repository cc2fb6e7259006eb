// How an average score becomes stars (docs/product/specification/2-listings-and-tenants.md §9), for search cards, the listing page and profiles.

/** Stars shown (docs/product/specification/2-listings-and-tenants.md §9). */
export const STAR_COUNT = 5;

export type StarFill = 'full' | 'half' | 'empty';

/**
 * The stars for an average (docs/product/specification/2-listings-and-tenants.md §9): the whole stars are the average rounded; a fractional part above 0 and
 * below 50 % adds a half star (4.3 → 4½, 4.5 → 5, 4.7 → 5). The average is clamped to 0–5.
 */
export function starsFor(average: number): { value: number; fills: StarFill[] } {
  const avg = Math.min(STAR_COUNT, Math.max(0, Number.isFinite(average) ? average : 0));
  const fraction = avg - Math.floor(avg);
  // two-decimal averages: compare in hundredths so 4.0000001 stays whole
  const hundredths = Math.round(fraction * 100);
  const whole = Math.round(avg);
  const half = hundredths > 0 && hundredths < 50;
  const fills: StarFill[] = Array.from({ length: STAR_COUNT }, (_, i) =>
    i < whole ? 'full' : i === whole && half ? 'half' : 'empty',
  );
  return { value: whole + (half ? 0.5 : 0), fills };
}
