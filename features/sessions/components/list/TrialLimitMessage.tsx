'use client';

import { Anchor, Stack, Text } from '@mantine/core';
import Link from 'next/link';
import { trialApplicationHref } from '@/features/accounts/contract';

/** The trial's session limit, with the way on: the application to continue on the console home. */
export function TrialLimitMessage({ message, applyLabel }: { message: string; applyLabel: string }) {
  return (
    <Stack gap={4} align="flex-start">
      <Text size="sm">{message}</Text>
      <Anchor component={Link} href={trialApplicationHref} size="sm" fw={600}>
        {applyLabel}
      </Anchor>
    </Stack>
  );
}
