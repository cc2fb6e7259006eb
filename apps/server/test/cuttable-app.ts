// An app whose database the test can take away and give back (docs/decisions/058-charges-across-a-database-
// outage.md): on PostgreSQL through a TCP proxy (`stop` refuses connections and drops the open ones, as a server
// restarting does), on PGlite by failing every statement with the error pg gives for a dropped connection. The card
// provider is the app's own (the sandbox), wrapped so that a test can cut the database the moment it has charged:
// between the provider's answer and the write that records it.
import { mkdtemp, rm } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { appContext, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { pgliteDatabase, postgresDatabase, type Database } from '../src/db/client';
import { paymentProvider } from '../src/adapters/payments/select';
import type { PaymentProvider } from '../src/adapters/payments/provider';
import { TEST_ENV, freshDatabase, pgliteDump, type TestApp } from './test-app';
import { tcpProxy } from './tcp-proxy';

export type CuttableApp = TestApp & {
  /** the database goes away now */
  down(): Promise<void>;
  /** and comes back */
  up(): Promise<void>;
  /** the next charge the provider makes takes the database away for `ms` right after it answers */
  cutAfterNextCharge(ms: number): void;
  /** charges the provider made (answered with success) since the app started */
  providerCharges: string[];
  /** a cut longer than a charge's wait for the database (PAYMENT_RECORD_WAIT_MS): the call answers 503 meanwhile */
  pastTheWaitMs: number;
  /**
   * Sleeps, after that 503, until the cut's own timer has brought the database back, so that a later test's cut is
   * not ended early by it.
   */
  outageOver(): Promise<void>;
};

/** How much longer than the charge's wait a cut lasts, in `pastTheWaitMs`. */
const PAST_THE_WAIT_MS = 1_000;

const dropped = () => Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });

/** PGlite whose statements fail while `isDown()`, as a pg pool's do with the server gone. */
function failingPglite(client: PGlite, isDown: () => boolean): PGlite {
  return new Proxy(client, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (prop !== 'query' && prop !== 'exec' && prop !== 'transaction')
        return typeof value === 'function' ? value.bind(target) : value;
      return (...args: unknown[]) => {
        if (isDown()) return Promise.reject(dropped());
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

export async function cuttableApp(env: Record<string, string> = {}): Promise<CuttableApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'crashpad-cut-'));
  const config = loadConfig({ ...TEST_ENV, DATA_DIR: dataDir, ...env });
  let database: Database;
  let drop = async () => {};
  let down: () => Promise<void>;
  let up: () => Promise<void>;
  let closeProxy = async () => {};
  if (process.env.TEST_DATABASE_URL) {
    const fresh = await freshDatabase(config.database.queue);
    drop = fresh.drop;
    const real = new URL((fresh.database.connection as { url: string }).url);
    await fresh.database.close();
    const proxy = await tcpProxy({ host: real.hostname, port: Number(real.port || 5432) });
    const proxied = new URL(real);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    database = postgresDatabase(proxied.toString(), 4, config.database.queue);
    down = () => proxy.stop();
    up = () => proxy.start();
    closeProxy = () => proxy.close();
  } else {
    let isDown = false;
    const client = await PGlite.create({ loadDataDir: await pgliteDump() });
    database = pgliteDatabase(
      failingPglite(client, () => isDown),
      config.database.queue,
    );
    down = async () => {
      isDown = true;
    };
    up = async () => {
      isDown = false;
    };
  }

  const providerCharges: string[] = [];
  let cutMs: number | null = null;
  const wrap = (inner: PaymentProvider): PaymentProvider =>
    Object.assign(Object.create(inner) as PaymentProvider, {
      async charge(request: Parameters<PaymentProvider['charge']>[0]) {
        const charge = await inner.charge(request);
        if (!providerCharges.includes(charge.id)) providerCharges.push(charge.id);
        if (cutMs !== null) {
          const ms = cutMs;
          cutMs = null;
          await down();
          setTimeout(() => void up(), ms);
        }
        return charge;
      },
    });
  const app = await buildApp(config, { database, payments: (db) => wrap(paymentProvider(config, db)) });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    ctx: appContext(app),
    down,
    up,
    cutAfterNextCharge(ms) {
      cutMs = ms;
    },
    providerCharges,
    pastTheWaitMs: config.paymentRecordWaitMs + PAST_THE_WAIT_MS,
    outageOver: () => sleep(PAST_THE_WAIT_MS + 500),
    async close() {
      await up();
      await app.close();
      await closeProxy();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
