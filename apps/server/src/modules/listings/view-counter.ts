// Listing views (spec 2 §2.8 "a view counter"), counted in memory and written in batches: a visit costs no
// database write, and every few seconds one statement adds up all the visits since the last write
// (docs/performance.md). A view shows at once in the count this process answers with; other processes see it
// after the next write. Visits to a listing that is no longer active when the batch is written are dropped.
// A visitor's repeated views of one listing within 30 minutes count once (docs/decisions/
// 013-input-hygiene-and-logs.md): a member is known by their account, anyone else by a hash of their address
// and browser; the last 100,000 visits are remembered, in memory, so a busier window forgets its oldest.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { listedPublicly } from './listed-publicly';

export const VIEW_FLUSH_MS = 5_000;
export const REPEAT_VIEW_WINDOW_MS = 30 * 60_000;
const VISITS_REMEMBERED = 100_000;

/** Who is visiting, for telling a repeated view from a new one (not kept beyond the window). */
export function visitorOf(visit: { userId?: number | null; ip: string; userAgent?: string }): string {
  if (visit.userId) return `member:${visit.userId}`;
  return createHash('sha256')
    .update(`${visit.ip}\n${visit.userAgent ?? ''}`)
    .digest('base64url')
    .slice(0, 22);
}

export type ViewCounter = {
  /** one more visit to this listing, unless this visitor's last counted one is within the window */
  count(listingId: number, visitor: string): void;
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
  // listing and visitor → when the visit was counted; in that order, so the oldest come first.
  const counted = new Map<string, number>();
  const written = new Set<(ids: number[]) => void>();
  let writing: Promise<void> = Promise.resolve();

  async function write(batch: Map<number, number>): Promise<void> {
    // the batch as PostgreSQL array literals
    const ids = `{${[...batch.keys()].join(',')}}`;
    const added = `{${[...batch.values()].join(',')}}`;
    try {
      // A listing whose row another write holds (a lister's save, a tenant's check-out) is passed over and its
      // visits kept for the next write: the count never waits for a listing, nor holds one up, and taking the
      // rows in id order it cannot deadlock with another write of several listings (docs/decisions/037 "Lock
      // order"). The day's total moves with the listings' counts, in the same statement (the sidebar's views a
      // month). The answer names every listing that still exists and whether its visits were written.
      const rows = await queryRows<{ id: number; written: boolean }>(
        db,
        sql`WITH ready AS (
            SELECT id FROM listings WHERE id = ANY(${ids}::int[])
            ORDER BY id FOR NO KEY UPDATE SKIP LOCKED
          ), counted AS (
            UPDATE listings l SET views = l.views + v.n
            FROM unnest(${ids}::int[], ${added}::int[]) AS v(id, n)
            JOIN ready r ON r.id = v.id
            WHERE l.id = v.id AND ${listedPublicly('l')}
            RETURNING v.n
          ), day AS (
            INSERT INTO listing_view_days AS d (day, views)
            SELECT (now() AT TIME ZONE 'UTC')::date, sum(n) FROM counted HAVING count(*) > 0
            ON CONFLICT (day) DO UPDATE SET views = d.views + excluded.views
          )
          SELECT l.id, r.id IS NOT NULL AS written
          FROM listings l LEFT JOIN ready r ON r.id = l.id
          WHERE l.id = ANY(${ids}::int[])`,
      );
      const done: number[] = [];
      for (const row of rows) {
        if (row.written) done.push(row.id);
        else counts.set(row.id, (counts.get(row.id) ?? 0) + batch.get(row.id)!);
      }
      if (done.length > 0) for (const tell of written) tell(done);
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
    count(id, visitor) {
      const now = Date.now();
      for (const [key, at] of counted) {
        if (at > now - REPEAT_VIEW_WINDOW_MS && counted.size < VISITS_REMEMBERED) break;
        counted.delete(key);
      }
      const key = `${id}:${visitor}`;
      if (counted.has(key)) return;
      counted.set(key, now);
      counts.set(id, (counts.get(id) ?? 0) + 1);
    },
    pending: (id) => counts.get(id) ?? 0,
    onWritten: (tell) => void written.add(tell),
    flush,
    stop: () => {
      clearInterval(timer);
      return flush();
    },
  };
}
