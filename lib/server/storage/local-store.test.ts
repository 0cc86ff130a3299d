import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readBytes } from './file-store';
import { newFileKey } from './file-key';
import { localFileStore } from './local-store';

const root = await mkdtemp(path.join(tmpdir(), 'dh-files-'));
afterAll(() => rm(root, { recursive: true, force: true }));

describe('local file store', () => {
  const store = localFileStore(root);

  it('puts, gets and deletes bytes under a key, in a folder named by its first characters', async () => {
    const key = newFileKey('png');
    const bytes = new Uint8Array([1, 2, 3, 4]);
    await store.put(key, bytes, 'image/png');
    expect(await readdir(path.join(root, key.slice(0, 2)))).toEqual([key]);
    const stored = await store.get(key);
    expect(stored?.size).toBe(4);
    expect(await readBytes(stored!)).toEqual(bytes);
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    await store.delete(key);
  });

  it('makes keys of 192 random bits that are never the same', () => {
    const keys = new Set(Array.from({ length: 1000 }, () => newFileKey('jpg')));
    expect(keys.size).toBe(1000);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{32}\.jpg$/);
  });

  it('refuses anything that is not a key it made', async () => {
    await expect(store.put('../escape.png', new Uint8Array([1]), 'image/png')).rejects.toThrow();
    await expect(store.get('../../etc/passwd')).rejects.toThrow();
    expect(await readdir(path.dirname(root))).not.toContain('escape.png');
  });
});
