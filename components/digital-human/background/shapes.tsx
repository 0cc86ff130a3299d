// Small drawing helpers shared by the scenes; numbers are canvas units (1600×1200).

/** A row of rectangles: [x, y, width, height] each, one fill. */
export function Rects({
  items,
  fill,
  rx,
  opacity,
}: {
  items: readonly (readonly number[])[];
  fill: string;
  rx?: number;
  opacity?: number;
}) {
  return (
    <g fill={fill} opacity={opacity}>
      {items.map(([x, y, w, h]) => (
        <rect key={`${x}:${y}:${w}`} x={x} y={y} width={w} height={h} rx={rx} />
      ))}
    </g>
  );
}

/** A skyline: buildings standing on `base`, [x, width, height] each. */
export function Skyline({
  base,
  items,
  fill,
}: {
  base: number;
  items: readonly (readonly [number, number, number])[];
  fill: string;
}) {
  return <Rects items={items.map(([x, w, h]) => [x, base - h, w, h])} fill={fill} />;
}

/** A potted plant: a pot and a fan of leaves, standing at (x, y) (the pot's bottom centre). */
export function Plant({
  x,
  y,
  scale = 1,
  pot = '#f3f1ec',
  leaf = '#5f9a6c',
}: {
  x: number;
  y: number;
  scale?: number;
  pot?: string;
  leaf?: string;
}) {
  const leaves = [-52, -30, -12, 8, 28, 50];
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      {leaves.map((a, i) => (
        <ellipse
          key={a}
          cx={0}
          cy={-210}
          rx={26}
          ry={110}
          fill={i % 2 ? leaf : '#4c8559'}
          transform={`rotate(${a} 0 -120)`}
        />
      ))}
      <path d="M-62 -130 L62 -130 L48 0 L-48 0 Z" fill={pot} />
      <rect x={-66} y={-140} width={132} height={16} rx={4} fill={pot} />
    </g>
  );
}

/** Books on a shelf between x0 and x1 standing on y: widths, heights and colours cycle deterministically. */
export function Books({
  x0,
  x1,
  y,
  seed,
  colors,
}: {
  x0: number;
  x1: number;
  y: number;
  seed: number;
  colors: readonly string[];
}) {
  const books: [number, number, number, string][] = [];
  let x = x0;
  for (let i = 0; x < x1 - 30; i++) {
    const w = 22 + ((i * 7 + seed * 3) % 4) * 6;
    const h = 80 + ((i * 5 + seed) % 5) * 8;
    books.push([x, w, h, colors[(i + seed) % colors.length]!]);
    x += w + 3 + (i % 6 === 5 ? 26 : 0);
  }
  return (
    <g>
      {books.map(([bx, w, h, fill]) => (
        <rect key={bx} x={bx} y={y - h} width={w} height={h} fill={fill} rx={2} />
      ))}
    </g>
  );
}
