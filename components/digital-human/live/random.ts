/** A source of numbers in [0, 1); tests pass a seeded one to make motion repeatable. */
export type Random = () => number;

/** mulberry32: a tiny, fast seeded generator, plenty for motion that only has to look unplanned. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
