'use client';

import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { CreateSessionButton } from '../wizard/CreateSessionButton';

/** No session yet: the way into the wizard. */
export function EmptySessions() {
  const t = useTranslations('SessionsList');
  return (
    <Card withBorder radius="md" padding="xl">
      <Stack align="center" gap="sm" ta="center">
        <Title order={2} size="h4">
          {t('emptyTitle')}
        </Title>
        <Text c="dimmed" maw={460}>
          {t('emptyText')}
        </Text>
        <CreateSessionButton />
      </Stack>
    </Card>
  );
}
