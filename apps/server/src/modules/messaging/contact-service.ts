// The contact form (docs/product/specification/3-money-and-messaging.md §2.6): stored, then e-mailed to the support address.
import type { ContactRequest } from '@crashpad/shared/api/messaging';
import type { FastifyBaseLogger } from 'fastify';
import { composeEmail } from '../../adapters/mail/compose';
import type { AppContext } from '../../context';
import { contactMessages } from '../../db/schema';

export async function sendContactMessage(
  ctx: AppContext,
  message: ContactRequest,
  ip: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const [stored] = await ctx.db
    .insert(contactMessages)
    .values({ ...message, messageContent: message.message_content, ip })
    .returning({ id: contactMessages.id });
  const { text, html } = composeEmail({
    siteName: ctx.wording.siteName,
    publicUrl: ctx.config.publicUrl,
    heading: `Contact form: ${message.subject}`,
    paragraphs: [
      `From: ${message.name} <${message.email}>`,
      message.message_content,
      `Reply to this e-mail to answer ${message.name} directly. Our policy is to answer within 24 hours.`,
    ],
  });
  try {
    await ctx.mailer.send({
      to: ctx.config.mail.supportEmail,
      replyTo: message.email,
      subject: `[Contact] ${message.subject}`,
      text,
      html,
    });
  } catch (err) {
    // The message is stored; support still sees it even when the mail server is down.
    log.error(
      { err, contactMessageId: stored?.id },
      'contact message stored but the e-mail to support failed',
    );
  }
}
