'use client';

import { notifications } from '@mantine/notifications';
import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useDeleteSession } from '../../api/sessions';
import type { SessionSummary } from '../../contract';
import { failureMessage } from './failure-message';

interface Props {
  session: SessionSummary | null;
  onClose: () => void;
}

/** Asks before a session is deleted: its share link and preview stop working for good. */
export function DeleteSessionModal({ session, onClose }: Props) {
  const t = useTranslations('SessionsList');
  const api = useTranslations('Api');
  const remove = useDeleteSession();
  const name = session?.conversationName ?? '';

  const confirm = () => {
    if (!session) return;
    remove.mutate(session.conversationId, {
      onSuccess: () => {
        notifications.show({ message: t('deleted', { name }), color: 'teal' });
        onClose();
      },
      onError: (error) => {
        const message = failureMessage(error, api('requestFailed'));
        if (message) notifications.show({ title: t('deleteFailed'), message, color: 'red' });
      },
    });
  };

  return (
    <ConfirmDialog
      opened={session !== null}
      title={t('deleteTitle')}
      message={t('deleteConfirm', { name })}
      confirmLabel={t('deleteButton')}
      cancelLabel={t('cancel')}
      closeLabel={t('close')}
      destructive
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
