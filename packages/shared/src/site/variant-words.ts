// A text written for the crashpad site, in another variant's words (docs/decisions/005-site-variants-and-feature-flags.md,
// addendum): the product's texts name "crashpads" and "crashpad owners" and speak to airline crew; the vacation,
// nurse and aircrew sites call them rentals and hosts, and the vacation and nurse sites speak to guests and nurses.
// One rule for the web's texts, the info pages, the pages' meta tags and the e-mails, so no page mixes both.
import { THEIRS, THEIRS_START } from './their-words';
import type { SiteWording } from './variants';

export { theirWords } from './their-words';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** `word` capitalised as the matched text `m` is. */
const like = (m: string, word: string) => (m.charAt(0) === m.charAt(0).toUpperCase() ? capital(word) : word);

export type VariantWords = Pick<
  SiteWording,
  'listing' | 'listings' | 'lister' | 'audience' | 'member' | 'members' | 'tenants'
>;

function listingWords(text: string, w: VariantWords): string {
  return text
    .replace(/\bWhat is a crash ?pad\?/gi, 'How it works')
    .replace(/\bMy CrashPad Rentals\b/g, `My ${capital(w.listings)}`)
    .replace(/\bcrash ?pad (rental)(s?)\b/gi, (m, _r: string, s: string) => like(m, w.listing) + s)
    .replace(/\b(crashpad owner)(s?)\b/gi, (m, _o: string, s: string) => like(m, w.lister) + s)
    .replace(/\bcrash ?pads\b/gi, (m) => like(m, w.listings))
    .replace(/\bcrash ?pad\b/gi, (m) => like(m, w.listing));
}

/**
 * The crew words, for a site whose members are not crew. Longer phrases first: "crew bases" are airports, a
 * "crew house" is a shared house, "airline crew" and "pilots and flight attendants" are the site's audience, the
 * lister's My Crew is My Guests or My Tenants, and crew on their own are the site's members.
 */
function crewWords(text: string, w: VariantWords): string {
  return text
    .replace(
      /\bMy [Cc]rew\b/g,
      (m) => `My ${m.endsWith('Crew') ? capital(w.tenants) : w.tenants.toLowerCase()}`,
    )
    .replace(/\bmy crew\b/g, `my ${w.tenants.toLowerCase()}`)
    .replace(/\b(?:airline )?crew (rentals|listings)\b/gi, (m, l: string) => like(m, l.toLowerCase()))
    .replace(/\bairline crew\b/gi, (m) => like(m, w.audience))
    .replace(/\bpilots(?:,| and) flight attendants\b/gi, (m) => like(m, w.audience))
    .replace(/\bpilots only\b/gi, (m) => like(m, `${w.audience} only`))
    .replace(/\bcrew (base)(s?)\b/gi, (m, _b: string, s: string) => like(m, 'airport') + s)
    .replace(/\bcrew (bag)(s?)\b/gi, (m, _b: string, s: string) => like(m, 'suitcase') + s)
    .replace(/\bcrew (shuttle|parking)\b/gi, (m, n: string) => like(m, `airport ${n.toLowerCase()}`))
    .replace(/\bcrew (house)(s?)\b/gi, (m, _h: string, s: string) => like(m, 'shared house') + s)
    .replace(/\bcrew (housing|community)\b/gi, (m, n: string) => like(m, n.toLowerCase()))
    .replace(/\bcrew members\b/gi, (m) => like(m, w.members))
    .replace(/\bcrew member\b/gi, (m) => like(m, w.member))
    .replace(/\bcrew\b/gi, (m) => like(m, w.members));
}

/** The product's own words, in `w`'s words. */
function productWords(text: string, w: VariantWords): string {
  let out = text;
  if (w.listing !== 'crashpad' && /crash ?pad/i.test(out)) out = listingWords(out, w);
  if (w.members !== 'crew' && /crew|pilots/i.test(out)) out = crewWords(out, w);
  return out;
}

/**
 * `text` with the crashpad site's words replaced by `w`'s, except members' own words (theirWords), whose marks it
 * drops; the crashpad site's own wording leaves the words as they are.
 */
export function inVariantWords(text: string, w: VariantWords): string {
  if (!text.includes(THEIRS_START)) return productWords(text, w);
  // split with a capturing group: product text at even places, members' words at odd ones
  return text
    .split(THEIRS)
    .map((part, i) => (i % 2 === 0 ? productWords(part, w) : part))
    .join('');
}
