'use client';

import { Alert, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PageHeader } from '@/components/ui/PageHeader';
import { ToneBadge } from '@/components/ui/ToneBadge';
import { useFormatDay } from '@/components/ui/useFormatDay';
import { SUBMISSION_STATUSES, type SubmissionStatus } from '@/features/certification/contract';
import { useCertificationQueue } from '../api/certifications';
import { CertificationReview } from './CertificationReview';
import { CERTIFICATION_TONES } from './certification-tones';
import { OperatorTable } from './OperatorTable';

/** Companies' certifications: the queue by status with its counts, each opened to review with its licence. */
export function CertificationsView() {
  const t = useTranslations('Operator');
  const formatDay = useFormatDay();
  const [status, setStatus] = useState<SubmissionStatus | 'all'>('submitted');
  const [pageIndex, setPageIndex] = useState(1);
  const query = useCertificationQueue({ status: status === 'all' ? undefined : status, pageIndex });
  const counts = query.data?.counts;
  const [reviewing, setReviewing] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  return (
    <Stack>
      <PageHeader title={t('menuCertifications')} size="h3" />
      <SegmentedControl
        w="fit-content"
        value={status}
        onChange={(value) => {
          setStatus(value as SubmissionStatus | 'all');
          setPageIndex(1);
        }}
        data={[
          ...SUBMISSION_STATUSES.map((value) => {
            const label = t('certificationStatus', { status: value });
            return {
              value,
              label: counts ? t('certificationCount', { label, count: counts[value] }) : label,
            };
          }),
          { value: 'all', label: t('all') },
        ]}
      />
      {done && (
        <Alert color="teal" withCloseButton onClose={() => setDone(null)} data-testid="certification-done">
          {done}
        </Alert>
      )}
      <OperatorTable
        query={query}
        onPage={setPageIndex}
        label={t('menuCertifications')}
        rowKey={(row) => row.id}
        rowName={(row) => row.companyName}
        rowProps={() => ({ 'data-testid': 'certification-row' })}
        columns={[
          {
            key: 'company',
            header: t('company'),
            cell: (row) => (
              <>
                <Text size="sm">{row.companyName}</Text>
                <Text size="xs" c="dimmed">
                  {row.accountEmail}
                </Text>
              </>
            ),
          },
          { key: 'code', header: t('creditCode'), nowrap: true, cell: (row) => row.creditCode },
          {
            key: 'authenticator',
            header: t('authenticator'),
            cell: (row) => `${row.authenticatorName} · ${row.contactPhone}`,
          },
          {
            key: 'submitted',
            header: t('submitted'),
            nowrap: true,
            cell: (row) => formatDay(row.submittedAt),
          },
          {
            key: 'status',
            header: t('status'),
            width: 120,
            cell: (row) => (
              <ToneBadge tone={CERTIFICATION_TONES[row.status]}>
                {t('certificationStatus', { status: row.status })}
              </ToneBadge>
            ),
          },
        ]}
        rowActions={(row) => [
          {
            key: 'review',
            label: t('review'),
            ariaLabel: t('reviewOf', { company: row.companyName }),
            onClick: () => setReviewing(row.id),
          },
        ]}
      />
      {reviewing && (
        <CertificationReview
          id={reviewing}
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
