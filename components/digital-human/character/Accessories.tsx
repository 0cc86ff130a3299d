import type { Accessory, FaceShape, Gender } from '../types';
import { luminance, shade } from './color';
import { faceHalfWidth } from './Head';
import { EYE_DX, FACE } from './anatomy';
import { rel } from './path';
import type { Tones } from './tones';

interface Props {
  items: readonly Accessory[];
  face: FaceShape;
  tones: Tones;
  shift: number;
}

/** What sits on the face and head: glasses, a headset, earrings, a hair pin. Drawn over the hair. */
export function HeadAccessories({
  items,
  face,
  tones,
  shift,
  hairTop,
  earsCovered,
}: Props & { hairTop: number; earsCovered: boolean }) {
  const fw = faceHalfWidth(face);
  const y = FACE.eye;
  const lens = (kind: Accessory, side: 1 | -1) => {
    const cx = 270 + side * EYE_DX + shift;
    if (kind === 'glassesRound') return <circle key={side} cx={cx} cy={y + 1} r={19} />;
    if (kind === 'glassesHalf')
      return (
        <path
          key={side}
          d={`M${cx - 21} ${y + 2}C${cx - 20} ${y + 18} ${cx + 20} ${y + 18} ${cx + 21} ${y + 2}`}
        />
      );
    return <rect key={side} x={cx - 22} y={y - 13} width={44} height={29} rx={9} />;
  };
  const glasses = items.find((a) => a.startsWith('glasses'));
  // Dark frames vanish on dark skin; those faces get warm metal ones.
  const frame = glasses === 'glassesHalf' || luminance(tones.skin.base) < 0.4 ? '#a4804a' : '#2a2426';
  const earY = 352;
  return (
    <g data-part="accessories">
      {!earsCovered &&
        items.includes('earringsPearl') &&
        [-1, 1].map((s) => (
          <circle
            key={s}
            cx={270 + s * (fw + 3)}
            cy={earY + 4}
            r={5}
            fill="#f4efe6"
            stroke="#d8cfc0"
            strokeWidth={1}
          />
        ))}
      {!earsCovered &&
        items.includes('earringsGold') &&
        [-1, 1].map((s) => (
          <circle
            key={s}
            cx={270 + s * (fw + 3)}
            cy={earY + 9}
            r={7}
            fill="none"
            stroke="#d2a446"
            strokeWidth={2.5}
          />
        ))}
      {glasses && (
        <g data-part="glasses" fill="#ffffff" fillOpacity={0.12} stroke={frame} strokeWidth={3.2}>
          {lens(glasses, -1)}
          {lens(glasses, 1)}
          <path d={rel(`M ${-13 + shift} ${y - 2} Q ${shift} ${y - 8} ${13 + shift} ${y - 2}`)} fill="none" />
          <path
            d={rel(
              `M ${-EYE_DX - 21 + shift} ${y - 4} L ${-fw + 2} ${y - 6} M ${EYE_DX + 21 + shift} ${y - 4} L ${fw - 2} ${y - 6}`,
            )}
            fill="none"
          />
        </g>
      )}
      {items.includes('hairPin') && (
        <path d={rel('M 44 196 L 76 214')} stroke="#d2a446" strokeWidth={5} strokeLinecap="round" />
      )}
      {items.includes('headset') && <Headset fw={fw} top={hairTop} tones={tones} shift={shift} />}
    </g>
  );
}

function Headset({ fw, top, shift }: { fw: number; top: number; tones: Tones; shift: number }) {
  const dark = '#2b2f36';
  return (
    <g data-part="headset">
      <path
        d={rel(
          `M ${-fw - 14} 300 C ${-fw - 20} ${top + 34} ${-40} ${top + 2} 0 ${top + 2} C 40 ${top + 2} ${fw + 20} ${top + 34} ${fw + 14} 300`,
        )}
        fill="none"
        stroke={dark}
        strokeWidth={7}
      />
      <rect x={270 - fw - 22} y={290} width={20} height={46} rx={9} fill={dark} />
      <rect x={270 + fw + 2} y={290} width={20} height={46} rx={9} fill={dark} />
      <path
        d={rel(`M ${-fw - 12} 330 C ${-fw - 4} 380 ${-40 + shift} 396 ${-22 + shift} 392`)}
        fill="none"
        stroke={dark}
        strokeWidth={4}
        strokeLinecap="round"
      />
      <ellipse cx={270 - 20 + shift} cy={391} rx={7} ry={5} fill={dark} />
    </g>
  );
}

/** What is worn on the body: a badge, a necklace, a stethoscope, a lanyard, a pocket square. */
export function BodyAccessories({
  items,
  tones,
  gender,
  accent,
}: {
  items: readonly Accessory[];
  tones: Tones;
  gender: Gender;
  accent: string;
}) {
  const neck = gender === 'female' ? 25 : 31;
  return (
    <g data-part="body-accessories">
      {items.includes('necklace') && (
        <g>
          <path
            d={rel(`M ${-neck - 4} 460 C ${-neck + 2} 500 ${neck - 2} 500 ${neck + 4} 460`)}
            fill="none"
            stroke="#d2a446"
            strokeWidth={1.8}
          />
          <circle cx={270} cy={496} r={4.5} fill="#f4efe6" stroke="#d2a446" strokeWidth={1.2} />
        </g>
      )}
      {items.includes('stethoscope') && (
        <g fill="none" stroke="#3a4450" strokeWidth={5} strokeLinecap="round">
          <path d={rel(`M ${-neck - 14} 456 C ${-neck - 24} 540 ${-70} 600 -66 660`)} />
          <path d={rel(`M ${neck + 14} 456 C ${neck + 22} 520 ${60} 560 58 620`)} />
          <circle cx={270 - 66} cy={672} r={12} fill="#c9ced6" />
          <circle cx={270 + 58} cy={626} r={5} fill="#3a4450" />
        </g>
      )}
      {items.includes('lanyard') && (
        <g>
          <path
            d={rel(`M ${-neck - 8} 456 L -14 700 M ${neck + 8} 456 L 14 700`)}
            stroke={accent}
            strokeWidth={6}
          />
          <rect
            x={270 - 28}
            y={700}
            width={56}
            height={74}
            rx={6}
            fill="#f7f8fa"
            stroke={shade('#f7f8fa', 0.2)}
            strokeWidth={1.5}
          />
          <rect x={270 - 18} y={712} width={36} height={28} rx={3} fill={tones.skin.shade} />
          <path d={rel('M -18 752 L 18 752 M -18 760 L 10 760')} stroke="#9aa3ad" strokeWidth={3} />
        </g>
      )}
      {items.includes('badge') && (
        <g>
          <rect
            x={270 + 86}
            y={590}
            width={52}
            height={16}
            rx={3}
            fill="#f4f1ea"
            stroke="#c9b27a"
            strokeWidth={1.5}
          />
          <rect x={270 + 90} y={594} width={12} height={8} rx={1.5} fill={accent} />
        </g>
      )}
      {items.includes('pocketSquare') && (
        <path d={rel('M 88 606 L 96 592 L 104 600 L 114 590 L 124 604 Z')} fill={accent} />
      )}
    </g>
  );
}
