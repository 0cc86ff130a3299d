'use client';

import { Box, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { NextSteps } from './NextSteps';

/** The console home (desktop and, compact, mobile): the account, its trial, and what to do next. */
export function ConsoleHome({
  companyName,
  cards,
  actions,
  compact = false,
}: {
  companyName: string;
  /** The account's cards (trial, account). */
  cards: ReactNode;
  /** Shown beside the title on the compact (phone) home, which has no console header. */
  actions?: ReactNode;
  compact?: boolean;
}) {
  const t = useTranslations('Console');
  return (
    <Stack gap="lg" p={compact ? 'md' : 0} maw={1100}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        {/* The title takes the room left over and wraps (long company names too); the actions keep their width,
            or a phone would clip the logout label. */}
        <Box flex={1} miw={0}>
          <Title order={1} size={compact ? 'h3' : 'h2'} style={{ overflowWrap: 'anywhere' }}>
            {t('welcome', { company: companyName })}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('intro')}
          </Text>
        </Box>
        {compact && actions ? <Box style={{ flexShrink: 0 }}>{actions}</Box> : null}
      </Group>
      <SimpleGrid cols={{ base: 1, md: compact ? 1 : 2 }} spacing="lg">
        {cards}
      </SimpleGrid>
      <NextSteps />
    </Stack>
  );
}
