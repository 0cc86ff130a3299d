'use client';

import { Card, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useFormatDay } from '@/components/ui/useFormatDay';
import type { GrantDto } from '@/features/deploy/contract/applications';
import { ResourceStatusBadge } from './StatusBadge';
import { useNarrow } from './useNarrow';

/** The corporation's concurrent resources: where each came from, its period and status, and how it is split. */
export function GrantsTable({ grants }: { grants: GrantDto[] }) {
  const t = useTranslations('Resources');
  const formatDay = useFormatDay();
  const narrow = useNarrow();
  const period = (grant: GrantDto) => `${formatDay(grant.startsAt)} – ${formatDay(grant.endsAt)}`;
  const split = (grant: GrantDto) =>
    t('grants.assignedFreeValue', { assigned: grant.assigned, free: grant.free });
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="grants-title">
      <Title order={2} size="h4" id="grants-title" mb="sm">
        {t('grants.title')}
      </Title>
      {grants.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('grants.empty')}
        </Text>
      ) : narrow ? (
        <Stack gap="sm">
          {grants.map((grant) => (
            <Paper key={grant.id} withBorder radius="md" p="sm" component="article">
              <Stack gap={4}>
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
              </Stack>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" aria-label={t('grants.tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('grants.source')}</Table.Th>
                <Table.Th>{t('grants.concurrency')}</Table.Th>
                <Table.Th>{t('grants.period')}</Table.Th>
                <Table.Th>{t('grants.status')}</Table.Th>
                <Table.Th>{t('grants.assignedFree')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {grants.map((grant) => (
                <Table.Tr key={grant.id}>
                  <Table.Td>{t(`source.${grant.source}`)}</Table.Td>
                  <Table.Td>{grant.concurrency}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{period(grant)}</Table.Td>
                  <Table.Td>
                    <ResourceStatusBadge status={grant.status} />
                  </Table.Td>
                  <Table.Td>{split(grant)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
