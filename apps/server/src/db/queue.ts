import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';

// Load shedding in front of the database (docs/decisions/020-load-shedding-and-shutdown.md): work waits for
// the connection in a bounded line, for a bounded time; past either bound it is refused with DatabaseBusy,
// which the HTTP layer answers with 503 and Retry-After, instead of a request that hangs.

export type QueueLimits = {
  /** statements or transactions that may wait beyond the running ones */
  maxWaiting: number;
  /** how long one may wait for the connection before it is refused */
  waitTimeoutMs: number;
};

export const DEFAULT_QUEUE_LIMITS: QueueLimits = { maxWaiting: 200, waitTimeoutMs: 5_000 };

/** The database had no room for this work: the line was full, or the wait took too long. */
export class DatabaseBusy extends Error {
  constructor(readonly reason: 'full' | 'timeout') {
    super(reason === 'full' ? 'the database queue is full' : 'waited too long for a database connection');
  }
}

/** The DatabaseBusy behind an error (drizzle wraps a failed statement's error as its cause), if any. */
export function databaseBusy(err: unknown): DatabaseBusy | undefined {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1)
    if (e instanceof DatabaseBusy) return e;
  return undefined;
}

/** The request a statement belongs to: once one of its statements has run, the rest go first. */
type Scope = { admitted: boolean };
const scopes = new AsyncLocalStorage<Scope>();

/**
 * A new request in the queue's eyes: answers a function that runs work (and all it starts) as that request. Call
 * it again where the request resumes from elsewhere (Fastify reads a body in the socket's context).
 */
export function queueScope(): (fn: () => void) => void {
  const resource = scopes.run({ admitted: false }, () => new AsyncResource('crashpad-database-queue'));
  return (fn) => resource.runInAsyncScope(fn);
}

/**
 * Runs fn, and the work it starts, as no request: work done for several requests at once (a batch of reads,
 * http/batch-loader.ts) waits in line as new work, not ahead of it as the request that happened to start it.
 */
export function outsideRequests(fn: () => void): void {
  scopes.exit(fn);
}

/** Whether the work running now belongs to a request (for tests and diagnostics). */
export function inRequestScope(): boolean {
  return scopes.getStore() !== undefined;
}

export type WorkQueue = {
  /** runs work when the connection is free, or refuses it with DatabaseBusy */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** how many wait now (for tests and diagnostics) */
  readonly waiting: number;
};

/**
 * One piece of work at a time (PGlite has one connection), up to `maxWaiting` waiting. A request whose first
 * statement has run goes ahead of new ones, so a request once started finishes quickly and the wait (and the
 * refusals) fall on requests that have not begun: a request with five statements waits once, not five times.
 */
export function workQueue(limits: QueueLimits): WorkQueue {
  let busy = false;
  const started: Waiter[] = [];
  const fresh: Waiter[] = [];
  type Waiter = { start(): void };

  // PGlite runs a statement synchronously on the event loop and answers through promises alone: work started
  // straight from the last one's end would hold the loop for as long as requests keep coming, with no timer (no
  // refusal), no new connection and not even /api/health in between. The connection counts as busy until
  // pending I/O and timers have had their turn; work arriving meanwhile waits in line.
  const next = () => {
    const waiter = started.shift() ?? fresh.shift();
    if (waiter) waiter.start();
    else busy = false;
  };
  // How long one piece of work holds the connection, on average (with the turn it gives the event loop): a
  // new request that could not start within waitTimeoutMs is refused at once instead of after waiting for it.
  let averageMs = 0;
  let since = 0;
  const release = () =>
    setImmediate(() => {
      averageMs = averageMs * 0.9 + (performance.now() - since) * 0.1;
      next();
    });
  const begin = <T>(work: () => Promise<T>, scope: Scope | undefined): Promise<T> => {
    busy = true;
    since = performance.now();
    if (scope) scope.admitted = true;
    let result: Promise<T>;
    try {
      result = work();
    } catch (err) {
      result = Promise.reject(err);
    }
    result.then(release, release);
    return result;
  };

  return {
    run(work) {
      const scope = scopes.getStore();
      if (!busy) return begin(work, scope);
      const line = scope?.admitted ? started : fresh;
      // A started request is never refused for a full line: refusing it would waste the work it has done.
      if (
        line === fresh &&
        (started.length + fresh.length >= limits.maxWaiting ||
          (started.length + fresh.length + 1) * averageMs > limits.waitTimeoutMs)
      )
        return Promise.reject(new DatabaseBusy('full'));
      return new Promise((resolve, reject) => {
        const waiter = {
          start() {
            clearTimeout(timer);
            begin(work, scope).then(resolve, reject);
          },
        };
        const timer = setTimeout(() => {
          const place = line.indexOf(waiter);
          if (place < 0) return; // already on its way to start
          line.splice(place, 1);
          reject(new DatabaseBusy('timeout'));
        }, limits.waitTimeoutMs);
        timer.unref();
        line.push(waiter);
      });
    },
    get waiting() {
      return started.length + fresh.length;
    },
  };
}
