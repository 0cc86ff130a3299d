'use client';

import { Box, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Device } from '@/lib/routing/device';
import { NextSteps, type ConsoleProgress } from './NextSteps';

/** The console home (desktop, and compact on a phone): the account, its trial, and what to do next. */
export function ConsoleHome({
  companyName,
  cards,
  sessions,
  deploy,
  actions,
  device,
  progress,
}: {
  companyName: string;
  /** The account's cards (trial, account). */
  cards: ReactNode;
  /** The latest sessions, drawn by the sessions area (the route composes it). */
  sessions?: ReactNode;
  /** The applications and the ways to deploy them, drawn by the deployment area (the phone's home). */
  deploy?: ReactNode;
  /** Shown beside the title: the phone's home has no console header to hold them. */
  actions?: ReactNode;
  device: Device;
  /** What the account has done, so the next steps follow it. */
  progress: ConsoleProgress;
}) {
  const t = useTranslations('Console');
  const phone = device === 'phone';
  return (
    <Stack gap="lg" p={phone ? 'md' : 0} maw={1100}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        {/* The title takes the room left over and wraps (long company names too); the actions keep their width,
            or a phone would clip the logout label. */}
        <Box flex={1} miw={0}>
          <Title order={1} size={phone ? 'h3' : 'h2'} style={{ overflowWrap: 'anywhere' }}>
            {t('welcome', { company: companyName })}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('intro')}
          </Text>
        </Box>
        {actions ? <Box style={{ flexShrink: 0 }}>{actions}</Box> : null}
      </Group>
      <SimpleGrid cols={{ base: 1, md: phone ? 1 : 2 }} spacing="lg">
        {cards}
      </SimpleGrid>
      {sessions}
      {deploy}
      <NextSteps progress={progress} />
    </Stack>
  );
}
