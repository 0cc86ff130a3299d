'use client';

import { Card, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { DataTable } from '@/components/ui/DataTable';
import { useFormatDay } from '@/components/ui/useFormatDay';
import type { GrantDto } from '@/features/deploy/contract/applications';
import { ResourceStatusBadge } from './StatusBadge';

/** The corporation's concurrent resources: where each came from, its period and status, and how it is split. */
export function GrantsTable({ grants }: { grants: GrantDto[] }) {
  const t = useTranslations('Resources');
  const formatDay = useFormatDay();
  const period = (grant: GrantDto) => `${formatDay(grant.startsAt)} – ${formatDay(grant.endsAt)}`;
  const split = (grant: GrantDto) =>
    t('grants.assignedFreeValue', { assigned: grant.assigned, free: grant.free });
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="grants-title">
      <Title order={2} size="h4" id="grants-title" mb="sm">
        {t('grants.title')}
      </Title>
      <DataTable
        rows={grants}
        rowKey={(grant) => grant.id}
        rowName={(grant) =>
          `${t(`source.${grant.source}`)} · ${t('grants.concurrency')} ${grant.concurrency}`
        }
        label={t('grants.tableLabel')}
        labels={{}}
        minWidth={640}
        columns={[
          { key: 'source', header: t('grants.source'), cell: (grant) => t(`source.${grant.source}`) },
          { key: 'concurrency', header: t('grants.concurrency'), cell: (grant) => grant.concurrency },
          { key: 'period', header: t('grants.period'), nowrap: true, cell: period },
          {
            key: 'status',
            header: t('grants.status'),
            cell: (grant) => <ResourceStatusBadge status={grant.status} />,
          },
          { key: 'split', header: t('grants.assignedFree'), cell: split },
        ]}
        card={(grant) => (
          <>
            <Text size="sm" fw={500}>
              {t(`source.${grant.source}`)} · {t('grants.concurrency')} {grant.concurrency}
            </Text>
            <Text size="xs" c="dimmed">
              {period(grant)}
            </Text>
            <Text size="xs">
              {t('grants.assignedFree')}: {split(grant)}
            </Text>
            <ResourceStatusBadge status={grant.status} />
          </>
        )}
        empty={
          <Text c="dimmed" size="sm">
            {t('grants.empty')}
          </Text>
        }
      />
    </Card>
  );
}
