import { Books, Plant, Rects, Skyline } from './shapes';

// Offices and public halls where a company's assistant stands.

export function Office({ id }: { id: string }) {
  return (
    <>
      <defs>
        <linearGradient id={`${id}sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#bcd7ef" />
          <stop offset="1" stopColor="#eaf3fb" />
        </linearGradient>
      </defs>
      <rect width="1600" height="1200" fill="#e8ecf1" />
      <rect x="120" y="110" width="1360" height="690" fill={`url(#${id}sky)`} />
      <Skyline
        base={800}
        fill="#c9dbeb"
        items={[
          [120, 120, 300],
          [250, 90, 420],
          [350, 140, 260],
          [500, 110, 480],
          [620, 150, 340],
          [790, 100, 520],
          [900, 130, 380],
          [1040, 90, 450],
          [1140, 150, 300],
          [1300, 180, 400],
        ]}
      />
      <Skyline
        base={800}
        fill="#b3c9de"
        items={[
          [160, 140, 200],
          [330, 110, 280],
          [460, 160, 180],
          [640, 120, 250],
          [780, 170, 160],
          [960, 120, 230],
          [1100, 140, 190],
          [1260, 120, 260],
          [1380, 100, 170],
        ]}
      />
      <Rects
        fill="#f7f9fb"
        items={[
          [120, 100, 1360, 22],
          [120, 440, 1360, 12],
          [440, 100, 18, 700],
          [791, 100, 18, 700],
          [1142, 100, 18, 700],
          [110, 100, 20, 700],
          [1470, 100, 20, 700],
        ]}
      />
      <rect x="90" y="790" width="1420" height="26" fill="#d9dfe6" />
      <rect y="816" width="1600" height="384" fill="#cdd4dc" />
      <rect y="816" width="1600" height="10" fill="#bdc5cf" />
      <g>
        <rect x="1230" y="600" width="300" height="216" rx="6" fill="#f4f5f3" />
        <rect x="1230" y="700" width="300" height="8" fill="#dfe2e4" />
        <Books x0={1246} x1={1520} y={698} seed={2} colors={['#3b5bdb', '#e4a54a', '#6c8ea9', '#d96b57']} />
      </g>
      <Plant x={230} y={1010} pot="#f6f6f3" />
    </>
  );
}

export function MeetingRoom() {
  return (
    <>
      <rect width="1600" height="1200" fill="#eceff3" />
      <rect width="440" height="860" fill="#d3e3ef" />
      <Rects
        fill="#c2d5e4"
        items={[
          [40, 300, 120, 260],
          [190, 360, 90, 200],
          [300, 280, 110, 280],
        ]}
      />
      <Rects
        fill="#f6f8fa"
        items={[
          [0, 0, 440, 18],
          [140, 0, 14, 860],
          [290, 0, 14, 860],
          [430, 0, 16, 860],
          [0, 420, 440, 10],
        ]}
      />
      <rect x="560" y="190" width="500" height="300" rx="12" fill="#1e2838" />
      <rect x="580" y="210" width="460" height="260" rx="4" fill="#26344a" />
      <Rects
        fill="#4f8cff"
        items={[
          [620, 380, 40, 70],
          [690, 340, 40, 110],
          [760, 300, 40, 150],
          [830, 330, 40, 120],
        ]}
      />
      <path
        d="M900 420 L950 360 L990 380 L1020 290"
        fill="none"
        stroke="#f2b84b"
        strokeWidth="8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="790" y="490" width="40" height="60" fill="#c7ccd3" />
      <rect
        x="1160"
        y="220"
        width="340"
        height="360"
        rx="8"
        fill="#fbfbfa"
        stroke="#d5d9de"
        strokeWidth="8"
      />
      <path
        d="M1200 300 C1260 270 1320 330 1380 290 M1200 380 L1440 380 M1200 430 L1380 430 M1200 480 L1420 480"
        fill="none"
        stroke="#7aa2d6"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <rect y="860" width="1600" height="340" fill="#d6dbe1" />
      <path d="M-40 1200 C200 980 1400 980 1640 1200 Z" fill="#b9a184" />
      <path d="M-40 1200 C200 990 1400 990 1640 1200" fill="none" stroke="#cdb89c" strokeWidth="10" />
    </>
  );
}

export function Lobby() {
  const slats = Array.from({ length: 21 }, (_, i) => [430 + i * 36, 120, 18, 740] as const);
  return (
    <>
      <rect width="1600" height="1200" fill="#ece6dc" />
      <rect x="410" y="110" width="780" height="760" fill="#b98c5f" />
      <Rects fill="#a77c51" items={slats} />
      <rect x="620" y="290" width="360" height="150" rx="16" fill="#f7f2ea" />
      <rect x="660" y="420" width="280" height="4" fill="#c9a45c" />
      {[260, 1340].map((x) => (
        <g key={x}>
          <path d={`M${x} 0 L${x} 170`} stroke="#8a7f73" strokeWidth="3" />
          <path d={`M${x - 70} 240 C${x - 70} 190 ${x + 70} 190 ${x + 70} 240 Z`} fill="#2f2b28" />
          <ellipse cx={x} cy={244} rx={60} ry={10} fill="#ffe7b3" />
        </g>
      ))}
      <rect y="860" width="1600" height="340" fill="#e6e0d6" />
      <path d="M0 860 L1600 860" stroke="#cfc6b8" strokeWidth="8" />
      <path d="M300 1200 L520 860 M1300 1200 L1080 860" stroke="#dcd4c7" strokeWidth="6" />
      <Plant x={190} y={1040} scale={1.15} pot="#3b3733" leaf="#6aa274" />
      <Plant x={1410} y={1040} scale={1.15} pot="#3b3733" leaf="#6aa274" />
    </>
  );
}

export function CityView({ id }: { id: string }) {
  const lit = [
    [180, 560],
    [210, 620],
    [300, 520],
    [330, 600],
    [520, 480],
    [540, 560],
    [700, 600],
    [880, 450],
    [910, 520],
    [1060, 560],
    [1090, 640],
    [1220, 500],
    [1250, 580],
    [1400, 540],
    [1430, 620],
  ] as const;
  return (
    <>
      <defs>
        <linearGradient id={`${id}dusk`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#262b63" />
          <stop offset="0.55" stopColor="#b5668f" />
          <stop offset="0.8" stopColor="#f2a974" />
        </linearGradient>
      </defs>
      <rect width="1600" height="1200" fill={`url(#${id}dusk)`} />
      <circle cx="1180" cy="300" r="46" fill="#ffe2b8" opacity="0.85" />
      <Skyline
        base={900}
        fill="#4a3f78"
        items={[
          [60, 140, 420],
          [220, 110, 520],
          [360, 160, 380],
          [560, 120, 560],
          [700, 170, 440],
          [900, 110, 600],
          [1030, 150, 420],
          [1200, 120, 520],
          [1340, 180, 400],
        ]}
      />
      <Skyline
        base={900}
        fill="#2c2a57"
        items={[
          [120, 150, 360],
          [290, 120, 300],
          [480, 150, 420],
          [650, 110, 330],
          [840, 160, 460],
          [1010, 130, 350],
          [1160, 150, 420],
          [1330, 120, 380],
          [1460, 140, 300],
        ]}
      />
      <Rects fill="#ffd98a" opacity={0.85} items={lit.map(([x, y]) => [x, y, 14, 20])} />
      <Rects
        fill="#1b1b36"
        items={[
          [0, 0, 1600, 30],
          [0, 0, 24, 900],
          [520, 0, 20, 900],
          [1060, 0, 20, 900],
          [1576, 0, 24, 900],
        ]}
      />
      <rect y="900" width="1600" height="300" fill="#1b1b36" />
      <rect y="900" width="1600" height="8" fill="#4a3f78" />
    </>
  );
}
