import 'server-only';

// Values kept in this instance's memory, each labelled with the stamp of the database state it was read from (a
// revision, an update time). The caller reads the current stamp first (one indexed row) and gets the held value only
// while the stamps are equal; any save, through any instance, changes the stamp, so the next read loads again. Reading
// the stamp *before* loading means a save racing a load can only cause one needless reload, never a stale answer.

interface Entry<T> {
  stamp: string;
  value: T;
}

export interface StampedCache<T> {
  /** The value for `key` as of `stamp`: the held one when it carries that stamp, else `load()`'s, then kept. */
  get(key: string, stamp: string, load: () => Promise<T>): Promise<T>;
  /** Values held now. */
  size(): number;
}

export function createStampedCache<T>({ max = 1000 }: { max?: number } = {}): StampedCache<T> {
  // A Map keeps insertion order: re-inserting on use makes its first key the least recently used.
  const entries = new Map<string, Entry<T>>();
  const loading = new Map<string, Promise<T>>();

  function remember(key: string, entry: Entry<T>) {
    entries.delete(key);
    entries.set(key, entry);
    for (const oldest of entries.keys()) {
      if (entries.size <= max) break;
      entries.delete(oldest);
    }
  }

  return {
    async get(key, stamp, load) {
      const held = entries.get(key);
      if (held && held.stamp === stamp) {
        entries.delete(key);
        entries.set(key, held);
        return held.value;
      }
      // Requests arriving together for a value not held yet wait for one load.
      const flight = `${key}\u0000${stamp}`;
      let pending = loading.get(flight);
      if (!pending) {
        pending = load()
          .then((value) => {
            remember(key, { stamp, value });
            return value;
          })
          .finally(() => loading.delete(flight));
        loading.set(flight, pending);
      }
      return pending;
    },
    size: () => entries.size,
  };
}
