// A map that keeps only its most recent entries: the caches of work done per board or per job
// (exact answers, turn models, boards a worker has seen) hold a few, so that a long-lived process
// (a page, a worker, a server) does not grow with every board it is given.

export class RecentMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly kept: number) {}

  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  /** Sets `key` as the most recent entry, dropping the oldest when more than `kept` would stay. */
  set(key: K, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.kept) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, value);
  }

  /** The value for `key`, made by `make` (and kept) when there is none. */
  getOrSet(key: K, make: () => V): V {
    const known = this.entries.get(key);
    if (known !== undefined) return known;
    const value = make();
    this.set(key, value);
    return value;
  }
}
