'use client';

import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { ResourceSummary } from '@/features/deploy/contract/applications';

/** The three numbers an owner looks for: in use now of the total, assigned to applications, and the remainder. */
export function ResourceTotals({ summary }: { summary: ResourceSummary }) {
  const t = useTranslations('Resources.totals');
  const figures = [
    {
      label: t('inUseNow'),
      value: summary.inUse,
      note: t('ofTotal', { total: summary.total }),
      id: 'in-use',
    },
    {
      label: t('assigned'),
      value: summary.assigned,
      note: t('ofTotal', { total: summary.total }),
      id: 'assigned',
    },
    {
      label: t('remainder'),
      value: Math.max(0, summary.total - summary.assigned),
      note: null,
      id: 'remainder',
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
      {figures.map((figure) => (
        <Paper key={figure.id} withBorder radius="md" p="md" data-testid={`total-${figure.id}`}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {figure.label}
          </Text>
          <Text fz={28} fw={700} lh={1.2}>
            {figure.value}
            {figure.note ? (
              <Text span size="sm" c="dimmed" fw={400} ml={6}>
                {figure.note}
              </Text>
            ) : null}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
