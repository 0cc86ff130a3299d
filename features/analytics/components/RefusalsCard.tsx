'use client';

import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { AnalyticsReport } from '@/features/analytics/contract';
import { useFigureFormat } from './useFigureFormat';

/** Visitors who could not start a conversation, by reason, with the previous period's counts. */
export function RefusalsCard({ refusals }: { refusals: AnalyticsReport['refusals'] }) {
  const t = useTranslations('Analytics');
  const f = useFigureFormat();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="refusals-title">
      <Title order={2} size="h4" id="refusals-title">
        {t('refusals.title')}
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        {t('refusals.hint')}
      </Text>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {refusals.map((row) => (
          <li key={row.reason} data-testid={`refusal-${row.reason}`}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm">{t(`refusals.${row.reason}`)}</Text>
              <Text size="sm" fw={600}>
                {f.count(row.current)}
                <Text span size="xs" c="dimmed" fw={400} ml={6}>
                  {t('figures.before', { value: f.count(row.previous) })}
                </Text>
              </Text>
            </Group>
          </li>
        ))}
      </Stack>
    </Card>
  );
}
