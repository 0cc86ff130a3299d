import type { Gender, LipShape } from '../types';
import { mix } from './color';
import { ax } from './path';
import { mouthGeometry, type MouthPose } from './mouth-geometry';
import type { Tones } from './tones';

interface Props {
  pose: MouthPose;
  lips: LipShape;
  tones: Tones;
  gender: Gender;
  shift: number;
}

export function Mouth({ pose, lips, tones, gender, shift }: Props) {
  const g = mouthGeometry(pose, lips, shift);
  // Men's lips keep close to the skin; painted lips would read as make-up at thumbnail size.
  const lip = gender === 'female' ? tones.lip : mix(tones.lip, tones.skin.shade, 0.55);
  const upper = mix(lip, '#3a1418', 0.14);
  return (
    <g data-part="mouth" data-open={Math.round(g.open * 10) / 10}>
      {g.open > 0 && (
        <>
          <path d={g.opening} fill="#4a1b20" />
          {g.tongue && <path d={g.tongue} fill="#c8636a" />}
          <path d={g.teeth} fill="#fbf8f5" />
          {g.lowerTeeth && <path d={g.lowerTeeth} fill="#efe9e4" />}
        </>
      )}
      <path d={g.upperLip} fill={upper} />
      <path d={g.lowerLip} fill={lip} />
      {g.open === 0 && (
        <path
          d={g.line}
          fill="none"
          stroke={mix(upper, '#2a0d10', 0.45)}
          strokeWidth={1.6}
          strokeLinecap="round"
        />
      )}
      <ellipse
        cx={ax(g.highlight.cx)}
        cy={g.highlight.cy}
        rx={g.highlight.rx}
        ry={g.highlight.ry}
        fill="#ffffff"
        opacity={0.28}
      />
    </g>
  );
}
