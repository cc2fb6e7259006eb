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

export type WorkQueue = {
  /** runs work when the connection is free, or refuses it with DatabaseBusy */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** how many wait now (for tests and diagnostics) */
  readonly waiting: number;
};

/** One piece of work at a time (PGlite has one connection), up to `maxWaiting` waiting in order. */
export function workQueue(limits: QueueLimits): WorkQueue {
  let busy = false;
  const line: { start(): void }[] = [];

  const next = () => {
    const waiter = line.shift();
    if (waiter) waiter.start();
    else busy = false;
  };
  const begin = <T>(work: () => Promise<T>): Promise<T> => {
    busy = true;
    let result: Promise<T>;
    try {
      result = work();
    } catch (err) {
      result = Promise.reject(err);
    }
    result.then(next, next);
    return result;
  };

  return {
    run(work) {
      if (!busy) return begin(work);
      if (line.length >= limits.maxWaiting) return Promise.reject(new DatabaseBusy('full'));
      return new Promise((resolve, reject) => {
        const waiter = {
          start() {
            clearTimeout(timer);
            begin(work).then(resolve, reject);
          },
        };
        const timer = setTimeout(() => {
          line.splice(line.indexOf(waiter), 1);
          reject(new DatabaseBusy('timeout'));
        }, limits.waitTimeoutMs);
        timer.unref();
        line.push(waiter);
      });
    },
    get waiting() {
      return line.length;
    },
  };
}
