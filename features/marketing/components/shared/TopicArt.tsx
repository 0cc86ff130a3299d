// Illustrations drawn here (spec: no third-party images): a digital human on a screen, with a badge that hints at
// the topic. Colours follow the text colour of the hero, so light and dark schemes both work.

export type ArtKind = 'chat' | 'record' | 'video' | 'flow' | 'doc' | 'cards' | 'globe';

const accent = { fill: 'var(--mantine-color-cyan-6)' } as const;
const white = { fill: 'var(--mantine-color-white)' } as const;

function Badge({ kind }: { kind: ArtKind }) {
  switch (kind) {
    case 'chat':
      return (
        <g>
          <rect x="176" y="120" width="96" height="44" rx="12" style={accent} />
          <path d="M196 164l-6 16 20-16z" style={accent} />
          <circle cx="204" cy="142" r="5" style={white} />
          <circle cx="224" cy="142" r="5" style={white} />
          <circle cx="244" cy="142" r="5" style={white} />
        </g>
      );
    case 'record':
      return (
        <g>
          <circle cx="232" cy="150" r="34" style={accent} />
          <circle cx="232" cy="150" r="14" style={{ fill: 'var(--mantine-color-red-6)' }} />
          <path
            d="M232 122a28 28 0 0 1 28 28"
            stroke="white"
            strokeWidth="5"
            fill="none"
            strokeLinecap="round"
          />
        </g>
      );
    case 'video':
      return (
        <g>
          <circle cx="232" cy="150" r="34" style={accent} />
          <path d="M222 134v32l26-16z" style={white} />
        </g>
      );
    case 'flow':
      return (
        <g stroke="var(--mantine-color-cyan-6)" strokeWidth="5" strokeLinecap="round">
          <path d="M186 150h92" />
          <circle cx="186" cy="150" r="11" style={accent} />
          <circle cx="232" cy="150" r="11" style={accent} />
          <circle cx="278" cy="150" r="11" style={accent} />
        </g>
      );
    case 'doc':
      return (
        <g>
          <rect x="196" y="104" width="72" height="92" rx="8" style={accent} />
          {[124, 142, 160, 178].map((y) => (
            <rect key={y} x="208" y={y} width={y === 178 ? 30 : 48} height="6" rx="3" style={white} />
          ))}
        </g>
      );
    case 'cards':
      return (
        <g>
          <rect x="200" y="100" width="70" height="90" rx="8" fill="currentColor" opacity="0.35" />
          <rect x="186" y="112" width="70" height="90" rx="8" style={accent} />
          <path d="M204 156l10 10 22-24" stroke="white" strokeWidth="6" fill="none" strokeLinecap="round" />
        </g>
      );
    case 'globe':
      return (
        <g stroke="white" strokeWidth="3" fill="none">
          <circle cx="232" cy="150" r="34" style={accent} stroke="none" />
          <ellipse cx="232" cy="150" rx="14" ry="30" />
          <path d="M204 140h56M204 160h56" />
        </g>
      );
  }
}

export function TopicArt({ kind }: { kind: ArtKind }) {
  return (
    <svg viewBox="0 0 300 220" role="presentation" aria-hidden focusable="false">
      <rect x="10" y="10" width="230" height="170" rx="16" fill="currentColor" opacity="0.12" />
      <rect
        x="10"
        y="10"
        width="230"
        height="170"
        rx="16"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
      />
      <circle cx="125" cy="78" r="30" fill="currentColor" opacity="0.85" />
      <path d="M62 180c6-38 32-58 63-58s57 20 63 58z" fill="currentColor" opacity="0.6" />
      <path d="M112 88q13 9 26 0" stroke="white" strokeWidth="4" fill="none" strokeLinecap="round" />
      <rect x="95" y="190" width="60" height="8" rx="4" fill="currentColor" opacity="0.35" />
      <Badge kind={kind} />
    </svg>
  );
}
