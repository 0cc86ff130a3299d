'use client';

import { Button, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useCategories } from '@/features/knowledge/api/categories';
import { downloadFaqExport } from '@/features/knowledge/api/faq-export';
import { useFaqList } from '@/features/knowledge/api/faq';
import type { FaqItemDto, FaqStatus } from '@/features/knowledge/contract';
import { failureText } from '@/lib/api-client/failure-text';
import { ImportDialog } from '../import/ImportDialog';
import { CategoriesModal } from './CategoriesModal';
import { FaqEditModal } from './FaqEditModal';
import { FaqFilters } from './FaqFilters';
import { FaqTable } from './FaqTable';
import { NlpUpdateNotice } from './NlpUpdateNotice';
import { QueryState } from '@/components/ui/QueryState';

export const FAQ_PAGE_SIZE = 20;

/** The FAQ tab: filters, the items of one page, bulk actions on the selected ones, import and export. */
export function FaqTab() {
  const t = useTranslations('Knowledge');
  const [keyword, setKeyword] = useState('');
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [status, setStatus] = useState<FaqStatus | null>(null);
  const [typed] = useDebouncedValue(keyword.trim(), 300);
  const filters = {
    keyword: typed || undefined,
    categoryId: categoryId ?? undefined,
    status: status ?? undefined,
  };
  // The page and the selection belong to the search they were made in: a new search starts afresh.
  const search = JSON.stringify(filters);
  const [paging, setPaging] = useState({ search, page: 1, selected: [] as string[] });
  if (paging.search !== search) setPaging({ search, page: 1, selected: [] });
  const page = paging.search === search ? paging.page : 1;
  const selected = paging.search === search ? paging.selected : [];
  const setPage = (next: number) => setPaging({ search, page: next, selected: [] });
  const setSelected = (next: string[]) => setPaging({ search, page, selected: next });

  const categories = useCategories();
  const list = useFaqList({ ...filters, pageIndex: page, pageSize: FAQ_PAGE_SIZE });
  const [editing, setEditing] = useState<FaqItemDto | 'new' | null>(null);
  const [managing, setManaging] = useState(false);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / FAQ_PAGE_SIZE)) : 1;
  // A deletion that empties the last page steps back to the new last one.
  if (list.data && !list.isPlaceholderData && page > pages) setPage(pages);
  const filtered = Boolean(typed || categoryId || status);

  const exportItems = async () => {
    setExporting(true);
    try {
      await downloadFaqExport(filters);
    } catch (error) {
      const message = failureText(error, t('requestFailed'));
      if (message) notifications.show({ title: t('exportFailed'), message, color: 'red' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="md">
      <NlpUpdateNotice />
      <Group justify="space-between" align="flex-end" gap="sm">
        <FaqFilters
          categories={categories.data ?? []}
          keyword={keyword}
          onKeyword={setKeyword}
          categoryId={categoryId}
          onCategory={setCategoryId}
          status={status}
          onStatus={setStatus}
        />
        <Group gap="xs">
          <Button onClick={() => setEditing('new')}>{t('faq.add')}</Button>
          <Button variant="default" onClick={() => setManaging(true)}>
            {t('categories.manage')}
          </Button>
          <Button variant="default" onClick={() => setImporting(true)}>
            {t('import.open')}
          </Button>
          <Button variant="default" onClick={exportItems} loading={exporting}>
            {t('faq.export')}
          </Button>
        </Group>
      </Group>
      {list.data && (list.data.total > 0 || filtered) ? (
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('faq.count', { total: list.data.total })}
        </Text>
      ) : null}
      <QueryState
        query={list}
        labels={{ loading: t('loading'), loadFailed: t('loadFailed'), retry: t('retry') }}
      >
        {(data) =>
          data.list.length === 0 ? (
            <Stack align="center" py="xl" gap="sm">
              <Text>{filtered ? t('faq.noMatch') : t('faq.empty')}</Text>
              {filtered ? (
                <Button
                  variant="default"
                  onClick={() => {
                    setKeyword('');
                    setCategoryId(null);
                    setStatus(null);
                  }}
                >
                  {t('clearFilters')}
                </Button>
              ) : null}
            </Stack>
          ) : (
            <FaqTable
              items={data.list}
              selected={selected}
              onSelect={setSelected}
              onEdit={setEditing}
              paging={{ total: data.total, pageIndex: page, pageSize: FAQ_PAGE_SIZE, onChange: setPage }}
            />
          )
        }
      </QueryState>
      <FaqEditModal
        item={editing}
        categories={categories.data ?? []}
        defaultCategoryId={categoryId}
        onClose={() => setEditing(null)}
        onManageCategories={() => setManaging(true)}
      />
      <CategoriesModal opened={managing} onClose={() => setManaging(false)} />
      <ImportDialog opened={importing} onClose={() => setImporting(false)} />
    </Stack>
  );
}
