import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BACKGROUNDS } from '@/features/catalogue/contract/backgrounds';
import { SCENE_CODES, SceneBackground } from './SceneBackground';

describe('built-in backgrounds', () => {
  it('are at least twelve, each with a unique code and both names, and all drawable', () => {
    expect(BACKGROUNDS.length).toBeGreaterThanOrEqual(12);
    const codes = BACKGROUNDS.map((b) => b.backgroundCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...SCENE_CODES].sort()).toEqual([...codes].sort());
    for (const b of BACKGROUNDS) {
      expect(b.name.zh.trim()).not.toBe('');
      expect(b.name.en.trim()).not.toBe('');
    }
    expect(BACKGROUNDS.filter((b) => b.kind === 'scene').length).toBeGreaterThanOrEqual(10);
  });

  it.each(BACKGROUNDS.map((b) => [b.backgroundCode]))(
    '%s fills any ratio from its centre and stays light',
    (code) => {
      const markup = renderToStaticMarkup(<SceneBackground backgroundCode={code} width={320} height={180} />);
      expect(markup).toContain('viewBox="0 0 1600 1200"');
      expect(markup).toContain('preserveAspectRatio="xMidYMid slice"');
      expect(markup.length).toBeLessThan(20_000);
    },
  );

  it('draws nothing for an unknown code', () => {
    expect(renderToStaticMarkup(<SceneBackground backgroundCode="nope" />)).toBe('');
  });
});
