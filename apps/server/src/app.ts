// Builds the whole HTTP application; tests build it the same way (docs/architecture.md).
import Fastify from 'fastify';
import type { DestinationStream } from 'pino';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { VARIANT_WORDING } from '@crashpad/shared/site/variants';
import { selectAnalytics } from './adapters/analytics/select';
import { createMailer, type Mailer } from './adapters/mail/mailer';
import { fileStorage } from './adapters/storage/select';
import type { Storage } from './adapters/storage/storage';
import type { PaymentProvider } from './adapters/payments/provider';
import { paymentProvider } from './adapters/payments/select';
import type { Config } from './config';
import type { App, AppContext } from './context';
import { openDatabase, type Database, type Db } from './db/client';
import { migrate } from './db/migrate';
import { queueScope } from './db/queue';
import { runSeeds } from './db/seed/run';
import { createAuthGuards } from './http/auth';
import { noStoreUnlessPublic } from './http/cache-control';
import { COMPRESSION_OPTIONS } from './http/compression';
import { registerErrorHandling } from './http/errors';
import { securityHeaders } from './http/security-headers';
import { refuseUnstorableText } from './http/text-input';
import { devJobRoutes, type SchedulerHolder } from './jobs/dev-routes';
import { startScheduler } from './jobs/scheduler';
import { authenticate, sessionSigningKey } from './modules/accounts';
import { accountRoutes } from './modules/accounts/routes';
import { paymentRoutes } from './modules/payments/routes';
import { uploadGuards } from './modules/uploads';
import { viewCounter } from './modules/listings';
import { createRealtime } from './modules/realtime';
import { loggerOptions } from './logger';
import { contactRoutes } from './modules/messaging/routes';
import { searchRoutes } from './modules/search/routes';
import { siteRoutes, webAppRoutes } from './modules/site/routes';
import { geoRoutes } from './modules/geo/routes';
import { uploadedFileRoutes, uploadRoutes } from './modules/uploads/routes';
import { vocabularyRoutes } from './modules/vocabularies/routes';
import { listingRoutes } from './modules/listings/routes';
import { rentalRoutes } from './modules/rentals/routes';
import { autopayRoutes } from './modules/autopay/routes';
import { tenantPaymentRoutes } from './modules/tenant-payments/routes';
import { reviewRoutes } from './modules/reviews/routes';
import { analyticsRoutes } from './modules/analytics/routes';
import { microCaches } from './http/micro-cache';
import { rateLimitStore } from './http/rate-limit-store';
import { rateLimits } from './http/rate-limits';
import { startScaleOut } from './http/scale-out';
import { selectEventsFeed } from './adapters/events/select';
import { feedRoutes } from './modules/feeds/routes';
import { accountClosingRoutes } from './flows/account-closing';
import { invitationAcceptanceRoutes } from './flows/invitation-acceptance';
import { signUpRoutes } from './flows/sign-up';

export type BuildOptions = {
  /** an already open database (tests); otherwise the one the configuration names is opened */
  database?: Database;
  mailer?: Mailer;
  storage?: Storage;
  /** a card provider to use instead of the configured one (tests) */
  payments?: (db: Db) => PaymentProvider;
  /** where the log goes instead of standard output (tests read it) */
  logStream?: DestinationStream;
};

const contexts = new WeakMap<App, AppContext>();
const HTTP_CLOSING = 'closing the HTTP server (waiting for open requests)';
const closingSteps = new WeakMap<App, () => string>();

/** What closing the app is busy with now, for the line naming a shutdown step that hung (main.ts). */
export function closingStep(app: App): string {
  return closingSteps.get(app)?.() ?? 'closing the app';
}

