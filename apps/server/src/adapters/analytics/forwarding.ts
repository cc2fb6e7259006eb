// Page views sent on to a real analytics service (docs/decisions/064-page-view-analytics.md), besides the
// product's own store: Plausible's events API or Google Analytics 4's Measurement Protocol. Sending never holds
// the beacon up: the requests wait in a bounded queue, FORWARD_CONCURRENCY at a time, each given up after the
// configured timeout. A failure (an error status, a refused connection, a timeout) or a page view dropped from a
// full queue is counted and logged at most every FAILURE_LOG_MS, naming the service and the reason — never the
// request's address, which for GA4 carries the API secret.
import type { ForwardingService, PageView, Visitor } from './analytics';
import { clientIdOf } from './analytics';

export const FORWARD_CONCURRENCY = 8;
export const FORWARD_QUEUE = 5_000;
const FAILURE_LOG_MS = 60_000;
export const GA4_ENDPOINT = 'https://www.google-analytics.com/mp/collect';
/** GA4 takes at most 25 events in one request */
const GA4_EVENTS_PER_REQUEST = 25;

export type ForwardLog = (details: Record<string, unknown>, message: string) => void;

/** A page view as a service is told of it: where it was, from where, and who (the visitor's own headers). */
export type Forwarded = PageView & { url: string; visitor: Visitor; hash: bigint };

export type Forwarder = {
  name: ForwardingService;
  send(views: Forwarded[]): void;
  /** resolves once nothing is queued or under way */
  idle(): Promise<void>;
  /** drops what waits (counted as dropped) and resolves once the requests under way have ended */
  stop(): Promise<void>;
};

type Request = { url: string; init: RequestInit };

/** Why a request failed, in words safe for the log. */
function reasonOf(err: unknown): string {
  if (err instanceof Error) {
    if (err.name === 'TimeoutError' || err.name === 'AbortError') return 'timed out';
    const code = (err.cause as { code?: unknown } | undefined)?.code;
    return typeof code === 'string' ? code : err.name;
  }
  return 'failed';
}

/** Requests sent a few at a time, within a bounded queue; failures counted and told now and then. */
export function sendQueue(
  name: ForwardingService,
  log: ForwardLog,
  timeoutMs: number,
  options: { concurrency?: number; queue?: number } = {},
) {
  const concurrency = options.concurrency ?? FORWARD_CONCURRENCY;
  const limit = options.queue ?? FORWARD_QUEUE;
  const waiting: Request[] = [];
  let running = 0;
  let failed = 0;
  let dropped = 0;
  let lastReason = '';
  let toldAt = -Infinity;
  let idle: { promise: Promise<void>; resolve: () => void } | null = null;

  const tell = (force = false) => {
    if (failed + dropped === 0) return;
    const now = Date.now();
    if (!force && now - toldAt < FAILURE_LOG_MS) return;
    toldAt = now;
    log(
      { service: name, failed, dropped, reason: lastReason },
      `analytics: forwarding to ${name} failed (page views are still counted here)`,
    );
    failed = 0;
    dropped = 0;
  };

  const next = () => {
    while (running < concurrency && waiting.length > 0) {
      const request = waiting.shift()!;
      running++;
      fetch(request.url, { ...request.init, signal: AbortSignal.timeout(timeoutMs) })
        .then(async (response) => {
          // the answer is read to its end, so the connection goes back to the pool
          await response.arrayBuffer().catch(() => undefined);
          if (!response.ok) {
            failed++;
            lastReason = `status ${response.status}`;
          }
        })
        .catch((err: unknown) => {
          failed++;
          lastReason = reasonOf(err);
        })
        .finally(() => {
          running--;
          tell();
          next();
          if (running === 0 && waiting.length === 0 && idle) {
            idle.resolve();
            idle = null;
          }
        });
    }
  };

  return {
    push(request: Request): void {
      if (waiting.length >= limit) {
        dropped++;
        lastReason = 'queue full';
        tell();
        return;
      }
      waiting.push(request);
      next();
    },
    idle(): Promise<void> {
      if (running === 0 && waiting.length === 0) {
        tell(true);
        return Promise.resolve();
      }
      if (!idle) {
        let resolve!: () => void;
        const promise = new Promise<void>((r) => (resolve = r));
        idle = { promise, resolve };
      }
      return idle.promise.then(() => tell(true));
    },
    stop(): Promise<void> {
      dropped += waiting.length;
      if (waiting.length > 0) lastReason = 'shutting down';
      waiting.length = 0;
      return this.idle();
    },
  };
}

