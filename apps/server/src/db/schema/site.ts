import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every e-mail the product sends. With the outbox transport the full text and HTML are kept so a developer
 * can read them at /dev/outbox; with SMTP only the envelope is kept (it feeds the daily totals).
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('emails_created_idx').on(t.createdAt)],
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
