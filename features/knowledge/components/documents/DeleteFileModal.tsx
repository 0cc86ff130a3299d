'use client';

import { useTranslations } from 'next-intl';
import { DeleteDialog } from '@/components/ui/DeleteDialog';
import { useDeleteFile } from '@/features/knowledge/api/files';
import type { KnowledgeFileDto } from '@/features/knowledge/contract';

/** Asks before a document goes: every session that answers from it loses it too. */
export function DeleteFileModal({ file, onClose }: { file: KnowledgeFileDto | null; onClose: () => void }) {
  const t = useTranslations('Knowledge');
  const remove = useDeleteFile();
  return (
    <DeleteDialog
      item={file}
      title={t('files.deleteTitle')}
      message={(doc) => t('files.deleteConfirm', { name: doc.name })}
      labels={{
        confirm: t('delete'),
        cancel: t('cancel'),
        close: t('close'),
        done: (doc) => t('files.deleted', { name: doc.name }),
        failed: t('deleteFailed'),
        requestFailed: t('requestFailed'),
      }}
      remove={(doc) => remove.mutateAsync(doc.fileId)}
      busy={remove.isPending}
      onClose={onClose}
    />
  );
}
