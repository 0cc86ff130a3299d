import { describe, expect, it } from 'vitest';
import { wellFormedTarget } from './well-formed-path.mjs';

describe('wellFormedTarget', () => {
  it('sends a page path that does not decode to a path no page has', () => {
    expect(wellFormedTarget('/p/%c0%af')).toBe('/_malformed-path');
    expect(wellFormedTarget('/collection/preview/%c0?embed=1')).toBe('/_malformed-path?embed=1');
    expect(wellFormedTarget('/100%')).toBe('/_malformed-path');
  });

  it('sends an API path that does not decode to a path no route has, under /api', () => {
    expect(wellFormedTarget('/api/files/..%c0%af..%c0%afetc/passwd')).toBe('/api/_malformed-path');
    expect(wellFormedTarget('/api/sys-api/captcha%ff?lang=en')).toBe('/api/_malformed-path?lang=en');
    expect(wellFormedTarget('/api/bot/audio/%c0.wav')).toBe('/api/_malformed-path');
  });

  it('leaves a path that decodes, and any query, as it came', () => {
    expect(wellFormedTarget('/p/%E4%BD%A0%E5%A5%BD?q=%c0')).toBe('/p/%E4%BD%A0%E5%A5%BD?q=%c0');
    expect(wellFormedTarget('/api/bot/audio/abc.wav')).toBe('/api/bot/audio/abc.wav');
  });

  it('keeps the answer under the base path of a build that has one', () => {
    expect(wellFormedTarget('/dh/p/%c0%af', '/dh')).toBe('/dh/_malformed-path');
    expect(wellFormedTarget('/dh/api/files/%c0?lang=en', '/dh')).toBe('/dh/api/_malformed-path?lang=en');
    expect(wellFormedTarget('/p/%c0', '/dh')).toBe('/_malformed-path');
  });
});