/**
 * Plausible's events API (https://plausible.io/docs/events-api): one request per page view to
 * <PLAUSIBLE_URL>/api/event, with the visitor's User-Agent and address (X-Forwarded-For), from which Plausible
 * makes its own daily visitor hash; a listing's page carries its id as a custom property.
 */
export function plausibleForwarder(
  settings: { url: string; domain: string; timeoutMs: number },
  log: ForwardLog,
  options?: { concurrency?: number; queue?: number },
): Forwarder {
  const queue = sendQueue('plausible', log, settings.timeoutMs, options);
  const endpoint = `${settings.url.replace(/\/+$/, '')}/api/event`;
  return {
    name: 'plausible',
    send(views) {
      for (const view of views)
        queue.push({
          url: endpoint,
          init: {
            method: 'POST',
            headers: {
              'Content-Type': 'application/json',
              'User-Agent': view.visitor.userAgent,
              'X-Forwarded-For': view.visitor.ip,
            },
            body: JSON.stringify({
              name: 'pageview',
              url: view.url,
              domain: settings.domain,
              referrer: view.referrer,
              ...(view.listingId ? { props: { listing_id: String(view.listingId) } } : {}),
            }),
          },
        });
    },
    idle: () => queue.idle(),
    stop: () => queue.stop(),
  };
}

/**
 * Google Analytics 4's Measurement Protocol (https://developers.google.com/analytics/devguides/collection/protocol/ga4):
 * a visitor's page views, 25 at most a request, as page_view events with page_location and page_referrer, under
 * a client_id made from the day's visitor hash (so no cookie and no stored id: a visitor is new to GA4 each day).
 * The address is not sent.
 */
export function ga4Forwarder(
  settings: { measurementId: string; apiSecret: string; timeoutMs: number; endpoint?: string },
  log: ForwardLog,
  options?: { concurrency?: number; queue?: number },
): Forwarder {
  const queue = sendQueue('ga4', log, settings.timeoutMs, options);
  const query = new URLSearchParams({
    measurement_id: settings.measurementId,
    api_secret: settings.apiSecret,
  });
  const endpoint = `${settings.endpoint ?? GA4_ENDPOINT}?${query}`;
  return {
    name: 'ga4',
    send(views) {
      const byClient = new Map<string, Forwarded[]>();
      for (const view of views) {
        const id = clientIdOf(view.hash);
        const list = byClient.get(id);
        if (list) list.push(view);
        else byClient.set(id, [view]);
      }
      for (const [clientId, list] of byClient)
        for (let i = 0; i < list.length; i += GA4_EVENTS_PER_REQUEST)
          queue.push({
            url: endpoint,
            init: {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', 'User-Agent': list[0]!.visitor.userAgent },
              body: JSON.stringify({
                client_id: clientId,
                non_personalized_ads: true,
                events: list.slice(i, i + GA4_EVENTS_PER_REQUEST).map((view) => ({
                  name: 'page_view',
                  params: {
                    page_location: view.url,
                    ...(view.referrer ? { page_referrer: view.referrer } : {}),
                    ...(view.listingId ? { listing_id: view.listingId } : {}),
                    engagement_time_msec: 1,
                  },
                })),
              }),
            },
          });
    },
    idle: () => queue.idle(),
    stop: () => queue.stop(),
  };
}
