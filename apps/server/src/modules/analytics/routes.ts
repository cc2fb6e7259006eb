// Page-view analytics over HTTP (docs/decisions/064-page-view-analytics.md): the web app's beacon, and the
// admin's report.
import {
  analyticsRangeQuery,
  analyticsReport as analyticsReportAnswer,
  pageViewAccepted,
  pageViewBatch,
} from '@crashpad/shared/api/analytics';
import { utcDay } from '../../adapters/analytics/analytics';
import type { App, AppContext } from '../../context';
import { ingest, ownHostsOf } from './ingest';
import { analyticsReport } from './report';

const tags = ['analytics'];
/** a beacon's body: 50 events of 2 paths of 2,048 characters fit, with room */
const BEACON_BODY_LIMIT = 256 * 1024;
const MAX_USER_AGENT = 512;

export async function analyticsRoutes(app: App, ctx: AppContext): Promise<void> {
  const { analytics, config } = ctx;
  const { debug } = config.analytics;

  // The beacon: malformed input is refused (400 naming the field, as everywhere); events of bots and health
  // checks, and paths that are not the app's pages, are dropped and counted in the answer. Nothing it sends can
  // make it fail: the store's and the services' troubles are logged, and it is answered 202 all the same.
  app.post(
    '/analytics/events',
    {
      schema: { tags, body: pageViewBatch, response: { 202: pageViewAccepted } },
      bodyLimit: BEACON_BODY_LIMIT,
    },
    async (request, reply) => {
      const userAgent = request.headers['user-agent']?.slice(0, MAX_USER_AGENT);
      const { views, dropped } = ingest(request.body, {
        userAgent,
        ownHosts: ownHostsOf(config.publicUrl, request.headers.host),
        day: utcDay(new Date()),
      });
      if (views.length > 0) await analytics.record(views, { ip: request.ip, userAgent: userAgent! });
      // docs/product/specification/1-accounts-and-shell.md §9 "debug on": each page view's path, never who sent it
      if (debug) {
        for (const view of views) request.log.info({ path: view.path }, 'analytics: page view');
        for (const d of dropped)
          request.log.info({ path: d.path, reason: d.reason }, 'analytics: page view dropped');
      }
      return reply.code(202).send({ accepted: views.length, dropped: dropped.length });
    },
  );

  app.get(
    '/admin/analytics',
    {
      schema: { tags, querystring: analyticsRangeQuery, response: { 200: analyticsReportAnswer } },
      preHandler: ctx.auth.admin,
    },
    async (request) => {
      // what this process has counted and not yet written goes in first
      await analytics.flush();
      return analyticsReport(ctx.db, request.query.days, analytics.forwarding);
    },
  );
}
