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
  /** Draw every path, empty when the pose has none, so that a frame loop can reshape the mouth by its `d` alone. */
  live?: boolean;
}

/** The mouth's paths a frame loop rewrites, by their `data-mouth-path` name (the keys of `mouthGeometry`). */
export const MOUTH_PATHS = [
  'opening',
  'tongue',
  'teeth',
  'lowerTeeth',
  'upperLip',
  'lowerLip',
  'line',
] as const;

export function Mouth({ pose, lips, tones, gender, shift, live = false }: Props) {
  const g = mouthGeometry(pose, lips, shift);
  // Men's lips keep close to the skin; painted lips would read as make-up at thumbnail size.
  const lip = gender === 'female' ? tones.lip : mix(tones.lip, tones.skin.shade, 0.55);
  const upper = mix(lip, '#3a1418', 0.14);
  const opened = g.open > 0;
  const part = (name: (typeof MOUTH_PATHS)[number], d: string | undefined, shown: boolean) =>
    live ? { 'data-mouth-path': name, d: shown ? (d ?? '') : '' } : shown && d ? { d } : null;
  const paths = [
    ['opening', part('opening', g.opening, opened), { fill: '#4a1b20' }],
    ['tongue', part('tongue', g.tongue, opened), { fill: '#c8636a' }],
    ['teeth', part('teeth', g.teeth, opened), { fill: '#fbf8f5' }],
    ['lowerTeeth', part('lowerTeeth', g.lowerTeeth, opened), { fill: '#efe9e4' }],
    ['upperLip', part('upperLip', g.upperLip, true), { fill: upper }],
    ['lowerLip', part('lowerLip', g.lowerLip, true), { fill: lip }],
    [
      'line',
      part('line', g.line, !opened),
      {
        fill: 'none',
        stroke: mix(upper, '#2a0d10', 0.45),
        strokeWidth: 1.6,
        strokeLinecap: 'round' as const,
      },
    ],
  ] as const;
  return (
    <g data-part="mouth" data-open={Math.round(g.open * 10) / 10}>
      {paths.map(([name, attributes, paint]) => attributes && <path key={name} {...attributes} {...paint} />)}
      <ellipse
        data-mouth-path={live ? 'highlight' : undefined}
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
