// Listing views (docs/product/specification/2-listings-and-tenants.md §2.8 "a view counter"), counted in memory and written in batches: a visit costs no
// database write, and every few seconds one statement adds up all the visits since the last write
// (docs/performance.md). A view shows at once in the count this process answers with; other processes see it
// after the next write. Visits to a listing that is no longer active when the batch is written are dropped.
// A visitor's repeated views of one listing within 30 minutes count once (docs/decisions/
// 013-input-hygiene-and-logs.md): a member is known by their account, anyone else by a hash of their address
// and browser; the last 50,000 to 100,000 visits are remembered, in memory, so a busier window forgets its
// oldest.
import { hash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { Generations } from '../../lib/generations';
import type { ViewCounter } from '../../context';
import { listedPublicly } from './listed-publicly';

export type { ViewCounter };

export const VIEW_FLUSH_MS = 5_000;
export const REPEAT_VIEW_WINDOW_MS = 30 * 60_000;
/**
 * Visits are remembered in two generations of this many each (lib/generations.ts): a new one starts when the
 * newer is full, or began a window ago.
 */
const VISITS_PER_GENERATION = 50_000;

/** Who is visiting, for telling a repeated view from a new one (not kept beyond the window). */
export function visitorOf(visit: { userId?: number | null; ip: string; userAgent?: string }): string {
  if (visit.userId) return `member:${visit.userId}`;
  // one call, not a Hash object per visit (docs/performance.md, "Views apart from the listing")
  return hash('sha256', `${visit.ip}\n${visit.userAgent ?? ''}`, 'base64url').slice(0, 22);
}

export function viewCounter(db: Db, log: (err: unknown) => void, everyMs = VIEW_FLUSH_MS): ViewCounter {
  let counts = new Map<number, number>();
  // listing and visitor → when the visit was counted
  const counted = new Generations<string, number>(VISITS_PER_GENERATION, { maxAgeMs: REPEAT_VIEW_WINDOW_MS });
  const written = new Set<(ids: number[]) => void>();
  let writing: Promise<void> = Promise.resolve();

  async function write(batch: Map<number, number>): Promise<void> {
    // the batch as PostgreSQL array literals
    const ids = `{${[...batch.keys()].join(',')}}`;
    const added = `{${[...batch.values()].join(',')}}`;
    try {
      // The counts live apart from the listings (listing_views, migration 0022). Every listing has its row from
      // its creation, so the write updates rows in place: it takes no listing's lock (an update that keeps the key
      // checks nothing on the listing), so it neither waits for a lister's save nor holds one up, and it starts no
      // listing trigger. A listing without a row (made before the migration's copy by an older process) gets one
      // here, whose key check waits for a save of that listing. Rows are taken in id order, so two processes
      // writing at once wait for each other rather than deadlock. The day's total moves with the listings'
      // counts, in the same statement (the sidebar's views a month), and so does each listing's count of the day
      // (listing_daily_views: its lister's views by day, docs/decisions/064). The answer names the listings whose
      // visits were written: the others are not public (as the statement saw them), and their visits are dropped.
      const rows = await queryRows<{ id: number }>(
        db,
        sql`WITH v AS (
            SELECT * FROM unnest(${ids}::int[], ${added}::int[]) AS v(id, n)
          ), counted AS (
            INSERT INTO listing_views AS lv (listing_id, views)
            SELECT v.id, v.n FROM v JOIN listings l ON l.id = v.id
            WHERE ${listedPublicly('l')}
            ORDER BY v.id
            ON CONFLICT (listing_id) DO UPDATE SET views = lv.views + excluded.views
            RETURNING lv.listing_id AS id
          ), day AS (
            INSERT INTO listing_view_days AS d (day, views)
            SELECT (now() AT TIME ZONE 'UTC')::date, sum(v.n) FROM counted c JOIN v ON v.id = c.id
            HAVING count(*) > 0
            ON CONFLICT (day) DO UPDATE SET views = d.views + excluded.views
          ), by_listing AS (
            INSERT INTO listing_daily_views AS d (listing_id, day, views)
            SELECT v.id, (now() AT TIME ZONE 'UTC')::date, v.n FROM counted c JOIN v ON v.id = c.id
            ORDER BY v.id
            ON CONFLICT (listing_id, day) DO UPDATE SET views = d.views + excluded.views
          )
          SELECT id FROM counted`,
      );
      const done = rows.map((row) => row.id);
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
      const key = `${id}:${visitor}`;
      const at = counted.get(key);
      if (at !== undefined && at > now - REPEAT_VIEW_WINDOW_MS) return;
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
