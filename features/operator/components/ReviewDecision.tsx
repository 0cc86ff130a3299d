'use client';

import { Alert, Button, Group, Textarea } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

/**
 * The foot of a review dialog while the item waits: the reason its maker will read, the last failure, and close /
 * reject (only with a reason) / approve. The caller's mutations do the deciding.
 */
export function ReviewDecision({
  onClose,
  onReject,
  onApprove,
  rejecting,
  approving,
  failure,
  approveDisabled = false,
}: {
  onClose: () => void;
  onReject: (reason: string) => void;
  onApprove: () => void;
  rejecting: boolean;
  approving: boolean;
  failure: Error | null;
  approveDisabled?: boolean;
}) {
  const t = useTranslations('Operator');
  const [reason, setReason] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const busy = rejecting || approving;
  return (
    <>
      <Textarea
        label={t('rejectReason')}
        autosize
        minRows={2}
        value={reason}
        error={missingReason ? t('reasonRequired') : undefined}
        onChange={(e) => {
          setReason(e.currentTarget.value);
          setMissingReason(false);
        }}
      />
      {failure && (
        <Alert color="red" role="alert">
          {failure.message}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('close')}
        </Button>
        <Button
          color="red"
          variant="light"
          loading={rejecting}
          disabled={busy}
          onClick={() => (reason.trim() ? onReject(reason) : setMissingReason(true))}
        >
          {t('reject')}
        </Button>
        <Button loading={approving} disabled={busy || approveDisabled} onClick={onApprove}>
          {t('approve')}
        </Button>
      </Group>
    </>
  );
}
