'use client';

import { Button, FileButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useUploadFile } from '@/features/knowledge/api/files';
import { KNOWLEDGE_FILE_MAX_BYTES, type KnowledgeFileDto } from '@/features/knowledge/contract';
import { DOCUMENT_ACCEPT, checkDocumentFile, megabytes } from '../check-file';
import { useFileSender } from '../useFileSender';

/** Spec §4 "parse failed (edit and re-upload)": a corrected file goes into the same record and is parsed again. */
export function ReuploadButton({ file }: { file: KnowledgeFileDto }) {
  const t = useTranslations('Knowledge');
  const upload = useUploadFile();
  const sender = useFileSender((chosen, onProgress, signal) =>
    upload.mutateAsync({ file: chosen, fileId: file.fileId, onProgress, signal }),
  );
  const { error, setError } = sender;
  // A refusal is told where the person looks after choosing a file: in a notification, not in the narrow row.
  useEffect(() => {
    if (!error) return;
    notifications.show({ title: t('files.reuploadFailed'), message: error, color: 'red' });
    setError(null);
  }, [error, setError, t]);
  const choose = (chosen: File | null) => {
    if (!chosen) return;
    const problem = checkDocumentFile(chosen);
    if (problem) setError(t(`files.${problem}`, { max: megabytes(KNOWLEDGE_FILE_MAX_BYTES) }));
    else void sender.send(chosen, t('upload.failed'));
  };
  return (
    <FileButton onChange={choose} accept={Object.values(DOCUMENT_ACCEPT).flat().join(',')}>
      {(props) => (
        <Button
          {...props}
          size="compact-sm"
          variant="light"
          loading={sender.sending !== null}
          aria-label={t('files.reuploadOne', { name: file.name })}
        >
          {t('files.reupload')}
        </Button>
      )}
    </FileButton>
  );
}
