import type { FaceShape, Gender } from '../types';
import { mirrored, p, type Pt, type Seg } from './path';
import type { Tones } from './tones';

/** Right half of each face outline, from the top of the skull to the chin; widths are what tell the shapes apart. */
const OUTLINES: Record<FaceShape, readonly Seg[]> = {
  oval: [
    [
      [48, 176],
      [82, 204],
      [84, 252],
    ],
    [
      [86, 284],
      [85, 306],
      [81, 326],
    ],
    [
      [77, 356],
      [68, 386],
      [52, 404],
    ],
    [
      [38, 420],
      [20, 426],
      [0, 426],
    ],
  ],
  round: [
    [
      [50, 176],
      [84, 204],
      [86, 252],
    ],
    [
      [88, 284],
      [88, 310],
      [85, 334],
    ],
    [
      [82, 366],
      [72, 392],
      [54, 408],
    ],
    [
      [40, 419],
      [22, 422],
      [0, 422],
    ],
  ],
  square: [
    [
      [50, 176],
      [84, 204],
      [85, 252],
    ],
    [
      [86, 284],
      [85, 310],
      [83, 334],
    ],
    [
      [81, 362],
      [78, 386],
      [64, 404],
    ],
    [
      [50, 420],
      [26, 426],
      [0, 426],
    ],
  ],
  heart: [
    [
      [50, 176],
      [86, 204],
      [87, 252],
    ],
    [
      [88, 284],
      [86, 306],
      [81, 326],
    ],
    [
      [74, 356],
      [60, 386],
      [42, 408],
    ],
    [
      [28, 422],
      [14, 428],
      [0, 428],
    ],
  ],
  long: [
    [
      [46, 176],
      [80, 204],
      [81, 254],
    ],
    [
      [82, 288],
      [82, 312],
      [79, 334],
    ],
    [
      [75, 368],
      [66, 396],
      [50, 414],
    ],
    [
      [36, 428],
      [18, 433],
      [0, 433],
    ],
  ],
};

const TOP: Pt = [0, 176];

/** The face's half-width at the cheekbones, which hair and glasses follow. */
export const faceHalfWidth = (shape: FaceShape) => OUTLINES[shape][1]![1][0];

export const faceOutline = (shape: FaceShape) => mirrored(TOP, OUTLINES[shape]);

/**
 * The face, its outline also a clip path so that shading (the side away from the light, the hair's shadow) stays
 * on the skin. `clipId` must be unique on the page: the renderer takes it from useId.
 */
export function Face({ shape, tones, clipId }: { shape: FaceShape; tones: Tones; clipId: string }) {
  const d = faceOutline(shape);
  return (
    <>
      <clipPath id={clipId}>
        <path d={d} />
      </clipPath>
      <path d={d} fill={tones.skin.base} />
      <ellipse
        cx={270 + 146}
        cy={320}
        rx={84}
        ry={160}
        fill={tones.skin.shade}
        opacity={0.5}
        clipPath={`url(#${clipId})`}
      />
    </>
  );
}

/** Neck and the skin of the chest that an open neckline shows; the clothes are drawn over it. */
export function Neck({ tones, gender }: { tones: Tones; gender: Gender }) {
  const w = gender === 'female' ? 25 : 31;
  const neck = mirrored(
    [0, 360],
    [
      [
        [w / 2, 360],
        [w, 360],
        [w, 380],
      ],
      [
        [w, 420],
        [w + 1, 450],
        [w + 10, 478],
      ],
      [
        [w + 22, 500],
        [w + 60, 512],
        [w + 80, 530],
      ],
      [
        [w + 80, 580],
        [w + 60, 640],
        [0, 660],
      ],
    ],
  );
  // The jaw's shadow on the neck: what of this the face leaves uncovered is a crescent under the chin.
  const shadow = mirrored(
    [0, 380],
    [
      [
        [30, 380],
        [w + 2, 392],
        [w + 1, 420],
      ],
      [
        [w, 432],
        [20, 452],
        [0, 454],
      ],
    ],
  );
  return (
    <g data-part="neck">
      <path d={neck} fill={tones.skin.base} />
      <path d={shadow} fill={tones.skin.shade} />
    </g>
  );
}

export function Ears({ tones, shape, shift }: { tones: Tones; shape: FaceShape; shift: number }) {
  const x = faceHalfWidth(shape) - 4;
  const ear = (side: 1 | -1) => {
    const at = (dx: number, y: number): Pt => [side * (x + dx) + shift, y];
    const outer = `M${p(at(0, 296))}C${p(at(12, 284))} ${p(at(20, 298))} ${p(at(17, 318))}C${p(at(15, 338))} ${p(at(10, 350))} ${p(at(-2, 352))}Z`;
    const inner = `M${p(at(3, 302))}C${p(at(10, 296))} ${p(at(14, 306))} ${p(at(12, 320))}C${p(at(10, 334))} ${p(at(6, 340))} ${p(at(1, 340))}Z`;
    return (
      <g key={side}>
        <path d={outer} fill={tones.skin.base} />
        <path d={inner} fill={tones.skin.shade} />
      </g>
    );
  };
  return (
    <g data-part="ears">
      {ear(-1)}
      {ear(1)}
    </g>
  );
}
