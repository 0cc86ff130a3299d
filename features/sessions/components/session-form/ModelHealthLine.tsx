'use client';

import { Badge, Group, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { LargeModelType } from '@/features/sessions/contract';
import { useModelHealthOfChoice } from '../../api/model-health';

/** The chosen model's health beside the choice: its failures of the last day, and the last one's kind. */
export function ModelHealthLine({ option }: { option: LargeModelType }) {
  const t = useTranslations('SessionsForm.health');
  const health = useModelHealthOfChoice().data?.options.find((entry) => entry.option === option);
  if (!health?.configured) return null;
  const failing = health.failures24h > 0;
  return (
    <Group gap="xs" data-model-health={option}>
      <Badge color={failing ? 'orange' : 'green'} variant="light">
        {failing ? t('failing', { count: health.failures24h }) : t('healthy')}
      </Badge>
      {health.lastFailure && failing && (
        <Text size="xs" c="dimmed">
          {t(`last.${health.lastFailure.kind}`)}
        </Text>
      )}
    </Group>
  );
}
