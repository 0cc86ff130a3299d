import 'server-only';
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { log } from '@/lib/server/log';

export interface ClipCacheOptions {
  dir: string;
  /** The memory in front of the disk: at most this many clips and bytes. */
  maxEntries?: number;
  maxBytes?: number;
}

export interface CachedClip {
  audio: Buffer;
  /** Where it came from: `memory`, `disk`, or false when it was made for this call (or a concurrent one). */
  cached: 'memory' | 'disk' | false;
}

/**
 * Clips by key (a SHA-256 hex digest): an LRU in memory, then files in `dir`, then `make`. Concurrent calls for
 * one key share one `make`. A clip that cannot be written to disk is still returned.
 */
export function createClipCache({ dir, maxEntries = 64, maxBytes = 32 * 1024 * 1024 }: ClipCacheOptions) {
  const memory = new Map<string, Buffer>();
  const pending = new Map<string, Promise<Buffer>>();
  let memoryBytes = 0;

  const file = (key: string) => path.join(dir, `${key}.wav`);

  function remember(key: string, audio: Buffer) {
    const previous = memory.get(key);
    if (previous) memoryBytes -= previous.byteLength;
    memory.delete(key);
    memory.set(key, audio);
    memoryBytes += audio.byteLength;
    for (const [oldest, clip] of memory) {
      if (memory.size <= maxEntries && memoryBytes <= maxBytes) break;
      memory.delete(oldest);
      memoryBytes -= clip.byteLength;
    }
  }

  async function fromDisk(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(file(key));
    } catch {
      return undefined;
    }
  }

  async function toDisk(key: string, audio: Buffer) {
    // Written under a unique name and renamed, so that another instance never reads half a file.
    const temporary = path.join(dir, `${key}.${randomUUID()}.tmp`);
    try {
      await mkdir(dir, { recursive: true });
      await writeFile(temporary, audio);
      await rename(temporary, file(key));
    } catch (error) {
      log.warn({ err: error, dir }, 'voice clip not cached on disk');
    }
  }

  const isKey = (key: string) => /^[0-9a-f]{64}$/.test(key);

  return {
    /** A clip made before (by this instance or another sharing `dir`), or undefined: never makes one. */
    async find(key: string): Promise<Buffer | undefined> {
      if (!isKey(key)) return undefined;
      const hit = memory.get(key);
      if (hit) return hit;
      const stored = await fromDisk(key);
      if (stored) remember(key, stored);
      return stored;
    },
    async get(key: string, make: () => Promise<Buffer>): Promise<CachedClip> {
      if (!isKey(key)) throw new Error('clip keys are SHA-256 hex digests');
      const hit = memory.get(key);
      if (hit) {
        remember(key, hit);
        return { audio: hit, cached: 'memory' };
      }
      const stored = await fromDisk(key);
      if (stored) {
        remember(key, stored);
        return { audio: stored, cached: 'disk' };
      }
      let making = pending.get(key);
      if (!making) {
        making = make().then(async (audio) => {
          remember(key, audio);
          await toDisk(key, audio);
          return audio;
        });
        pending.set(key, making);
        making.then(
          () => pending.delete(key),
          () => pending.delete(key),
        );
      }
      return { audio: await making, cached: false };
    },
  };
}
