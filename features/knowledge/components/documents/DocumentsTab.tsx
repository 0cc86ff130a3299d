'use client';

import { Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFileList } from '@/features/knowledge/api/files';
import { FILE_STATUSES, type FileStatus, type KnowledgeFileDto } from '@/features/knowledge/contract';
import { DocumentUpload } from './DocumentUpload';
import { FileTable } from './FileTable';
import { PassagesDrawer } from './PassagesDrawer';
import { QueryState } from '@/components/ui/QueryState';
import { usePageOfSearch } from '@/components/ui/usePageOfSearch';

export const FILE_PAGE_SIZE = 20;

/** The documents tab: upload, then the files with their parsing state, polled while any is still being parsed. */
export function DocumentsTab() {
  const t = useTranslations('Knowledge');
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<FileStatus | null>(null);
  const [typed] = useDebouncedValue(keyword.trim(), 300);
  const search = `${typed}\n${status ?? ''}`;
  const [page, setPage] = usePageOfSearch(search);
  const list = useFileList({
    pageIndex: page,
    pageSize: FILE_PAGE_SIZE,
    keyword: typed || undefined,
    status: status ?? undefined,
  });
  const [viewing, setViewing] = useState<KnowledgeFileDto | null>(null);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / FILE_PAGE_SIZE)) : 1;
  if (list.data && !list.isPlaceholderData && page > pages) setPage(pages);
  const filtered = Boolean(typed || status);

  return (
    <Stack gap="md">
      <DocumentUpload />
      <Group gap="sm" align="flex-end" role="search">
        <TextInput
          label={t('files.searchLabel')}
          placeholder={t('files.searchPlaceholder')}
          value={keyword}
          onChange={(event) => setKeyword(event.currentTarget.value)}
          maxLength={100}
          type="search"
          w={{ base: '100%', xs: 240 }}
        />
        <Select
          label={t('files.status')}
          placeholder={t('files.allStatuses')}
          data={FILE_STATUSES.map((value) => ({ value, label: t(`fileStatus.${value}`) }))}
          value={status}
          onChange={(value) => setStatus(value as FileStatus | null)}
          clearable
          w={{ base: '100%', xs: 160 }}
        />
        {list.data ? (
          <Text size="sm" c="dimmed" pb={8} aria-live="polite">
            {t('files.count', { total: list.data.total })}
          </Text>
        ) : null}
      </Group>
      <QueryState
        query={list}
        labels={{ loading: t('loading'), loadFailed: t('loadFailed'), retry: t('retry') }}
      >
        {(data) => (
          <FileTable
            files={data.list}
            onView={setViewing}
            paging={{ total: data.total, pageIndex: page, pageSize: FILE_PAGE_SIZE, onChange: setPage }}
            empty={
              <Text ta="center" py="xl">
                {filtered ? t('files.noMatch') : t('files.none')}
              </Text>
            }
          />
        )}
      </QueryState>
      <PassagesDrawer file={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
