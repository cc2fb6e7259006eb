// Runs jobs a few at a time, the others waiting in line; when the line is full, a new job is refused at once
// (docs/decisions/015-image-safety.md: decoded images are what fills memory, so only a few at once).

export type WorkQueue = {
  /** runs `work` when a place is free; throws `full()` at once when `maxWaiting` jobs already wait */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** jobs running now */
  readonly running: number;
  /** jobs waiting for a place */
  readonly waiting: number;
};

export function workQueue(options: {
  concurrency: number;
  maxWaiting: number;
  full: () => Error;
}): WorkQueue {
  const { concurrency, maxWaiting, full } = options;
  const line: (() => void)[] = [];
  let running = 0;

  const finished = () => {
    const next = line.shift();
    // The place passes straight to the next job, so `running` stays as it is.
    if (next) next();
    else running -= 1;
  };

  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running < concurrency) running += 1;
      else if (line.length >= maxWaiting) throw full();
      else await new Promise<void>((start) => line.push(start));
      try {
        return await work();
      } finally {
        finished();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return line.length;
    },
  };
}
