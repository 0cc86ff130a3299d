'use client';

import { Button, Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslations } from 'next-intl';
import { ApiFormFrame } from '@/components/ui/form/ApiFormFrame';
import { FormField } from '@/components/ui/form/FormField';
import { useApiForm } from '@/components/ui/form/useApiForm';
import { useRenameFile } from '@/features/knowledge/api/files';
import { fileRenameRequest, type KnowledgeFileDto } from '@/features/knowledge/contract';

/** Renames a document: the name the answers cite as their source. */
export function RenameFileModal({ file, onClose }: { file: KnowledgeFileDto | null; onClose: () => void }) {
  const t = useTranslations('Knowledge');
  return (
    <Modal
      opened={file !== null}
      onClose={onClose}
      title={t('files.renameTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {file ? <RenameForm key={file.fileId} file={file} onClose={onClose} /> : null}
    </Modal>
  );
}

function RenameForm({ file, onClose }: { file: KnowledgeFileDto; onClose: () => void }) {
  const t = useTranslations('Knowledge');
  const api = useTranslations('Api');
  const rename = useRenameFile();
  const form = useApiForm({
    schema: fileRenameRequest,
    defaultValues: { fileId: file.fileId, name: file.name },
    submit: async (values) => {
      const renamed = await rename.mutateAsync(values);
      notifications.show({ message: t('files.renamed', { name: renamed.name }), color: 'teal' });
      onClose();
    },
    messages: { failed: api('modifyFailed'), network: api('requestFailed') },
  });
  return (
    <ApiFormFrame
      form={form}
      label={t('files.renameTitle')}
      submitLabel={t('save')}
      actions={
        <Button variant="default" onClick={onClose} disabled={form.submitting}>
          {t('cancel')}
        </Button>
      }
    >
      <FormField form={form} name="name" label={t('files.name')} maxLength={200} required data-autofocus />
    </ApiFormFrame>
  );
}
