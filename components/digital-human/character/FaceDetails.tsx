import type { AgeGroup, BrowShape, FacialHair, NoseShape } from '../types';
import { curve, p, rel, type Pt, type Seg } from './path';
import type { Tones } from './tones';

/** Upper edge (inner end, two controls, outer end) and lower edge (outer to inner) of the viewer's right brow. */
const BROWS: Record<BrowShape, [Pt, Seg, Seg]> = {
  soft: [
    [13, 282],
    [
      [24, 275],
      [40, 271],
      [54, 278],
    ],
    [
      [40, 275.5],
      [25, 279],
      [13, 286.5],
    ],
  ],
  straight: [
    [13, 280.5],
    [
      [26, 277.5],
      [42, 276.5],
      [55, 279],
    ],
    [
      [42, 280],
      [26, 281.5],
      [13, 286],
    ],
  ],
  arched: [
    [13, 282],
    [
      [26, 273],
      [38, 268.5],
      [54, 279],
    ],
    [
      [39, 273.5],
      [26, 278.5],
      [13, 287],
    ],
  ],
  bold: [
    [12, 279.5],
    [
      [26, 273],
      [42, 272],
      [57, 278.5],
    ],
    [
      [42, 278.5],
      [26, 281.5],
      [12, 288],
    ],
  ],
};

export function Brows({
  shape,
  tones,
  shift,
  raise = 0,
}: {
  shape: BrowShape;
  tones: Tones;
  shift: number;
  raise?: number;
}) {
  const [start, top, bottom] = BROWS[shape];
  const brow = (side: 1 | -1) => {
    const m = ([dx, y]: Pt): Pt => [side * dx + shift, y - raise];
    const d = `${curve(m(start), [[m(top[0]), m(top[1]), m(top[2])]])}C${p(m(bottom[0]))} ${p(m(bottom[1]))} ${p(m(bottom[2]))}Z`;
    return <path key={side} d={d} fill={tones.brow} />;
  };
  return (
    <g data-part="brows">
      {brow(-1)}
      {brow(1)}
    </g>
  );
}

const NOSE_WIDTH: Record<NoseShape, number> = { small: 7.5, straight: 9, broad: 12.5 };

export function Nose({ shape, tones, shift }: { shape: NoseShape; tones: Tones; shift: number }) {
  const w = NOSE_WIDTH[shape];
  const s = (dx: number, y: number) => p([dx + shift * 1.35, y]);
  return (
    <g data-part="nose">
      <path
        d={`M${s(3, 312)}C${s(6, 326)} ${s(w + 1, 335)} ${s(w + 1, 344)}C${s(w - 1, 349)} ${s(4, 350)} ${s(2, 348)}C${s(5, 340)} ${s(5, 326)} ${s(3, 312)}Z`}
        fill={tones.skin.shade}
        opacity={0.75}
      />
      <path
        d={`M${s(-w, 345)}C${s(-w + 1, 351.5)} ${s(-3, 353)} ${s(0, 352.4)}C${s(3, 353)} ${s(w - 1, 351.5)} ${s(w, 345)}`}
        fill="none"
        stroke={tones.skin.line}
        strokeWidth={1.8}
        strokeLinecap="round"
        opacity={0.7}
      />
    </g>
  );
}

/** Blush, the lines age brings, and facial hair: the parts of a face that say who it is beyond its shape. */
export function FaceMarks({
  tones,
  age,
  blush,
  shift,
}: {
  tones: Tones;
  age: AgeGroup;
  blush?: boolean;
  shift: number;
}) {
  const line = (d: string, opacity: number, key: string) => (
    <path
      key={key}
      d={d}
      fill="none"
      stroke={tones.skin.line}
      strokeWidth={1.6}
      strokeLinecap="round"
      opacity={opacity}
    />
  );
  const both = (f: (side: 1 | -1) => string) => [f(-1), f(1)];
  const folds = both(
    (s) =>
      `M${p([s * 17 + shift, 352])}C${p([s * 25 + shift, 362])} ${p([s * 27 + shift, 372])} ${p([s * 25 + shift, 388])}`,
  );
  const underEyes = both(
    (s) => `M${p([s * 26 + shift, 315])}Q${p([s * 35 + shift, 320])} ${p([s * 46 + shift, 314])}`,
  );
  const crows = both(
    (s) => `M${p([s * 55 + shift, 300])}l${s * 6} -3M${p([s * 55 + shift, 306])}l${s * 6} 2`,
  );
  return (
    <g data-part="marks">
      {blush &&
        [-1, 1].map((s) => (
          <ellipse
            key={s}
            cx={p([s * 50 + shift, 0]).split(' ')[0]}
            cy={348}
            rx={15}
            ry={8}
            fill={tones.skin.blush}
            opacity={0.4}
          />
        ))}
      {age === 'senior' && folds.map((d, i) => line(d, 0.45, `f${i}`))}
      {age === 'senior' && [...underEyes, ...crows].map((d, i) => line(d, 0.4, `u${i}`))}
    </g>
  );
}

export function FacialHairShape({
  kind,
  tones,
  shift,
  clip,
}: {
  kind: FacialHair;
  tones: Tones;
  shift: number;
  clip: string;
}) {
  const at = (dx: number) => dx + shift;
  const moustache = rel(
    `M ${at(-24)} 376 C ${at(-20)} 364 ${at(-6)} 362 ${at(0)} 366 C ${at(6)} 362 ${at(20)} 364 ${at(24)} 376 ` +
      `C ${at(14)} 371 ${at(6)} 371 ${at(0)} 372 C ${at(-6)} 371 ${at(-14)} 371 ${at(-24)} 376 Z`,
  );
  const chin = rel(
    `M ${at(-15)} 404 C ${at(-8)} 400 ${at(8)} 400 ${at(15)} 404 C ${at(14)} 418 ${at(8)} 430 ${at(0)} 431 C ${at(-8)} 430 ${at(-14)} 418 ${at(-15)} 404 Z`,
  );
  // A trimmed full beard: along the jaw from the sideburns, the cheeks left clear above a line to the mouth.
  const beard = rel(
    `M -82 308 C -78 340 ${at(-56)} 372 ${at(-30)} 378 C ${at(-18)} 364 ${at(18)} 364 ${at(30)} 378 ` +
      `C ${at(56)} 372 78 340 82 308 C 88 360 74 414 42 434 C 22 446 -22 446 -42 434 C -74 414 -88 360 -82 308 Z`,
  );
  if (kind === 'stubble') {
    return (
      <g data-part="facial-hair" clipPath={`url(#${clip})`} fill={tones.hair.base} opacity={0.13}>
        <path d={beard} />
        <path d={moustache} />
      </g>
    );
  }
  return (
    <g data-part="facial-hair" fill={tones.hair.base}>
      {kind === 'beard' && <path d={beard} />}
      {kind === 'goatee' && <path d={chin} />}
      <path d={moustache} />
    </g>
  );
}
