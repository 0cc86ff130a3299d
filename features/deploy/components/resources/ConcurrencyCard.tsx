'use client';

import { Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { QueryState } from '@/components/ui/QueryState';
import { useConcurrencyStat } from '@/features/deploy/api/resources';
import { STAT_BUCKET_MINUTES_DEFAULT, STAT_HOURS_DEFAULT } from '@/features/deploy/contract/applications';

function ChartLoading() {
  const t = useTranslations('Resources.chart');
  return (
    <Group justify="center" h={260}>
      <Loader role="status" aria-label={t('loading')} />
    </Group>
  );
}

const ConcurrencyChart = dynamic(() => import('./ConcurrencyChart'), { ssr: false, loading: ChartLoading });

/** statConcurrentByCorpId on screen: what is in use now of the total, and the last day as a chart. */
export function ConcurrencyCard() {
  const t = useTranslations('Resources');
  const stat = useConcurrencyStat();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="chart-title">
      <QueryState
        query={stat}
        labels={{ loading: t('loading'), loadFailed: t('loadFailed'), retry: t('retry') }}
      >
        {(data) => (
          <Stack gap="sm">
            <Group justify="space-between" align="flex-start">
              <div>
                <Title order={2} size="h4" id="chart-title">
                  {t('chart.title')}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('chart.subtitle', { hours: STAT_HOURS_DEFAULT, minutes: STAT_BUCKET_MINUTES_DEFAULT })}
                </Text>
              </div>
              <Stack gap={0} align="flex-end">
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {t('totals.inUseNow')}
                </Text>
                <Text fz={24} fw={700} data-testid="chart-in-use">
                  {data.inUse} / {data.total}
                </Text>
              </Stack>
            </Group>
            <ConcurrencyChart stat={data} hours={STAT_HOURS_DEFAULT} />
          </Stack>
        )}
      </QueryState>
    </Card>
  );
}
