// A bounded map that forgets in bulk (docs/performance.md, "Views apart from the listing"): entries go into the
// newer of two generations; when it is full it becomes the older and the older is dropped whole. Dropping the
// oldest entry one at a time instead leaves V8's Map a run of deleted slots at its start that every look for
// "the oldest" walks again (5 % of the server's time on random listing pages). Holds between one and two
// generations' worth of the most recent entries; with `maxAgeMs`, a generation also ends once it is that old.
export class Generations<K, V> {
  private newer = new Map<K, V>();
  private older = new Map<K, V>();
  private newerSince: number;
  private readonly keepOlder: boolean;
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  /** `keepOlder` false: a full generation is dropped at once, so at most `perGeneration` entries are held */
  constructor(
    private readonly perGeneration: number,
    options: { keepOlder?: boolean; maxAgeMs?: number; now?: () => number } = {},
  ) {
    this.keepOlder = options.keepOlder ?? true;
    this.maxAgeMs = options.maxAgeMs ?? Infinity;
    this.now = options.now ?? (() => Date.now());
    this.newerSince = this.now();
  }

  get(key: K): V | undefined {
    return this.newer.get(key) ?? this.older.get(key);
  }

  /** sets key in the newer generation, starting a new one first if it is full (and key is not in it) or old */
  set(key: K, value: V): void {
    const full = !this.newer.has(key) && this.newer.size >= this.perGeneration;
    if (full || this.newerSince <= this.now() - this.maxAgeMs) {
      this.older = this.keepOlder ? this.newer : new Map();
      this.newer = new Map();
      this.newerSince = this.now();
    }
    this.newer.set(key, value);
  }

  delete(key: K): void {
    this.newer.delete(key);
    this.older.delete(key);
  }

  clear(): void {
    this.newer = new Map();
    this.older = new Map();
  }
}
