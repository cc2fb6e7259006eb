// Load shedding (docs/decisions/020-load-shedding-and-shutdown.md), on the engine the run uses: PGlite by
// default, PostgreSQL with TEST_DATABASE_URL.
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type TestApp, testApp } from '../../test/factory';

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

/** Statements and transactions waiting for a connection now. */
function waiting(): number {
  const connection = t.ctx.database.connection;
  return connection.engine === 'pglite' ? connection.queue.waiting : connection.pool.waitingCount;
}

/** Holds every connection (PGlite's one, the test pool's four) in open transactions until released. */
async function holdEveryConnection(): Promise<{ release(): Promise<void> }> {
  const count = t.ctx.database.engine === 'pglite' ? 1 : 4;
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let started = 0;
  const holds = Array.from({ length: count }, () =>
    t.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
      started += 1;
      await gate;
    }),
  );
  await vi.waitFor(() => expect(started).toBe(count));
  return {
    async release() {
      open();
      await Promise.all(holds);
    },
  };
}

const metrics = () => t.app.inject({ method: 'GET', url: '/api/metrics' });

describe('the database queue', { timeout: 60_000 }, () => {
  it('answers 503 with Retry-After once the line is full, and answers the ones waiting within it', async () => {
    t = await testApp({ DATABASE_MAX_WAITING: '2', DATABASE_WAIT_TIMEOUT_MS: '30000' });
    const hold = await holdEveryConnection();
    const first = metrics();
    const second = metrics();
    await vi.waitFor(() => expect(waiting()).toBe(2));

    const refused = await metrics();
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.json()).toEqual({
      message: 'The server is busy. Please try again in a moment.',
      code: 'DATABASE_BUSY',
    });
    // The health check needs no database, so a busy server still says it is alive.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    await hold.release();
    expect((await first).statusCode).toBe(200);
    expect((await second).statusCode).toBe(200);
    expect(waiting()).toBe(0);
    expect((await metrics()).statusCode).toBe(200);
  });

  it('answers 503 when the wait outlasts DATABASE_WAIT_TIMEOUT_MS, and leaves no one waiting', async () => {
    t = await testApp({ DATABASE_MAX_WAITING: '50', DATABASE_WAIT_TIMEOUT_MS: '300' });
    const hold = await holdEveryConnection();
    const answers = await Promise.all(Array.from({ length: 5 }, metrics));
    expect(answers.map((a) => [a.statusCode, a.headers['retry-after'], a.json().code])).toEqual(
      Array.from({ length: 5 }, () => [503, '2', 'DATABASE_BUSY']),
    );
    expect(waiting()).toBe(0);

    await hold.release();
    expect((await metrics()).statusCode).toBe(200);
  });

  it('runs every statement of an open transaction while other work waits and is refused', async () => {
    t = await testApp({ DATABASE_MAX_WAITING: '1', DATABASE_WAIT_TIMEOUT_MS: '2000' });
    const transactions = Array.from({ length: t.ctx.database.engine === 'pglite' ? 1 : 4 }, () =>
      t.db.transaction(async (tx) => {
        let sum = 0;
        for (let i = 0; i < 100; i += 1) {
          const { rows } = (await tx.execute(sql`SELECT ${i}::int AS n`)) as unknown as {
            rows: { n: number }[];
          };
          sum += rows[0]!.n;
        }
        return sum;
      }),
    );
    const requests = Array.from({ length: 20 }, metrics);

    expect(await Promise.all(transactions)).toEqual(transactions.map(() => 4950));
    const statuses = (await Promise.all(requests)).map((a) => a.statusCode);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    expect(statuses).toContain(503);
    expect(waiting()).toBe(0);
    expect((await metrics()).statusCode).toBe(200);
  });
});
