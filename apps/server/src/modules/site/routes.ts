import { sql } from 'drizzle-orm';
import {
  emailStatsAnswer,
  idParams,
  metricsAnswer,
  outboxEmailAnswer,
  outboxListAnswer,
  siteAnswer,
} from '@crashpad/shared/api/site';
import type { App, AppContext } from '../../context';
import { migrationsApplied } from '../../db/migrate';
import { devToolsGuard } from '../../http/dev-tools';
import { NotFound } from '../../errors';
import { emailStats, outboxEmail, outboxList, platformMetrics, siteSettings } from './service';

const tags = ['site'];

export async function siteRoutes(app: App, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  app.get('/health', { schema: { tags } }, async () => ({ status: 'ok' }));

  app.get('/ready', { schema: { tags } }, async (request, reply) => {
    try {
      await db.execute(sql`SELECT 1`);
      if (!(await migrationsApplied(db)))
        return reply.code(503).send({ status: 'migrating', message: 'Migrations are not applied yet.' });
      return { status: 'ready' };
    } catch (err) {
      request.log.error({ err: { message: (err as Error).message } }, 'readiness check failed');
      // not ready while the database is out of reach; ready again as soon as it answers (decision 057)
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ status: 'unavailable', message: 'The database is not reachable.' });
    }
  });

  app.get('/site', { schema: { tags, response: { 200: siteAnswer } } }, () => siteSettings(ctx));

  app.get('/metrics', { schema: { tags, response: { 200: metricsAnswer } } }, () => platformMetrics(db));

  app.get('/emails', { schema: { tags, response: { 200: emailStatsAnswer } } }, () => emailStats(db));

  // The local outbox: only for admins, or on this machine outside production (docs/decisions/019). Over SMTP
  // the list is the mail queue, envelopes only (docs/decisions/059-mail-queue.md); the bodies are the outbox's.
  const devTools = devToolsGuard(ctx.auth, ctx.config.environment);
  const outboxOnly = async () => {
    if (ctx.mailer.transport !== 'outbox')
      throw new NotFound('The outbox is not active: e-mails go through SMTP.');
  };
  app.get(
    '/dev/outbox',
    { onRequest: [devTools], schema: { tags, response: { 200: outboxListAnswer } } },
    () => outboxList(db, ctx.mailer.transport),
  );
  app.get(
    '/dev/outbox/:id',
    {
      onRequest: [devTools, outboxOnly],
      schema: { tags, params: idParams, response: { 200: outboxEmailAnswer } },
    },
    (request) => outboxEmail(db, request.params.id),
  );
}

// The web app's pages are served outside /api; app.ts registers them on the root.
export { webAppRoutes } from './web-app';
