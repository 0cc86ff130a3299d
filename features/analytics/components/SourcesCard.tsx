'use client';

import { Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { AnalyticsReport } from '@/features/analytics/contract';
import { useFigureFormat } from './useFigureFormat';

const COLORS: Record<string, string> = {
  faq: 'teal',
  document: 'cyan',
  model: 'grape',
  scene: 'blue',
  script: 'orange',
  none: 'red',
  suggestion: 'yellow',
};

/**
 * Where the range's answers came from, each source of the runtime's contract (and any other the turns carry, e.g. a
 * newer source) with its share and the previous period's count.
 */
export function SourcesCard({ sources }: { sources: AnalyticsReport['sources'] }) {
  const t = useTranslations('Analytics');
  const f = useFigureFormat();
  const total = sources.reduce((sum, row) => sum + row.current, 0);
  const name = (source: string) =>
    t.has(`sources.names.${source}` as 'sources.names.faq')
      ? t(`sources.names.${source}` as 'sources.names.faq')
      : source;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="sources-title">
      <Title order={2} size="h4" id="sources-title" mb="sm">
        {t('sources.title')}
      </Title>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {sources.map((row) => {
          const share = total === 0 ? 0 : row.current / total;
          return (
            <li key={row.source} aria-label={name(row.source)} data-testid={`source-${row.source}`}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm">{name(row.source)}</Text>
                <Text size="sm" fw={600}>
                  {t('sources.share', { count: row.current, share: f.percent(total === 0 ? null : share) })}
                  <Text span size="xs" c="dimmed" fw={400} ml={6}>
                    {t('figures.before', { value: f.count(row.previous) })}
                  </Text>
                </Text>
              </Group>
              <Progress value={share * 100} color={COLORS[row.source] ?? 'gray'} size="sm" aria-hidden />
            </li>
          );
        })}
      </Stack>
    </Card>
  );
}
