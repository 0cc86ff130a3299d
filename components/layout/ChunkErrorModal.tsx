'use client';

import { Button, Modal, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';

export function ChunkErrorModal({ opened }: { opened: boolean }) {
  const t = useTranslations('ChunkError');
  const common = useTranslations('Common');
  if (!opened) return null;
  return (
    <Modal
      opened
      onClose={() => window.location.reload()}
      title={t('title')}
      centered
      withCloseButton={false}
    >
      <Text mb="md">{t('description')}</Text>
      <Button onClick={() => window.location.reload()}>{common('reload')}</Button>
    </Modal>
  );
}
