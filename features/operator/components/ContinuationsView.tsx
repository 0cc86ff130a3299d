'use client';

import { Alert, NumberInput, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { PageHeader } from '@/components/ui/PageHeader';
import { ToneBadge, type BadgeTone } from '@/components/ui/ToneBadge';
import { useFormatDay } from '@/components/ui/useFormatDay';
import type { ContinuationRow } from '@/features/operator/contract';
import { useAnswerContinuation, useContinuations, type ContinuationStatus } from '../api/hooks';
import { OperatorTable } from './OperatorTable';

const STATUSES = ['pending', 'approved', 'rejected'] as const;
const TONES: Record<string, BadgeTone> = { pending: 'blue', approved: 'teal', rejected: 'red' };

/** Customers' requests to continue after the trial: approve (extends the trial) or reject with a reason. */
export function ContinuationsView({ canReview }: { canReview: boolean }) {
  const t = useTranslations('Operator');
  const formatDay = useFormatDay();
  const [status, setStatus] = useState<ContinuationStatus | 'all'>('pending');
  const [pageIndex, setPageIndex] = useState(1);
  const query = useContinuations({ status: status === 'all' ? undefined : status, pageIndex });
  const [answering, setAnswering] = useState<{ row: ContinuationRow; kind: 'approve' | 'reject' } | null>(
    null,
  );
  const [done, setDone] = useState<string | null>(null);

  return (
    <Stack>
      <PageHeader title={t('menuContinuations')} size="h3" />
      <SegmentedControl
        w="fit-content"
        value={status}
        onChange={(value) => {
          setStatus(value as ContinuationStatus | 'all');
          setPageIndex(1);
        }}
        data={[
          ...STATUSES.map((value) => ({ value, label: t('continuationStatus', { status: value }) })),
          { value: 'all', label: t('all') },
        ]}
      />
      {done && (
        <Alert color="teal" withCloseButton onClose={() => setDone(null)} data-testid="answer-done">
          {done}
        </Alert>
      )}
      <OperatorTable
        query={query}
        onPage={setPageIndex}
        label={t('menuContinuations')}
        rowKey={(row) => row.id}
        rowName={(row) => row.companyName}
        rowProps={() => ({ 'data-testid': 'continuation-row' })}
        columns={[
          { key: 'company', header: t('company'), cell: (row) => row.companyName },
          {
            key: 'contact',
            header: t('contact'),
            cell: (row) => (
              <>
                <Text size="sm">{row.contactName}</Text>
                <Text size="xs" c="dimmed">
                  {row.email} · {row.phone}
                </Text>
              </>
            ),
          },
          {
            key: 'message',
            header: t('message'),
            maxWidth: 320,
            cell: (row) => (
              <>
                <Text size="sm" lineClamp={3}>
                  {row.message}
                </Text>
                {row.rejectReason && (
                  <Text size="xs" c="orange.9">
                    {t('reasonShown', { reason: row.rejectReason })}
                  </Text>
                )}
              </>
            ),
          },
          {
            key: 'trialEnds',
            header: t('trialEnds'),
            nowrap: true,
            cell: (row) => formatDay(row.trialEndsAt),
          },
          { key: 'requested', header: t('requested'), nowrap: true, cell: (row) => formatDay(row.createdAt) },
          {
            key: 'status',
            header: t('status'),
            // A squeezed badge cuts its word short ("PEND…"): the column keeps the room of the longest one.
            width: 120,
            cell: (row) => (
              <ToneBadge tone={TONES[row.status] ?? 'gray'}>
                {t('continuationStatus', { status: row.status })}
              </ToneBadge>
            ),
          },
        ]}
        rowActions={
          canReview
            ? (row) =>
                row.status === 'pending'
                  ? [
                      {
                        key: 'approve',
                        label: t('approve'),
                        ariaLabel: t('approveOf', { company: row.companyName }),
                        onClick: () => setAnswering({ row, kind: 'approve' }),
                      },
                      {
                        key: 'reject',
                        label: t('reject'),
                        ariaLabel: t('rejectOf', { company: row.companyName }),
                        color: 'red',
                        onClick: () => setAnswering({ row, kind: 'reject' }),
                      },
                    ]
                  : []
            : undefined
        }
      />
      {answering && (
        <AnswerDialog
          {...answering}
          onClose={() => setAnswering(null)}
          onDone={(message) => {
            setAnswering(null);
            setDone(message);
          }}
        />
      )}
    </Stack>
  );
}

function AnswerDialog({
  row,
  kind,
  onClose,
  onDone,
}: {
  row: ContinuationRow;
  kind: 'approve' | 'reject';
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const t = useTranslations('Operator');
  const formatDay = useFormatDay();
  const { approve, reject } = useAnswerContinuation();
  const [days, setDays] = useState<number | string>(30);
  const [reason, setReason] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const mutation = kind === 'approve' ? approve : reject;
  const confirm = () => {
    if (kind === 'approve')
      approve.mutate(
        { id: row.id, days: Number(days) || 30 },
        { onSuccess: (answer) => onDone(t('approved', { date: formatDay(answer.trialEndsAt) })) },
      );
    else if (!reason.trim()) setMissingReason(true);
    else reject.mutate({ id: row.id, reason }, { onSuccess: () => onDone(t('rejectedDone')) });
  };
  return (
    <ConfirmDialog
      opened
      title={kind === 'approve' ? t('approveTitle') : t('rejectTitle')}
      message={<Text fw={600}>{row.companyName}</Text>}
      confirmLabel={t('confirm')}
      cancelLabel={t('cancel')}
      destructive={kind === 'reject'}
      busy={mutation.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {kind === 'approve' ? (
        <NumberInput
          label={t('approveDays')}
          description={t('approveHint')}
          min={1}
          max={366}
          value={days}
          onChange={setDays}
        />
      ) : (
        <Textarea
          label={t('rejectReason')}
          required
          autosize
          minRows={3}
          value={reason}
          error={missingReason ? t('reasonRequired') : undefined}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setMissingReason(false);
          }}
        />
      )}
      {mutation.error && (
        <Alert color="red" role="alert">
          {mutation.error.message}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
