// Builds the whole HTTP application; tests build it the same way (docs/architecture.md).
import Fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyHelmet from '@fastify/helmet';
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
import { createMailer, type Mailer } from './adapters/mail/mailer';
import { localStorage, type Storage } from './adapters/storage/storage';
import type { Config } from './config';
import type { App, AppContext } from './context';
import { openDatabase, type Database } from './db/client';
import { migrate } from './db/migrate';
import { runSeeds } from './db/seed/run';
import { createAuthGuards } from './http/auth';
import { registerErrorHandling } from './http/errors';
import { sessionSigningKey } from './modules/accounts/secrets';
import { loggerOptions } from './logger';
import { authRoutes } from './modules/accounts/auth-routes';
import { adminRoutes } from './modules/accounts/admin-routes';
import { deactivationRoutes } from './modules/accounts/deactivation-routes';
import { profileRoutes } from './modules/accounts/profile-routes';
import { recoveryRoutes } from './modules/accounts/recovery-routes';
import { settingsRoutes } from './modules/accounts/settings-routes';
import { contactRoutes } from './modules/messaging/contact-routes';
import { searchRoutes } from './modules/search/routes';
import { siteRoutes } from './modules/site/routes';
import { webAppRoutes } from './modules/site/web-app';

export type BuildOptions = {
  /** an already open database (tests); otherwise the one the configuration names is opened */
  database?: Database;
  mailer?: Mailer;
  storage?: Storage;
};

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? (await openDatabase(config.database));
  app.addHook('onClose', async () => {
    await database.close();
  });
  try {
    await database.exclusive(async (db) => {
      await migrate(database, db);
      const seeded = await runSeeds(db, { demo: config.seedDemo });
      if (seeded.length > 0) app.log.info({ seeded }, 'seeded the database');
    });
  } catch (err) {
    await database.close();
    throw err;
  }

  const { siteName } = VARIANT_WORDING[config.site.variant];
  const mailer =
    options.mailer ??
    createMailer(
      { smtpUrl: config.mail.smtpUrl, from: config.mail.from ?? `"${siteName}" <no-reply@localhost>` },
      database.db,
    );
  app.addHook('onClose', async () => mailer.close());
  const sessions = { db: database.db, key: await sessionSigningKey(database.db, config.jwtSecret) };
  app.decorateRequest('auth', null);
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    mailer,
    storage: options.storage ?? localStorage(config.dataDir),
    wording: VARIANT_WORDING[config.site.variant],
    sessions,
    auth: createAuthGuards(sessions),
  };

  registerErrorHandling(app);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its CSS variables into a <style> element at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // The app is served over plain HTTP on a developer's machine; HSTS is the reverse proxy's job.
    strictTransportSecurity: config.publicUrl.startsWith('https://'),
  });
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { fileSize: 6 * 1024 * 1024, files: 15, fields: 20 } });
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifySwagger, {
    openapi: { info: { title: `${siteName} API`, version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      const scoped = api.withTypeProvider<ZodTypeProvider>();
      await siteRoutes(scoped, ctx);
      await searchRoutes(scoped, ctx);
      await contactRoutes(scoped, ctx);
      await authRoutes(scoped, ctx);
      await settingsRoutes(scoped, ctx);
      await recoveryRoutes(scoped, ctx);
      await profileRoutes(scoped, ctx);
      await deactivationRoutes(scoped, ctx);
      await adminRoutes(scoped, ctx);
    },
    { prefix: '/api' },
  );
  await webAppRoutes(app, ctx);
  return app;
}
