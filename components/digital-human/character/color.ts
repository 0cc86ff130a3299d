// Every tone of a surface derives from its one base colour, so a character is a handful of colours and the shading
// stays consistent between skin tones and fabrics.

function channels(hex: string): [number, number, number] {
  const value = parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** `a` blended towards `b` by `t` (0 = a, 1 = b). */
export function mix(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  const out = ca.map((c, i) => Math.round(c + (cb[i]! - c) * t));
  return `#${out.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Relative luminance, 0 (black) .. 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** A darker tone of a fabric or hair colour; light colours need a larger step to show a fold at all. */
export const shade = (hex: string, amount = 0.18) =>
  mix(hex, '#1b1420', amount + (luminance(hex) > 0.8 ? 0.06 : 0));
/** A lighter tone for highlights. */
export const tint = (hex: string, amount = 0.16) => mix(hex, '#ffffff', amount);
