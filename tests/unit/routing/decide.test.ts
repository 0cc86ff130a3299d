import { describe, expect, it } from 'vitest';
import { decide, type RequestFacts } from '@/lib/routing/decide';

const facts = (over: Partial<RequestFacts>): RequestFacts => ({
  pathname: '/',
  search: '',
  locale: 'zh',
  handheld: false,
  hasSession: async () => false,
  ...over,
});

describe('decide', () => {
  it('sends / to /index and /index to /login on a desktop', async () => {
    expect(await decide(facts({ pathname: '/' }))).toEqual({ kind: 'redirect', location: '/index' });
    expect(await decide(facts({ pathname: '/index' }))).toEqual({ kind: 'redirect', location: '/login' });
  });

  it('rewrites a known page to its locale without a prefix in the URL', async () => {
    expect(await decide(facts({ pathname: '/pricing', locale: 'en' }))).toEqual({
      kind: 'rewrite',
      pathname: '/en/pricing',
    });
  });

  it('answers an unknown path with the device 404 page', async () => {
    expect(await decide(facts({ pathname: '/nope' }))).toEqual({
      kind: 'rewrite',
      pathname: '/zh/404',
      notFound: true,
    });
    expect(await decide(facts({ pathname: '/nope', handheld: true }))).toEqual({
      kind: 'rewrite',
      pathname: '/zh/mobile/404',
      notFound: true,
    });
  });
});
