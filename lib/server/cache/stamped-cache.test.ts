import { describe, expect, it, vi } from 'vitest';
import { createStampedCache } from './stamped-cache';

describe('createStampedCache', () => {
  it('loads once per stamp and again as soon as the stamp changes', async () => {
    const cache = createStampedCache<string>();
    const load = vi.fn(async () => `value ${load.mock.calls.length}`);
    expect(await cache.get('a', 'r1', load)).toBe('value 1');
    expect(await cache.get('a', 'r1', load)).toBe('value 1');
    expect(load).toHaveBeenCalledTimes(1);
    expect(await cache.get('a', 'r2', load)).toBe('value 2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between requests arriving together', async () => {
    const cache = createStampedCache<number>();
    let release = () => {};
    const load = vi.fn(() => new Promise<number>((resolve) => (release = () => resolve(7))));
    const both = Promise.all([cache.get('a', 'r1', load), cache.get('a', 'r1', load)]);
    release();
    expect(await both).toEqual([7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing from a failed load', async () => {
    const cache = createStampedCache<number>();
    await expect(cache.get('a', 'r1', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', 'r1', async () => 3)).toBe(3);
  });

  it('forgets the least recently used values beyond its size', async () => {
    const cache = createStampedCache<string>({ max: 2 });
    await cache.get('a', 'r', async () => 'a');
    await cache.get('b', 'r', async () => 'b');
    await cache.get('a', 'r', async () => 'a again'); // a is used: b is now the oldest
    await cache.get('c', 'r', async () => 'c');
    expect(cache.size()).toBe(2);
    expect(await cache.get('a', 'r', async () => 'reloaded')).toBe('a');
    expect(await cache.get('b', 'r', async () => 'reloaded')).toBe('reloaded');
  });
});
