'use client';

import { notifications } from '@mantine/notifications';
import { useTranslations } from 'next-intl';
import { useDeleteFile } from '@/features/knowledge/api/files';
import type { KnowledgeFileDto } from '@/features/knowledge/contract';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { failureText } from '../failure-text';

/** Asks before a document goes: every session that answers from it loses it too. */
export function DeleteFileModal({ file, onClose }: { file: KnowledgeFileDto | null; onClose: () => void }) {
  const t = useTranslations('Knowledge');
  const remove = useDeleteFile();
  const confirm = () => {
    if (!file) return;
    remove.mutate(file.fileId, {
      onSuccess: () => {
        notifications.show({ message: t('files.deleted', { name: file.name }), color: 'teal' });
        onClose();
      },
      onError: (error) => {
        const message = failureText(error, t('requestFailed'));
        if (message) notifications.show({ title: t('deleteFailed'), message, color: 'red' });
      },
    });
  };
  return (
    <ConfirmDialog
      opened={file !== null}
      title={t('files.deleteTitle')}
      message={t('files.deleteConfirm', { name: file?.name ?? '' })}
      confirmLabel={t('delete')}
      cancelLabel={t('cancel')}
      closeLabel={t('close')}
      destructive
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
