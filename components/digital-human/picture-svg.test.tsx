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

  it('shows a portrait framed on its face, under the AI mark', async () => {
    // A grey photo with a red square where the face is: the picture centres it, as the live portrait does.
    const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#808080' } })
      .composite([
        {
          input: await sharp({ create: { width: 20, height: 20, channels: 3, background: '#ff0000' } })
            .png()
            .toBuffer(),
          left: 290,
          top: 290,
        },
      ])
      .png()
      .toBuffer();
    const portrait = {
      photo: `data:image/png;base64,${photo.toString('base64')}`,
      framing: { width: 600, height: 800, faceX: 300, faceY: 300 },
    };
    const pixel = async (svg: string, x: number, y: number) => {
      const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
      const at = (y * info.width + x) * info.channels;
      return [data[at], data[at + 1], data[at + 2]];
    };
    // Wide: the face at the centre. Tall: the photo (2.4 times, 1440×1920) fills the height, so the face keeps its
    // height (720) and is centred across.
    for (const [videoWidth, videoHeight, faceY] of [
      [1920, 1080, 540],
      [1080, 1920, 720],
    ] as const) {
      const svg = pictureSvg({
        character: CAST[0]!,
        background: { type: 'builtin', backgroundId: 'b01-office' },
        layout: { videoWidth, videoHeight, ...defaultPlacement(videoWidth, videoHeight) },
        portrait,
      });
      expect(svg).not.toContain('b01-office');
      expect(await pixel(svg, videoWidth / 2, faceY)).toEqual([255, 0, 0]);
      // The mark's dark plate, top right, a little in from its left edge.
      const unit = Math.max(videoWidth, videoHeight) / 100;
      const [r] = await pixel(svg, Math.round(videoWidth - unit * 4.4), Math.round(unit * 1.6));
      expect(r).toBeLessThan(60);
    }
  });
});
