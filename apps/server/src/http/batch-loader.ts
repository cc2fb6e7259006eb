// Batching for hot reads by id (docs/performance.md, "The listing page"): the reads asked for in one turn of the
// event loop go to the database as one statement. Under load many requests arrive together, and one round trip
// for all of them costs little more than one for each; every read still comes from the database, so nothing is
// older than the statement it came from.
export type BatchLoader<V> = (id: number) => Promise<V | undefined>;

export function batchLoader<V>(
  loadMany: (ids: number[]) => Promise<Map<number, V>>,
  maxBatch = 100,
): BatchLoader<V> {
  type Waiter = { resolve: (value: V | undefined) => void; reject: (err: unknown) => void };
  let open: Map<number, Waiter[]> | null = null;
  const flush = (batch: Map<number, Waiter[]>) => {
    loadMany([...batch.keys()]).then(
      (found) => batch.forEach((waiters, id) => waiters.forEach((w) => w.resolve(found.get(id)))),
      (err: unknown) => batch.forEach((waiters) => waiters.forEach((w) => w.reject(err))),
    );
  };
  return (id) =>
    new Promise<V | undefined>((resolve, reject) => {
      if (!open) {
        const batch = new Map<number, Waiter[]>();
        open = batch;
        setImmediate(() => {
          if (open !== batch) return; // already sent full
          open = null;
          flush(batch);
        });
      }
      const batch = open;
      const waiters = batch.get(id);
      if (waiters) waiters.push({ resolve, reject });
      else batch.set(id, [{ resolve, reject }]);
      if (batch.size >= maxBatch) {
        open = null;
        flush(batch);
      }
    });
}
