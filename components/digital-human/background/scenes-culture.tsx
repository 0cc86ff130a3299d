import { Books, Plant, Rects } from './shapes';

// Learning and culture: a classroom, a library, a broadcast studio, a Chinese tea room.

export function Classroom() {
  return (
    <>
      <rect width="1600" height="1200" fill="#f1ece2" />
      <rect x="50" y="150" width="270" height="480" fill="#cfe5f3" />
      <Rects
        fill="#fbfaf7"
        items={[
          [40, 140, 290, 16],
          [40, 620, 290, 16],
          [177, 150, 14, 480],
          [50, 380, 270, 12],
        ]}
      />
      <rect x="360" y="160" width="880" height="490" rx="8" fill="#8c6a47" />
      <rect x="382" y="182" width="836" height="446" rx="4" fill="#2e5a4c" />
      <g fill="none" stroke="#e6eee9" strokeWidth="6" strokeLinecap="round" opacity="0.85">
        <path d="M450 520 L560 300 L670 520 Z" />
        <circle cx="850" cy="380" r="90" />
        <path d="M850 380 L930 340" />
        <path d="M1030 520 C1060 300 1120 300 1150 520" />
        <path d="M450 250 L620 250 M1000 250 L1160 250 M1000 290 L1110 290" />
      </g>
      <rect x="370" y="640" width="860" height="16" rx="4" fill="#7a5c3d" />
      <circle cx="1390" cy="230" r="56" fill="#ffffff" stroke="#7d8a94" strokeWidth="8" />
      <path
        d="M1390 230 L1390 196 M1390 230 L1414 244"
        stroke="#3b4650"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <rect x="1300" y="420" width="240" height="450" fill="#e3d3b8" />
      <Rects
        fill="#cbb694"
        items={[
          [1300, 560, 240, 10],
          [1300, 710, 240, 10],
        ]}
      />
      <Books x0={1312} x1={1530} y={560} seed={1} colors={['#c4574a', '#4f7cac', '#e0a93f', '#6b9e78']} />
      <Books x0={1312} x1={1530} y={710} seed={4} colors={['#4f7cac', '#e0a93f', '#c4574a', '#8c6bb1']} />
      <rect y="870" width="1600" height="330" fill="#d7bf98" />
      <path
        d="M0 960 L1600 960 M0 1070 L1600 1070 M300 870 L300 960 M900 960 L900 1070 M1300 870 L1300 960"
        stroke="#c9ae84"
        strokeWidth="6"
      />
    </>
  );
}

export function Library() {
  const colors = ['#8c3b3b', '#2f4f6f', '#b08a3c', '#4d6b4f', '#6e4a6b', '#a45d3a', '#39505f'];
  const units = [60, 560, 1060];
  return (
    <>
      <rect width="1600" height="1200" fill="#e9e1d4" />
      {units.map((x0, u) => (
        <g key={x0}>
          <rect x={x0} y={120} width={480} height={760} fill="#7b5a3c" />
          <rect x={x0 + 16} y={136} width={448} height={728} fill="#5e4330" />
          {[300, 460, 620, 780].map((y, s) => (
            <g key={y}>
              <Books x0={x0 + 24} x1={x0 + 456} y={y} seed={u * 4 + s} colors={colors} />
              <rect x={x0 + 16} y={y} width={448} height={14} fill="#7b5a3c" />
            </g>
          ))}
        </g>
      ))}
      <rect y="880" width="1600" height="320" fill="#c7a67c" />
      <path d="M0 880 L1600 880" stroke="#a8865d" strokeWidth="10" />
    </>
  );
}

