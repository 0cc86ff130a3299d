import { describe, expect, it } from 'vitest';
import { isSameOrigin } from '@/lib/server/http/origin';

describe('same origin', () => {
  it('compares Origin with the forwarded host first, then Host', () => {
    expect(isSameOrigin(new Headers({ origin: 'http://localhost:3000', host: 'localhost:3000' }))).toBe(true);
    expect(isSameOrigin(new Headers({ origin: 'http://evil.example', host: 'localhost:3000' }))).toBe(false);
    const proxied = {
      origin: 'https://www.example.cn',
      host: 'app:3000',
      'x-forwarded-host': 'www.example.cn',
    };
    expect(isSameOrigin(new Headers(proxied))).toBe(true);
    expect(isSameOrigin(new Headers({ origin: 'null', host: 'localhost:3000' }))).toBe(false);
    expect(isSameOrigin(new Headers({ host: 'localhost:3000' }))).toBe(false);
  });
});
