'use client';

import { Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useUploadFile } from '@/features/knowledge/api/files';
import { KNOWLEDGE_FILE_MAX_BYTES } from '@/features/knowledge/contract';
import { DOCUMENT_ACCEPT, checkDocumentFile, megabytes, type FileProblem } from '../check-file';
import { FileDropzone } from '../FileDropzone';
import { SenderStatus } from '../SenderStatus';
import { useFileSender } from '../useFileSender';

/** Adds a pdf, doc or docx of at most 10 MB; the server checks its content, then parses it in the background. */
export function DocumentUpload() {
  const t = useTranslations('Knowledge');
  const upload = useUploadFile();
  const sender = useFileSender((file, onProgress, signal) =>
    upload.mutateAsync({ file, onProgress, signal }),
  );
  const [done, setDone] = useState<string | null>(null);
  const max = megabytes(KNOWLEDGE_FILE_MAX_BYTES);
  const problemText = (problem: FileProblem) => t(`files.${problem}`, { max });

  const start = async (file: File) => {
    setDone(null);
    const problem = checkDocumentFile(file);
    if (problem) return sender.setError(problemText(problem));
    const added = await sender.send(file, t('upload.failed'));
    if (added) setDone(added.name);
  };

  return (
    <Stack gap="xs">
      <FileDropzone
        accept={DOCUMENT_ACCEPT}
        maxBytes={KNOWLEDGE_FILE_MAX_BYTES}
        title={t('files.drop')}
        titleTouch={t('files.dropTouch')}
        hint={t('files.hint', { max })}
        disabled={sender.sending !== null}
        onFile={(file) => void start(file)}
        onProblem={(problem) => {
          setDone(null);
          sender.setError(problemText(problem));
        }}
      />
      <SenderStatus sending={sender.sending} error={sender.error} />
      {done ? (
        <Text role="status" size="sm" c="teal.8">
          {t('files.uploaded', { name: done })}
        </Text>
      ) : null}
    </Stack>
  );
}
