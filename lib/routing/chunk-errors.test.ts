import { describe, expect, it } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, isChunkLoadError, isWatchedNavigation } from '@/lib/routing/chunk-errors';

describe('chunk errors', () => {
  it('allows a page chunk 120 s', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('recognises chunk-load failures of webpack, turbopack and native import()', () => {
    const named = Object.assign(new Error('x'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(named)).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 42 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError('Failed to load chunk /_next/static/chunks/a.js')).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError({})).toBe(false);
  });

  it('watches in-site links to another page only', () => {
    const here = new URL('http://localhost:3000/pricing');
    expect(isWatchedNavigation('/news', here)).toBe(true);
    expect(isWatchedNavigation('http://localhost:3000/aboutUs', here)).toBe(true);
    expect(isWatchedNavigation('/pricing#plans', here)).toBe(false);
    expect(isWatchedNavigation('https://example.com/', here)).toBe(false);
    expect(isWatchedNavigation('http://[', here)).toBe(false);
  });
});
