// The product's own analytics store (docs/decisions/064-page-view-analytics.md): page views are added up in
// memory and written every ANALYTICS_FLUSH_MS (or once FLUSH_AT_EVENTS are waiting) as daily rows, in one
// statement: views by day and path, visits by day and referring host, and the day's new visitors (a row per
// visitor hash, with whether they opened a create-account page). A beacon costs no database write of its own, so
// thousands a second cost a few statements (docs/performance.md, "Page-view analytics").
//
// Bounds, so a flood of invented paths cannot grow the tables or this process without end: at most
// MAX_PATHS_PER_DAY distinct paths and MAX_HOSTS_PER_DAY referring hosts a day per process (the rest count under
// "(other)"), and at most MAX_WAITING rows kept for the next write when a write fails (the rest are dropped, and
// the log says how many).
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { dayBefore, utcDay, type PageView } from './analytics';

export const ANALYTICS_FLUSH_MS = 2_000;
export const FLUSH_AT_EVENTS = 5_000;
export const MAX_PATHS_PER_DAY = 20_000;
export const MAX_HOSTS_PER_DAY = 5_000;
/** visitors remembered as written, per day: past it they are written again (the database keeps them once) */
const MAX_KNOWN_VISITORS = 500_000;
const MAX_WAITING = 200_000;
export const OTHER = '(other)';

type PageRow = { day: string; path: string; views: number; listing_id: number | null };
type ReferrerRow = { day: string; host: string; views: number };
type VisitorRow = { day: string; visitor: string; signup: boolean };

type Batch = {
  pages: Map<string, PageRow>;
  referrers: Map<string, ReferrerRow>;
  visitors: Map<string, VisitorRow>;
  events: number;
};

const emptyBatch = (): Batch => ({ pages: new Map(), referrers: new Map(), visitors: new Map(), events: 0 });

/** What one day has seen in this process: its paths and hosts (for the bounds) and the visitors written. */
type DaySeen = { paths: Set<string>; hosts: Set<string>; visitors: Map<bigint, boolean> };

export type FirstPartyStore = {
  add(view: PageView, visitor: bigint): void;
  flush(): Promise<void>;
  stop(): Promise<void>;
};

