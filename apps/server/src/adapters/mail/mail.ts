// What an e-mail is and what sends it, apart from the two ways of sending (mailer.ts, smtp-queue.ts), which both
// use them.
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
  /** records the mail; over SMTP it is queued and delivered in the background (docs/decisions/059-mail-queue.md) */
  send(mail: Mail): Promise<void>;
  /** the deliveries under way have finished (tests) */
  idle?(): Promise<void>;
  close(): void;
};
