'use client';

import { Badge, type BadgeProps } from '@mantine/core';

export type BadgeTone = 'teal' | 'gray' | 'blue' | 'red' | 'orange';

// Outline badges in dark shades on a light page and light shades on a dark one: their words stand on the page itself
// at 5:1 or more (axe asks 4.5:1). Mantine's light badge writes shade 6 on a tint (under 4.5:1 for teal and blue),
// and a light badge given a shade fills itself with that shade and keeps the shade-6 text, which then all but
// vanishes. Orange's darkest shade reads 4.3:1 on white, so it is darkened by hand.
const schemes = (light: string, dark: string) => `light-dark(${light}, ${dark})`;
const shade = (color: string, n: number) => `var(--mantine-color-${color}-${n})`;
const TONE_COLORS: Record<BadgeTone, string> = {
  teal: schemes(shade('teal', 9), shade('teal', 3)),
  gray: schemes(shade('gray', 8), shade('gray', 3)),
  blue: schemes(shade('blue', 9), shade('blue', 3)),
  red: schemes(shade('red', 9), shade('red', 3)),
  orange: schemes('#a8400c', shade('orange', 3)),
};

/** A status badge whose words stay readable in every tone. */
export function ToneBadge({ tone, ...props }: Omit<BadgeProps, 'color' | 'variant'> & { tone: BadgeTone }) {
  return <Badge variant="outline" color={TONE_COLORS[tone]} {...props} />;
}
