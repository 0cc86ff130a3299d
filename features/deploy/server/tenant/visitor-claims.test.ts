import { describe, expect, it } from 'vitest';
import { PAGE_TICKET_MINUTES, VISITOR_TOKEN } from '@/features/deploy/contract/tenant';
import { TICKET_TTL_S } from '../tickets';
import { checkVisitorClaims } from './visitor-claims';

const NOW = 1_800_000_000;
const APP = 'app_0123';
const good = { app: APP, iat: NOW - 10, exp: NOW + 290, jti: 'j-1', sub: 'visitor-42' };
const reasonOf = (payload: Record<string, unknown>, now = NOW) => {
  const checked = checkVisitorClaims(payload, APP, now);
  return checked.ok ? 'ok' : checked.reason;
};

describe('the claim rules of a visitor token', () => {
  it('accepts the recommended token, with or without sub', () => {
    expect(checkVisitorClaims(good, APP, NOW)).toEqual({
      ok: true,
      claims: { appId: APP, jti: 'j-1', iat: NOW - 10, exp: NOW + 290, sub: 'visitor-42' },
    });
    const anonymous: Record<string, unknown> = { ...good };
    delete anonymous.sub;
    expect(checkVisitorClaims(anonymous, APP, NOW)).toMatchObject({ ok: true, claims: { sub: null } });
  });

  it.each(['app', 'iat', 'exp', 'jti'])('requires %s', (claim) => {
    const rest: Record<string, unknown> = { ...good };
    delete rest[claim];
    expect(reasonOf(rest)).toBe('missingClaim');
  });

  it('holds claims to their types and lengths', () => {
    expect(reasonOf({ ...good, exp: String(good.exp) })).toBe('missingClaim');
    expect(reasonOf({ ...good, iat: Number.NaN })).toBe('missingClaim');
    expect(reasonOf({ ...good, jti: '' })).toBe('missingClaim');
    expect(reasonOf({ ...good, jti: 'j'.repeat(VISITOR_TOKEN.jtiMax) })).toBe('ok');
    expect(reasonOf({ ...good, jti: 'j'.repeat(VISITOR_TOKEN.jtiMax + 1) })).toBe('missingClaim');
    expect(reasonOf({ ...good, sub: 'v'.repeat(VISITOR_TOKEN.subMax + 1) })).toBe('missingClaim');
    expect(reasonOf({ ...good, sub: 42 })).toBe('missingClaim');
  });

  it('refuses a token for another application', () => {
    expect(reasonOf({ ...good, app: 'app_other' })).toBe('wrongApp');
  });

  it('allows at most an hour between iat and exp', () => {
    expect(reasonOf({ ...good, iat: NOW, exp: NOW + 3600 })).toBe('ok');
    expect(reasonOf({ ...good, iat: NOW, exp: NOW + 3601 })).toBe('lifetimeTooLong');
  });

  it('refuses an expired token after the clock tolerance, and one that expires when issued', () => {
    const tolerance = VISITOR_TOKEN.clockToleranceS;
    expect(reasonOf(good, good.exp + tolerance - 1)).toBe('ok');
    expect(reasonOf(good, good.exp + tolerance)).toBe('expired');
    expect(reasonOf({ ...good, exp: good.iat })).toBe('expired');
  });

  it('refuses a token issued in the future beyond the tolerance, and honours nbf', () => {
    const tolerance = VISITOR_TOKEN.clockToleranceS;
    expect(reasonOf({ ...good, iat: NOW + tolerance, exp: NOW + 300 })).toBe('ok');
    expect(reasonOf({ ...good, iat: NOW + tolerance + 1, exp: NOW + 300 })).toBe('issuedInFuture');
    expect(reasonOf({ ...good, nbf: NOW + tolerance + 1 })).toBe('issuedInFuture');
    expect(reasonOf({ ...good, nbf: 'soon' })).toBe('issuedInFuture');
  });

  it('says on the console how long a page opened with a token may restart: the ticket lifetime', () => {
    expect(PAGE_TICKET_MINUTES * 60).toBe(TICKET_TTL_S);
  });
});
