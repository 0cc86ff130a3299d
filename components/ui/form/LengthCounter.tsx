'use client';

import { Text } from '@mantine/core';

/**
 * "12/40" at the end of a text field whose length is capped: a longer text is shown in red and refused by the
 * schema, never cut while typing (issue 19 §1.7). Counted as the schema counts, in UTF-16 units.
 */
export function LengthCounter({ value, max }: { value: string; max: number }) {
  const over = value.length > max;
  return (
    <Text size="xs" c={over ? 'red.9' : 'gray.7'} fw={over ? 700 : undefined} data-length-counter>
      {value.length}/{max}
    </Text>
  );
}

/** The props a Mantine input takes to show the counter as its right section. */
export const counterSection = (value: string, max: number) => ({
  rightSection: <LengthCounter value={value} max={max} />,
  rightSectionWidth: 16 + String(max).length * 16,
  rightSectionPointerEvents: 'none' as const,
});
