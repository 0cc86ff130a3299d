import type { Gender, Outfit } from '../../types';
import { shade, tint } from '../color';
import { rel } from '../path';
import type { Tones } from '../tones';
import { armLines, bareArms, NECK_HALF, silhouette, sleeveAt, type Neckline } from './body';

export interface OutfitProps {
  outfit: Outfit;
  gender: Gender;
  tones: Tones;
}

/** A garment's body in its colour, with the lines between arms and torso. */
export function Garment({ gender, color, neck }: { gender: Gender; color: string; neck: Neckline }) {
  return (
    <>
      <path d={silhouette(gender, neck)} fill={color} />
      <path
        d={armLines(gender)}
        fill="none"
        stroke={shade(color, 0.22)}
        strokeWidth={3}
        strokeLinecap="round"
      />
    </>
  );
}

export function BareArms({ gender, from, tones }: { gender: Gender; from: number; tones: Tones }) {
  return <path d={bareArms(gender, from)} fill={tones.skin.base} />;
}

/** A short sleeve's hem over bare arms. */
export function SleeveHems({ gender, at, color }: { gender: Gender; at: number; color: string }) {
  const [inner, outer] = sleeveAt(gender, at);
  const half = `M ${inner} ${at} C ${inner + 16} ${at + 8} ${outer - 16} ${at + 8} ${outer} ${at}`;
  return (
    <path
      d={rel(half) + rel(half, true)}
      fill="none"
      stroke={shade(color, 0.25)}
      strokeWidth={3}
      strokeLinecap="round"
    />
  );
}

/** The pointed collar of a shirt under a jacket or open at the neck. */
export function ShirtCollar({
  gender,
  color,
  open = false,
}: {
  gender: Gender;
  color: string;
  open?: boolean;
}) {
  const w = NECK_HALF[gender];
  const half = open
    ? `M ${-w + 2} 430 L ${-w - 14} 470 L ${-w + 6} 528 L -2 ${486} L ${-w + 6} 448 Z`
    : `M ${-w + 1} 436 L ${-w - 11} 470 L -15 514 L -3 482 L ${-w + 8} 452 Z`;
  return (
    <g fill={color} stroke={shade(color, 0.2)} strokeWidth={1.5} strokeLinejoin="round">
      <path d={rel(half)} />
      <path d={rel(half, true)} />
    </g>
  );
}

export function Tie({ color, length = 640 }: { color: string; length?: number }) {
  return (
    <g data-part="tie">
      <path
        d={rel(`M -8 494 L 8 494 L 15 ${length - 26} L 0 ${length} L -15 ${length - 26} Z`)}
        fill={color}
      />
      <path d={rel('M -10 474 L 10 474 L 7 496 L -7 496 Z')} fill={shade(color, 0.15)} />
      <path
        d={rel(`M 2 520 L 9 ${length - 40}`)}
        stroke={tint(color, 0.18)}
        strokeWidth={3}
        strokeLinecap="round"
      />
    </g>
  );
}

/** Notched lapels along a V neckline that closes at `depth`. */
export function Lapels({
  color,
  depth,
  gender,
  narrow = false,
}: {
  color: string;
  depth: number;
  gender: Gender;
  narrow?: boolean;
}) {
  const w = NECK_HALF[gender] + 3;
  const span = narrow ? 0.8 : 1;
  // The peak, the notch and the collar's point sit a fixed way above the V's point, but never above the shoulders.
  const [peak, notch, point] = [
    Math.max(depth - 96, 504),
    Math.max(depth - 128, 490),
    Math.max(depth - 138, 480),
  ];
  const half =
    `M ${-w} 455 C ${-w + 2} 500 ${-8} ${depth - 40} 0 ${depth} ` +
    `L ${-62 * span} ${peak} L ${-52 * span} ${notch} L ${-60 * span} ${point} ` +
    `C ${-52 * span} 500 ${-44} 476 ${-w - 8} 458 Z`;
  const edge = shade(color, 0.28);
  return (
    <g fill={shade(color, 0.08)} stroke={edge} strokeWidth={2} strokeLinejoin="round">
      <path d={rel(half)} />
      <path d={rel(half, true)} />
    </g>
  );
}

/** The closing edge of a buttoned front, from the V's point to the hem, with its buttons. */
export function Placket({
  color,
  from,
  buttons,
}: {
  color: string;
  from: number;
  buttons: readonly number[];
}) {
  const edge = shade(color, 0.3);
  return (
    <g>
      <path d={rel(`M 0 ${from} L 2 1000`)} stroke={edge} strokeWidth={2} />
      {buttons.map((y) => (
        <circle key={y} cx={270 + 8} cy={y} r={5} fill={edge} />
      ))}
    </g>
  );
}
