'use client';

import { Card, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { DataTable } from '@/components/ui/DataTable';
import type { AnalyticsGroup } from '@/features/analytics/contract';
import { useFigureFormat } from './useFigureFormat';

/** The range's figures per session or per application, busiest first; on a phone the table scrolls sideways. */
export function BreakdownTable({
  kind,
  groups,
}: {
  kind: 'sessions' | 'applications';
  groups: AnalyticsGroup[];
}) {
  const t = useTranslations('Analytics.groups');
  const f = useFigureFormat();
  const name = (group: AnalyticsGroup) =>
    group.id === null ? t('noApp') : (group.name ?? `${group.id} ${t('deleted')}`);
  const titleId = `breakdown-${kind}`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="sm">
        {t(kind)}
      </Title>
      <DataTable
        rows={groups}
        rowKey={(group) => group.id ?? ''}
        rowName={name}
        label={t(kind)}
        labels={{}}
        testId={titleId}
        minWidth={560}
        columns={[
          { key: 'name', header: t('name'), cell: name },
          {
            key: 'conversations',
            header: t('conversations'),
            align: 'right',
            cell: (group) => f.count(group.conversations),
          },
          { key: 'turns', header: t('turns'), align: 'right', cell: (group) => f.count(group.turns) },
          {
            key: 'unansweredRate',
            header: t('unansweredRate'),
            align: 'right',
            cell: (group) => f.percent(group.unansweredRate),
          },
          {
            key: 'firstAudio',
            header: t('firstAudio'),
            align: 'right',
            cell: (group) => f.ms(group.firstAudioP50),
          },
          { key: 'refused', header: t('refused'), align: 'right', cell: (group) => f.count(group.refused) },
        ]}
        empty={
          <Text size="sm" c="dimmed">
            {t('empty')}
          </Text>
        }
      />
    </Card>
  );
}
