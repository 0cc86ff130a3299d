import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '@/lib/routing/safe-redirect';

describe('safeRedirectPath', () => {
  it('accepts paths on this site with query and hash', () => {
    expect(safeRedirectPath('/dashboard')).toBe('/dashboard');
    expect(safeRedirectPath('/a?b=c#d')).toBe('/a?b=c#d');
    expect(safeRedirectPath('/session/edit?conversationId=42')).toBe('/session/edit?conversationId=42');
  });

  it('keeps a target with an encoded percent sign', () => {
    expect(safeRedirectPath('/news?q=100%25')).toBe('/news?q=100%25');
  });

  it.each([
    ['protocol-relative', '//evil.example'],
    ['backslash', '/\\evil.example'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['fully encoded slashes', '%2F%2Fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['double-encoded slashes', '/%252F%252Fevil.example'],
    ['double-encoded leading slashes', '%252F%252Fevil.example'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['absolute http URL', 'http://x.example/'],
    ['absolute https URL', 'https://x.example/dashboard'],
    ['tab', '/\t/evil.example'],
    ['newline', '/dash\nboard'],
    ['encoded newline', '/dash%0Aboard'],
    ['NUL', '/a%00b'],
    ['dot segments that collapse to //', '/a/../..//evil.example'],
    ['dot segment before //', '/.//evil.example'],
    ['relative path', 'dashboard'],
    ['malformed encoding', '/%E0%A4%A'],
    ['encoded slashes behind a literal percent', '/%252F%252Fevil.example%25'],
  ])('refuses %s', (_name, raw) => {
    expect(safeRedirectPath(raw)).toBeNull();
  });

  it('refuses nothing at all', () => {
    expect(safeRedirectPath(null)).toBeNull();
    expect(safeRedirectPath(undefined)).toBeNull();
    expect(safeRedirectPath('')).toBeNull();
  });
});
