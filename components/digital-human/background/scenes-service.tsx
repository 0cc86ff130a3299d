import { Plant, Rects } from './shapes';

// Counters and halls: a bank, a hospital's desk, a shop, an exhibition.

export function BankHall() {
  const lights = [200, 400, 600, 800, 1000, 1200, 1400];
  const partitions = [300, 480, 660, 840, 1020, 1200];
  return (
    <>
      <rect width="1600" height="1200" fill="#efe8dc" />
      <rect width="1600" height="96" fill="#e2d9c9" />
      {lights.map((x) => (
        <g key={x}>
          <circle cx={x} cy={60} r={34} fill="#fff6df" opacity={0.6} />
          <circle cx={x} cy={60} r={16} fill="#fffaf0" />
        </g>
      ))}
      {[90, 1370].map((x) => (
        <g key={x}>
          <rect x={x} y={96} width={140} height={780} fill="#f7f3ec" />
          <rect x={x + 96} y={96} width={44} height={780} fill="#e7dfd1" />
          <Rects
            fill="#ddd3c2"
            items={[
              [x - 12, 96, 164, 28],
              [x - 12, 850, 164, 26],
            ]}
          />
        </g>
      ))}
      <rect x="560" y="170" width="480" height="240" rx="14" fill="#24324a" />
      {[210, 260, 310, 360].map((y, i) => (
        <g key={y}>
          <rect x={600} y={y} width={180} height={18} rx={4} fill="#55688a" />
          <rect x={820} y={y} width={80} height={18} rx={4} fill={i % 2 ? '#e56b6b' : '#4cc38a'} />
          <rect x={920} y={y} width={80} height={18} rx={4} fill="#55688a" />
        </g>
      ))}
      <Rects fill="#d8e7ee" opacity={0.75} items={partitions.map((x) => [x, 470, 160, 150])} />
      <Rects
        fill="#c8b48f"
        items={partitions.map((x) => [x - 8, 460, 8, 170]).concat([[1360, 460, 8, 170]])}
      />
      <rect x="270" y="620" width="1080" height="30" rx="4" fill="#c4ad86" />
      <rect x="290" y="650" width="1040" height="220" fill="#e6ddcd" />
      <Rects
        fill="#d9cdb8"
        items={[
          [470, 650, 6, 220],
          [650, 650, 6, 220],
          [830, 650, 6, 220],
          [1010, 650, 6, 220],
          [1190, 650, 6, 220],
        ]}
      />
      <rect y="870" width="1600" height="330" fill="#e3dbcd" />
      <path
        d="M0 960 L1600 930 M0 1080 L1600 1040 M400 870 L200 1200 M1200 870 L1400 1200"
        stroke="#ebe5da"
        strokeWidth="8"
      />
    </>
  );
}

export function HospitalDesk() {
  return (
    <>
      <rect width="1600" height="1200" fill="#e5f1ef" />
      <rect y="560" width="1600" height="22" fill="#d2e8e3" />
      <rect x="490" y="170" width="130" height="130" rx="24" fill="#2a9d8f" />
      <Rects
        fill="#ffffff"
        items={[
          [541, 193, 28, 84],
          [513, 221, 84, 28],
        ]}
        rx={4}
      />
      <rect x="110" y="190" width="320" height="250" rx="14" fill="#ffffff" />
      {[230, 290, 350].map((y, i) => (
        <g key={y}>
          <rect x={140} y={y} width={36} height={36} rx={8} fill={['#2a9d8f', '#e9a23b', '#5b8def'][i]} />
          <rect x={196} y={y + 10} width={200 - i * 30} height={16} rx={6} fill="#d5e4e1" />
        </g>
      ))}
      <rect x="1200" y="250" width="240" height="620" rx="6" fill="#f7fbfa" />
      <rect x="1240" y="300" width="160" height="200" rx="6" fill="#cfe4ec" />
      <rect x="1400" y="580" width="14" height="60" rx="6" fill="#a6b8b5" />
      <rect x="320" y="620" width="960" height="250" rx="20" fill="#ffffff" />
      <rect x="320" y="600" width="960" height="36" rx="14" fill="#d4e9e5" />
      <rect x="320" y="720" width="960" height="16" fill="#2a9d8f" />
      <rect y="870" width="1600" height="330" fill="#d6e3e1" />
      <Plant x={1520} y={1000} scale={0.9} />
      <Plant x={110} y={1000} scale={0.9} />
    </>
  );
}

