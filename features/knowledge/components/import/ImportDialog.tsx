'use client';

import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { downloadImportTemplate, useImportFaq } from '@/features/knowledge/api/faq-import';
import { IMPORT_MAX_BYTES, IMPORT_TYPES, type ImportType } from '@/features/knowledge/contract';
import { IMPORT_ACCEPT, checkImportFile, megabytes, type FileProblem } from '../check-file';
import { failureText } from '@/lib/api-client/failure-text';
import { FileDropzone } from '../FileDropzone';
import { SenderStatus } from '../SenderStatus';
import { useFileSender } from '../useFileSender';
import { ImportJobView } from './ImportJobView';

/**
 * Import from a spreadsheet: the template, the file with its upload progress, then the job that reads it in the
 * background with its own progress, and the result with the failed rows to download.
 */
export function ImportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useTranslations('Knowledge');
  const importFaq = useImportFaq();
  const sender = useFileSender((file, onProgress, signal) =>
    importFaq.mutateAsync({ file, onProgress, signal }),
  );
  const [jobId, setJobId] = useState<string | null>(null);
  const [template, setTemplate] = useState<ImportType | null>(null);
  const max = megabytes(IMPORT_MAX_BYTES);
  const problemText = (problem: FileProblem) => t(`import.${problem}`, { max });

  const start = async (file: File) => {
    const problem = checkImportFile(file);
    if (problem) return sender.setError(problemText(problem));
    const job = await sender.send(file, t('upload.failed'));
    if (job) setJobId(job.jobId);
  };

  const getTemplate = async (format: ImportType) => {
    setTemplate(format);
    try {
      await downloadImportTemplate(format);
    } catch (error) {
      const message = failureText(error, t('requestFailed'));
      if (message) notifications.show({ title: t('import.templateFailed'), message, color: 'red' });
    } finally {
      setTemplate(null);
    }
  };

  const close = () => {
    sender.sending?.controller.abort();
    setJobId(null);
    sender.setError(null);
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('import.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="md">
        {jobId ? (
          <ImportJobView jobId={jobId} onAnother={() => setJobId(null)} />
        ) : (
          <>
            <Text size="sm">{t('import.intro')}</Text>
            <Group gap="xs">
              {IMPORT_TYPES.map((format) => (
                <Button
                  key={format}
                  variant="light"
                  size="xs"
                  loading={template === format}
                  onClick={() => getTemplate(format)}
                >
                  {t('import.template', { format: format.toUpperCase() })}
                </Button>
              ))}
            </Group>
            <FileDropzone
              accept={IMPORT_ACCEPT}
              maxBytes={IMPORT_MAX_BYTES}
              title={t('import.drop')}
              titleTouch={t('import.dropTouch')}
              hint={t('import.hint', { max })}
              disabled={sender.sending !== null}
              onFile={(file) => void start(file)}
              onProblem={(problem) => sender.setError(problemText(problem))}
            />
            <SenderStatus sending={sender.sending} error={sender.error} />
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
