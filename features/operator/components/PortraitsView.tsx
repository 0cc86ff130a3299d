'use client';

import { Alert, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PageHeader } from '@/components/ui/PageHeader';
import { ToneBadge } from '@/components/ui/ToneBadge';
import { useFormatDay } from '@/components/ui/useFormatDay';
import {
  REVIEWED_STATUSES,
  type PortraitQueueRow,
  type ReviewedStatus,
} from '@/features/portraits-review/contract';
import { usePortraitQueue } from '../api/portraits';
import { OperatorTable } from './OperatorTable';
import { PortraitReview } from './PortraitReview';
import { PORTRAIT_TONES } from './portrait-tones';

/** Customers' portraits: those waiting for review (oldest first), and the decided ones, each opened to review. */
export function PortraitsView() {
  const t = useTranslations('Operator');
  const formatDay = useFormatDay();
  const [status, setStatus] = useState<ReviewedStatus>('review');
  const [pageIndex, setPageIndex] = useState(1);
  const query = usePortraitQueue({ status, pageIndex });
  const [reviewing, setReviewing] = useState<PortraitQueueRow | null>(null);
  const [done, setDone] = useState<string | null>(null);
  return (
    <Stack>
      <PageHeader title={t('menuPortraits')} size="h3" />
      <Text size="sm" c="dimmed">
        {t('portraitsIntro')}
      </Text>
      <SegmentedControl
        w="fit-content"
        value={status}
        onChange={(value) => {
          setStatus(value as ReviewedStatus);
          setPageIndex(1);
        }}
        data={REVIEWED_STATUSES.map((value) => ({ value, label: t('portraitStatus', { status: value }) }))}
      />
      {done && (
        <Alert color="teal" withCloseButton onClose={() => setDone(null)} data-testid="portrait-done">
          {done}
        </Alert>
      )}
      <OperatorTable
        query={query}
        onPage={setPageIndex}
        label={t('menuPortraits')}
        rowKey={(row) => row.id}
        rowName={(row) => row.name}
        rowProps={() => ({ 'data-testid': 'portrait-row' })}
        columns={[
          {
            key: 'name',
            header: t('portraitName'),
            cell: (row) => (
              <>
                <Text size="sm">{row.name}</Text>
                <Text size="xs" c="dimmed">
                  {row.consent?.personName ?? ''}
                </Text>
              </>
            ),
          },
          {
            key: 'company',
            header: t('company'),
            cell: (row) => (
              <>
                <Text size="sm">{row.corpName}</Text>
                <Text size="xs" c="dimmed">
                  {row.createdByEmail ?? ''}
                </Text>
              </>
            ),
          },
          { key: 'submitted', header: t('submitted'), nowrap: true, cell: (row) => formatDay(row.createdAt) },
          {
            key: 'status',
            header: t('status'),
            width: 120,
            cell: (row) => (
              <ToneBadge tone={PORTRAIT_TONES[row.status]}>
                {t('portraitStatus', { status: row.status })}
              </ToneBadge>
            ),
          },
        ]}
        rowActions={(row) => [
          {
            key: 'review',
            label: t('review'),
            ariaLabel: t('portraitReviewOf', { name: row.name }),
            onClick: () => setReviewing(row),
          },
        ]}
      />
      {reviewing && (
        <PortraitReview
          portrait={reviewing}
          onClose={() => setReviewing(null)}
          onDone={(message) => {
            setReviewing(null);
            setDone(message);
          }}
        />
      )}
    </Stack>
  );
}
