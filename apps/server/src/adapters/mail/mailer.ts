// The mail adapter: nodemailer over SMTP when SMTP_URL is set, otherwise the local outbox.
// Either way every e-mail is recorded in the emails table (the outbox keeps the bodies too).
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { emails } from '../../db/schema';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** extra headers, such as List-Unsubscribe (SMTP only; the outbox keeps the bodies) */
  headers?: Record<string, string>;
};

export type Mailer = {
  transport: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
  close(): void;
};

export type MailConfig = { smtpUrl?: string; from: string };

export function createMailer(config: MailConfig, db: Db): Mailer {
  return config.smtpUrl ? smtpMailer(config.smtpUrl, config.from, db) : outboxMailer(config.from, db);
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

function smtpMailer(url: string, from: string, db: Db): Mailer {
  const transporter = nodemailer.createTransport(url);
  return {
    transport: 'smtp',
    async send(mail) {
      const info = await transporter.sendMail({ from, ...mail });
      // Only the envelope is kept: the bodies may hold one-time links.
      await db.insert(emails).values({
        transport: 'smtp',
        messageId: info.messageId,
        from,
        to: mail.to,
        subject: mail.subject,
      });
    },
    close() {
      transporter.close();
    },
  };
}
