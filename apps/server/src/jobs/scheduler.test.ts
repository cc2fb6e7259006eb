// pg-boss on the test database: PGlite by default, PostgreSQL when TEST_DATABASE_URL is set.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../context';
import { queryRows } from '../db/client';
import { planExpiry } from '../modules/payments/plan-purchase';
import { paidSignUp, type TestApp, testApp, userRow } from '../../test/factory';
import { DAY, setExpiry } from '../../test/jobs';
import { RENEWAL_JOB, autoRenewalKey } from './renewal';
import { DAILY_AT, startScheduler, type Scheduler } from './scheduler';
import { SEEKER_EXPIRY_JOB } from './seeker-expiry';
import { END_RENTALS_JOB, HOURLY_AT } from './end-rentals';
import { FEATURED_JOB } from '../modules/listings';
import { EVERY_FIVE_MINUTES, INTERRUPTED_CHARGES_JOB } from './interrupted-charges';
import { AUTOPAY_JOB } from '../modules/autopay';

const SCHEDULES = [
  { name: RENEWAL_JOB, cron: DAILY_AT, timezone: 'UTC' },
  { name: SEEKER_EXPIRY_JOB, cron: DAILY_AT, timezone: 'UTC' },
  { name: END_RENTALS_JOB, cron: HOURLY_AT, timezone: 'UTC' },
  { name: FEATURED_JOB, cron: HOURLY_AT, timezone: 'UTC' },
  { name: AUTOPAY_JOB, cron: DAILY_AT, timezone: 'UTC' },
  { name: INTERRUPTED_CHARGES_JOB, cron: EVERY_FIVE_MINUTES, timezone: 'UTC' },
].sort((a, b) => a.name.localeCompare(b.name));

/** Workers poll every second here (30 s in the app), so a queued job waiting for another is picked up soon. */
const FAST = { pollingIntervalSeconds: 1 };

/** The app's logger, with its error calls recorded. */
function watchedLog(t: TestApp) {
  const errors: unknown[] = [];
  const log = Object.create(t.app.log) as FastifyBaseLogger;
  log.error = vi.fn((...args: unknown[]) => void errors.push(args)) as unknown as FastifyBaseLogger['error'];
  return { log, errors };
}

async function finished(scheduler: Scheduler, name: string, id: string) {
  for (let i = 0; i < 150; i += 1) {
    const job = await scheduler.boss.getJobById(name, id);
    if (job && ['completed', 'failed'].includes(job.state)) return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} job ${id} did not finish`);
}

describe('the job scheduler', () => {
  it('starts pg-boss on the database, schedules the daily and hourly jobs, runs a job and stops cleanly', async () => {
    const t = await testApp();
    try {
      const { log, errors } = watchedLog(t);
      const started = Date.now();
      const scheduler = await startScheduler(t.ctx, log, FAST);
      expect(Date.now() - started).toBeLessThan(10_000);
      // The rows carry the time zone too, which pg-boss's Schedule type leaves out.
      const schedules = (await scheduler.boss.getSchedules()) as {
        name: string;
        cron: string;
        timezone: string;
      }[];
      expect(
        schedules
          .map(({ name, cron, timezone }) => ({ name, cron, timezone }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      ).toEqual(SCHEDULES);

      const lister = await paidSignUp(t.app, 'basic');
      const expireAt = new Date(Math.floor((Date.now() - DAY) / 1000) * 1000);
      await setExpiry(t.db, lister.user.id, expireAt);
      const id = await scheduler.runNow(RENEWAL_JOB);
      const job = await finished(scheduler, RENEWAL_JOB, id);
      expect(job.state).toBe('completed');
      expect(job.output).toMatchObject({ renewed: 1, errors: 0 });
      expect((await userRow(t.db, lister.user.id)).expireAt).toEqual(planExpiry('basic', expireAt));

      await scheduler.stop();
      await scheduler.stop(); // a second stop is harmless
      expect(errors).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('starts with the app when JOBS is on and stops when the app closes', async () => {
    const t = await testApp({ JOBS: 'true' });
    let closed = false;
    try {
      const rows = await queryRows<{ name: string; cron: string; timezone: string }>(
        t.db,
        sql`SELECT name, cron, timezone FROM pgboss.schedule ORDER BY name`,
      );
      expect(rows).toEqual(SCHEDULES);
      await t.close();
      closed = true;
    } finally {
      if (!closed) await t.close();
    }
  });

  it('refuses to start, with the cause, when pg-boss cannot reach its database', async () => {
    const t = await testApp();
    try {
      const unreachable = {
        ...t.ctx,
        database: {
          ...t.ctx.database,
          connection: { engine: 'postgres', url: 'postgres://postgres@127.0.0.1:1/none' },
        } as unknown as AppContext['database'],
      };
      await expect(startScheduler(unreachable, t.app.log)).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      await t.close();
    }
  });

  it('runs a job once when two servers start and work at the same time', async () => {
    const t = await testApp();
    try {
      // Two pg-boss instances, as two processes would have; on PostgreSQL each with its own pool.
      const { log, errors } = watchedLog(t);
      const starts = await Promise.allSettled([
        startScheduler(t.ctx, log, FAST),
        startScheduler(t.ctx, log, FAST),
      ]);
      const started = starts.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      try {
        expect(starts.map((s) => (s.status === 'rejected' ? s.reason : 'started'))).toEqual([
          'started',
          'started',
        ]);
        const [a, b] = started as [Scheduler, Scheduler];
        expect(await a.boss.getSchedules()).toHaveLength(SCHEDULES.length);
        const lister = await paidSignUp(t.app, 'pro');
        const expireAt = new Date(Math.floor((Date.now() - DAY) / 1000) * 1000);
        await setExpiry(t.db, lister.user.id, expireAt);
        const first = await a.runNow(RENEWAL_JOB);
        const second = await b.runNow(RENEWAL_JOB);
        const jobs = [await finished(a, RENEWAL_JOB, first), await finished(b, RENEWAL_JOB, second)];
        expect(jobs.map((j) => j.state)).toEqual(['completed', 'completed']);
        expect(jobs.map((j) => (j.output as { renewed: number }).renewed).sort()).toEqual([0, 1]);
        const charges = await queryRows<{ n: number }>(
          t.db,
          sql`SELECT count(*)::int AS n FROM sandbox_charges
              WHERE idempotency_key = ${autoRenewalKey(lister.user.id, expireAt)}`,
        );
        expect(charges[0]!.n).toBe(1);
      } finally {
        await Promise.all(started.map((s) => s.stop()));
      }
      expect(errors).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
