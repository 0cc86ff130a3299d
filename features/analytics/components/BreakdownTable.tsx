'use client';

import { Card, Table, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
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
      {groups.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover aria-labelledby={titleId} data-testid={titleId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('name')}</Table.Th>
                <Table.Th ta="right">{t('conversations')}</Table.Th>
                <Table.Th ta="right">{t('turns')}</Table.Th>
                <Table.Th ta="right">{t('unansweredRate')}</Table.Th>
                <Table.Th ta="right">{t('firstAudio')}</Table.Th>
                <Table.Th ta="right">{t('refused')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {groups.map((group) => (
                <Table.Tr key={group.id ?? ''}>
                  <Table.Td>{name(group)}</Table.Td>
                  <Table.Td ta="right">{f.count(group.conversations)}</Table.Td>
                  <Table.Td ta="right">{f.count(group.turns)}</Table.Td>
                  <Table.Td ta="right">{f.percent(group.unansweredRate)}</Table.Td>
                  <Table.Td ta="right">{f.ms(group.firstAudioP50)}</Table.Td>
                  <Table.Td ta="right">{f.count(group.refused)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
