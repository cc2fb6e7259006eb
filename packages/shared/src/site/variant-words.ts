// A text written for the crashpad site, in another variant's words (docs/decisions/005-site-variants-and-feature-flags.md,
// addendum): the product's texts name "crashpads" and "crashpad owners"; the vacation, nurse and aircrew sites call
// them rentals and hosts. One rule for the web's texts, the pages' meta tags and the e-mails, so no page mixes both.
import type { SiteWording } from './variants';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** `text` with the crashpad site's words replaced by `w`'s; the crashpad site's own wording leaves it as it is. */
export function inVariantWords(
  text: string,
  w: Pick<SiteWording, 'listing' | 'listings' | 'lister'>,
): string {
  if (w.listing === 'crashpad' || !/crash ?pad/i.test(text)) return text;
  const one = (m: string, word: string) => (m.charAt(0) === m.charAt(0).toUpperCase() ? capital(word) : word);
  return text
    .replace(/\bMy CrashPad Rentals\b/g, `My ${capital(w.listings)}`)
    .replace(/\bcrash ?pad (rental)(s?)\b/gi, (m, _r: string, s: string) => one(m, w.listing) + s)
    .replace(/\b(crashpad owner)(s?)\b/gi, (m, _o: string, s: string) => one(m, w.lister) + s)
    .replace(/\bcrash ?pads\b/gi, (m) => one(m, w.listings))
    .replace(/\bcrash ?pad\b/gi, (m) => one(m, w.listing));
}
