import { describe, expect, it } from 'vitest';
import { liveCheck, nextGuide, startGuide, type LiveFace, type LiveFrame } from './live-checks';

// The camera's live hint from face measures: the same reasons as the server's checks, grouped into the guided steps
// ("look here" for the frame, pose and light; "neutral face" for eyes and mouth), and the shutter opening only after
// frames in a row pass. Faces are made up point by point (only the mesh points the measures read).

/** A face in a 640×480 frame: eyes open (0.32), mouth closed, facing the camera, 200 px wide. */
function face(
  change: { eyelidGap?: number; lipGap?: number; noseX?: number; width?: number; score?: number } = {},
) {
  const mesh: [number, number, number][] = Array.from({ length: 478 }, () => [320, 240, 0]);
  const set = (i: number, x: number, y: number) => (mesh[i] = [x, y, 0]);
  const gap = change.eyelidGap ?? 16;
  set(10, 320, 90); // forehead
  set(152, 320, 390); // chin
  set(33, 250, 200); // left eye: outer, inner, upper and lower lid
  set(133, 300, 200);
  set(159, 275, 200 - gap / 2);
  set(145, 275, 200 + gap / 2);
  set(263, 390, 200); // right eye
  set(362, 340, 200);
  set(386, 365, 200 - gap / 2);
  set(374, 365, 200 + gap / 2);
  set(1, change.noseX ?? 320, 260); // nose tip
  set(13, 320, 330); // inner lips
  set(14, 320, 330 + (change.lipGap ?? 2));
  const width = change.width ?? 200;
  return { score: change.score ?? 0.9, box: [320 - width / 2, 80, width, 320], mesh, pitch: 0 } as LiveFace;
}

/** The frame in gray at a quarter of its size, all of one luminance. */
const frame = (luminance = 120): LiveFrame => ({
  width: 640,
  height: 480,
  gray: { data: new Uint8Array(160 * 120).fill(luminance), width: 160, height: 120 },
});

describe('the live check of a camera frame', () => {
  it('passes a single neutral face facing the camera in light', () => {
    expect(liveCheck([face()], frame())).toEqual({ step: 'ready', reason: null });
  });

  it.each([
    ['no face', [], frame(), 'noFace'],
    ['a face the detector is unsure of', [face({ score: 0.3 })], frame(), 'noFace'],
    ['two faces', [face(), face()], frame(), 'severalFaces'],
    ['a face 100 px wide', [face({ width: 100 })], frame(), 'faceTooSmall'],
    ['the head turned aside', [face({ noseX: 250 })], frame(), 'turned'],
    ['a dark frame', [face()], frame(20), 'tooDark'],
    ['a dim frame where no face is found', [], frame(40), 'tooDark'],
  ] as const)('asks to look here for %s', (_, faces, shown, reason) => {
    expect(liveCheck(faces, shown)).toEqual({ step: 'lookHere', reason });
  });

  it.each([
    ['eyes closed', face({ eyelidGap: 2 }), 'eyesClosed'],
    ['the mouth open', face({ lipGap: 30 }), 'mouthOpen'],
  ] as const)('asks for a neutral face with %s', (_, shown, reason) => {
    expect(liveCheck([shown], frame())).toEqual({ step: 'neutralFace', reason });
  });

  it('opens the shutter after two passing frames in a row; a blink closes it again', () => {
    const ready = liveCheck([face()], frame());
    const blink = liveCheck([face({ eyelidGap: 1 })], frame());
    const once = nextGuide(startGuide, ready);
    expect(once.canTake).toBe(false);
    const twice = nextGuide(once, ready);
    expect(twice).toMatchObject({ step: 'ready', canTake: true });
    expect(nextGuide(twice, blink)).toMatchObject({
      step: 'neutralFace',
      reason: 'eyesClosed',
      canTake: false,
    });
  });
});
