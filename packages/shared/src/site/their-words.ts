// Members' own words inside a product text (a listing's title in an e-mail, a name in a message) are marked and
// never reworded into a site's words (docs/decisions/005-site-variants-and-feature-flags.md, addendum): a member's
// "Crew House" keeps its name on every site. The web loads them with the rewording, only on a site that rewords.
export const THEIRS_START = '\uE000';
export const THEIRS_END = '\uE001';
/** One member's words, marked; split with it, a text has the product's words at even places and theirs at odd. */
export const THEIRS = /\uE000([^\uE001]*)\uE001/;

/** `text`, a member's own words, marked so that inVariantWords leaves it as it is (and drops the marks). */
export const theirWords = (text: string): string =>
  `${THEIRS_START}${text.replaceAll(THEIRS_START, '').replaceAll(THEIRS_END, '')}${THEIRS_END}`;
