// What a scheduled run gets (its clock and log), and the e-mails a run sends once per subject
// (docs/decisions/009-scheduled-jobs.md): the `notices` row is claimed first, so of two runs at once (or one run
// repeated) only the one that wrote the row sends. The runs are in jobs/ and in the modules whose work they do.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { notices, type NoticeKind } from '../db/schema';

export type JobLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
export type JobOptions = { now?: Date; log?: JobLog };

export const quietLog: JobLog = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * Sends at most once per kind and key; true when this call sent it. A send that throws gives the claim back, so
 * the next run tries again, and the error goes to the caller.
 */
export async function sendOnce(
  db: Db,
  notice: { userId: number; kind: NoticeKind; key: string },
  send: () => Promise<void>,
): Promise<boolean> {
  const [claimed] = await db
    .insert(notices)
    .values(notice)
    .onConflictDoNothing({ target: [notices.kind, notices.key] })
    .returning({ id: notices.id });
  if (!claimed) return false;
  try {
    await send();
  } catch (err) {
    await db.delete(notices).where(eq(notices.id, claimed.id));
    throw err;
  }
  return true;
}
