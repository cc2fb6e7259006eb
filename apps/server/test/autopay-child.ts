// Another server process running the daily AutoPay job once (test/autopay.ts autopayProcess). Test-only: the
// crash it can simulate lives here, wrapped around the sandbox provider, never in the app's code.
import { VARIANT_WORDING } from '@crashpad/shared/site/variants';
import { createMailer } from '../src/adapters/mail/mailer';
import { sandboxProvider } from '../src/adapters/payments/sandbox';
import { loadConfig } from '../src/config';
import { postgresDatabase } from '../src/db/client';
import { runAutopay } from '../src/modules/autopay';

const url = process.env.AUTOPAY_TEST_DATABASE_URL!;
const now = new Date(process.env.AUTOPAY_TEST_NOW!);
const killAfterKey = process.env.AUTOPAY_TEST_KILL_AFTER_KEY;

// as test-app.ts's TEST_ENV (not imported: that file needs vitest)
const config = loadConfig({
  LOG_LEVEL: 'silent',
  PUBLIC_URL: 'http://crashpad.test',
  JOBS: 'false',
  DATABASE_URL: url,
});
const database = postgresDatabase(url, 4);
const payments = sandboxProvider(database.db);
if (killAfterKey) {
  const charge = payments.charge.bind(payments);
  payments.charge = async (request) => {
    const answer = await charge(request);
    // The provider has charged and answered; the process dies before the database hears of it.
    if (request.idempotencyKey === killAfterKey) process.kill(process.pid, 'SIGKILL');
    return answer;
  };
}
const ctx = {
  config,
  database,
  db: database.db,
  payments,
  mailer: createMailer({ from: 'no-reply@crashpad.test' }, database.db),
  wording: VARIANT_WORDING[config.site.variant],
};
const summary = await runAutopay(ctx, { now });
process.stdout.write(JSON.stringify(summary));
await database.close();
