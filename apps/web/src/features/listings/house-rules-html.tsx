// House rules as the listing page shows them (docs/decisions/052-house-rules-and-related-listings.md): stored HTML,
// or plain text saved before the editor as paragraphs and line breaks, cleaned again by DOMPurify with the
// server's allow-list. Links keep only web addresses and open in a new tab. The page loads this module (and
// DOMPurify) as the rules come near the viewport.
import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import {
  HOUSE_RULES_LINK,
  HOUSE_RULES_TAGS,
  linkAllowed,
  rulesAsHtml,
} from '@crashpad/shared/rules/house-rules';
import classes from './listing-page.module.css';

// An instance of its own: the hook below applies to the house rules only.
let purify: ReturnType<typeof DOMPurify> | null = null;

function sanitizer(): ReturnType<typeof DOMPurify> {
  if (purify) return purify;
  purify = DOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    if (href && linkAllowed(href)) {
      node.setAttribute('target', HOUSE_RULES_LINK.target);
      node.setAttribute('rel', HOUSE_RULES_LINK.rel);
    } else node.removeAttribute('href');
  });
  return purify;
}

/** The stored rules as clean HTML to show ('' for none). */
export function houseRulesHtml(stored: string): string {
  if (!stored.trim()) return '';
  return sanitizer().sanitize(rulesAsHtml(stored), {
    ALLOWED_TAGS: [...HOUSE_RULES_TAGS],
    ALLOWED_ATTR: ['href'],
  });
}

export function HouseRulesBody({ stored }: { stored: string }) {
  const html = useMemo(() => houseRulesHtml(stored), [stored]);
  // Sanitized by houseRulesHtml with the server's allow-list: the one markup the page shows.
  return <div className={classes.rules} dangerouslySetInnerHTML={{ __html: html }} />;
}
