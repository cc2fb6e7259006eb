// Starts the server: reads the configuration, builds the app, listens, and shuts down cleanly.
import { writeSync } from 'node:fs';
import { appContext, buildApp, closingStep } from './app';
import { ConfigError, loadConfig } from './config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo-accounts';
import { ignoreBrokenPipes } from './logger';

/** 128 + the signal's number, as a shell reports a process ended by it. */
const SIGNAL_EXIT_CODES: Record<string, number> = { SIGINT: 130, SIGTERM: 143 };

/** One line to standard error that cannot block or fail: a stuck or closed reader loses it. */
function tellStderr(line: string): void {
  try {
    writeSync(2, `${line}\n`);
  } catch {
    // Nobody is reading standard error; exiting matters more than the line.
  }
}

async function main(): Promise<void> {
  ignoreBrokenPipes();
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const app = await buildApp(config);
  let closing = false;
  // A hard deadline, and a second signal exits at once (docs/decisions/020-load-shedding-and-shutdown.md).
  const shutdown = (signal: string) => {
    if (closing) {
      tellStderr(`${signal} again: exiting without finishing the shutdown (${closingStep(app)}).`);
      process.exit(SIGNAL_EXIT_CODES[signal] ?? 1);
    }
    closing = true;
    const seconds = config.shutdownTimeoutMs / 1000;
    setTimeout(() => {
      tellStderr(`Shutdown did not finish in ${seconds} s: stuck ${closingStep(app)}.`);
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    app.log.info({ signal }, 'shutting down');
    app
      .close()
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const engine = appContext(app).database.description;
  const reader = config.environment === 'production' ? 'admins only' : 'admins, or anyone on this machine';
  const mail = config.mail.smtpUrl
    ? 'SMTP'
    : `the local outbox at ${config.publicUrl}/dev/outbox (${reader})`;
  const files =
    config.storage.kind === 's3'
      ? `S3 bucket ${config.storage.bucket}${config.storage.publicUrl ? `, served from ${config.storage.publicUrl}` : ''}`
      : `${config.dataDir}/uploads on this machine`;
  console.log(
    [
      '',
      `  The marketplace is running at ${config.publicUrl}`,
      `  Database: ${engine}`,
      `  Files:    ${files}`,
      `  E-mail:   ${mail}`,
      `  Payments: ${config.stripe ? 'Stripe (cards, and payouts to listers through Stripe Connect)' : 'the offline sandbox: no card is charged and no lister is paid out (STRIPE_SECRET_KEY unset)'}`,
      `  Places:   ${config.geo.googleMapsApiKey ? 'Google Places' : config.geo.geocoderUrl ? `Nominatim at ${config.geo.geocoderUrl}` : 'the bundled offline places (GOOGLE_MAPS_API_KEY and GEOCODER_URL unset)'}`,
      `  API docs: ${config.publicUrl}/api/docs`,
      ...(config.seedDemo
        ? [
            '',
            `  Demo accounts (password ${DEMO_PASSWORD}):`,
            ...DEMO_ACCOUNTS.map(
              (a) => `    ${a.email.padEnd(28)} ${a.role === 'admin' ? 'admin' : (a.plan ?? 'free tenant')}`,
            ),
          ]
        : []),
      '',
    ].join('\n'),
  );
}

main().catch((err: unknown) => {
  // A setting found wrong while starting (a bucket that cannot be used) is told as loadConfig tells one.
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
