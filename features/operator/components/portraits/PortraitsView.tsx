'use client';

import { Alert, Image, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { PageHeader } from '@/components/ui/PageHeader';
import { ToneBadge, type BadgeTone } from '@/components/ui/ToneBadge';
import { useFormatDay } from '@/components/ui/useFormatDay';
import {
  REVIEWED_STATUSES,
  type PortraitQueueRow,
  type ReviewedStatus,
} from '@/features/portraits-review/contract';
import { portraitPhotoSrc, useDecidePortrait, usePortraitQueue } from '../../api/portraits';
import { OperatorTable } from '../OperatorTable';

const TONES: Record<ReviewedStatus, BadgeTone> = { review: 'blue', ready: 'teal', rejected: 'red' };

/** /operator/portraits: customers' portraits with their photo and consent; approve, or reject with a reason. */
export function PortraitsView() {
  const t = useTranslations('OperatorPortraits');
  const formatDay = useFormatDay();
  const [status, setStatus] = useState<ReviewedStatus>('review');
  const [pageIndex, setPageIndex] = useState(1);
  const query = usePortraitQueue({ status, pageIndex });
  const [deciding, setDeciding] = useState<{ row: PortraitQueueRow; kind: 'approve' | 'reject' } | null>(
    null,
  );
  const [done, setDone] = useState<string | null>(null);

  return (
    <Stack>
      <PageHeader title={t('title')} size="h3" />
      <SegmentedControl
        w="fit-content"
        value={status}
        onChange={(value) => {
          setStatus(value as ReviewedStatus);
          setPageIndex(1);
        }}
        data={REVIEWED_STATUSES.map((value) => ({ value, label: t('status', { status: value }) }))}
      />
      {done && (
        <Alert color="teal" withCloseButton onClose={() => setDone(null)} data-testid="portrait-decided">
          {done}
        </Alert>
      )}
      <OperatorTable
        query={query}
        onPage={setPageIndex}
        label={t('title')}
        rowKey={(row) => row.id}
        rowName={(row) => row.name}
        rowProps={() => ({ 'data-testid': 'portrait-row' })}
        columns={[
          {
            key: 'photo',
            header: t('photo'),
            width: 112,
            cell: (row) =>
              row.hasPhoto ? (
                <Image
                  src={portraitPhotoSrc(row.id)}
                  alt={t('photoOf', { name: row.name })}
                  w={96}
                  h={96}
                  fit="cover"
                  radius="sm"
                />
              ) : (
                <Text size="sm" c="dimmed">
                  {t('noPhoto')}
                </Text>
              ),
          },
          {
            key: 'name',
            header: t('name'),
            cell: (row) => (
              <>
                <Text size="sm" fw={600}>
                  {row.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {row.corpName}
                  {row.createdByEmail ? ` · ${row.createdByEmail}` : ''}
                </Text>
              </>
            ),
          },
          {
            key: 'consent',
            header: t('consent'),
            maxWidth: 320,
            cell: (row) =>
              row.consent ? (
                <Text size="sm">
                  {t('consentOf', {
                    person: row.consent.personName,
                    typed: row.consent.typedName,
                    terms: row.consent.termsVersion,
                    at: formatDay(row.consent.acceptedAt),
                  })}
                </Text>
              ) : (
                <Text size="sm" c="orange.9">
                  {t('noConsent')}
                </Text>
              ),
          },
          { key: 'created', header: t('created'), nowrap: true, cell: (row) => formatDay(row.createdAt) },
          {
            key: 'status',
            header: t('statusHeader'),
            width: 120,
            cell: (row) => (
              <>
                <ToneBadge tone={TONES[row.status]}>{t('status', { status: row.status })}</ToneBadge>
                {row.rejectReason && (
                  <Text size="xs" c="orange.9">
                    {row.rejectReason}
                  </Text>
                )}
              </>
            ),
          },
        ]}
        rowActions={(row) =>
          row.status === 'review'
            ? [
                {
                  key: 'approve',
                  label: t('approve'),
                  ariaLabel: t('approveOf', { name: row.name }),
                  onClick: () => setDeciding({ row, kind: 'approve' }),
                },
                {
                  key: 'reject',
                  label: t('reject'),
                  ariaLabel: t('rejectOf', { name: row.name }),
                  color: 'red',
                  onClick: () => setDeciding({ row, kind: 'reject' }),
                },
              ]
            : []
        }
      />
      {deciding && (
        <DecisionDialog
          {...deciding}
          onClose={() => setDeciding(null)}
          onDone={(message) => {
            setDeciding(null);
            setDone(message);
          }}
        />
      )}
    </Stack>
  );
}

function DecisionDialog({
  row,
  kind,
  onClose,
  onDone,
}: {
  row: PortraitQueueRow;
  kind: 'approve' | 'reject';
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const t = useTranslations('OperatorPortraits');
  const { approve, reject } = useDecidePortrait();
  const [reason, setReason] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const mutation = kind === 'approve' ? approve : reject;
  const confirm = () => {
    if (kind === 'approve')
      approve.mutate(row.id, { onSuccess: () => onDone(t('approved', { name: row.name })) });
    else if (!reason.trim()) setMissingReason(true);
    else
      reject.mutate({ id: row.id, reason }, { onSuccess: () => onDone(t('rejected', { name: row.name })) });
  };
  return (
    <ConfirmDialog
      opened
      title={kind === 'approve' ? t('approveTitle') : t('rejectTitle')}
      message={<Text fw={600}>{row.name}</Text>}
      confirmLabel={t('confirm')}
      cancelLabel={t('cancel')}
      destructive={kind === 'reject'}
      busy={mutation.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {kind === 'reject' && (
        <Textarea
          label={t('reason')}
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
