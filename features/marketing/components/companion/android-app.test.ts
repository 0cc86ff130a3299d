import { describe, expect, it } from 'vitest';
import { androidAppHref, qrCodeSvg } from '@/features/marketing/components/companion/android-app';

describe('androidAppHref', () => {
  it('keeps an absolute download URL', () => {
    expect(androidAppHref('https://cdn.example.com/companion-1.2.apk')).toBe(
      'https://cdn.example.com/companion-1.2.apk',
    );
  });

  it('keeps a site path only when the file is under public/', () => {
    expect(androidAppHref('/favicon.svg')).toBe('/favicon.svg');
    expect(androidAppHref('/downloads/no-such-file.apk')).toBeNull();
  });

  it('gives no link for an empty or odd value, so pages offer the package on request', () => {
    expect(androidAppHref('')).toBeNull();
    expect(androidAppHref('  ')).toBeNull();
    expect(androidAppHref('//evil.example/app.apk')).toBeNull();
    expect(androidAppHref('javascript:alert(1)')).toBeNull();
  });
});

describe('qrCodeSvg', () => {
  it('draws the download URL as an inline SVG', async () => {
    const svg = await qrCodeSvg('https://cdn.example.com/companion.apk');
    expect(svg.trim().startsWith('<svg')).toBe(true);
    expect(svg).toContain('viewBox');
    expect(await qrCodeSvg('https://cdn.example.com/other.apk')).not.toBe(svg);
  });
});
