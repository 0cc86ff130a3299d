'use client';

import { useTranslations } from 'next-intl';
import { DeleteDialog } from '@/components/ui/DeleteDialog';
import { useDeleteSession } from '../../api/sessions';
import type { SessionSummary } from '../../contract';

interface Props {
  session: SessionSummary | null;
  onClose: () => void;
}

/** Asks before a session is deleted: its share link and preview stop working for good. */
export function DeleteSessionModal({ session, onClose }: Props) {
  const t = useTranslations('SessionsList');
  const api = useTranslations('Api');
  const remove = useDeleteSession();
  return (
    <DeleteDialog
      item={session}
      title={t('deleteTitle')}
      message={(one) => t('deleteConfirm', { name: one.conversationName })}
      labels={{
        confirm: t('deleteButton'),
        cancel: t('cancel'),
        close: t('close'),
        done: (one) => t('deleted', { name: one.conversationName }),
        failed: t('deleteFailed'),
        requestFailed: api('requestFailed'),
      }}
      remove={(one) => remove.mutateAsync(one.conversationId)}
      busy={remove.isPending}
      onClose={onClose}
    />
  );
}
