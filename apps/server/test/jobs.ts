// For the scheduled jobs' tests: dates moved in the database, e-mails counted, and a second "server".
import { asc, eq } from 'drizzle-orm';
import { createMailer } from '../src/adapters/mail/mailer';
import { sandboxProvider } from '../src/adapters/payments/sandbox';
import type { AppContext } from '../src/context';
import { postgresDatabase, type Db } from '../src/db/client';
import { emails, users } from '../src/db/schema';
import type { TestApp } from './test-app';

export const DAY = 86_400_000;

export async function setExpiry(db: Db, userId: number, expireAt: Date): Promise<void> {
  await db.update(users).set({ expireAt }).where(eq(users.id, userId));
}

/** Every e-mail to an address, oldest first. */
export async function emailsTo(db: Db, to: string) {
  return db.select().from(emails).where(eq(emails.to, to)).orderBy(asc(emails.id));
}

/**
 * The context of another server process on the same database: its own pool, card provider and mailer. PGlite
 * is one process by design, so there it is the same context (two runs then interleave on one connection).
 */
export async function secondServer(t: TestApp): Promise<{ ctx: AppContext; close(): Promise<void> }> {
  const { connection } = t.ctx.database;
  if (connection.engine === 'pglite') return { ctx: t.ctx, close: async () => {} };
  const database = postgresDatabase(connection.url, 4);
  return {
    ctx: {
      ...t.ctx,
      database,
      db: database.db,
      payments: sandboxProvider(database.db),
      mailer: createMailer({ from: 'no-reply@crashpad.test' }, database.db),
    },
    close: () => database.close(),
  };
}
