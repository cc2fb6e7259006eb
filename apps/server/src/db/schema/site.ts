import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * Every e-mail the product sends. With the outbox transport the full text and HTML are kept so a developer
 * can read them at /dev/outbox. With SMTP the row is the mail's place in the queue
 * (docs/decisions/059-mail-queue.md): 'pending' with its content until the server takes it, retried with
 * back-off; then 'sent' (or 'failed') and only the envelope is kept (it feeds the daily totals).
 */
export const emails = pgTable(
  'emails',
  {
    id: serial().primaryKey(),
    transport: text().notNull(),
    messageId: text('message_id'),
    from: text().notNull(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text(),
    html: text(),
    replyTo: text('reply_to'),
    headers: jsonb().$type<Record<string, string>>(),
    /** 'sent' (delivered to the server or the outbox), 'pending' (queued for SMTP), 'failed' (given up) */
    status: text().notNull().default('sent'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('emails_created_idx').on(t.createdAt),
    index('emails_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial().primaryKey(),
  name: text().notNull(),
  email: text().notNull(),
  subject: text().notNull(),
  messageContent: text('message_content').notNull(),
  ip: text(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which seed steps have run, so reference and demo data are loaded once. */
export const seedState = pgTable('seed_state', {
  step: text().primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
