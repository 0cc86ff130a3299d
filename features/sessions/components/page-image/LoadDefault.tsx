import type { SVGProps } from 'react';

/** The built-in loading page: soft rings around a dotted spinner, shown while the digital human gets ready. */
export function LoadDefault(props: SVGProps<SVGSVGElement>) {
  const dots = Array.from({ length: 8 }, (_, i) => {
    const angle = (i / 8) * Math.PI * 2;
    return { x: 80 + Math.cos(angle) * 11, y: 42 + Math.sin(angle) * 11, opacity: 0.25 + (i / 8) * 0.75 };
  });
  return (
    <svg viewBox="0 0 160 90" preserveAspectRatio="xMidYMid slice" {...props}>
      <defs>
        <radialGradient id="load-default-glow" cx="0.5" cy="0.45" r="0.75">
          <stop offset="0" stopColor="#f6f9ff" />
          <stop offset="1" stopColor="#dfe7f5" />
        </radialGradient>
      </defs>
      <rect width="160" height="90" fill="url(#load-default-glow)" />
      <circle cx="80" cy="42" r="30" fill="none" stroke="#c9d6ee" strokeWidth="1" />
      <circle cx="80" cy="42" r="22" fill="none" stroke="#b7c8e8" strokeWidth="1" />
      {dots.map((d) => (
        <circle key={`${d.x}-${d.y}`} cx={d.x} cy={d.y} r="2.2" fill="#4c7cf0" opacity={d.opacity} />
      ))}
      <rect x="58" y="76" width="44" height="3" rx="1.5" fill="#c9d6ee" />
      <rect x="58" y="76" width="26" height="3" rx="1.5" fill="#4c7cf0" />
    </svg>
  );
}
