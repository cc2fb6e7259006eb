import { describe, expect, it } from 'vitest';
import { workQueue } from './work-queue';

/** A job that runs until `finish()` is called, recording when it starts. */
function job(log: string[], name: string) {
  let finish!: (value: string) => void;
  let fail!: (err: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return {
    work: () => {
      log.push(`start ${name}`);
      return done;
    },
    finish: () => finish(name),
    fail: (message: string) => fail(new Error(message)),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));
const full = () => new Error('full');

describe('workQueue', () => {
  it('runs at most `concurrency` jobs at once, the others in the order they came', async () => {
    const log: string[] = [];
    const queue = workQueue({ concurrency: 2, maxWaiting: 10, full });
    const jobs = ['a', 'b', 'c', 'd'].map((n) => job(log, n));
    const results = jobs.map((j) => queue.run(j.work));
    await tick();
    expect(log).toEqual(['start a', 'start b']);
    expect({ running: queue.running, waiting: queue.waiting }).toEqual({ running: 2, waiting: 2 });
    jobs[1]!.finish();
    await tick();
    expect(log).toEqual(['start a', 'start b', 'start c']);
    jobs[0]!.finish();
    jobs[2]!.finish();
    await tick();
    expect(log).toEqual(['start a', 'start b', 'start c', 'start d']);
    jobs[3]!.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect({ running: queue.running, waiting: queue.waiting }).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a job when the waiting list is full, without running it', async () => {
    const log: string[] = [];
    const queue = workQueue({ concurrency: 1, maxWaiting: 1, full });
    const first = job(log, 'first');
    const second = job(log, 'second');
    const third = job(log, 'third');
    const running = queue.run(first.work);
    const waiting = queue.run(second.work);
    await expect(queue.run(third.work)).rejects.toThrow('full');
    first.finish();
    second.finish();
    expect([await running, await waiting]).toEqual(['first', 'second']);
    expect(log).toEqual(['start first', 'start second']);
  });

  it('frees the place of a job that fails, and passes its error on', async () => {
    const log: string[] = [];
    const queue = workQueue({ concurrency: 1, maxWaiting: 0, full });
    const broken = job(log, 'broken');
    const result = queue.run(broken.work);
    broken.fail('cannot decode');
    await expect(result).rejects.toThrow('cannot decode');
    const next = job(log, 'next');
    const answer = queue.run(next.work);
    next.finish();
    expect(await answer).toBe('next');
  });

  it('frees the place of a job that throws before it returns a promise', async () => {
    const queue = workQueue({ concurrency: 1, maxWaiting: 0, full });
    await expect(
      queue.run(() => {
        throw new Error('at once');
      }),
    ).rejects.toThrow('at once');
    expect(await queue.run(async () => 'after')).toBe('after');
  });
});
