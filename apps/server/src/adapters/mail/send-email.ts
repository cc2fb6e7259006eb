// Sends one of the product's e-mails: a heading, paragraphs and an optional button linking into the site.
import { inVariantWords } from '@crashpad/shared/site/variant-words';
import type { SiteWording } from '@crashpad/shared/site/variants';
import type { Config } from '../../config';
import { composeEmail } from './compose';
import type { Mailer } from './mail';

/** The part of the app's context an e-mail needs (the adapters sit below context.ts: docs/architecture.md). */
export type MailContext = { mailer: Mailer; config: Config; wording: SiteWording };

export async function sendEmail(
  ctx: MailContext,
  to: string,
  subject: string,
  heading: string,
  paragraphs: string[],
  action?: { label: string; path: string },
): Promise<void> {
  // the product's words in the site's variant (docs/decisions/005, addendum); members' own words, marked by
  // theirWords, are not changed
  const say = (t: string) => inVariantWords(t, ctx.wording);
  const { text, html } = composeEmail({
    siteName: ctx.wording.siteName,
    publicUrl: ctx.config.publicUrl,
    heading: say(heading),
    paragraphs: paragraphs.map(say),
    action: action && { label: say(action.label), url: `${ctx.config.publicUrl}${action.path}` },
  });
  await ctx.mailer.send({ to, subject: say(subject), text, html });
}
