import { describe, expect, it } from 'vitest';
import { inRequestScope, queueScope } from '../db/queue';
import { batchLoader } from './batch-loader';

describe('batchLoader', () => {
  it('loads the ids asked for in one turn with one call, each caller getting its own', async () => {
    const calls: number[][] = [];
    const load = batchLoader(async (ids: number[]) => {
      calls.push(ids);
      return new Map(ids.filter((id) => id !== 3).map((id) => [id, `listing ${id}`]));
    });
    const answers = await Promise.all([load(1), load(2), load(1), load(3)]);
    expect(answers).toEqual(['listing 1', 'listing 2', 'listing 1', undefined]);
    expect(calls).toEqual([[1, 2, 3]]);
    expect(await load(2)).toBe('listing 2');
    expect(calls).toHaveLength(2);
  });

  it('keeps the ids asked for while statements run for the next one', async () => {
    const calls: number[][] = [];
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const load = batchLoader(
      async (ids: number[]) => {
        calls.push(ids);
        started();
        await new Promise((resolve) => setTimeout(resolve, 20));
        return new Map(ids.map((id) => [id, id]));
      },
      { maxRunning: 1 },
    );
    const first = load(1);
    await running; // the first statement is running (a wait by the clock would race a busy machine's event loop)
    const later = [load(2), load(3), load(2)];
    expect(await Promise.all([first, ...later])).toEqual([1, 2, 3, 2]);
    expect(calls).toEqual([[1], [2, 3]]);
  });

  it('splits what waits into batches of at most maxBatch, and lets every caller of a failed batch see the failure', async () => {
    const calls: number[][] = [];
    const load = batchLoader(
      async (ids: number[]) => {
        calls.push(ids);
        if (ids.includes(9)) throw new Error('database down');
        return new Map(ids.map((id) => [id, id * 10]));
      },
      { maxBatch: 2 },
    );
    expect(await Promise.all([load(1), load(2), load(4)])).toEqual([10, 20, 40]);
    expect(calls).toEqual([[1, 2], [4]]);
    const failed = await Promise.allSettled([load(9), load(5)]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await load(5)).toBe(50);
  });

  it('runs a batch as no request, whichever request asked first (it waits in the database line as new work)', async () => {
    const scoped: boolean[] = [];
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const load = batchLoader(
      async (ids: number[]) => {
        scoped.push(inRequestScope());
        started();
        await new Promise((resolve) => setTimeout(resolve, 10));
        return new Map(ids.map((id) => [id, id]));
      },
      { maxRunning: 1 },
    );
    const asked: Promise<number | undefined>[] = [];
    const request = queueScope();
    request(() => {
      expect(inRequestScope()).toBe(true);
      asked.push(load(1));
    });
    await running;
    // asked for while the first batch runs: sent by that batch's end
    request(() => asked.push(load(2)));
    expect(await Promise.all(asked)).toEqual([1, 2]);
    expect(scoped).toEqual([false, false]);
  });
});