export function Studio({ id }: { id: string }) {
  return (
    <>
      <defs>
        <linearGradient id={`${id}deep`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0d1733" />
          <stop offset="1" stopColor="#1b2e5e" />
        </linearGradient>
        <radialGradient id={`${id}glow`} cx="0.5" cy="0.45" r="0.5">
          <stop offset="0" stopColor="#4f8cff" stopOpacity="0.55" />
          <stop offset="1" stopColor="#4f8cff" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="1600" height="1200" fill={`url(#${id}deep)`} />
      <rect
        x="250"
        y="130"
        width="1100"
        height="560"
        rx="18"
        fill="#13224a"
        stroke="#2d4f9e"
        strokeWidth="6"
      />
      <rect x="250" y="130" width="1100" height="560" rx="18" fill={`url(#${id}glow)`} />
      <g fill="none" stroke="#6fa3ff" strokeWidth="4" opacity="0.6">
        <circle cx="800" cy="410" r="170" />
        <ellipse cx="800" cy="410" rx="80" ry="170" />
        <path d="M630 410 L970 410 M650 330 L950 330 M650 490 L950 490" />
      </g>
      <Rects
        fill="#2d4f9e"
        opacity={0.7}
        items={[
          [330, 560, 200, 14],
          [330, 590, 140, 14],
          [1070, 200, 200, 14],
          [1110, 230, 160, 14],
        ]}
        rx={6}
      />
      {[150, 1450].map((x) => (
        <g key={x}>
          <rect x={x - 24} y={80} width={48} height={760} rx={24} fill="#5ab0ff" opacity={0.18} />
          <rect x={x - 8} y={100} width={16} height={720} rx={8} fill="#8fd0ff" />
        </g>
      ))}
      <rect y="840" width="1600" height="360" fill="#0a1329" />
      <rect y="840" width="1600" height="6" fill="#3d6bd6" />
      <ellipse cx="800" cy="1000" rx="600" ry="90" fill="#1b2e5e" opacity="0.6" />
    </>
  );
}

export function TeaHouse({ id }: { id: string }) {
  const lattice = [-225, -150, -75, 0, 75, 150, 225];
  return (
    <>
      <defs>
        <clipPath id={`${id}moon`}>
          <circle cx="800" cy="450" r="290" />
        </clipPath>
      </defs>
      <rect width="1600" height="1200" fill="#efe3cf" />
      <Rects
        fill="#7a5233"
        items={[
          [90, 0, 60, 880],
          [1450, 0, 60, 880],
          [0, 0, 1600, 40],
        ]}
      />
      <circle cx="800" cy="450" r="290" fill="#e2ecdc" />
      <g clipPath={`url(#${id}moon)`}>
        <path d="M500 700 C600 520 700 600 760 480 C820 560 900 430 1100 700 Z" fill="#b9cdb5" />
        <g stroke="#6f9a6a" strokeWidth="10" strokeLinecap="round">
          <path d="M600 760 L640 260 M660 760 L690 300 M960 760 L930 240" />
        </g>
        <g fill="#86ad7f">
          <ellipse cx="650" cy="300" rx="40" ry="12" transform="rotate(-30 650 300)" />
          <ellipse cx="700" cy="340" rx="40" ry="12" transform="rotate(20 700 340)" />
          <ellipse cx="940" cy="280" rx="44" ry="12" transform="rotate(-20 940 280)" />
          <ellipse cx="900" cy="330" rx="40" ry="12" transform="rotate(25 900 330)" />
        </g>
        <g stroke="#8a5e3b" strokeWidth="10" opacity="0.9">
          {lattice.map((d) => (
            <path key={d} d={`M${800 + d} 150 L${800 + d} 750 M500 ${450 + d} L1100 ${450 + d}`} />
          ))}
        </g>
      </g>
      <circle cx="800" cy="450" r="290" fill="none" stroke="#7a5233" strokeWidth="30" />
      <rect x="200" y="150" width="170" height="520" fill="#f7f1e4" />
      <Rects
        fill="#5b3b25"
        items={[
          [190, 140, 190, 14],
          [190, 664, 190, 16],
        ]}
        rx={6}
      />
      <path d="M215 520 L260 420 L290 470 L330 380 L355 520 Z" fill="#a9b1ad" opacity="0.8" />
      <path d="M215 560 L280 480 L320 530 L355 500 L355 580 L215 580 Z" fill="#7f8985" opacity="0.6" />
      <circle cx="320" cy="250" r="16" fill="#c85a4a" opacity="0.8" />
      <rect y="880" width="1600" height="320" fill="#c9a57a" />
      <path d="M0 880 L1600 880" stroke="#a37c52" strokeWidth="10" />
      <Plant x={1320} y={1000} scale={0.9} pot="#5e6f6a" leaf="#6f9a6a" />
    </>
  );
}
