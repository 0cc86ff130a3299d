'use client';

import { Badge, Pagination, SegmentedControl, Select, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { QueryState } from '@/components/ui/QueryState';
import { useFormatDay } from '@/components/ui/useFormatDay';
import { LEAD_STATUSES, operatorPaths, type Paged } from '@/features/operator/contract';
import { operatorGet, operatorPost } from '../api/operator-client';

interface LeadRow {
  id: string;
  email: string;
  form: Record<string, unknown>;
  status: string;
  createdAt: string;
}

/** Contact-form enquiries: who wrote, what about, and how far the follow-up got (new, contacted, closed). */
export function LeadsView({ canManage }: { canManage: boolean }) {
  const t = useTranslations('Operator');
  const formatDay = useFormatDay();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState('new');
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['operator', 'leads', status, page],
    queryFn: () =>
      operatorGet<Paged<LeadRow>>(operatorPaths.leads, {
        status: status === 'all' ? undefined : status,
        page,
        pageSize: 20,
      }),
    placeholderData: keepPreviousData,
  });
  const setLeadStatus = useMutation({
    mutationFn: (input: { id: string; status: string }) => operatorPost(operatorPaths.setLeadStatus, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['operator', 'leads'] }),
  });
  const statuses = LEAD_STATUSES.map((value) => ({ value, label: t('leadStatus', { status: value }) }));

  return (
    <Stack>
      <Title order={1} size="h3">
        {t('menuLeads')}
      </Title>
      <SegmentedControl
        w="fit-content"
        value={status}
        onChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
        data={[...statuses, { value: 'all', label: t('all') }]}
      />
      <QueryState
        query={query}
        labels={{ loading: t('loading'), loadFailed: t('loadFailed'), retry: t('retry') }}
      >
        {(data) =>
          data.list.length === 0 ? (
            <Text c="dimmed">{t('empty')}</Text>
          ) : (
            <>
              <Table striped withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('company')}</Table.Th>
                    <Table.Th>{t('contact')}</Table.Th>
                    <Table.Th>{t('message')}</Table.Th>
                    <Table.Th>{t('requested')}</Table.Th>
                    <Table.Th>{t('status')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.list.map((row) => (
                    <Table.Tr key={row.id}>
                      <Table.Td>{String(row.form.company ?? '')}</Table.Td>
                      <Table.Td>
                        <Text size="sm">
                          {String(row.form.firstName ?? '')} {String(row.form.lastName ?? '')}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {row.email} · {String(row.form.phone ?? '')}
                        </Text>
                      </Table.Td>
                      <Table.Td maw={360}>
                        <Text size="sm" lineClamp={3}>
                          {String(row.form.message ?? '')}
                        </Text>
                      </Table.Td>
                      <Table.Td>{formatDay(row.createdAt)}</Table.Td>
                      <Table.Td>
                        {canManage ? (
                          <Select
                            size="xs"
                            aria-label={t('status')}
                            data={statuses}
                            value={row.status}
                            allowDeselect={false}
                            onChange={(value) => value && setLeadStatus.mutate({ id: row.id, status: value })}
                          />
                        ) : (
                          <Badge variant="light">{t('leadStatus', { status: row.status })}</Badge>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              {data.total > data.pageSize && (
                <Pagination total={Math.ceil(data.total / data.pageSize)} value={page} onChange={setPage} />
              )}
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}
