// A local server that answers like the Stripe API, for the Stripe adapter's tests (stripe.test.ts,
// stripe-connect.test.ts): the adapter runs on the real SDK pointed at it, and each test reads what the SDK put on
// the wire (path, form params, headers). Call fakeStripeApi() at the top of a test file: it registers that file's
// hooks (files share a worker's module cache, so nothing here may run at import).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { PaymentError, type PaymentProvider } from './provider';
import { stripeProvider } from './stripe';

export const SECRET_KEY = 'sk_test_51QvJzRL2eZvKYlo2adapterTests';
export const WEBHOOK_SECRET = 'whsec_adapter_test_secret';

export type Sent = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  params: Record<string, string>;
};
type Reply = { status: number; body: unknown } | 'hang-up';

export function listen(handler: Parameters<typeof createServer>[1]): Promise<Server> {
  const s = createServer(handler);
  return new Promise((resolve) => s.listen(0, '127.0.0.1', () => resolve(s)));
}

export const stripeAt = (at: number, webhookSecret: string | null = WEBHOOK_SECRET): PaymentProvider =>
  stripeProvider({
    secretKey: SECRET_KEY,
    publishableKey: 'pk_test_51QvJzRL2eZvKYlo2adapterTests',
    webhookSecret,
    host: '127.0.0.1',
    port: at,
    protocol: 'http',
  });

/** The refusal `run` ends in; fails the test when it succeeds or throws anything else. */
export async function refusal(run: () => Promise<unknown>): Promise<PaymentError> {
  try {
    await run();
  } catch (err) {
    if (err instanceof PaymentError) return err;
    throw err;
  }
  throw new Error('expected a refusal');
}

export function fakeStripeApi() {
  const sent: Sent[] = [];
  const replies = new Map<string, Reply>();
  let server: Server;
  let port = 0;

  beforeAll(async () => {
    server = await listen((req, res) => {
      let raw = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (raw += chunk));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://127.0.0.1');
        const form = req.method === 'GET' ? url.searchParams : new URLSearchParams(raw);
        sent.push({
          method: req.method ?? '',
          path: url.pathname,
          headers: req.headers,
          params: Object.fromEntries(form),
        });
        const reply = replies.get(`${req.method} ${url.pathname}`) ?? {
          status: 404,
          body: {
            error: {
              message: `Unrecognized request URL (${req.method}: ${url.pathname}).`,
              type: 'invalid_request_error',
            },
          },
        };
        if (reply === 'hang-up') {
          req.socket.destroy();
          return;
        }
        res.writeHead(reply.status, {
          'content-type': 'application/json',
          'request-id': `req_test${sent.length}`,
        });
        res.end(JSON.stringify(reply.body));
      });
    });
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(() => {
    sent.length = 0;
    replies.clear();
  });

  return {
    sent,
    /** What the fake API answers to `METHOD /v1/...`; anything else gets Stripe's "unrecognized URL" 404. */
    answer(method: 'GET' | 'POST', path: string, status: number, body: unknown) {
      replies.set(`${method} ${path}`, { status, body });
    },
    /** The connection to `METHOD /v1/...` is dropped without an answer. */
    hangUp(method: 'GET' | 'POST', path: string) {
      replies.set(`${method} ${path}`, 'hang-up');
    },
    port: () => port,
    stripe: () => stripeAt(port),
    /** The one request the test made. */
    only(): Sent {
      expect(sent).toHaveLength(1);
      return sent[0]!;
    },
  };
}
