// Members the journeys need that only time can make: listers whose package expired. They pay at sign-up through
// the API like anyone else; then, with the server stopped, their expiry is moved 10 days into the past (beyond
// the renewal job's 7-day catch-up, so the daily job leaves them to renew by hand).
import { PGlite } from '@electric-sql/pglite';

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
export async function ageFixtures(dataDir) {
  const db = await PGlite.create({ dataDir });
  try {
    await db.query(`UPDATE users SET expire_at = now() - interval '10 days' WHERE email = ANY($1)`, [
      EXPIRED_LISTERS,
    ]);
  } finally {
    await db.close();
  }
}
