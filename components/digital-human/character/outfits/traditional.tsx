import { mix, shade, tint } from '../color';
import { rel } from '../path';
import { NECK_HALF } from './body';
import { BareArms, Garment, SleeveHems, type OutfitProps } from './parts';

/** A stand (mandarin) collar with piping, shared by the qipao and the Tang suit. */
function StandCollar({ color, trim, w }: { color: string; trim: string; w: number }) {
  const d = `M ${-w} 418 C ${-w / 2} 426 ${w / 2} 426 ${w} 418 L ${w + 4} 462 C ${w / 2} 472 ${-w / 2} 472 ${-w - 4} 462 Z`;
  return <path d={rel(d)} fill={color} stroke={trim} strokeWidth={3} strokeLinejoin="round" />;
}

/** A Chinese knot button: a bar with a loop at each end. */
function FrogButton({ x, y, color, size = 1 }: { x: number; y: number; color: string; size?: number }) {
  const s = 11 * size;
  return (
    <g fill="none" stroke={color} strokeWidth={3} strokeLinecap="round">
      <path d={rel(`M ${x - s} ${y} L ${x + s} ${y}`)} />
      <circle cx={270 + x - s - 3} cy={y} r={3.5} />
      <circle cx={270 + x + s + 3} cy={y} r={3.5} />
    </g>
  );
}

/** Small blossoms scattered over the garment, for brocade. */
function Blossoms({ color, gender }: { color: string; gender: 'female' | 'male' }) {
  const spots: [number, number][] =
    gender === 'female'
      ? [
          [-84, 620],
          [-30, 700],
          [56, 600],
          [80, 760],
          [-70, 860],
          [20, 880],
          [150, 560],
          [-150, 600],
        ]
      : [
          [-100, 640],
          [60, 700],
          [-40, 860],
          [100, 880],
        ];
  return (
    <g fill={color}>
      {spots.map(([x, y]) => (
        <g key={`${x}:${y}`}>
          {[0, 72, 144, 216, 288].map((a) => (
            <circle
              key={a}
              cx={270 + x + 6 * Math.cos((a * Math.PI) / 180)}
              cy={y + 6 * Math.sin((a * Math.PI) / 180)}
              r={4.2}
            />
          ))}
        </g>
      ))}
    </g>
  );
}

export function Qipao({ outfit, gender, tones }: OutfitProps) {
  const trim = outfit.accent ?? '#d8b25a';
  return (
    <>
      <Garment gender={gender} color={outfit.main} neck="high" />
      <BareArms gender={gender} from={780} tones={tones} />
      <SleeveHems gender={gender} at={780} color={outfit.main} />
      {outfit.pattern === 'floral' && <Blossoms color={tint(outfit.main, 0.22)} gender={gender} />}
      <path d={rel('M -2 466 C -20 522 -72 552 -136 570')} fill="none" stroke={trim} strokeWidth={4} />
      <StandCollar color={outfit.main} trim={trim} w={NECK_HALF[gender] + 2} />
      <FrogButton x={-20} y={504} color={trim} size={0.8} />
      <FrogButton x={-78} y={548} color={trim} size={0.8} />
    </>
  );
}

export function TangSuit({ outfit, gender }: OutfitProps) {
  const trim = outfit.accent ?? '#d8b25a';
  return (
    <>
      <Garment gender={gender} color={outfit.main} neck="high" />
      {outfit.pattern && <Blossoms color={mix(outfit.main, trim, 0.3)} gender={gender} />}
      <path d={rel('M 0 466 L 0 1000')} stroke={shade(outfit.main, 0.3)} strokeWidth={2.5} />
      <StandCollar color={outfit.main} trim={trim} w={NECK_HALF[gender] + 2} />
      {[510, 580, 650, 720, 790].map((y) => (
        <FrogButton key={y} x={0} y={y} color={trim} />
      ))}
    </>
  );
}

/**
 * Hanfu-inspired cross collar, and the kimono that shares it: the garment closes right over left, so the outer
 * lapel runs from the wearer's left shoulder (the viewer's right) down across the chest.
 */
export function CrossCollar({ outfit, gender, tones }: OutfitProps) {
  const band = outfit.accent ?? shade(outfit.main, 0.3);
  const kimono = outfit.kind === 'kimono';
  const w = NECK_HALF[gender] + 2;
  const waist = gender === 'male' ? 132 : 112;
  // Centre lines of the two lapels: the wearer's right one, ending where the left one crosses over it, and the
  // left one sweeping from the neck to under the right arm. The inner robe's white shows along their inner edges.
  const under = `M ${-w} 440 C ${-w + 4} 480 ${-12} 520 ${-2} 552`;
  const over = `M ${w} 440 C ${w - 4} 500 ${-30} 600 ${-waist - 10} 690`;
  return (
    <>
      <Garment gender={gender} color={outfit.main} neck="high" />
      <path
        d={rel(`M ${-w} 438 L ${w} 438 C ${w - 4} 490 14 520 -4 548 C -14 520 ${-w + 4} 480 ${-w} 438 Z`)}
        fill={tones.skin.base}
      />
      <g fill="none">
        <path d={rel(under)} transform="translate(6 -3)" stroke={outfit.inner} strokeWidth={22} />
        <path d={rel(under)} stroke={band} strokeWidth={22} />
        <path d={rel(over)} transform="translate(-5 -5)" stroke={outfit.inner} strokeWidth={24} />
        <path d={rel(over)} stroke={band} strokeWidth={24} />
      </g>
      {kimono ? (
        <>
          <path d={rel(`M ${-waist} 820 L ${waist} 820 L ${waist} 900 L ${-waist} 900 Z`)} fill={band} />
          <path
            d={rel(`M ${-waist} 846 L ${waist} 846 M ${-waist} 874 L ${waist} 874`)}
            stroke={tint(band, 0.35)}
            strokeWidth={3}
          />
          <path d={rel('M -40 860 L 40 860')} stroke={outfit.inner} strokeWidth={7} strokeLinecap="round" />
        </>
      ) : (
        <>
          <path
            d={rel(
              `M ${-waist} 826 C -40 834 40 834 ${waist} 826 L ${waist} 866 C 40 874 -40 874 ${-waist} 866 Z`,
            )}
            fill={band}
          />
          <path
            d={rel('M 24 856 C 34 890 30 930 38 1000 M 40 856 C 56 890 58 930 70 1000')}
            fill="none"
            stroke={band}
            strokeWidth={9}
            strokeLinecap="round"
          />
          <ellipse cx={270 + 32} cy={852} rx={14} ry={11} fill={shade(band, 0.15)} />
        </>
      )}
    </>
  );
}
