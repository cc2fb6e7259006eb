// The request coalescer (airport searches) and the batch loader (airport searches and listing pages) let go of each
// answer once it is given, so answers die young (docs/performance.md, "Maps that outlive their requests"). A cost,
// not something a caller sees: it is what made the search mix at 500,000 listings a fifth slower, with twice the
// p99. Measured as V8 reports it: what young collections moved to the old generation while requests came and
// went, against the bytes of the answers given meanwhile. Before the fix, half to nine tenths of those bytes were
// moved; after it, less than 1 %.
import { GCProfiler } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { fullCollection } from '../../test/full-collection';
import { batchLoader } from './batch-loader';
import { singleFlight } from './single-flight';

const ANSWER_BYTES = 8_000;
const turn = () => new Promise((resolve) => setImmediate(resolve));
/** a new flat string, as the database driver gives a row's text */
const answer = (n: number) => Buffer.alloc(ANSWER_BYTES, 97 + (n % 26)).toString('latin1');

/**
 * The old generation's used bytes in one of GCProfiler's snapshots. At run time it names a space's figures in camel
 * case (spaceName, spaceUsedSize), not as @types/node 20 types them (the names of v8.getHeapSpaceStatistics).
 */
const oldSpace = (spaces: readonly object[]) =>
  (spaces as { spaceName: string; spaceUsedSize: number }[]).find((space) => space.spaceName === 'old_space')
    ?.spaceUsedSize ?? 0;

/**
 * Runs `request` for `ms` with 50 at a time, each replaced as soon as it is answered (as 50 keep-alive clients
 * do), and answers the share of the answers' bytes that young collections promoted meanwhile.
 */
async function promotedShare(request: (n: number) => Promise<unknown>, ms = 700): Promise<number> {
  await request(-1);
  fullCollection();
  const profiler = new GCProfiler();
  profiler.start();
  let n = 0;
  const until = Date.now() + ms;
  const client = async () => {
    while (Date.now() < until) await request(n++);
  };
  await Promise.all(Array.from({ length: 50 }, client));
  const { statistics } = profiler.stop();
  const scavenges = statistics.filter((gc) => gc.gcType === 'Scavenge');
  expect(scavenges.length).toBeGreaterThan(3); // enough young collections to tell
  const promoted = scavenges.reduce(
    (sum, gc) => sum + oldSpace(gc.afterGC.heapSpaceStatistics) - oldSpace(gc.beforeGC.heapSpaceStatistics),
    0,
  );
  return promoted / (n * ANSWER_BYTES);
}

describe('answers die young', () => {
  it('singleFlight lets go of an answer once it is given', async () => {
    const flight = singleFlight<string>();
    const share = await promotedShare((n) =>
      flight(`search ${n % 500}`, async () => {
        await turn();
        return answer(n);
      }),
    );
    expect(share).toBeLessThan(0.2);
  });

  it('batchLoader lets go of the rows of a batch once they are given', async () => {
    const load = batchLoader<string>(async (keys: number[]) => {
      await turn();
      return new Map(keys.map((key) => [key, answer(key)]));
    });
    const share = await promotedShare((n) => load(n));
    expect(share).toBeLessThan(0.2);
  });
});
