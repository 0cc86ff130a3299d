import 'server-only';

// Rendered pictures by session id and revision: a share card fetched by every crawler, or a session list on
// phones, renders each revision once per server process. A new revision is a new key; the old one ages out.

const LIMIT = 64;
const cache = new Map<string, Promise<Uint8Array>>();

export const pictureKey = (id: string, revision: number, version: string) => `${id}:${revision}:${version}`;

/** The cached picture under `key`, rendering it (once, even for concurrent requests) when absent. */
export function cachedPicture(key: string, render: () => Promise<Uint8Array>): Promise<Uint8Array> {
  const hit = cache.get(key);
  if (hit) {
    // Most recently used last, so the oldest is evicted first.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const pending = render();
  cache.set(key, pending);
  pending.catch(() => cache.delete(key));
  while (cache.size > LIMIT) cache.delete(cache.keys().next().value!);
  return pending;
}

/** How many pictures have been rendered: the tests read it to see that a second request did not render. */
export const renderCounter = { count: 0 };
