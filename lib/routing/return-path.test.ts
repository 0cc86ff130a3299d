import { describe, expect, it } from 'vitest';
import { isAuthPage, nextReturnPath } from '@/lib/routing/return-path';

describe('nextReturnPath (spec §2 "Return after login")', () => {
  it('remembers the full path of an ordinary page left behind', () => {
    expect(nextReturnPath('/pricing', null)).toBe('/pricing');
    expect(nextReturnPath('/session/edit?conversationId=7', '/pricing')).toBe(
      '/session/edit?conversationId=7',
    );
  });

  it('resets to the root when leaving a reset page', () => {
    expect(nextReturnPath('/reset', '/pricing')).toBe('/');
    expect(nextReturnPath('/mobile/reset?step=2', '/pricing')).toBe('/');
  });

  it('keeps what was remembered when leaving login or register', () => {
    expect(nextReturnPath('/login?redirect=%2Fx', '/pricing')).toBe('/pricing');
    expect(nextReturnPath('/register', '/news')).toBe('/news');
    expect(nextReturnPath('/mobile/login', null)).toBeNull();
  });

  it('knows the auth pages by path, ignoring query and hash', () => {
    expect(isAuthPage('/login#top')).toBe(true);
    expect(isAuthPage('/mobile/register?a=1')).toBe(true);
    expect(isAuthPage('/loginx')).toBe(false);
  });
});
