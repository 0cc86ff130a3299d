'use client';

import { Alert, Drawer, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { usePassages } from '@/features/knowledge/api/files';
import type { KnowledgeFileDto } from '@/features/knowledge/contract';
import { PagingFooter } from '@/components/ui/PagingFooter';

/** What parsing made of a document: the passages retrieval chooses from, in their order. */
export function PassagesDrawer({ file, onClose }: { file: KnowledgeFileDto | null; onClose: () => void }) {
  const t = useTranslations('Knowledge');
  return (
    <Drawer
      opened={file !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={file ? t('files.passagesTitle', { name: file.name }) : ''}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {file ? <Passages key={file.fileId} fileId={file.fileId} /> : null}
    </Drawer>
  );
}

function Passages({ fileId }: { fileId: string }) {
  const t = useTranslations('Knowledge');
  const [page, setPage] = useState(1);
  const passages = usePassages(fileId, page);
  if (passages.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader role="status" aria-label={t('loading')} />
      </Group>
    );
  if (passages.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {t('loadFailed')}
      </Alert>
    );
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('files.passageCount', { count: passages.data.total })}
      </Text>
      {passages.data.list.map((passage) => (
        <Paper key={passage.passageId} withBorder p="sm" radius="sm">
          <Text size="xs" c="dimmed" mb={4}>
            {t('files.passageNumber', { n: passage.ordinal + 1 })}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {passage.text}
          </Text>
        </Paper>
      ))}
      <PagingFooter
        total={passages.data.total}
        pageIndex={page}
        pageSize={passages.data.pageSize}
        onChange={setPage}
        label={t('pagination')}
      />
    </Stack>
  );
}
