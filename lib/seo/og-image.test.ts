import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderLogo, renderOgImage } from '@/lib/seo/og-image';
import { catalogues } from '@/messages/catalogues';

const { en, zh } = catalogues;

afterEach(() => vi.unstubAllGlobals());

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe('share cards', () => {
  it.each([
    ['zh', zh],
    ['en', en],
  ] as const)('draws the %s card as a 1200×630 PNG with the bundled font only', async (_locale, messages) => {
    // next/og fetches a web font for any glyph the bundled font lacks: a build would then need the network.
    const realFetch = globalThis.fetch;
    const webFetches: string[] = [];
    vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      // Its own WebAssembly arrives as a data: URL; anything else would leave the machine.
      if (url.startsWith('data:')) return realFetch(input, init);
      webFetches.push(url);
      return Promise.reject(new Error('no network'));
    });
    const response = await renderOgImage({
      brand: messages.Common.brand,
      tagline: messages.OgImage.tagline,
      features: messages.OgImage.features,
    });
    const png = new Uint8Array(await response.arrayBuffer());
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(webFetches, 'a glyph is missing: run `node scripts/og-font.mjs`').toEqual([]);
  });

  it('draws the logo as a square PNG', async () => {
    const response = renderLogo(512);
    expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width: 512, height: 512 });
  });
});
