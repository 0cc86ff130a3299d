'use client';

import { Card, Group, Loader, Title } from '@mantine/core';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import type { AnalyticsDay } from '@/features/analytics/contract';

function ChartLoading() {
  const t = useTranslations('Analytics');
  return (
    <Group justify="center" h={260}>
      <Loader role="status" aria-label={t('loading')} />
    </Group>
  );
}

// The chart library loads only here, after the figures are on screen.
const DailyChart = dynamic(() => import('./DailyChart'), { ssr: false, loading: ChartLoading });

/** Conversations, questions, unanswered questions and refused starts per day of the range. */
export function DailyCard({ days }: { days: AnalyticsDay[] }) {
  const t = useTranslations('Analytics.daily');
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="daily-title">
      <Title order={2} size="h4" id="daily-title" mb="sm">
        {t('title')}
      </Title>
      <DailyChart days={days} />
    </Card>
  );
}
