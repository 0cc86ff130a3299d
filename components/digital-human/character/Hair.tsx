import type { HairStyle } from '../types';
import { HAIR_STYLES } from './hair-styles';
import type { Tones } from './tones';

export function HairBack({ style, tones }: { style: HairStyle; tones: Tones }) {
  const def = HAIR_STYLES[style];
  if (!def.back) return null;
  // Hair that shows only beside the face (no front, as when balding) keeps the hair's own colour.
  return <path data-part="hair-back" d={def.back} fill={def.front ? tones.hair.shade : tones.hair.base} />;
}

/** The soft shadow the hair casts on the face; `clip` keeps it on the skin. */
export function HairShadow({
  style,
  tones,
  shift,
  clip,
}: {
  style: HairStyle;
  tones: Tones;
  shift: number;
  clip: string;
}) {
  const def = HAIR_STYLES[style];
  if (!def.front) return null;
  return (
    <g clipPath={`url(#${clip})`}>
      <path
        d={def.front}
        fill={tones.skin.shade}
        opacity={0.6}
        transform={`translate(${shift} 6)`}
        fillRule={def.evenOdd ? 'evenodd' : undefined}
      />
    </g>
  );
}

export function HairFront({ style, tones, shift }: { style: HairStyle; tones: Tones; shift: number }) {
  const def = HAIR_STYLES[style];
  const rule = def.evenOdd ? 'evenodd' : undefined;
  return (
    <g data-part="hair-front" transform={shift ? `translate(${shift} 0)` : undefined}>
      {def.front && <path d={def.front} fill={tones.hair.base} fillRule={rule} />}
      {def.sheen?.map((d) => (
        <path key={d} d={d} fill={def.front ? tones.hair.tint : '#ffffff'} opacity={def.front ? 1 : 0.22} />
      ))}
      {def.strands && (
        <g fill="none" stroke={tones.hair.strand} strokeWidth={2.4} strokeLinecap="round" opacity={0.8}>
          {def.strands.map((d) => (
            <path key={d} d={d} />
          ))}
        </g>
      )}
    </g>
  );
}
