'use client';

import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { AccountCard } from './AccountCard';
import { useConsoleSession } from './ConsoleSession';
import { LogoutButton } from './LogoutButton';
import { NextSteps } from './NextSteps';
import { TrialCard } from './TrialCard';

/** The console home (desktop and, compact, mobile): the account, its trial, and what to do next. */
export function ConsoleHome({ compact = false }: { compact?: boolean }) {
  const t = useTranslations('Console');
  const { user } = useConsoleSession();
  return (
    <Stack gap="lg" p={compact ? 'md' : 0} maw={1100}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Title order={1} size={compact ? 'h3' : 'h2'}>
            {t('welcome', { company: user.companyName })}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('intro')}
          </Text>
        </div>
        {compact && <LogoutButton mobile />}
      </Group>
      <SimpleGrid cols={{ base: 1, md: compact ? 1 : 2 }} spacing="lg">
        <TrialCard />
        <AccountCard />
      </SimpleGrid>
      <NextSteps />
    </Stack>
  );
}
