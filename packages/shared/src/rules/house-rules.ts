// A listing's house rules are HTML (docs/decisions/052-house-rules-and-related-listings.md): paragraphs, line
// breaks, lists, bold, italic, underline and links. The server cleans them with sanitize-html when they are saved
// and the web app with DOMPurify when it shows them; both read their allow-list from here. Rules saved before as
// plain text still show, as paragraphs and line breaks.
import { stripContacts } from './listings';

/** The elements house rules may keep; any other is dropped and its words kept. */
export const HOUSE_RULES_TAGS = ['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 'a'] as const;
/** The addresses a link may have. */
export const HOUSE_RULES_SCHEMES = ['http', 'https', 'mailto'] as const;
/** Every kept link opens in a new tab and passes no ranking or window handle to the site it names. */
export const HOUSE_RULES_LINK = { target: '_blank', rel: 'nofollow noopener' } as const;
/**
 * The ceiling of the stored HTML. The limit a lister meets is LISTING_LIMITS.textMax characters of text, as when
 * the rules were plain text; the markup around them is not counted, up to this size in all.
 */
export const HOUSE_RULES_HTML_MAX = 50_000;
export const HOUSE_RULES_TOO_LONG = 'House rules is too long';

const ANY_RULES_TAG = new RegExp(`<(?:${HOUSE_RULES_TAGS.join('|')})(?:\\s[^<>]*)?/?>`, 'i');

/**
 * Whether stored rules are HTML: they hold one of the allowed elements. Anything else is plain text from before
 * the editor (or from a client that sends text), shown through plainRulesToHtml.
 */
export function isRulesHtml(stored: string): boolean {
  return ANY_RULES_TAG.test(stored);
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeText = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Plain text as HTML: a blank line starts a paragraph, a single line break stays a line break. */
export function plainRulesToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeText(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** Stored rules as HTML to clean and show: HTML as it is, plain text as paragraphs. */
export function rulesAsHtml(stored: string): string {
  return isRulesHtml(stored) ? stored : plainRulesToHtml(stored);
}

function decoded(href: string): string {
  try {
    return decodeURIComponent(href);
  } catch {
    return href;
  }
}

/**
 * Whether a link keeps its address: an absolute http, https or mailto address that holds no phone number or
 * e-mail address (contacts are removed from the rules, docs/product/specification/2-listings-and-tenants.md §2.1, so a mailto link to someone loses its link
 * and keeps its words).
 */
export function linkAllowed(href: string): boolean {
  const address = href.trim();
  const colon = address.indexOf(':');
  // The scheme exactly as listed: anything else before the colon ("java\tscript", "/path", none) is refused.
  const scheme = colon > 0 ? address.slice(0, colon).toLowerCase() : '';
  if (!(HOUSE_RULES_SCHEMES as readonly string[]).includes(scheme)) return false;
  if (scheme !== 'mailto' && !address.startsWith('//', colon + 1)) return false;
  const text = decoded(address);
  return stripContacts(text) === text;
}
