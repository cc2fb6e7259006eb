// Listing views (spec 2 §2.8 "a view counter"), counted in memory and written in batches: a visit costs no
// database write, and every few seconds one statement adds up all the visits since the last write
// (docs/performance.md). A view shows at once in the count this process answers with; other processes see it
// after the next write. Visits to a listing that is no longer active when the batch is written are dropped.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

export const VIEW_FLUSH_MS = 5_000;

export type ViewCounter = {
  /** one more visit to this listing */
  count(listingId: number): void;
  /** visits counted here and not yet written */
  pending(listingId: number): number;
  /** writes the visits counted so far */
  flush(): Promise<void>;
  /** writes what is left and stops the timer */
  stop(): Promise<void>;
  /** calls back with the listings whose visits were just written */
  onWritten(tell: (ids: number[]) => void): void;
};

export function viewCounter(db: Db, log: (err: unknown) => void, everyMs = VIEW_FLUSH_MS): ViewCounter {
  let counts = new Map<number, number>();
  const written = new Set<(ids: number[]) => void>();
  let writing: Promise<void> = Promise.resolve();

  async function write(batch: Map<number, number>): Promise<void> {
    const ids = [...batch.keys()];
    const added = [...batch.values()];
    try {
      await queryRows(
        db,
        sql`UPDATE listings l SET views = l.views + v.n
          FROM unnest(${`{${ids.join(',')}}`}::int[], ${`{${added.join(',')}}`}::int[]) AS v(id, n)
          WHERE l.id = v.id AND l.status = 2`,
      );
      for (const tell of written) tell(ids);
    } catch (err) {
      // Keep the visits for the next write rather than lose them.
      for (const [id, n] of batch) counts.set(id, (counts.get(id) ?? 0) + n);
      log(err);
    }
  }

  const flush = (): Promise<void> => {
    writing = writing.then(() => {
      if (counts.size === 0) return;
      const batch = counts;
      counts = new Map();
      return write(batch);
    });
    return writing;
  };

  const timer = setInterval(() => void flush(), everyMs);
  timer.unref();

  return {
    count: (id) => void counts.set(id, (counts.get(id) ?? 0) + 1),
    pending: (id) => counts.get(id) ?? 0,
    onWritten: (tell) => void written.add(tell),
    flush,
    stop: () => {
      clearInterval(timer);
      return flush();
    },
  };
}
