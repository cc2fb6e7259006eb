// Writes that must not be lost to a database outage (docs/decisions/058-charges-across-a-database-outage.md): the
// write is tried again, with growing pauses, while the database is out of reach (or too busy to take it), up to a deadline.
import { setTimeout as sleep } from 'node:timers/promises';
import { isDatabaseUnavailable } from './errors';
import { databaseBusy } from './queue';

const FIRST_PAUSE_MS = 100;
const LONGEST_PAUSE_MS = 2_000;

/** The write gave up: the database did not answer within the wait. `cause` is its last error. */
export class DatabaseStillAway extends Error {
  constructor(cause: unknown) {
    super('the database did not come back within the wait', { cause });
  }
}

/**
 * Runs `write`; while it fails because the database is not there or too busy, runs it again (after 0.1 s, 0.2 s, … at most 2 s
 * apart) until `waitMs` have passed, then throws DatabaseStillAway. Any other error is thrown at once. `write`
 * must be safe to run again after a failure: a transaction cut off was not committed, or finds its work done.
 */
export async function whenDatabaseAnswers<T>(write: () => Promise<T>, waitMs: number): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (let pause = FIRST_PAUSE_MS; ; pause = Math.min(pause * 2, LONGEST_PAUSE_MS)) {
    try {
      return await write();
    } catch (err) {
      if (!isDatabaseUnavailable(err) && !databaseBusy(err)) throw err;
      const left = deadline - Date.now();
      if (left <= 0) throw new DatabaseStillAway(err);
      await sleep(Math.min(pause, left));
    }
  }
}