export function Shop() {
  const goods = ['#ef8a6f', '#7cc4b6', '#f2c14e', '#86a8e7', '#d7a6c9'];
  const shelfItems = (x0: number) =>
    [380, 500, 620, 740].flatMap((y, row) =>
      [0, 1, 2, 3, 4].map((i) => {
        const h = 60 + ((i + row) % 3) * 18;
        return { x: x0 + 20 + i * 84, y: y - h, h, fill: goods[(i + row * 2) % goods.length]! };
      }),
    );
  return (
    <>
      <rect width="1600" height="1200" fill="#f6eee3" />
      {[70, 1090].map((x0) => (
        <g key={x0}>
          <rect x={x0} y={240} width={440} height={630} fill="#e7d6bf" />
          <Rects fill="#c9a77c" items={[380, 500, 620, 740, 860].map((y) => [x0, y, 440, 12])} />
          {shelfItems(x0).map((b) => (
            <rect key={`${b.x}:${b.y}`} x={b.x} y={b.y} width={64} height={b.h} rx={8} fill={b.fill} />
          ))}
        </g>
      ))}
      <rect x="610" y="210" width="380" height="420" rx="28" fill="#ead9c2" />
      <circle cx="800" cy="400" r="110" fill="#f3e6d3" />
      <circle cx="800" cy="400" r="60" fill="#ef8a6f" opacity="0.7" />
      {[680, 920].map((x) => (
        <g key={x}>
          <path d={`M${x} 0 L${x} 110`} stroke="#8b7763" strokeWidth="3" />
          <path d={`M${x - 44} 150 C${x - 44} 100 ${x + 44} 100 ${x + 44} 150 Z`} fill="#3d3631" />
        </g>
      ))}
      <rect y="870" width="1600" height="330" fill="#e4d7c4" />
      <path d="M0 870 L1600 870" stroke="#d3c2aa" strokeWidth="8" />
    </>
  );
}

export function Exhibition({ id }: { id: string }) {
  const spots = [300, 800, 1300];
  return (
    <>
      <defs>
        <linearGradient id={`${id}beam`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.7" />
          <stop offset="1" stopColor="#ffffff" stopOpacity="0" />
        </linearGradient>
      </defs>
      <rect width="1600" height="1200" fill="#eeedea" />
      {spots.map((x) => (
        <g key={x}>
          <path
            d={`M${x - 20} 60 L${x - 200} 760 L${x + 200} 760 L${x + 20} 60 Z`}
            fill={`url(#${id}beam)`}
          />
          <rect x={x - 22} y={30} width={44} height={40} rx={8} fill="#3a3a3c" />
        </g>
      ))}
      <rect x="150" y="280" width="300" height="380" fill="#ffffff" stroke="#c9c4bb" strokeWidth="10" />
      <circle cx="300" cy="420" r="80" fill="#e8a87c" />
      <rect x="200" y="500" width="200" height="110" fill="#6f8fa8" />
      <rect x="620" y="170" width="360" height="250" fill="#ffffff" stroke="#c9c4bb" strokeWidth="10" />
      <path d="M640 400 L740 260 L820 340 L880 280 L960 400 Z" fill="#7ea48a" />
      <circle cx="900" cy="230" r="26" fill="#f0c25e" />
      <rect x="1150" y="260" width="300" height="400" fill="#ffffff" stroke="#c9c4bb" strokeWidth="10" />
      <Rects fill="#d76b5a" items={[[1190, 300, 90, 200]]} />
      <Rects fill="#3f5e8c" items={[[1290, 400, 120, 220]]} />
      <Rects fill="#e9d9b6" items={[[1190, 520, 90, 100]]} />
      <rect y="860" width="1600" height="340" fill="#d9d5ce" />
      <path d="M0 860 L1600 860" stroke="#c7c1b8" strokeWidth="8" />
      <rect x="1390" y="700" width="150" height="260" fill="#f7f6f3" />
      <circle cx="1465" cy="650" r="52" fill="#b8a792" />
    </>
  );
}
