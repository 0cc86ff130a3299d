'use client';

import { Alert, Button, Group, List, Loader, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { downloadImportFailures, isImportRunning, useImportJob } from '@/features/knowledge/api/faq-import';
import type { ImportJobDto } from '@/features/knowledge/contract';
import { failureText } from '@/lib/api-client/failure-text';

/** The rows shown under the result; the rest are in the failures file. */
const SHOWN_FAILURES = 5;

/** An import job: its progress while it runs (polled), then how many rows came in and which failed. */
export function ImportJobView({ jobId, onAnother }: { jobId: string; onAnother: () => void }) {
  const t = useTranslations('Knowledge.import');
  const job = useImportJob(jobId);
  if (job.isError)
    return (
      <Alert color="red" variant="light" role="alert" title={t('lost')}>
        <Button size="xs" variant="light" color="red" onClick={() => job.refetch()} mt="xs">
          {t('retry')}
        </Button>
      </Alert>
    );
  if (!job.data || isImportRunning(job.data)) return <ImportRunning job={job.data} />;
  return <ImportResult job={job.data} onAnother={onAnother} />;
}

function ImportRunning({ job }: { job: ImportJobDto | undefined }) {
  const t = useTranslations('Knowledge.import');
  const percent = job && job.total > 0 ? Math.round((job.processed / job.total) * 100) : 0;
  return (
    <Stack gap="xs" role="status">
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm">
          {job && job.total > 0 ? t('running', { processed: job.processed, total: job.total }) : t('queued')}
        </Text>
      </Group>
      <Progress value={percent} aria-label={t('jobProgress')} animated />
    </Stack>
  );
}

/** "Import finished with N failures": the count, a few of the rows and why, and the whole list to download. */
export function ImportResult({ job, onAnother }: { job: ImportJobDto; onAnother: () => void }) {
  const t = useTranslations('Knowledge.import');
  const server = useTranslations('ApiServer');
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadImportFailures(job.jobId);
    } catch (error) {
      const message = failureText(error, t('downloadFailed'));
      if (message) notifications.show({ message, color: 'red' });
    } finally {
      setDownloading(false);
    }
  };
  const again = (
    <Button variant="default" size="xs" onClick={onAnother} style={{ alignSelf: 'flex-start' }}>
      {t('another')}
    </Button>
  );

  if (job.status === 'failed' || job.error) {
    const key = job.error ?? 'internal';
    return (
      <Stack gap="sm">
        <Alert color="red" variant="light" role="alert" title={t('failedTitle')}>
          {server.has(key as Parameters<typeof server.has>[0])
            ? server(key as Parameters<typeof server>[0])
            : t('failed')}
        </Alert>
        {again}
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Alert
        color={job.failed > 0 ? 'orange' : 'teal'}
        variant="light"
        role="status"
        title={job.failed > 0 ? t('finishedWithFailures', { failed: job.failed }) : t('finished')}
      >
        {t('imported', { imported: job.imported })}
      </Alert>
      {job.failures.length > 0 ? (
        <List size="sm" spacing={2} aria-label={t('failuresLabel')}>
          {job.failures.slice(0, SHOWN_FAILURES).map((failure) => (
            <List.Item key={`${failure.row}-${failure.column ?? ''}`}>
              {t('failureRow', { row: failure.row, message: failure.message })}
            </List.Item>
          ))}
          {job.failed > SHOWN_FAILURES ? (
            <List.Item>{t('moreFailures', { count: job.failed - SHOWN_FAILURES })}</List.Item>
          ) : null}
        </List>
      ) : null}
      <Group gap="xs">
        {job.hasFailureFile ? (
          <Button size="xs" onClick={download} loading={downloading}>
            {t('downloadFailures')}
          </Button>
        ) : null}
        {again}
      </Group>
    </Stack>
  );
}
