// The visitor hash's salt (docs/decisions/064-page-view-analytics.md): one per UTC day, random, kept in the
// database so every process hashes a visitor alike, and deleted once the day before yesterday has passed (a
// process may still be writing yesterday's last events just after midnight). A process keeps the salts it has
// read in memory; a day's first page view reads (or makes) that day's.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { dayBefore } from './analytics';

export type DailySalts = { forDay(day: string): Promise<string> };

async function readOrMake(db: Db, day: string): Promise<string> {
  const made = randomBytes(32).toString('base64url');
  // Older salts go in the same statement. The insert's conflict with another process making the same day's salt
  // at the same moment leaves this statement's snapshot without it: the next try reads it.
  for (let attempt = 0; attempt < 3; attempt++) {
    const [row] = await queryRows<{ salt: string }>(
      db,
      sql`WITH gone AS (
            DELETE FROM analytics_salts WHERE day < ${dayBefore(day)}::date
          ), made AS (
            INSERT INTO analytics_salts (day, salt) VALUES (${day}::date, ${made})
            ON CONFLICT (day) DO NOTHING
            RETURNING salt
          )
          SELECT salt FROM made
          UNION ALL
          SELECT salt FROM analytics_salts WHERE day = ${day}::date`,
    );
    if (row) return row.salt;
  }
  throw new Error(`the analytics salt of ${day} could not be read`);
}

export function dailySalts(db: Db): DailySalts {
  const known = new Map<string, Promise<string>>();
  return {
    forDay(day) {
      let salt = known.get(day);
      if (!salt) {
        salt = readOrMake(db, day);
        // a failed read is tried again by the next page view
        salt.catch(() => known.delete(day));
        known.set(day, salt);
        const keep = dayBefore(day);
        for (const old of known.keys()) if (old < keep) known.delete(old);
      }
      return salt;
    },
  };
}
