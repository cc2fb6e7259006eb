// Members the journeys need that only time can make: listers whose package expired. They pay at sign-up through
// the API like anyone else; then their expiry is moved 10 days into the past in the database (beyond the renewal
// job's 7-day catch-up, so the daily job leaves them to renew by hand), and the server that made them stops.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export const EXPIRED_LISTERS = ['expired.desktop@e2e.test', 'expired.phone@e2e.test'];
export const FIXTURE_PASSWORD = 'secret123';

async function post(base, path, body) {
  const res = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** A lister who paid for a package with the sandbox's good card, made through the API. */
export async function paidLister(base, email, plan = 'basic') {
  const { customer_id } = await post(base, '/stripe/setup-customer', { email, name: 'Morgan Ellis' });
  const { client_secret } = await post(base, '/stripe/setup-intent', { customer_id });
  const { payment_method } = await post(base, '/sandbox/setup-intents/confirm', {
    client_secret,
    card: {
      number: '4242424242424242',
      exp_month: 12,
      exp_year: new Date().getUTCFullYear() + 4,
      cvc: '123',
    },
  });
  await post(base, '/subscriptions/account', {
    user_plan: plan,
    customer_id,
    payment_method,
    first_name: 'Morgan',
    last_name: 'Ellis',
    display_name: 'MorganE',
    airlines: 'Southwest Airlines',
    gender: 'female',
    birthdate_month: 3,
    birthdate_day: 9,
    birthdate_year: 1979,
    hear_about_us: 'facebook',
    email,
    confirm_email: email,
    phone_number: '469-555-0110',
    country_code: 'US',
    password: FIXTURE_PASSWORD,
    confirm_password: FIXTURE_PASSWORD,
  });
}

/** While the server runs: the members, made through the API. */
export async function createFixtures(base) {
  for (const email of EXPIRED_LISTERS) await paidLister(base, email);
}

/** With the server stopped: what only the clock could do. */
const AGE = `UPDATE users SET expire_at = now() - interval '10 days' WHERE email = ANY($1)`;

/**
 * Run while the fixtures' server still runs on the embedded PostgreSQL server (docs/decisions/034), reached
 * through its socket; on PGlite (a machine without the server's binaries), after that server has stopped.
 */
export async function ageFixtures(dataDir) {
  const cluster = join(dataDir, 'postgres');
  if (existsSync(join(cluster, 'PG_VERSION'))) {
    const client = new pg.Client({ host: cluster, port: 5432, user: 'postgres', database: 'postgres' });
    await client.connect();
    try {
      await client.query(AGE, [EXPIRED_LISTERS]);
    } finally {
      await client.end();
    }
    return true;
  }
  return false;
}

export async function ageFixturesOnPglite(dataDir) {
  const db = await PGlite.create({ dataDir });
  try {
    await db.query(AGE, [EXPIRED_LISTERS]);
  } finally {
    await db.close();
  }
}
