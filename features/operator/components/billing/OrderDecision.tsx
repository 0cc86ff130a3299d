'use client';

import { Alert, Button, Group, Textarea } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { ApiCode } from '@/lib/contract/codes';
import { useDecideOrder } from '../../api/billing';
import { useChangeError } from '../../api/plan-changes';
import { OperatorApiError } from '../../api/operator-client';

type Kind = 'approve' | 'reject';

/**
 * A reviewer's decision on a transfer: approve (the order completes and its grant is made) or reject with a note the
 * customer reads. When another reviewer decided first the server refuses, and the page says so in words.
 */
export function OrderDecision({ orderId, orderNo }: { orderId: string; orderNo: string }) {
  const t = useTranslations('OperatorBilling');
  const errorText = useChangeError();
  const { approve, reject, refresh } = useDecideOrder();
  const [kind, setKind] = useState<Kind | null>(null);
  const [note, setNote] = useState('');
  const [missingNote, setMissingNote] = useState(false);
  const [done, setDone] = useState<Kind | null>(null);
  const mutation = kind === 'reject' ? reject : approve;
  const decidedElsewhere =
    mutation.error instanceof OperatorApiError && mutation.error.code === ApiCode.orderNotPayable;
  const close = () => {
    // The order moved on under us: show it as it is now (the decision buttons go with its new state).
    if (decidedElsewhere) void refresh();
    setKind(null);
    approve.reset();
    reject.reset();
  };
  const confirm = () => {
    const onSuccess = () => {
      setDone(kind);
      setKind(null);
    };
    if (kind === 'approve') approve.mutate({ orderId, note: note.trim() || undefined }, { onSuccess });
    else if (!note.trim()) setMissingNote(true);
    else reject.mutate({ orderId, note }, { onSuccess });
  };
  if (done)
    return (
      <Alert color="teal" data-testid="decision-done">
        {t(done === 'approve' ? 'approvedDone' : 'rejectedDone', { orderNo })}
      </Alert>
    );
  return (
    <>
      <Group>
        <Button onClick={() => setKind('approve')}>{t('approve')}</Button>
        <Button color="red" variant="light" onClick={() => setKind('reject')}>
          {t('reject')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={kind !== null}
        title={t(kind === 'reject' ? 'rejectTitle' : 'approveTitle', { orderNo })}
        message={t(kind === 'reject' ? 'rejectMessage' : 'approveMessage')}
        confirmLabel={t(kind === 'reject' ? 'reject' : 'approve')}
        cancelLabel={t('cancel')}
        destructive={kind === 'reject'}
        busy={mutation.isPending}
        onConfirm={confirm}
        onCancel={close}
      >
        <Textarea
          label={t(kind === 'reject' ? 'rejectNote' : 'approveNote')}
          required={kind === 'reject'}
          autosize
          minRows={3}
          maxLength={500}
          value={note}
          error={missingNote && kind === 'reject' ? t('noteRequired') : undefined}
          onChange={(event) => {
            setNote(event.currentTarget.value);
            setMissingNote(false);
          }}
        />
        {mutation.error && (
          <Alert color={decidedElsewhere ? 'orange' : 'red'} role="alert">
            {decidedElsewhere ? t('decidedElsewhere') : errorText(mutation.error)}
          </Alert>
        )}
      </ConfirmDialog>
    </>
  );
}
