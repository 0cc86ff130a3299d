import { describe, expect, it } from 'vitest';
import { basePathFromEnv } from './base-path-env.mjs';
import { BASE_PATH, withBasePath, withoutBasePath } from './base-path';

describe('basePathFromEnv', () => {
  it.each([
    [undefined, ''],
    ['', ''],
    ['/', ''],
    ['/dh', '/dh'],
    ['dh/', '/dh'],
    [' /dh/ ', '/dh'],
    ['/a/b', '/a/b'],
  ])('reads BASE_PATH %j as %j', (value, expected) =>
    expect(basePathFromEnv({ BASE_PATH: value })).toBe(expected),
  );

  it.each(['/a//b', '/a/../b', '/a b', '/dh?x', '/dh#x'])('refuses %j with a clear message', (value) =>
    expect(() => basePathFromEnv({ BASE_PATH: value })).toThrow(/BASE_PATH must be a path/),
  );
});

describe('withBasePath', () => {
  it('leaves every path alone when the build has no base path (the default)', () => {
    expect(BASE_PATH).toBe('');
    expect(withBasePath('/api/files/a.png')).toBe('/api/files/a.png');
    expect(withBasePath('/')).toBe('/');
  });

  it.each([
    ['/api/bot/receiveEvent', '/dh/api/bot/receiveEvent'],
    ['/config.json?t=1', '/dh/config.json?t=1'],
    ['/', '/dh'],
    ['/?a=1', '/dh?a=1'],
    ['/dh/login', '/dh/login'],
    ['/dh', '/dh'],
    ['/dhx', '/dh/dhx'],
    ['https://cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
    ['//cdn.example.com/a.png', '//cdn.example.com/a.png'],
    ['data:image/png;base64,AA', 'data:image/png;base64,AA'],
    ['relative/a.png', 'relative/a.png'],
  ])('puts %j under /dh as %j', (path, expected) => expect(withBasePath(path, '/dh')).toBe(expected));
});

describe('withoutBasePath', () => {
  it.each([
    ['/dh', '/'],
    ['/dh/login', '/login'],
    ['/dh?x=1', '/?x=1'],
    ['/dhx', '/dhx'],
    ['/login', '/login'],
  ])('reads %j as the app path %j', (path, expected) => expect(withoutBasePath(path, '/dh')).toBe(expected));

  it('is the identity without a base path', () => expect(withoutBasePath('/dh/login', '')).toBe('/dh/login'));
});
