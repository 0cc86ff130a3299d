'use client';

import { Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { ComponentProps } from 'react';
import { DataTable } from '@/components/ui/DataTable';
import { QueryState } from '@/components/ui/QueryState';
import type { Page } from '@/lib/contract/paging';

type TableProps<T> = Omit<ComponentProps<typeof DataTable<T>>, 'rows' | 'labels' | 'paging' | 'empty'>;

interface Props<T> extends TableProps<T> {
  /** A page of the list (with the footer) or the whole list. */
  query: { isPending: boolean; isError: boolean; data: Page<T> | T[] | undefined; refetch: () => unknown };
  /** Another page was chosen (paged lists only). */
  onPage?: (pageIndex: number) => void;
}

/**
 * A back-office list: loading and failure states, then the kit's table with the back office's labels, its paging
 * footer and its empty state. Every list screen of the back office draws its rows through it.
 */
export function OperatorTable<T>({ query, onPage, ...table }: Props<T>) {
  const t = useTranslations('Operator');
  return (
    <QueryState
      query={query}
      labels={{ loading: t('loading'), loadFailed: t('loadFailed'), retry: t('retry') }}
    >
      {(data) => (
        <DataTable
          {...table}
          rows={Array.isArray(data) ? data : data.list}
          labels={{ actions: t('actions'), loading: t('loading'), pages: t('pages') }}
          paging={
            Array.isArray(data) || !onPage
              ? undefined
              : { total: data.total, pageIndex: data.pageIndex, pageSize: data.pageSize, onChange: onPage }
          }
          empty={<Text c="dimmed">{t('empty')}</Text>}
        />
      )}
    </QueryState>
  );
}
