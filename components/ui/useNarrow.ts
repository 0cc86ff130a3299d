'use client';

import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `sm` (48em): a phone, where a table's columns would scroll out of sight and rows become cards. */
export const useNarrow = () =>
  useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: true });
