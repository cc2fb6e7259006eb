// A listing's house rules, cleaned when they are saved (docs/decisions/052-house-rules-and-related-listings.md):
// sanitize-html keeps the allow-list of @crashpad/shared/rules/house-rules, removes phone numbers and e-mail
// addresses from the words (docs/decisions/011-listings.md), and counts the words against the rules' limit.
import sanitizeHtml from 'sanitize-html';
import {
  HOUSE_RULES_LINK,
  HOUSE_RULES_SCHEMES,
  HOUSE_RULES_TAGS,
  linkAllowed,
  rulesAsHtml,
} from '@crashpad/shared/rules/house-rules';
import { stripContacts } from '@crashpad/shared/rules/listings';

/** Not an allowed element: sanitize-html drops it and keeps its words (a link that may not stay a link). */
const UNWRAPPED = 'span';

/** The length of text as sanitize-html hands it over, escaped: each entity is one character. */
const textLength = (escaped: string) => escaped.replace(/&(?:amp|lt|gt|quot);/g, '_').length;

/**
 * The rules to store: the HTML cleaned, or plain text as paragraphs; '' when no words are left. `textLength` is
 * the number of characters a reader sees, which LISTING_LIMITS.textMax bounds.
 */
export function cleanHouseRules(input: string): { html: string; textLength: number } {
  let length = 0;
  const html = sanitizeHtml(rulesAsHtml(input.trim()), {
    allowedTags: [...HOUSE_RULES_TAGS],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: [...HOUSE_RULES_SCHEMES],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      a: (_tag, attribs) =>
        attribs.href && linkAllowed(attribs.href)
          ? { tagName: 'a', attribs: { href: attribs.href.trim(), ...HOUSE_RULES_LINK } }
          : { tagName: UNWRAPPED, attribs: {} },
    },
    textFilter: (text) => {
      const kept = stripContacts(text);
      length += textLength(kept.trim());
      return kept;
    },
  }).trim();
  return length === 0 ? { html: '', textLength: 0 } : { html, textLength: length };
}

/**
 * GET /api/house-rule: the rules most crashpads write down (the /house-rules guide, shortened), for a lister to
 * start from and change.
 */
export const EXAMPLE_HOUSE_RULES =
  '<p>Everyone here flies for a living and sleeps at odd hours. These rules keep the house quiet, clean and fair.</p>' +
  '<ul>' +
  '<li><strong>Quiet hours.</strong> Bedrooms are quiet around the clock: calls and TV in the common areas only, ' +
  'headphones for video, alarms on vibrate.</li>' +
  '<li><strong>Nights per month.</strong> Stay up to the nights your rent covers; ask before staying longer.</li>' +
  '<li><strong>Guests.</strong> No overnight guests.</li>' +
  '<li><strong>Smoking and alcohol.</strong> No smoking or vaping indoors, no alcohol in the bedrooms.</li>' +
  '<li><strong>Kitchen.</strong> Label your food with your name and date, and wash your dishes straight after use.</li>' +
  '<li><strong>Cleaning.</strong> Follow the cleaning rota on the fridge.</li>' +
  '<li><strong>Linens.</strong> Bring your own sheets, and strip the bed when you leave for a trip.</li>' +
  '<li><strong>Keys.</strong> Never share the door code; tell us at once if a key is lost.</li>' +
  '</ul>' +
  '<p><strong>At check-out</strong> clear your locker and fridge shelf, strip the bed and return your keys. ' +
  'The deposit comes back within 14 days, less the cost of any damage.</p>';
