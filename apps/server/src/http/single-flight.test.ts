import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializeOncePerAnswer, singleFlight } from './single-flight';

describe('singleFlight', () => {
  it('answers identical requests made at the same time from one computation, and computes again after', async () => {
    const flight = singleFlight<{ n: number }>();
    let computed = 0;
    const compute = async () => {
      computed += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { n: computed };
    };
    const [a, b, other] = await Promise.all([
      flight('k', compute),
      flight('k', compute),
      flight('j', compute),
    ]);
    expect(a).toBe(b);
    expect(other).not.toBe(a);
    expect(computed).toBe(2);
    expect(await flight('k', compute)).toEqual({ n: 3 });
  });

  it('lets every waiter see a failure, then tries again', async () => {
    const flight = singleFlight<number>();
    const failing = () => Promise.reject(new Error('database down'));
    const results = await Promise.allSettled([flight('k', failing), flight('k', failing)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await flight('k', async () => 7)).toBe(7);
  });
});

describe('serializeOncePerAnswer', () => {
  const serialize = serializeOncePerAnswer({
    schema: z.object({ total: z.number() }),
    method: 'GET',
    url: '/x',
    httpStatus: '200',
  });

  it('encodes an answer once and checks it against the contract', () => {
    const answer = { total: 3, extra: 'dropped' };
    expect(serialize(answer)).toBe('{"total":3}');
    answer.total = 4;
    // the same answer object is the same JSON: answers are never changed once computed
    expect(serialize(answer)).toBe('{"total":3}');
    expect(serialize({ total: 4 })).toBe('{"total":4}');
    expect(() => serialize({ total: 'three' })).toThrow();
  });
});
