// Scheduled jobs (docs/decisions/009-scheduled-jobs.md). pg-boss keeps its own queue tables in the `pgboss`
// schema, which it creates and migrates itself; only what the jobs decide lives here.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const NOTICE_KINDS = ['renewal_failed', 'seeker_expiry'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/**
 * An e-mail a job sends once: the row is claimed before sending (unique kind + key), so a job run twice, or on
 * two servers at once, sends it once. A send that fails gives the claim back for the next run.
 */
export const notices = pgTable(
  'notices',
  {
    id: serial().primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<NoticeKind>().notNull(),
    /** what the notice is about, e.g. `auto-renewal:12:2026-05-01` (the renewal charge's idempotency key) */
    key: text().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notices_kind_key_idx').on(t.kind, t.key),
    index('notices_user_idx').on(t.userId),
    check('notices_kind', sql`${t.kind} in ('renewal_failed', 'seeker_expiry')`),
  ],
);
