// npm run bench:autopay: the daily AutoPay job on 10,000 rentals due the same day (docs/performance.md
// "AutoPay charges", docs/decisions/025-autopay-charges.md). Creates a fresh PostgreSQL database (dropped after),
// seeds onboarded listers and tenants with saved sandbox cards in a few set-based statements, runs the job body
// through the sandbox provider, and proves every rental was charged exactly once. Exit 1 when it takes over 60 s,
// or when any charge is missing or doubled.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { VARIANT_WORDING } from '@crashpad/shared/site/variants';
import { createMailer } from '../src/adapters/mail/mailer';
import { sandboxProvider } from '../src/adapters/payments/sandbox';
import { loadConfig } from '../src/config';
import { postgresDatabase, queryRows, type Db } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { runSeeds } from '../src/db/seed/run';
import { AUTOPAY_CONCURRENCY, runAutopay } from '../src/modules/autopay';
import { hashPassword } from '../src/lib/passwords';

const RENTALS = 10_000;
/** charges at once; BENCH_AUTOPAY_CONCURRENCY tries another width */
const CONCURRENCY = Number(process.env.BENCH_AUTOPAY_CONCURRENCY ?? AUTOPAY_CONCURRENCY);
const BEDS_PER_LISTER = 10;
const LIMIT_MS = 60_000;
/** The run's day: every rental's payment day; they moved in two months before. */
const NOW = new Date('2030-01-15T07:00:00Z');
const PERIOD = '2030-01-15';
const RENT_CENTS = 60_000;

const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function seed(db: Db): Promise<void> {
  const hash = await hashPassword('bench-password');
  const listers = RENTALS / BEDS_PER_LISTER;
  const run = (query: ReturnType<typeof sql>) => db.execute(query);
  await run(sql`INSERT INTO users (email, password_hash, first_name, last_name, display_name, user_plan,
      expire_at, email_verified_at, acc_stripe, payout_onboarded_at, automatic_payment)
    SELECT 'autopay-lister-' || g || '@bench.crashpad.test', ${hash}, 'Bench', 'Lister ' || g, 'Lister' || g,
      'pro', now() + interval '1 year', now(), 'acct_sbx_bench_' || g, now(), 1
    FROM generate_series(1, ${listers}) g`);
  await run(sql`INSERT INTO sandbox_connected_accounts (id, email, country, details_submitted, payouts_enabled)
    SELECT 'acct_sbx_bench_' || g, 'autopay-lister-' || g || '@bench.crashpad.test', 'US', true, true
    FROM generate_series(1, ${listers}) g`);
  await run(sql`INSERT INTO users (email, password_hash, first_name, last_name, display_name, user_plan,
      email_verified_at, customer_id, payment_method, card_details)
    SELECT 'autopay-tenant-' || g || '@bench.crashpad.test', ${hash}, 'Bench', 'Tenant ' || g, 'Tenant' || g,
      'seeker', now(), 'cus_sbx_bench_' || g, 'pm_sbx_bench_' || g,
      '{"brand": "visa", "last4": "4242", "exp_month": 12, "exp_year": 2035}'::jsonb
    FROM generate_series(1, ${RENTALS}) g`);
  await run(sql`INSERT INTO sandbox_customers (id, email, name)
    SELECT 'cus_sbx_bench_' || g, 'autopay-tenant-' || g || '@bench.crashpad.test', 'Bench Tenant'
    FROM generate_series(1, ${RENTALS}) g`);
  await run(sql`INSERT INTO sandbox_payment_methods (id, customer_id, brand, last4, exp_month, exp_year, behaviour)
    SELECT 'pm_sbx_bench_' || g, 'cus_sbx_bench_' || g, 'visa', '4242', 12, 2035, 'succeed'
    FROM generate_series(1, ${RENTALS}) g`);
  await run(sql`INSERT INTO listings (user_id, status, title, city, latitude, longitude, public_latitude,
      public_longitude, rental_type, rate_per_from_cents, description, airport_distance, total_rooms, num_beds)
    SELECT id, 2, 'AutoPay bench crashpad ' || id, 'Bench City', 32.9, -97.0, 32.9, -97.0, 'crashpad',
      ${RENT_CENTS}, 'A crew house for the AutoPay benchmark.', 5, 1, ${BEDS_PER_LISTER}
    FROM users WHERE email LIKE 'autopay-lister-%'`);
  await run(sql`INSERT INTO listing_rooms (listing_id, room_name, position)
    SELECT id, 'Room 1', 0 FROM listings WHERE title LIKE 'AutoPay bench crashpad %'`);
  await run(sql`INSERT INTO listing_beds (room_id, listing_id, bed_name, status, position)
    SELECT r.id, r.listing_id, 'Bed ' || (b + 1), 'BUSY', b
    FROM listing_rooms r JOIN listings l ON l.id = r.listing_id, generate_series(0, ${BEDS_PER_LISTER - 1}) b
    WHERE l.title LIKE 'AutoPay bench crashpad %'`);
  // Bed n of the lister's crashpad goes to tenant (lister - 1) * 10 + n + 1.
  await run(sql`INSERT INTO rentals (listing_id, room_id, bed_id, lister_id, user_id, email, first_name, last_name,
      status, start_date, start_hour, rental_amount_cents, payment_day, auto_pay, autopay_started_at, accepted_at)
    SELECT b.listing_id, b.room_id, b.id, l.user_id, t.id, t.email, 'Bench', t.last_name,
      'accepted', '2029-11-15', 12, ${RENT_CENTS}, 15, 1, '2029-11-01', '2029-11-01'
    FROM listing_beds b
    JOIN listings l ON l.id = b.listing_id
    JOIN users lu ON lu.id = l.user_id
    JOIN users t ON t.email = 'autopay-tenant-' ||
      ((substring(lu.email FROM 'autopay-lister-([0-9]+)@')::int - 1) * ${BEDS_PER_LISTER} + b.position + 1)
      || '@bench.crashpad.test'
    WHERE l.title LIKE 'AutoPay bench crashpad %'`);
  await run(sql`ANALYZE`);
}

