import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CAST } from '@/features/catalogue/contract/characters/cast';
import { siteDemoPicture } from '@/features/sessions/demo/site-demo';
import { devicePath } from '@/lib/routing/device-path.mjs';
import { RUNTIME_FRAMING_PAGES } from '@/lib/security/security-headers.mjs';
import { CAST_PICKS, castOf, type CastPage } from './marketing-cast';

const appDir = path.join(process.cwd(), 'app', '[locale]');
const CALL = /marketingPage\('([^']+)', '(desktop|phone)', withCast\(\w+, '(\w+)'\)\)/;

/** The path of every page file that hands its content a cast, with the cast it hands. */
function pagesWithCast(): Map<string, CastPage> {
  const pages = new Map<string, CastPage>();
  for (const file of readdirSync(appDir, { recursive: true, encoding: 'utf8' })) {
    if (path.basename(file) !== 'page.tsx') continue;
    const call = CALL.exec(readFileSync(path.join(appDir, file), 'utf8'));
    if (call) pages.set(devicePath(call[1]!, call[2] as 'desktop' | 'phone'), call[3] as CastPage);
  }
  return pages;
}

describe('the cast of the marketing pages', () => {
  const pages = pagesWithCast();

  it('is shown where buyers look, on both devices', () => {
    expect([...pages.keys()].sort()).toEqual(
      [
        '/real-time-interaction',
        '/mobile/real-time-interaction',
        '/digitalHuman/what-is-digital-human',
        '/mobile/digitalHuman/what-is-digital-human',
        '/How-to-deploy-digital-human',
        '/mobile/How-to-deploy-digital-human',
        '/industry',
        '/mobile/industry',
        '/mobile/index',
      ].sort(),
    );
  });

  it('names only characters and scenes of the catalogue, and draws every page’s picks', () => {
    for (const page of Object.keys(CAST_PICKS) as CastPage[]) expect(() => castOf(page), page).not.toThrow();
    const codes = new Set(CAST.map((c) => c.characterCode));
    const gallery = castOf('realtime').gallery!;
    expect(gallery.length).toBeGreaterThanOrEqual(4);
    expect(gallery.every((m) => codes.has(m.character.characterCode) && m.scene)).toBe(true);
  });

  it('puts no more than three in a hero picture, nobody twice on a page', () => {
    for (const page of Object.keys(CAST_PICKS) as CastPage[]) {
      const cast = castOf(page);
      expect(cast.hero?.members.length ?? 0, page).toBeLessThanOrEqual(3);
      const shown = [
        ...(cast.hero?.members ?? []),
        ...(cast.gallery ?? []),
        ...Object.values(cast.items ?? {}),
      ].map((m) => m.character.characterCode);
      expect(new Set(shown).size, page).toBe(shown.length);
    }
  });

  it('gives the live demo to the real-time page and the mobile home, as the demo session stands', () => {
    const withDemo = [...pages].filter(([, cast]) => castOf(cast).demo).map(([page]) => page);
    expect(withDemo.sort()).toEqual([
      '/mobile/index',
      '/mobile/real-time-interaction',
      '/real-time-interaction',
    ]);
    expect(castOf('realtime').demo).toEqual(siteDemoPicture());
    // The pages that frame the runtime pass the microphone on to it.
    expect([...RUNTIME_FRAMING_PAGES].sort()).toEqual(withDemo);
  });
});
