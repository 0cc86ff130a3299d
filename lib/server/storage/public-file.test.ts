import { describe, expect, it } from 'vitest';
import { fileKeyOfUrl } from './public-file';

describe('fileKeyOfUrl', () => {
  it('reads the key under /api/files/ and under the development store’s /files/', () => {
    expect(fileKeyOfUrl('http://localhost/api/files/bg/ab%20c.png')).toBe('bg/ab c.png');
    expect(fileKeyOfUrl('http://localhost/files/bg/abc.png')).toBe('bg/abc.png');
  });

  it('names no key for other paths or undecodable ones (answered 404)', () => {
    expect(fileKeyOfUrl('http://localhost/api/other/abc.png')).toBe('');
    expect(fileKeyOfUrl('http://localhost/filesx/abc.png')).toBe('');
    expect(fileKeyOfUrl('http://localhost/api/files/%E0%A4%A')).toBe('');
  });
});
