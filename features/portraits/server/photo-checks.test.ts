import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { portraitRigSchema } from '@/components/digital-human/portrait/rig';
import type { PhotoRefusal } from '../contract';
import { refusalOf, sideTurn, type FaceMeasures } from '../face-measures';
import { checkPhoto, PhotoRefused } from './photo-checks';

// Each refusal on real faces where one exists: face-api's MIT demo photos (group photos, so "several faces" as they
// are; single faces cropped out of them, among which one with closed eyes and one laughing) and on generated
// variants of an accepted crop (darkened, blurred, shrunk into a large frame, doubled side by side, no face at all).
// A head turned far is made up as a mesh: none of the demo faces is turned past the limit.

const demo = (n: number) => readFileSync(`node_modules/@vladmandic/face-api/demo/sample${n}.jpg`);
const crop = (n: number, rect: { left: number; top: number; width: number; height: number }) =>
  sharp(demo(n)).extract(rect).jpeg().toBuffer();

async function refusal(bytes: Uint8Array): Promise<PhotoRefusal | 'accepted'> {
  try {
    await checkPhoto(bytes);
    return 'accepted';
  } catch (error) {
    if (error instanceof PhotoRefused) return error.reason;
    throw error;
  }
}

let good: Buffer;
beforeAll(async () => {
  good = await crop(3, { left: 389, top: 144, width: 614, height: 736 });
});

describe('a portrait photo', () => {
  it('is accepted with a rig of the stored image: 478 mesh points and the face box in its pixels', async () => {
    const accepted = await checkPhoto(good);
    const rig = portraitRigSchema.parse({ ...accepted, imageUrl: '/x' });
    expect(rig.mesh).toHaveLength(478);
    const meta = await sharp(accepted.jpeg).metadata();
    expect([meta.width, meta.height]).toEqual([rig.width, rig.height]);
    const [x, y, w, h] = rig.box;
    expect(x + w).toBeLessThanOrEqual(rig.width + 1);
    expect(y + h).toBeLessThanOrEqual(rig.height + 1);
  }, 60_000);

  it('accepts other front-facing faces of the demo photos', async () => {
    expect(await refusal(await crop(6, { left: 51, top: 305, width: 612, height: 736 }))).toBe('accepted');
    expect(await refusal(await crop(1, { left: 211, top: 169, width: 598, height: 718 }))).toBe('accepted');
  }, 60_000);

  it('refuses a group photo: several faces', async () => {
    expect(await refusal(demo(1))).toBe('severalFaces');
  }, 60_000);

  it('refuses two faces side by side', async () => {
    const meta = await sharp(good).metadata();
    const other = await crop(6, { left: 51, top: 305, width: 612, height: 736 });
    const two = await sharp({
      create: { width: meta.width! * 2, height: meta.height!, channels: 3, background: '#888' },
    })
      .composite([
        { input: good, left: 0, top: 0 },
        {
          input: await sharp(other)
            .resize({ width: meta.width!, height: meta.height!, fit: 'cover' })
            .toBuffer(),
          left: meta.width!,
          top: 0,
        },
      ])
      .jpeg()
      .toBuffer();
    expect(await refusal(two)).toBe('severalFaces');
  }, 60_000);

  it('refuses a picture without a face', async () => {
    const noise = Buffer.alloc(640 * 800 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
    expect(
      await refusal(
        await sharp(noise, { raw: { width: 640, height: 800, channels: 3 } })
          .jpeg()
          .toBuffer(),
      ),
    ).toBe('noFace');
  }, 60_000);

  it('refuses a face too small in its frame', async () => {
    const small = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#9a9a9a' } })
      .composite([{ input: await sharp(good).resize({ width: 160 }).toBuffer(), left: 500, top: 400 }])
      .jpeg()
      .toBuffer();
    expect(await refusal(small)).toBe('faceTooSmall');
  }, 60_000);

  it('refuses a dark photo', async () => {
    expect(await refusal(await sharp(good).linear(0.2, 0).jpeg().toBuffer())).toBe('tooDark');
  }, 60_000);

  it('refuses a blurred photo', async () => {
    expect(await refusal(await sharp(good).blur(3).jpeg().toBuffer())).toBe('blurred');
  }, 60_000);

  it('refuses closed eyes (a demo face blinking)', async () => {
    expect(await refusal(await crop(2, { left: 1249, top: 0, width: 590, height: 710 }))).toBe('eyesClosed');
  }, 60_000);

  it('refuses an open mouth (a demo face laughing)', async () => {
    expect(await refusal(await crop(5, { left: 417, top: 271, width: 524, height: 630 }))).toBe('mouthOpen');
  }, 60_000);

  it('refuses what is not an image', async () => {
    await expect(checkPhoto(new TextEncoder().encode('not an image'))).rejects.toThrow();
  });
});

describe('the limits', () => {
  const fine: FaceMeasures = {
    faceShare: 0.4,
    facePixels: 300,
    turn: 0.1,
    pitch: 0.1,
    luminance: 130,
    sharpness: 60,
    eyes: 0.4,
    mouth: 0.01,
  };

  it('turn a head turned far or tilted far away', () => {
    expect(refusalOf(fine)).toBeNull();
    expect(refusalOf({ ...fine, turn: 0.55 })).toBe('turned');
    expect(refusalOf({ ...fine, turn: -0.55 })).toBe('turned');
    expect(refusalOf({ ...fine, pitch: 0.8 })).toBe('turned');
  });

  it('measure a profile from the mesh: the nose tip near one eye corner', () => {
    const mesh: [number, number, number][] = Array.from({ length: 478 }, () => [0, 0, 0]);
    mesh[33] = [100, 100, 0];
    mesh[263] = [200, 100, 0];
    mesh[1] = [150, 140, 0];
    expect(Math.abs(sideTurn(mesh))).toBeLessThan(0.01);
    mesh[1] = [190, 140, 0];
    expect(sideTurn(mesh)).toBeGreaterThan(0.4);
  });
});
