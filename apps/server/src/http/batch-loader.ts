// Batching for hot reads by id or key (docs/performance.md, "The listing page"; the airport search,
// docs/decisions/037): the reads asked for while the previous statements are running go to the database together,
// as one statement. Under load many requests arrive together, and one round trip for all of them costs little
// more than one for each; every read still comes from the database, so nothing is older than the statement it
// came from.
import { outsideRequests } from '../db/queue';

export type BatchLoader<V, K extends number | string = number> = (key: K) => Promise<V | undefined>;

type Waiter<V> = { resolve: (value: V | undefined) => void; reject: (err: unknown) => void };

/**
 * At most `maxRunning` statements at a time: the keys asked for meanwhile wait (at most one statement's time) and
 * go together in the next one, up to `maxBatch` keys each. The same key asked for twice is read once.
 */
export function batchLoader<V, K extends number | string = number>(
  loadMany: (keys: K[]) => Promise<Map<K, V>>,
  { maxBatch = 100, maxRunning = 2 }: { maxBatch?: number; maxRunning?: number } = {},
): BatchLoader<V, K> {
  let waiting = new Map<K, Waiter<V>[]>();
  let running = 0;
  let scheduled = false;

  /**
   * The keys of the next statement. A batch takes the map its keys waited in, and a new map takes the keys asked
   * for next (past maxBatch, the keys left over go to a new map too): no map lives long while keys come and go
   * through it. With one long-lived map, the rows a batch handed out were promoted to the old generation instead
   * of dying young, about every search's text; why is V8's business, what changed it is measured
   * (docs/performance.md, "Maps that outlive their requests").
   */
  const nextBatch = (): Map<K, Waiter<V>[]> => {
    const all = waiting;
    waiting = new Map();
    if (all.size <= maxBatch) return all;
    const batch = new Map<K, Waiter<V>[]>();
    for (const [id, waiters] of all) (batch.size < maxBatch ? batch : waiting).set(id, waiters);
    return batch;
  };

  const send = () => {
    scheduled = false;
    while (waiting.size > 0 && running < maxRunning) {
      const batch = nextBatch();
      running += 1;
      loadMany([...batch.keys()])
        .then(
          (found) => batch.forEach((waiters, id) => waiters.forEach((w) => w.resolve(found.get(id)))),
          (err: unknown) => batch.forEach((waiters) => waiters.forEach((w) => w.reject(err))),
        )
        .finally(() => {
          running -= 1;
          outsideRequests(send);
        });
    }
  };

  return (id) =>
    new Promise<V | undefined>((resolve, reject) => {
      const waiters = waiting.get(id);
      if (waiters) waiters.push({ resolve, reject });
      else waiting.set(id, [{ resolve, reject }]);
      // the reads of this turn of the event loop go together; a finished statement sends what waits
      if (!scheduled && running < maxRunning) {
        scheduled = true;
        // a batch serves several requests: it belongs to none of them (db/queue.ts)
        setImmediate(() => outsideRequests(send));
      }
    });
}
