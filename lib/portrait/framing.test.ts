import { describe, expect, it } from 'vitest';
import { CHIN, FOREHEAD, framingOfRig, stillBox } from './framing';

describe('a portrait still', () => {
  const photo = { width: 600, height: 800, faceX: 300, faceY: 300 };

  it('covers a wide frame and puts the face at its centre', () => {
    // 1920 wide: the photo is 1920×2560, moved up so the face (y 960) sits at 540.
    expect(stillBox(photo, 1920, 1080)).toEqual({
      left: '0%',
      top: `${(-420 / 1080) * 100}%`,
      width: '100%',
      height: `${(2560 / 1080) * 100}%`,
    });
  });

  it('keeps the photo over the frame when the face is near its edge', () => {
    // The face at the very top would leave a gap above the photo: the photo's top stays at the frame's.
    expect(stillBox({ ...photo, faceY: 20 }, 1920, 1080).top).toBe('0%');
    const tall = stillBox({ ...photo, faceX: 590 }, 1080, 1920);
    // 2.4 times: the photo is 1440 wide in a 1080 frame, its right edge at the frame's.
    expect(tall.left).toBe(`${(-360 / 1080) * 100}%`);
    expect(tall.width).toBe(`${(1440 / 1080) * 100}%`);
  });
});

describe('the framing of a stored rig', () => {
  it('is the photo size and the point between forehead and chin, and nothing for a look without a rig', () => {
    const mesh = Array.from({ length: 468 }, (_, i): [number, number, number] => [i, 2 * i, 0]);
    mesh[FOREHEAD] = [250, 180, 0];
    mesh[CHIN] = [262, 420, 0];
    expect(framingOfRig({ imageUrl: '/p', width: 512, height: 640, mesh, box: [0, 0, 1, 1] })).toEqual({
      width: 512,
      height: 640,
      faceX: 256,
      faceY: 300,
    });
    expect(framingOfRig({})).toBeUndefined();
    expect(framingOfRig(null)).toBeUndefined();
    expect(framingOfRig({ width: 512, height: 640, mesh: mesh.slice(0, 20) })).toBeUndefined();
  });
});
