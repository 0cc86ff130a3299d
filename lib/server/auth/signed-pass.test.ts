import { beforeAll, describe, expect, it } from 'vitest';
import { readPass, signPass } from './signed-pass';

beforeAll(() => {
  process.env.SESSION_SECRET = 'a-test-secret-that-is-long-enough-for-sessions';
});

describe('a signed pass', () => {
  const now = new Date('2026-11-28T12:10:00Z');

  it('names its subject until it expires, the end rounded up to the step', () => {
    const pass = signPass('photo', 'abc-123', 3600, 3600, now);
    expect(readPass('photo', pass, now)).toBe('abc-123');
    expect(pass.split('.')[1]).toBe(String(Date.parse('2026-11-28T14:00:00Z') / 1000));
    expect(signPass('photo', 'abc-123', 3600, 3600, new Date('2026-11-28T12:50:00Z'))).toBe(pass);
    expect(readPass('photo', pass, new Date('2026-11-28T14:00:00Z'))).toBeNull();
  });

  it('is refused for another purpose, another subject, a changed end or signature', () => {
    const pass = signPass('photo', 'abc-123', 3600, 3600, now);
    const [subject, expires, signature] = pass.split('.') as [string, string, string];
    expect(readPass('other', pass, now)).toBeNull();
    expect(readPass('photo', `xyz-999.${expires}.${signature}`, now)).toBeNull();
    expect(readPass('photo', `${subject}.${Number(expires) + 3600}.${signature}`, now)).toBeNull();
    expect(readPass('photo', `${subject}.${expires}.AAAA${signature.slice(4)}`, now)).toBeNull();
    expect(readPass('photo', `${subject}.${expires}.short`, now)).toBeNull();
    expect(readPass('photo', `${pass}.more`, now)).toBeNull();
    expect(readPass('photo', '', now)).toBeNull();
    expect(readPass('photo', undefined, now)).toBeNull();
  });
});
