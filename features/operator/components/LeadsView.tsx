'use client';

import { Alert, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PageHeader } from '@/components/ui/PageHeader';
import { ToneBadge, type BadgeTone } from '@/components/ui/ToneBadge';
import { useFormatDay } from '@/components/ui/useFormatDay';
import { LEAD_STATUSES, type LeadRow } from '@/features/operator/contract';
import { useLeads, useSetLeadStatus, type LeadStatus } from '../api/hooks';
import { OperatorTable } from './OperatorTable';

const TONES: Record<string, BadgeTone> = { new: 'blue', contacted: 'orange', closed: 'gray' };
/** A field of the visitor's form (the forms differ, so every field may be missing). */
const field = (row: LeadRow, name: string) => String(row.form[name] ?? '');

/** Contact-form enquiries: who wrote, what about, and how far the follow-up got (new, contacted, closed). */
export function LeadsView({ canManage }: { canManage: boolean }) {
  const t = useTranslations('Operator');
  const formatDay = useFormatDay();
  const [status, setStatus] = useState<LeadStatus | 'all'>('new');
  const [pageIndex, setPageIndex] = useState(1);
  const query = useLeads({ status: status === 'all' ? undefined : status, pageIndex });
  const setLeadStatus = useSetLeadStatus();
  const statuses = LEAD_STATUSES.map((value) => ({ value, label: t('leadStatus', { status: value }) }));

  return (
    <Stack>
      <PageHeader title={t('menuLeads')} size="h3" />
      <SegmentedControl
        w="fit-content"
        value={status}
        onChange={(value) => {
          setStatus(value as LeadStatus | 'all');
          setPageIndex(1);
        }}
        data={[...statuses, { value: 'all', label: t('all') }]}
      />
      {setLeadStatus.error && (
        <Alert color="red" role="alert">
          {setLeadStatus.error.message}
        </Alert>
      )}
      <OperatorTable
        query={query}
        onPage={setPageIndex}
        label={t('menuLeads')}
        rowKey={(row) => row.id}
        rowName={(row) => field(row, 'company') || row.email}
        rowProps={() => ({ 'data-testid': 'lead-row' })}
        columns={[
          { key: 'company', header: t('company'), cell: (row) => field(row, 'company') },
          {
            key: 'contact',
            header: t('contact'),
            cell: (row) => (
              <>
                <Text size="sm">
                  {field(row, 'firstName')} {field(row, 'lastName')}
                </Text>
                <Text size="xs" c="dimmed">
                  {row.email} · {field(row, 'phone')}
                </Text>
              </>
            ),
          },
          {
            key: 'message',
            header: t('message'),
            maxWidth: 360,
            cell: (row) => (
              <Text size="sm" lineClamp={3}>
                {field(row, 'message')}
              </Text>
            ),
          },
          { key: 'requested', header: t('requested'), nowrap: true, cell: (row) => formatDay(row.createdAt) },
          {
            key: 'status',
            header: t('status'),
            cell: (row) =>
              canManage ? (
                <Select
                  size="xs"
                  w={140}
                  aria-label={t('leadStatusOf', { email: row.email })}
                  data={statuses}
                  value={row.status}
                  allowDeselect={false}
                  onChange={(value) =>
                    value && setLeadStatus.mutate({ id: row.id, status: value as LeadStatus })
                  }
                />
              ) : (
                <ToneBadge tone={TONES[row.status] ?? 'gray'}>
                  {t('leadStatus', { status: row.status })}
                </ToneBadge>
              ),
          },
        ]}
      />
    </Stack>
  );
}
