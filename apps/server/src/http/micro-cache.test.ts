import { describe, expect, it } from 'vitest';
import { fullCollection } from '../../test/full-collection';
import { microCache, microCaches } from './micro-cache';

function clock() {
  let t = 1_000;
  return { now: () => t, advance: (ms: number) => void (t += ms) };
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('microCache', () => {
  it('keeps an answer for its time limit, then loads again', async () => {
    const c = clock();
    const cache = microCache<number>(5_000, 10, { now: c.now });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    c.advance(4_999);
    expect(await cache.get('a', load)).toBe(1);
    c.advance(1);
    expect(await cache.get('a', load)).toBe(2);
    expect(await cache.get('b', load)).toBe(3);
  });

  it('shares one running load among identical reads', async () => {
    const cache = microCache<string>(5_000, 10);
    const d = deferred<string>();
    let loads = 0;
    const load = () => (loads++, d.promise);
    const both = Promise.all([cache.get('a', load), cache.get('a', load)]);
    d.resolve('answer');
    expect(await both).toEqual(['answer', 'answer']);
    expect(loads).toBe(1);
  });

  it('does not keep a failed load', async () => {
    const cache = microCache<string>(5_000, 10);
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 'back')).toBe('back');
  });

  it('forgets a key or everything, including loads still running', async () => {
    const cache = microCache<string>(5_000, 10);
    const running = deferred<string>();
    const first = cache.get('a', () => running.promise);
    await cache.get('b', async () => 'b1');
    cache.clear();
    running.resolve('before the write');
    expect(await first).toBe('before the write');
    expect(await cache.get('a', async () => 'after the write')).toBe('after the write');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
    cache.forget('a');
    expect(await cache.get('a', async () => 'again')).toBe('again');
    expect(await cache.get('b', async () => 'b3')).toBe('b2');
  });

  it('keeps at most its number of entries, dropping the oldest', async () => {
    const cache = microCache<string>(5_000, 2);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    expect(await cache.get('c', async () => 'c2')).toBe('c1');
  });
});

describe('microCache that keeps on the second read', () => {
  /** a cache that keeps on the second read, on a clock the test moves, and a load that answers its count */
  function countingCache() {
    const c = clock();
    const cache = microCache<number>(5_000, 10, { keepOnSecondRead: true, now: c.now });
    let loads = 0;
    return { c, cache, load: async () => ++loads };
  }

  it('keeps an answer only once its key is read again within the time limit, then for the limit', async () => {
    const { c, cache, load } = countingCache();
    expect(await cache.get('a', load)).toBe(1);
    c.advance(4_000);
    // the second read in the window loads again, and its answer is kept from now on
    expect(await cache.get('a', load)).toBe(2);
    c.advance(4_999);
    expect(await cache.get('a', load)).toBe(2);
    c.advance(1);
    expect(await cache.get('a', load)).toBe(3);
  });

  it('forgets a key read once when the time limit passes before its second read', async () => {
    const { c, cache, load } = countingCache();
    expect(await cache.get('a', load)).toBe(1);
    c.advance(5_000);
    expect(await cache.get('a', load)).toBe(2);
    // that was a first read again: the next one loads and is kept
    expect(await cache.get('a', load)).toBe(3);
    expect(await cache.get('a', load)).toBe(3);
  });

  it('keeps a key read steadily with one load per time limit', async () => {
    const { c, cache, load } = countingCache();
    const answers: number[] = [];
    for (let second = 0; second < 20; second++, c.advance(1_000)) answers.push(await cache.get('a', load));
    // the first two reads load; after that, one load each time the kept answer expires
    expect(answers).toEqual([1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 5, 5, 5, 5]);
  });

  it('forgets the answer of a key but not that it was asked for', async () => {
    const cache = microCache<string>(5_000, 10, { keepOnSecondRead: true });
    await cache.get('a', async () => 'a1');
    await cache.get('a', async () => 'a2');
    cache.forget('a');
    // read afresh, and kept at once
    expect(await cache.get('a', async () => 'a3')).toBe('a3');
    expect(await cache.get('a', async () => 'a4')).toBe('a3');
    // a key read once stays read once
    await cache.get('b', async () => 'b1');
    cache.forget('b');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
    expect(await cache.get('b', async () => 'b3')).toBe('b2');
  });

  it('does not keep a load that was running when its key was forgotten', async () => {
    const cache = microCache<string>(5_000, 10, { keepOnSecondRead: true });
    await cache.get('a', async () => 'a1');
    const running = deferred<string>();
    const second = cache.get('a', () => running.promise);
    cache.forget('a');
    running.resolve('before the write');
    expect(await second).toBe('before the write');
    expect(await cache.get('a', async () => 'after the write')).toBe('after the write');
    expect(await cache.get('a', async () => 'again')).toBe('after the write');
  });

  it('shares a running load, and keeps its answer when a read arrived while it loaded', async () => {
    const cache = microCache<string>(5_000, 10, { keepOnSecondRead: true });
    const d = deferred<string>();
    let loads = 0;
    const load = () => (loads++, d.promise);
    const both = Promise.all([cache.get('a', load), cache.get('a', load)]);
    d.resolve('answer');
    expect(await both).toEqual(['answer', 'answer']);
    expect(await cache.get('a', async () => 'again')).toBe('answer');
    expect(loads).toBe(1);
  });

  it('lets go of an answer read once, and holds the one read a second time', async () => {
    const cache = microCache<{ text: string }>(5_000, 10, { keepOnSecondRead: true });
    const given: WeakRef<{ text: string }>[] = [];
    const load = async () => {
      const answer = { text: 'x'.repeat(1_000) + given.length };
      given.push(new WeakRef(answer));
      return answer;
    };
    await cache.get('once', load);
    await cache.get('twice', load);
    await cache.get('twice', load);
    await new Promise((resolve) => setImmediate(resolve));
    fullCollection();
    expect(given.map((answer) => answer.deref() !== undefined)).toEqual([false, false, true]);
  });

  it('does not keep a failed load, nor count it as a first read', async () => {
    const cache = microCache<string>(5_000, 10, { keepOnSecondRead: true });
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 'first')).toBe('first');
    expect(await cache.get('a', async () => 'second')).toBe('second');
    expect(await cache.get('a', async () => 'third')).toBe('second');
  });

  it('forgets marks and kept answers alike on a write', async () => {
    const cache = microCache<string>(5_000, 10, { keepOnSecondRead: true });
    await cache.get('a', async () => 'a1');
    await cache.get('a', async () => 'a2');
    await cache.get('b', async () => 'b1');
    cache.clear();
    // both are first reads again
    expect(await cache.get('a', async () => 'a3')).toBe('a3');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
    expect(await cache.get('b', async () => 'b3')).toBe('b3');
    expect(await cache.get('b', async () => 'b4')).toBe('b3');
  });
});

describe('microCaches', () => {
  it('empties every cache it made at once', async () => {
    const caches = microCaches();
    const one = caches.create<string>(5_000, 10);
    const two = caches.create<string>(5_000, 10);
    await one.get('k', async () => 'old');
    await two.get('k', async () => 'old');
    await caches.clearAll();
    expect(await one.get('k', async () => 'new')).toBe('new');
    expect(await two.get('k', async () => 'new')).toBe('new');
  });
});
