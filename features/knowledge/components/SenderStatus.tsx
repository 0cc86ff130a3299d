'use client';

import { Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { UploadProgress, type UploadInProgress } from '@/components/ui/UploadProgress';

/** Under a drop zone: the upload on its way, or why the last one was refused. */
export function SenderStatus({ sending, error }: { sending: UploadInProgress | null; error: string | null }) {
  const t = useTranslations('Knowledge.upload');
  return (
    <>
      {sending ? (
        <UploadProgress
          sending={sending}
          labels={{
            uploading: t('uploading', { name: sending.name }),
            progress: t('progress'),
            cancel: t('cancel'),
          }}
        />
      ) : null}
      {error ? (
        <Text role="alert" size="sm" c="red">
          {error}
        </Text>
      ) : null}
    </>
  );
}
