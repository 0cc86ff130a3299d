import { writeFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SceneDrawing, SCENE_CODES } from '@/components/digital-human/background/SceneBackground';
import { CharacterDrawing } from '@/components/digital-human/character/Character';
import { CAST } from '@/features/catalogue/contract/characters/cast';
import { defaultPlacement } from '@/features/sessions/placement';
import { pictureSvg } from './picture-svg';
import { svgMarkup } from './svg-markup';

describe('the server picture', () => {
  it('writes every character and scene exactly as React does', () => {
    for (const character of CAST) {
      const element = <CharacterDrawing character={character} idPrefix="-x" />;
      expect(svgMarkup(element)).toBe(renderToStaticMarkup(element));
    }
    for (const code of SCENE_CODES) {
      const element = <SceneDrawing backgroundCode={code} width={1920} height={1080} idPrefix="-x" />;
      expect(svgMarkup(element)).toBe(renderToStaticMarkup(element));
    }
  });

  it('rasterises a character in a scene at the video size', async () => {
    const layout = { videoWidth: 1920, videoHeight: 1080, ...defaultPlacement(1920, 1080) };
    const svg = pictureSvg({
      character: CAST[0]!,
      background: { type: 'builtin', backgroundId: 'b01-office' },
      layout,
    });
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    if (process.env.DH_PICTURE_OUT) writeFileSync(process.env.DH_PICTURE_OUT, png);
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height]).toEqual([1920, 1080]);
  });
});