export function firstPartyStore(
  db: Db,
  log: (err: unknown, message: string) => void,
  everyMs = ANALYTICS_FLUSH_MS,
): FirstPartyStore {
  let batch = emptyBatch();
  const seen = new Map<string, DaySeen>();
  let writing: Promise<void> = Promise.resolve();
  /** the last day whose older visitors were added up, so that runs once a day per process */
  let rolledUpFor: string | null = null;

  const seenOn = (day: string): DaySeen => {
    let s = seen.get(day);
    if (!s) {
      s = { paths: new Set(), hosts: new Set(), visitors: new Map() };
      seen.set(day, s);
      // today and yesterday are enough: events are stamped with the day they arrive
      for (const old of seen.keys()) if (old < dayBefore(day)) seen.delete(old);
    }
    return s;
  };

  const bounded = (known: Set<string>, value: string, max: number): string => {
    if (known.has(value)) return value;
    if (known.size >= max) return OTHER;
    known.add(value);
    return value;
  };

  function add(view: PageView, visitor: bigint): void {
    const s = seenOn(view.day);
    const path = bounded(s.paths, view.path, MAX_PATHS_PER_DAY);
    const pageKey = `${view.day}\n${path}`;
    const page = batch.pages.get(pageKey);
    if (page) {
      page.views++;
      page.listing_id ??= path === OTHER ? null : view.listingId;
    } else
      batch.pages.set(pageKey, {
        day: view.day,
        path,
        views: 1,
        listing_id: path === OTHER ? null : view.listingId,
      });
    if (view.referrerHost) {
      const host = bounded(s.hosts, view.referrerHost, MAX_HOSTS_PER_DAY);
      const key = `${view.day}\n${host}`;
      const referrer = batch.referrers.get(key);
      if (referrer) referrer.views++;
      else batch.referrers.set(key, { day: view.day, host, views: 1 });
    }
    // A visitor is written on their first page of the day, and again on their first create-account page.
    const written = s.visitors.get(visitor);
    if (written === undefined || (view.signup && !written)) {
      if (s.visitors.size >= MAX_KNOWN_VISITORS) s.visitors.clear();
      s.visitors.set(visitor, view.signup);
      const key = `${view.day}\n${visitor}`;
      const row = batch.visitors.get(key);
      if (row) row.signup ||= view.signup;
      else batch.visitors.set(key, { day: view.day, visitor: String(visitor), signup: view.signup });
    }
    if (++batch.events >= FLUSH_AT_EVENTS) void flush();
  }

  /** Puts a failed batch back in front of the next one, within MAX_WAITING rows. */
  function keep(failed: Batch): void {
    let dropped = 0;
    const merge = <R>(into: Map<string, R>, from: Map<string, R>, join: (a: R, b: R) => void) => {
      for (const [key, row] of from) {
        const there = into.get(key);
        if (there) join(there, row);
        else if (batch.pages.size + batch.referrers.size + batch.visitors.size < MAX_WAITING)
          into.set(key, row);
        else dropped++;
      }
    };
    merge(batch.pages, failed.pages, (a, b) => {
      a.views += b.views;
      a.listing_id ??= b.listing_id;
    });
    merge(batch.referrers, failed.referrers, (a, b) => void (a.views += b.views));
    merge(batch.visitors, failed.visitors, (a, b) => void (a.signup ||= b.signup));
    if (dropped > 0) log(null, `analytics: ${dropped} rows dropped after failed writes`);
  }

  async function write(b: Batch): Promise<void> {
    // Rows in key order, so two processes writing the same rows wait for each other rather than deadlock. The rows
    // go as JSON: one parameter each, whatever a path holds.
    const sorted = <R>(rows: Map<string, R>) =>
      JSON.stringify([...rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, r]) => r));
    await queryRows(
      db,
      sql`WITH pages AS (
            INSERT INTO analytics_page_days AS d (day, path, views, listing_id)
            SELECT p.day, p.path, p.views, p.listing_id
            FROM json_to_recordset(${sorted(b.pages)}::json) AS p(day date, path text, views int, listing_id int)
            ON CONFLICT (day, path) DO UPDATE
              SET views = d.views + excluded.views, listing_id = coalesce(excluded.listing_id, d.listing_id)
          ), referrers AS (
            INSERT INTO analytics_referrer_days AS d (day, host, views)
            SELECT r.day, r.host, r.views
            FROM json_to_recordset(${sorted(b.referrers)}::json) AS r(day date, host text, views int)
            ON CONFLICT (day, host) DO UPDATE SET views = d.views + excluded.views
          ), visitors AS (
            INSERT INTO analytics_visitors AS a (day, visitor, signup)
            SELECT v.day, v.visitor::bigint, v.signup
            FROM json_to_recordset(${sorted(b.visitors)}::json) AS v(day date, visitor text, signup boolean)
            ON CONFLICT (day, visitor) DO UPDATE SET signup = true WHERE excluded.signup AND NOT a.signup
          )
          SELECT 1`,
    );
  }

  /**
   * Once a day: the visitors of the days before yesterday become counts (analytics_days) and their hashes are
   * deleted, in one statement, so two processes doing it at once count each row once.
   */
  async function rollUp(today: string): Promise<void> {
    await queryRows(
      db,
      sql`WITH gone AS (
            DELETE FROM analytics_visitors WHERE day < ${dayBefore(today)}::date RETURNING day, signup
          )
          INSERT INTO analytics_days AS d (day, visitors, signup_visitors)
          SELECT day, count(*), count(*) FILTER (WHERE signup) FROM gone GROUP BY day ORDER BY day
          ON CONFLICT (day) DO UPDATE
            SET visitors = d.visitors + excluded.visitors,
                signup_visitors = d.signup_visitors + excluded.signup_visitors`,
    );
  }

  const flush = (): Promise<void> => {
    writing = writing.then(async () => {
      if (batch.pages.size + batch.referrers.size + batch.visitors.size === 0) return;
      // A process with page views to write adds up the past days' visitors first, once a day.
      const today = utcDay(new Date());
      if (rolledUpFor !== today) {
        try {
          await rollUp(today);
          rolledUpFor = today;
        } catch (err) {
          log(err, 'analytics: could not add up the visitors of past days');
        }
      }
      const current = batch;
      batch = emptyBatch();
      try {
        await write(current);
      } catch (err) {
        keep(current);
        log(err, 'analytics: could not write page views');
      }
    });
    return writing;
  };

  const timer = setInterval(() => void flush(), everyMs);
  timer.unref();

  return {
    add,
    flush,
    stop: () => {
      clearInterval(timer);
      return flush();
    },
  };
}
