import { describe, expect, it } from 'vitest';
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

  it('sends a full batch at once, and lets every caller of a failed batch see the failure', async () => {
    const calls: number[][] = [];
    const load = batchLoader(async (ids: number[]) => {
      calls.push(ids);
      if (ids.includes(9)) throw new Error('database down');
      return new Map(ids.map((id) => [id, id * 10]));
    }, 2);
    expect(await Promise.all([load(1), load(2), load(4)])).toEqual([10, 20, 40]);
    expect(calls).toEqual([[1, 2], [4]]);
    const failed = await Promise.allSettled([load(9), load(5)]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await load(5)).toBe(50);
  });
});
