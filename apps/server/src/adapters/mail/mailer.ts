// The mail adapter: nodemailer over SMTP when SMTP_URL is set, through a queue (smtp-queue.ts), otherwise the local
// outbox. Either way every e-mail is recorded in the emails table (the outbox keeps the bodies too).
import type { Db } from '../../db/client';
import { emails } from '../../db/schema';
import type { Mail, Mailer } from './mail';
import { smtpQueueMailer, type SmtpQueueOptions } from './smtp-queue';

export type { Mail, Mailer };

export type MailConfig = { smtpUrl?: string; from: string };

export function createMailer(config: MailConfig, db: Db, options: SmtpQueueOptions = {}): Mailer {
  return config.smtpUrl
    ? smtpQueueMailer(config.smtpUrl, config.from, db, options)
    : outboxMailer(config.from, db);
}

function outboxMailer(from: string, db: Db): Mailer {
  return {
    transport: 'outbox',
    async send(mail) {
      await db.insert(emails).values({
        transport: 'outbox',
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
    close() {},
  };
}
