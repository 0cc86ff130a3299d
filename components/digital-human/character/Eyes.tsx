import type { EyeShape, Gender } from '../types';
import { eyeGeometry } from './eye-geometry';
import type { Tones } from './tones';

interface Props {
  shape: EyeShape;
  iris: string;
  tones: Tones;
  gender: Gender;
  /** 0 open .. 1 closed. */
  closed: number;
  shift: number;
}

export function Eyes({ shape, iris, tones, gender, closed, shift }: Props) {
  const eye = (side: 1 | -1) => {
    const g = eyeGeometry(shape, closed, side, shift);
    return (
      <g key={side} data-part={side === -1 ? 'eye-right' : 'eye-left'}>
        <path d={g.white} fill="#fbf7f4" />
        <circle cx={270 + g.iris.cx} cy={g.iris.cy} r={g.iris.r} fill={iris} />
        <circle cx={270 + g.iris.cx} cy={g.iris.cy + 0.5} r={g.iris.r * 0.45} fill="#120b0a" />
        <circle cx={270 + g.iris.cx - 2.4} cy={g.iris.cy - 2.6} r={1.9} fill="#ffffff" />
        <path d={g.surround} fill={tones.skin.base} fillRule="evenodd" />
        {shape !== 'narrow' && (
          <path
            d={g.crease}
            fill="none"
            stroke={tones.skin.line}
            strokeWidth={1.3}
            strokeLinecap="round"
            opacity={0.55}
          />
        )}
        <path d={g.lower} fill="none" stroke={tones.skin.line} strokeWidth={1} opacity={0.35} />
        <path data-part="eyelid" d={g.lid} fill={tones.skin.base} />
        <path
          data-part="lash"
          d={g.lash}
          fill="none"
          stroke={tones.lash}
          strokeWidth={gender === 'female' ? 2.8 : 2.2}
          strokeLinecap="round"
        />
        {gender === 'female' && <path d={g.wing} fill={tones.lash} />}
      </g>
    );
  };
  return (
    <g data-part="eyes" data-closed={closed}>
      {eye(-1)}
      {eye(1)}
    </g>
  );
}
