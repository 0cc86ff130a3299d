'use client';

import { Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { DataTable, type DataTableColumn, type TablePaging } from '@/components/ui/DataTable';
import { useFormatDay } from '@/components/ui/useFormatDay';
import type { KnowledgeFileDto } from '@/features/knowledge/contract';
import { FileStatusBadge } from '../StatusBadge';
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
  paging,
  empty,
}: {
  files: KnowledgeFileDto[];
  onView: (file: KnowledgeFileDto) => void;
  paging: TablePaging;
  /** What stands in place of the table when no document matches. */
  empty: ReactNode;
}) {
  const t = useTranslations('Knowledge');
  const formatDay = useFormatDay();
  const [renaming, setRenaming] = useState<KnowledgeFileDto | null>(null);
  const [deleting, setDeleting] = useState<KnowledgeFileDto | null>(null);
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
  const columns: DataTableColumn<KnowledgeFileDto>[] = [
    {
      key: 'name',
      header: t('files.name'),
      maxWidth: 320,
      cell: (file) => (
        <>
          <Text size="sm" fw={500} lineClamp={2} style={{ wordBreak: 'break-all' }}>
            {file.name}
          </Text>
          <Text size="xs" c="dimmed">
            {file.type.toUpperCase()} · {sizeText(file.size)}
          </Text>
        </>
      ),
    },
    { key: 'status', header: t('files.status'), maxWidth: 260, cell: state },
    {
      key: 'passages',
      header: t('files.passages'),
      cell: (file) => <Text size="sm">{file.status === 'done' ? file.passageCount : '–'}</Text>,
    },
    {
      key: 'created',
      header: t('files.created'),
      nowrap: true,
      cell: (file) => <Text size="sm">{formatDay(file.createTime)}</Text>,
    },
  ];

  return (
    <>
      <DataTable
        rows={files}
        rowKey={(file) => file.fileId}
        rowName={(file) => file.name}
        rowProps={(file) => ({ 'data-file-status': file.status })}
        columns={columns}
        label={t('files.tableLabel')}
        labels={{ actions: t('actions'), pages: t('pagination') }}
        paging={paging}
        empty={empty}
        rowActions={(file) => [
          file.status === 'done'
            ? { key: 'view', label: t('files.view'), onClick: () => onView(file) }
            : null,
          file.status === 'failed' ? <ReuploadButton key="reupload" file={file} /> : null,
          {
            key: 'rename',
            label: t('rename'),
            ariaLabel: t('files.renameOne', { name: file.name }),
            onClick: () => setRenaming(file),
          },
          {
            key: 'delete',
            label: t('delete'),
            ariaLabel: t('files.deleteOne', { name: file.name }),
            color: 'red',
            onClick: () => setDeleting(file),
          },
        ]}
        card={(file) => (
          <>
            <Text size="sm" fw={500} style={{ wordBreak: 'break-all' }}>
              {file.name}
            </Text>
            <Text size="xs" c="dimmed">
              {file.type.toUpperCase()} · {sizeText(file.size)} · {formatDay(file.createTime)}
              {file.status === 'done' ? ` · ${t('files.passageCount', { count: file.passageCount })}` : ''}
            </Text>
            {state(file)}
          </>
        )}
      />
      <RenameFileModal file={renaming} onClose={() => setRenaming(null)} />
      <DeleteFileModal file={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