type Check = { rentals: number; keys: number; doubledKeys: number; txns: number; doubledTxns: number };

async function check(db: Db): Promise<Check> {
  const [row] = await queryRows<Check>(
    db,
    sql`SELECT
      (SELECT count(*)::int FROM rentals WHERE status = 'accepted' AND auto_pay = 1) AS rentals,
      (SELECT count(DISTINCT idempotency_key)::int FROM sandbox_charges
        WHERE status = 'succeeded' AND idempotency_key LIKE ${`autopay:%:${PERIOD}%`}) AS keys,
      (SELECT count(*)::int FROM (SELECT split_part(idempotency_key, ':', 2) FROM sandbox_charges
        WHERE status = 'succeeded' AND idempotency_key LIKE ${`autopay:%:${PERIOD}%`}
        GROUP BY 1 HAVING count(*) > 1) d) AS "doubledKeys",
      (SELECT count(*)::int FROM transactions
        WHERE status = 'succeeded' AND period = ${PERIOD} AND type = 'autopay_rent') AS txns,
      (SELECT count(*)::int FROM (SELECT rental_id, period FROM transactions WHERE period IS NOT NULL
        GROUP BY 1, 2 HAVING count(*) > 1) d) AS "doubledTxns"`,
  );
  return row!;
}

async function main(): Promise<number> {
  const name = `crashpad_bench_autopay_${randomBytes(4).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  console.log(`AutoPay benchmark: ${RENTALS} rentals due ${PERIOD}, database ${name}`);
  await admin(`CREATE DATABASE ${name}`);
  const database = postgresDatabase(url.toString(), CONCURRENCY + 4);
  try {
    const db = database.db;
    let started = Date.now();
    await database.exclusive(async (locked) => {
      await migrate(database, locked);
      await runSeeds(locked, { demo: false });
    });
    await seed(db);
    console.log(`  migrated and seeded in ${seconds(Date.now() - started)}`);

    const config = loadConfig({ LOG_LEVEL: 'silent', JOBS: 'false', DATABASE_URL: url.toString() });
    const ctx = {
      config,
      database,
      db,
      payments: sandboxProvider(db),
      mailer: createMailer({ from: 'no-reply@bench.crashpad.test' }, db),
      wording: VARIANT_WORDING[config.site.variant],
    };
    started = Date.now();
    const summary = await runAutopay(ctx, { now: NOW, concurrency: CONCURRENCY });
    const elapsed = Date.now() - started;
    // A second run finds nothing left to charge.
    const again = await runAutopay(ctx, { now: NOW });
    const counts = await check(db);
    // The due query's plan (the same conditions as modules/autopay/daily-run.ts dueAutopayPeriods).
    const plan = await queryRows<{ 'QUERY PLAN': string }>(
      db,
      sql`EXPLAIN SELECT r.id FROM rentals r JOIN users t ON t.id = r.user_id JOIN users l ON l.id = r.lister_id
        JOIN listings li ON li.id = r.listing_id
        WHERE r.status = 'accepted' AND r.auto_pay IN (1, 3) AND r.autopay_started_at IS NOT NULL
          AND (r.payment_day IN (13, 14, 15) OR (r.start_date >= '2030-01-13' AND r.start_date <= '2030-01-15'))`,
    );
    console.log(`  due query plan:\n${plan.map((p) => `    ${p['QUERY PLAN']}`).join('\n')}`);
    console.log(`  job: ${JSON.stringify(summary)}`);
    console.log(`  run again: ${JSON.stringify(again)}`);
    console.log(
      `  ${counts.rentals} rentals; ${counts.keys} charged keys at the sandbox, ${counts.doubledKeys} rentals ` +
        `charged twice; ${counts.txns} succeeded transactions, ${counts.doubledTxns} (rental, period) twice`,
    );
    console.log(
      `  ${seconds(elapsed)} for ${RENTALS} charges (${Math.round(RENTALS / (elapsed / 1000))} a second, ` +
        `${CONCURRENCY} at a time); limit ${seconds(LIMIT_MS)}`,
    );
    const problems = [
      elapsed > LIMIT_MS && `took ${seconds(elapsed)}, over ${seconds(LIMIT_MS)}`,
      summary.charged !== RENTALS && `charged ${summary.charged} of ${RENTALS}`,
      summary.errors > 0 && `${summary.errors} errors`,
      again.charged + again.due + again.retried > 0 && 'the second run found something to charge',
      counts.keys !== RENTALS && `${RENTALS - counts.keys} rentals missed at the sandbox`,
      counts.doubledKeys > 0 && `${counts.doubledKeys} rentals charged twice`,
      counts.txns !== RENTALS && `${counts.txns} succeeded transactions, not ${RENTALS}`,
      counts.doubledTxns > 0 && `${counts.doubledTxns} periods recorded twice`,
    ].filter(Boolean);
    for (const p of problems) console.error(`  FAIL: ${p}`);
    if (problems.length === 0) console.log('  OK: every rental charged once, none missed, none twice');
    return problems.length === 0 ? 0 : 1;
  } finally {
    await database.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
