// The error answer for a write PostgreSQL undid because it collided with another (a deadlock between two
// transactions, a serialization conflict): 503 with Retry-After, never a 500 (docs/decisions/037).
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { PaymentRequired } from '../errors';
import { freshDatabase } from '../../test/factory';
import { registerErrorHandling } from './errors';

let database: Database;
let drop: () => Promise<void>;
const app = Fastify({ logger: false });

beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
  registerErrorHandling(app);
  // A real statement that fails with the code PostgreSQL gives a transaction it undid.
  app.get<{ Params: { code: string } }>('/collide/:code', async (request) => {
    const code = request.params.code === 'deadlock' ? '40P01' : '40001';
    await database.db.execute(
      sql.raw(`DO $$ BEGIN RAISE EXCEPTION 'collided' USING ERRCODE = '${code}'; END $$`),
    );
    return {};
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
  await drop();
});

describe('a write undone by a collision', () => {
  it.each(['deadlock', 'serialization'])('answers 503 with Retry-After after a %s', async (code) => {
    const res = await app.inject({ method: 'GET', url: `/collide/${code}` });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json()).toEqual({
      message: 'Someone changed this at the same moment. Please try again.',
      code: 'DATABASE_CONFLICT',
    });
  });
});

// docs/decisions/057-riding-out-a-database-outage.md: a database shutting down, refusing or cut off.
describe('a database out of reach', () => {
  it.each(['57P01', '57P03', '08006'])('answers 503 with Retry-After to PostgreSQL’s %s', async (code) => {
    const unavailable = Fastify({ logger: false });
    registerErrorHandling(unavailable);
    unavailable.get('/', async () => {
      await database.db.execute(
        sql.raw(`DO $$ BEGIN RAISE EXCEPTION 'going away' USING ERRCODE = '${code}'; END $$`),
      );
      return {};
    });
    const res = await unavailable.inject({ url: '/' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      message: 'The service is briefly unavailable. Please try again in a moment.',
      code: 'DATABASE_UNAVAILABLE',
    });
    await unavailable.close();
  });

  it('answers 503 to a refused or dropped socket, and 500 to anything else', async () => {
    const app2 = Fastify({ logger: false });
    registerErrorHandling(app2);
    app2.get('/refused', async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    });
    app2.get('/dropped', async () => {
      throw new Error('query failed', { cause: new Error('Connection terminated unexpectedly') });
    });
    app2.get('/bug', async () => {
      throw new Error('undefined is not a function');
    });
    expect((await app2.inject({ url: '/refused' })).statusCode).toBe(503);
    expect((await app2.inject({ url: '/dropped' })).statusCode).toBe(503);
    expect((await app2.inject({ url: '/bug' })).statusCode).toBe(500);
    await app2.close();
  });
});

// docs/decisions/046-flows-and-looks.md: the member reads the provider's sentence; its codes are for developers, in the log.
describe('a payment the card provider refused', () => {
  it('answers 402 with the sentence and logs the provider codes', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const logged = Fastify({ logger: { level: 'info', stream } });
    registerErrorHandling(logged);
    logged.post('/pay', async () => {
      throw new PaymentRequired('Your card was declined.', [
        { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' },
      ]);
    });
    const res = await logged.inject({ method: 'POST', url: '/pay' });
    await logged.close();
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ message: 'Your card was declined.', code: 'PAYMENT_FAILED' });
    const entry = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => 'payment_error' in l);
    expect(entry).toMatchObject({
      level: 30,
      payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' },
    });
  });
});
