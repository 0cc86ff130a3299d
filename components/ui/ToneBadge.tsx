'use client';

import { Badge, type BadgeProps, type MantineColor } from '@mantine/core';

/**
 * A light badge in a color whose text is that color's shade 9. Mantine's light badge writes its text in shade 6 on a
 * 10 % tint, under axe's 4.5:1 for blue, teal and gray; and a light badge given a shade (`teal.9`) fills itself with
 * that shade and keeps the shade-6 text, which then all but vanishes.
 */
export function ToneBadge({
  tone,
  ...props
}: Omit<BadgeProps, 'color' | 'variant'> & { tone: MantineColor }) {
  return <Badge variant="light" color={tone} c={`${tone}.9`} {...props} />;
}