/** The context an app was built with (tests call the jobs with it). */
export function appContext(app: App): AppContext {
  const ctx = contexts.get(app);
  if (!ctx) throw new Error('this app was not made by buildApp');
  return ctx;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // The HTTP server closes first (Fastify registers that hook last), then the hooks below, last one first.
  let step = HTTP_CLOSING;
  closingSteps.set(app, () => step);
  const onClose = (name: string, close: () => Promise<void>) =>
    app.addHook('onClose', async () => {
      step = name;
      await close();
    });

  const storage = options.storage ?? fileStorage(config, app.log);
  onClose('closing the file storage', () => storage.close());
  // A bucket that cannot be used stops the start, as a wrong setting does, before the database is opened
  // (docs/decisions/036-upload-storage.md).
  if (storage.kind === 's3')
    await storage.check().catch(async (err: unknown) => {
      await storage.close();
      throw err;
    });
  // Rate counters and cache invalidation through Redis when REDIS_URL is set; a start fails with a clear message
  // when Redis does not answer (docs/decisions/035-redis-scale-out.md). Its connections close last, after the
  // jobs, which may empty the caches.
  const redis = config.redisUrl ? { url: config.redisUrl, prefix: config.redisPrefix } : null;
  const scaleOut = await startScaleOut(redis, app.log).catch(async (err: unknown) => {
    await storage.close();
    throw err;
  });
  let database: Database;
  try {
    database =
      options.database ??
      (await openDatabase(config.database, {
        // The embedded server restarting itself, each attempt logged; out of attempts the app cannot serve and
        // exits non-zero naming why (docs/decisions/057-riding-out-a-database-outage.md).
        warn: (message) => app.log.warn(message),
        fatal: (message) => {
          app.log.fatal(message);
          process.exit(1);
        },
      }));
  } catch (err) {
    await scaleOut.close();
    await storage.close();
    throw err;
  }
  onClose('closing the Redis connections', () => scaleOut.close());
  const listingViews = viewCounter(database.db, (err) =>
    app.log.error({ err }, 'could not write listing views'),
  );
  // A connection PostgreSQL closed is logged (once per burst) and replaced by the pool (docs/decisions/057).
  database.onConnectionLost?.((err) =>
    app.log.warn({ err: { message: err.message } }, 'database connection lost: the pool reconnects'),
  );
  // The last counted visits are written before the database closes.
  onClose('closing the database', () => database.close());
  onClose('writing the last listing views', () => listingViews.stop());
  // Page views: the product's own store, and the outside services when configured (docs/decisions/064).
  const analytics = selectAnalytics(config, database.db, app.log);
  onClose('writing the last page views', () => analytics.stop());
  try {
    await database.exclusive(async (db) => {
      await migrate(database, db);
      const seeded = await runSeeds(db, { demo: config.seedDemo, storage, variant: config.site.variant });
      if (seeded.length > 0) app.log.info({ seeded }, 'seeded the database');
    });
  } catch (err) {
    await listingViews.stop();
    await analytics.stop();
    await database.close();
    await storage.close();
    await scaleOut.close();
    throw err;
  }

  const { siteName } = VARIANT_WORDING[config.site.variant];
  const mailer =
    options.mailer ??
    createMailer(
      { smtpUrl: config.mail.smtpUrl, from: config.mail.from ?? `"${siteName}" <no-reply@localhost>` },
      database.db,
      { sweepMs: config.mail.sweepMs, log: app.log },
    );
  onClose('closing the mailer', async () => mailer.close());
  const sessions = { db: database.db, key: await sessionSigningKey(database.db, config.jwtSecret) };
  app.decorateRequest('auth', null);
  const realtime = createRealtime(app.server, {
    sessions,
    redis,
    log: app.log,
  });
  // Sockets go before the HTTP server closes: an upgraded connection would otherwise keep it open.
  app.addHook('preClose', async () => {
    step = 'disconnecting sockets';
    await realtime.close();
    step = HTTP_CLOSING;
  });
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    mailer,
    storage,
    payments: options.payments ? options.payments(database.db) : paymentProvider(config, database.db),
    events: selectEventsFeed(config, database.db, scaleOut.shared),
    wording: VARIANT_WORDING[config.site.variant],
    sessions,
    auth: createAuthGuards(sessions, authenticate),
    listingViews,
    analytics,
    caches: microCaches(scaleOut.invalidation),
    limits: rateLimits(scaleOut.counter),
    uploads: uploadGuards(config.uploads, scaleOut.counter),
    realtime,
  };

  registerErrorHandling(app);
  // With PGlite, a request's statements share one place in the database queue (db/queue.ts); the scope is entered
  // again after the body is read, which happens in the socket's context. A PostgreSQL server has no such queue (its
  // pool bounds the wait), and skipping the scope spares every request the async context it would carry.
  if (database.connection.engine === 'pglite') {
    const resumeScope = new WeakMap<object, (fn: () => void) => void>();
    app.addHook('onRequest', (request, _reply, done) => {
      const scope = queueScope();
      resumeScope.set(request, scope);
      scope(done);
    });
    app.addHook('preValidation', (request, _reply, done) => {
      const resume = resumeScope.get(request);
      if (resume) resume(done);
      else done();
    });
  }
  securityHeaders(app, config);
  // The job scheduler starts last (below); the developer tool that runs a job now finds it here.
  const scheduler: SchedulerHolder = { current: null };
  await app.register(fastifyCompress, COMPRESSION_OPTIONS);
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { fileSize: 6 * 1024 * 1024, files: 15, fields: 20 } });
  // The contact form's and the messages' limits count in the same counter as the others (http/rate-limit-store.ts).
  await app.register(fastifyRateLimit, { global: false, store: rateLimitStore(scaleOut.counter) });
  await app.register(fastifySwagger, {
    openapi: { info: { title: `${siteName} API`, version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      // NUL and lone surrogates never reach a schema, a handler or the database (http/text-input.ts).
      api.addHook('preValidation', refuseUnstorableText);
      // Answers are not kept by browsers unless a route says they are public (http/cache-control.ts). The
      // read caches are emptied by the writes that change what they hold (http/micro-cache.ts).
      api.addHook('onSend', noStoreUnlessPublic);
      const scoped = api.withTypeProvider<ZodTypeProvider>();
      await siteRoutes(scoped, ctx);
      await searchRoutes(scoped, ctx);
      await contactRoutes(scoped, ctx);
      await accountRoutes(scoped, ctx);
      await paymentRoutes(scoped, ctx);
      await uploadRoutes(scoped, ctx);
      await geoRoutes(scoped, ctx);
      await vocabularyRoutes(scoped, ctx);
      await feedRoutes(scoped, ctx);
      await listingRoutes(scoped, ctx);
      await rentalRoutes(scoped, ctx);
      await autopayRoutes(scoped, ctx);
      await tenantPaymentRoutes(scoped, ctx);
      await reviewRoutes(scoped, ctx);
      await analyticsRoutes(scoped, ctx);
      // The use cases that span modules (docs/architecture.md "Flows").
      await signUpRoutes(scoped, ctx);
      await accountClosingRoutes(scoped, ctx);
      await invitationAcceptanceRoutes(scoped, ctx);
      await devJobRoutes(scoped, ctx, scheduler);
    },
    { prefix: '/api' },
  );
  // /uploads/<key>: from the disk or the bucket, before the web app's catch-all (docs/decisions/036).
  await uploadedFileRoutes(app, ctx);
  await webAppRoutes(app, ctx);
  contexts.set(app, ctx);

  // Registered last, so it stops first on close (onClose hooks run in reverse), before the database closes.
  if (config.jobs) {
    try {
      scheduler.current = await startScheduler(ctx, app.log);
      const started = scheduler.current;
      onClose('stopping the job scheduler (pg-boss)', () => started.stop());
    } catch (err) {
      // The site keeps serving, but nothing renews or warns members until the scheduler starts: say so loudly.
      app.log.error(
        { err },
        'the job scheduler (pg-boss) could not start: lister renewals and seeker expiry notices will not run ' +
          'in this process; fix the cause and restart, or set JOBS=false where another process runs the jobs',
      );
    }
  }
  return app;
}
