'use client';

import { Button, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFormatDay } from '@/components/ui/useFormatDay';
import type { KnowledgeFileDto } from '@/features/knowledge/contract';
import { FileStatusBadge } from '../StatusBadge';
import { useNarrow } from '../useNarrow';
import { DeleteFileModal } from './DeleteFileModal';
import { RenameFileModal } from './RenameFileModal';
import { ReuploadButton } from './ReuploadButton';

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** One page of documents with their parsing state (a card each on a phone); a failed one says why and takes a corrected file. */
export function FileTable({
  files,
  onView,
}: {
  files: KnowledgeFileDto[];
  onView: (file: KnowledgeFileDto) => void;
}) {
  const t = useTranslations('Knowledge');
  const formatDay = useFormatDay();
  const [renaming, setRenaming] = useState<KnowledgeFileDto | null>(null);
  const [deleting, setDeleting] = useState<KnowledgeFileDto | null>(null);
  const narrow = useNarrow();
  const state = (file: KnowledgeFileDto) => (
    <Stack gap={4} align="flex-start">
      <FileStatusBadge status={file.status} />
      {file.status === 'failed' && (file.failMessage || file.failReason) ? (
        <Text size="xs" c="red">
          {file.failMessage ?? t('files.parseFailed')}
        </Text>
      ) : null}
    </Stack>
  );
  const actions = (file: KnowledgeFileDto) => (
    <Group gap={4} wrap="wrap" justify="flex-end">
      {file.status === 'done' ? (
        <Button size="compact-sm" variant="subtle" onClick={() => onView(file)}>
          {t('files.view')}
        </Button>
      ) : null}
      {file.status === 'failed' ? <ReuploadButton file={file} /> : null}
      <Button
        size="compact-sm"
        variant="subtle"
        onClick={() => setRenaming(file)}
        aria-label={t('files.renameOne', { name: file.name })}
      >
        {t('rename')}
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        onClick={() => setDeleting(file)}
        aria-label={t('files.deleteOne', { name: file.name })}
      >
        {t('delete')}
      </Button>
    </Group>
  );
  const modals = (
    <>
      <RenameFileModal file={renaming} onClose={() => setRenaming(null)} />
      <DeleteFileModal file={deleting} onClose={() => setDeleting(null)} />
    </>
  );

  if (narrow)
    return (
      <Stack gap="sm">
        {files.map((file) => (
          <Paper key={file.fileId} withBorder radius="md" p="sm" component="article" aria-label={file.name}>
            <Stack gap={6}>
              <Text size="sm" fw={500} style={{ wordBreak: 'break-all' }}>
                {file.name}
              </Text>
              <Text size="xs" c="dimmed">
                {file.type.toUpperCase()} · {sizeText(file.size)} · {formatDay(file.createTime)}
                {file.status === 'done' ? ` · ${t('files.passageCount', { count: file.passageCount })}` : ''}
              </Text>
              {state(file)}
              {actions(file)}
            </Stack>
          </Paper>
        ))}
        {modals}
      </Stack>
    );

  return (
    <>
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="sm" highlightOnHover aria-label={t('files.tableLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('files.name')}</Table.Th>
              <Table.Th>{t('files.status')}</Table.Th>
              <Table.Th>{t('files.passages')}</Table.Th>
              <Table.Th>{t('files.created')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {files.map((file) => (
              <Table.Tr key={file.fileId} data-file-status={file.status}>
                <Table.Td maw={320}>
                  <Text size="sm" fw={500} lineClamp={2} style={{ wordBreak: 'break-all' }}>
                    {file.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {file.type.toUpperCase()} · {sizeText(file.size)}
                  </Text>
                </Table.Td>
                <Table.Td maw={260}>{state(file)}</Table.Td>
                <Table.Td>
                  <Text size="sm">{file.status === 'done' ? file.passageCount : '–'}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatDay(file.createTime)}
                  </Text>
                </Table.Td>
                <Table.Td>{actions(file)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {modals}
    </>
  );
}
