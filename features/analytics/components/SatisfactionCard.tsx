'use client';

import { Card, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { AnalyticsReport } from '@/features/analytics/contract';

/**
 * Visitors' thumbs up/down on answers in the period and the one before (the runtime's history panel and the SDK's
 * `rate()`). While no answer of either period was rated the report's `satisfaction` is null and this card is not
 * drawn.
 */
export function SatisfactionCard({
  satisfaction,
}: {
  satisfaction: NonNullable<AnalyticsReport['satisfaction']>;
}) {
  const t = useTranslations('Analytics');
  return (
    <Card withBorder radius="md" padding="lg" component="section" data-testid="satisfaction">
      <Title order={2} size="h4" mb="sm">
        {t('satisfaction.title')}
      </Title>
      <Text size="sm">{t('satisfaction.value', { up: satisfaction.up, down: satisfaction.down })}</Text>
      <Text size="xs" c="dimmed">
        {t('figures.before', {
          value: t('satisfaction.value', { up: satisfaction.previousUp, down: satisfaction.previousDown }),
        })}
      </Text>
    </Card>
  );
}
