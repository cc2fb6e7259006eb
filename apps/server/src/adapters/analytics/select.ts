// Which analytics backends record page views (docs/decisions/064-page-view-analytics.md): the product's own
// store always (the admin's report reads it), and besides it Plausible when PLAUSIBLE_URL is set and Google
// Analytics 4 when GA4_MEASUREMENT_ID and GA4_API_SECRET are.
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Analytics, PageView, Visitor } from './analytics';
import { visitorHash } from './analytics';
import { ANALYTICS_FLUSH_MS, firstPartyStore } from './first-party';
import { ga4Forwarder, plausibleForwarder, type Forwarder } from './forwarding';
import { dailySalts } from './salts';

/** The log lines the adapter writes: failures only, never a visitor's address or hash. */
export type AnalyticsLog = {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

export function createAnalytics(options: {
  db: Db;
  /** the site as the visitor hash names it (PUBLIC_URL's host) */
  site: string;
  /** PUBLIC_URL: the page addresses the services are told */
  publicUrl: string;
  forwarders: Forwarder[];
  log: AnalyticsLog;
  flushMs?: number;
}): Analytics {
  const { db, site, publicUrl, forwarders, log } = options;
  const store = firstPartyStore(
    db,
    (err, message) => (err ? log.error({ err }, message) : log.warn({}, message)),
    options.flushMs ?? ANALYTICS_FLUSH_MS,
  );
  const salts = dailySalts(db);
  let saltFailures = 0;
  return {
    forwarding: forwarders.map((f) => f.name),
    async record(views: PageView[], visitor: Visitor) {
      const days = new Map<string, bigint>();
      try {
        for (const view of views)
          if (!days.has(view.day))
            days.set(view.day, visitorHash(await salts.forDay(view.day), site, visitor));
      } catch (err) {
        // Without the day's salt there is no visitor to count: these page views are lost, and said so once in
        // a while (the database is away; it answers again on its own).
        if (saltFailures++ % 1000 === 0)
          log.error(
            { err, dropped: saltFailures },
            'analytics: the day’s salt could not be read; page views dropped',
          );
        return;
      }
      for (const view of views) store.add(view, days.get(view.day)!);
      if (forwarders.length === 0) return;
      const forwarded = views.map((view) => ({
        ...view,
        url: `${publicUrl}${view.path}`,
        visitor,
        hash: days.get(view.day)!,
      }));
      for (const forwarder of forwarders) forwarder.send(forwarded);
    },
    flush: () => store.flush(),
    async stop() {
      await store.stop();
      await Promise.all(forwarders.map((f) => f.stop()));
    },
  };
}

export function selectAnalytics(config: Config, db: Db, log: AnalyticsLog): Analytics {
  const { plausible, ga4, timeoutMs, site } = config.analytics;
  const told = (details: Record<string, unknown>, message: string) => log.warn(details, message);
  const forwarders: Forwarder[] = [];
  if (plausible) forwarders.push(plausibleForwarder({ ...plausible, timeoutMs }, told));
  if (ga4) forwarders.push(ga4Forwarder({ ...ga4, timeoutMs }, told));
  return createAnalytics({ db, site, publicUrl: config.publicUrl, forwarders, log });
}
