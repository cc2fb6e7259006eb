// Sends one of the product's e-mails: a heading, paragraphs and an optional button linking into the site.
import type { AppContext } from '../../context';
import { composeEmail } from './compose';

export type MailContext = Pick<AppContext, 'mailer' | 'config' | 'wording'>;

export async function sendEmail(
  ctx: MailContext,
  to: string,
  subject: string,
  heading: string,
  paragraphs: string[],
  action?: { label: string; path: string },
): Promise<void> {
  const { text, html } = composeEmail({
    siteName: ctx.wording.siteName,
    publicUrl: ctx.config.publicUrl,
    heading,
    paragraphs,
    action: action && { label: action.label, url: `${ctx.config.publicUrl}${action.path}` },
  });
  await ctx.mailer.send({ to, subject, text, html });
}
