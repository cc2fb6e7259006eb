// The job scheduler (docs/decisions/009-scheduled-jobs.md): pg-boss keeps the schedules and the queue in the
// database, so with several server processes each daily job runs once. On PostgreSQL pg-boss opens its own small
// pool from the connection string; on PGlite it runs its SQL through the one embedded connection.
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { AppContext } from '../context';
import type { Connection } from '../db/client';
import type { JobOptions } from '../lib/job-notices';
import { END_RENTALS_JOB, HOURLY_AT, runEndRentals } from './end-rentals';
import { EVERY_FIVE_MINUTES, INTERRUPTED_CHARGES_JOB, resumeInterruptedCharges } from './interrupted-charges';
import { RENEWAL_JOB, runRenewals } from './renewal';
import { SEEKER_EXPIRY_JOB, sendSeekerExpiryNotices } from './seeker-expiry';
import { AUTOPAY_JOB, runAutopay } from '../modules/autopay';
import { FEATURED_JOB, runFeatured } from '../modules/listings';

/** Every day at 07:00 UTC, the hour the spec gives the day's charges. */
export const DAILY_AT = '0 7 * * *';

type JobBody = (ctx: AppContext, options: JobOptions) => Promise<{ errors: number }>;

export const JOBS: { name: string; cron: string; run: JobBody }[] = [
  { name: RENEWAL_JOB, cron: DAILY_AT, run: runRenewals },
  { name: SEEKER_EXPIRY_JOB, cron: DAILY_AT, run: sendSeekerExpiryNotices },
  { name: END_RENTALS_JOB, cron: HOURLY_AT, run: runEndRentals },
  { name: FEATURED_JOB, cron: HOURLY_AT, run: runFeatured },
  { name: AUTOPAY_JOB, cron: DAILY_AT, run: runAutopay },
  { name: INTERRUPTED_CHARGES_JOB, cron: EVERY_FIVE_MINUTES, run: resumeInterruptedCharges },
];

export type Scheduler = {
  boss: PgBoss;
  /** the jobs this process runs */
  names: string[];
  /** queues a run of the job now and wakes this process's worker; answers pg-boss's job id */
  runNow(name: string): Promise<string>;
  /** makes this process's worker look for the job's queued runs now rather than at its next poll */
  wake(name: string): void;
  stop(): Promise<void>;
};

type PgliteSql = PgBoss.Db & { close(): Promise<void> };

/**
 * pg-boss's SQL on PGlite: statements with `$n` values through query(), scripts through exec(). A
 * `BEGIN; … COMMIT;` script (pg-boss's locked maintenance and schema commands) runs as one PGlite transaction,
 * so a failure rolls back instead of leaving the single connection inside an aborted transaction.
 */
export function pgliteSql(client: PGlite): PgliteSql {
  const running = new Set<Promise<unknown>>();
  let closed = false;
  const run = async (text: string, values?: unknown[]) => {
    if (values && values.length > 0) return { rows: (await client.query(text, values)).rows };
    const script = /^\s*BEGIN;([\s\S]*)COMMIT;\s*$/.exec(text);
    const results = script ? await client.transaction((tx) => tx.exec(script[1]!)) : await client.exec(text);
    return { rows: results.at(-1)?.rows ?? [] };
  };
  return {
    executeSql(text, values) {
      // After stop, a worker loop that was mid-turn must not reach a database that is about to close.
      if (closed) return Promise.reject(new Error('the job scheduler has stopped'));
      const statement = run(text, values);
      const settle = () => running.delete(statement);
      running.add(statement);
      statement.then(settle, settle);
      return statement;
    },
    async close() {
      closed = true;
      await Promise.allSettled([...running]);
    },
  };
}

function bossOptions(connection: Connection, sql: PgliteSql | null): PgBoss.ConstructorOptions {
  if (connection.engine === 'postgres')
    return { connectionString: connection.url, max: 3, application_name: 'crashpad-jobs' };
  return { db: sql! };
}

/** Starts pg-boss, (re)writes the daily schedules and starts this process's workers. */
export async function startScheduler(
  ctx: AppContext,
  log: FastifyBaseLogger,
  options: { pollingIntervalSeconds?: number } = {},
): Promise<Scheduler> {
  const { connection } = ctx.database;
  const sql = connection.engine === 'pglite' ? pgliteSql(connection.client) : null;
  const boss = new PgBoss(bossOptions(connection, sql));
  let stopping = false;
  boss.on('error', (err) => {
    if (stopping) log.debug({ err }, 'job scheduler error while stopping');
    else log.error({ err }, 'job scheduler error');
  });

  const workers = new Map<string, string>();
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    // A running job gets half the shutdown's deadline to finish, so the database still closes in time (main.ts).
    await boss.stop({ graceful: true, timeout: Math.ceil(ctx.config.shutdownTimeoutMs / 2), wait: true });
    await sql?.close();
  };
  try {
    // Two processes creating the same queue at once deadlock inside pg-boss on PostgreSQL, so its install and
    // the queues and schedules are set up under the startup advisory lock, one process after the other.
    await ctx.database.exclusive(async () => {
      await boss.start();
      for (const job of JOBS) {
        // singleton: one run of a job is active at a time across every process; a failed run is retried later.
        await boss.createQueue(job.name, {
          name: job.name,
          policy: 'singleton',
          retryLimit: 2,
          retryDelay: 600,
          expireInSeconds: 3600,
        });
        await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
      }
    });
    for (const job of JOBS) {
      const id = await boss.work(
        job.name,
        // A daily job needs no quick polling; runNow wakes the worker at once.
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 30 },
        async () => {
          const summary = await job.run(ctx, { now: new Date(), log });
          // Members that failed unexpectedly make the run fail, so pg-boss runs it again (it is idempotent).
          if (summary.errors > 0)
            throw new Error(`${job.name}: ${summary.errors} member(s) failed, see the log`);
          return summary;
        },
      );
      workers.set(job.name, id);
    }
  } catch (err) {
    await stop().catch(() => {});
    throw err;
  }
  log.info({ jobs: JOBS.map((j) => `${j.name} ${j.cron} UTC`) }, 'job scheduler started');

  return {
    boss,
    names: [...workers.keys()],
    async runNow(name) {
      const worker = workers.get(name);
      if (!worker) throw new Error(`no job named ${name}`);
      const id = await boss.send(name, {});
      if (!id) throw new Error(`${name} was not queued`);
      boss.notifyWorker(worker);
      return id;
    },
    wake(name) {
      const worker = workers.get(name);
      if (worker) boss.notifyWorker(worker);
    },
    stop,
  };
}
