'use client';

import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { sessionListQuery } from '../../api/sessions';
import { SESSION_LANGUAGES, type SessionLanguage } from '../../contract';
import { CreateSessionButton } from '../wizard/CreateSessionButton';
import { useStartSessionInstead } from './useStartSessionInstead';
import { EmptySessions } from './EmptySessions';
import { SessionCards } from './SessionCards';
import { QueryState } from '@/components/ui/QueryState';
import { usePageOfSearch } from '@/components/ui/usePageOfSearch';
import { PagingFooter } from '@/components/ui/PagingFooter';
import { PageHeader } from '@/components/ui/PageHeader';

// Two rows of the widest grid; ten digital humans and the sample already take two pages.
export const LIST_PAGE_SIZE = 8;

/** /dashboard/session: every session of the corporation as a card, searchable by name and language. */
export function SessionListView({ startCreating = false }: { startCreating?: boolean }) {
  const t = useTranslations('SessionsList');
  const start = useStartSessionInstead();
  // The menu's "create session" comes here with ?create=1: the wizard needs a draft before its first step.
  useEffect(() => {
    if (startCreating) start();
  }, [startCreating, start]);
  const [keyword, setKeyword] = useState('');
  const [language, setLanguage] = useState<SessionLanguage | null>(null);
  const [typed] = useDebouncedValue(keyword.trim(), 300);
  // The page belongs to the search it was chosen in: a new search starts at its first page.
  const search = `${typed}\n${language ?? ''}`;
  const [page, setPage] = usePageOfSearch(search);
  const list = useQuery({
    ...sessionListQuery({
      pageIndex: page,
      pageSize: LIST_PAGE_SIZE,
      keyword: typed || undefined,
      language: language ?? undefined,
    }),
    placeholderData: keepPreviousData,
  });
  const filtered = Boolean(typed || language);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / LIST_PAGE_SIZE)) : 1;
  // A deletion that empties the last page steps back to the new last one.
  if (list.data && !list.isPlaceholderData && page > pages) setPage(pages);

  return (
    <Stack gap="lg" maw={1400}>
      <PageHeader title={t('title')} intro={t('intro')} actions={<CreateSessionButton />} />
      <Group gap="sm" align="flex-end" role="search">
        <TextInput
          label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          value={keyword}
          onChange={(event) => setKeyword(event.currentTarget.value)}
          maxLength={40}
          type="search"
          w={260}
        />
        <Select
          label={t('languageLabel')}
          placeholder={t('allLanguages')}
          data={SESSION_LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
          value={language}
          onChange={(value) => setLanguage(value as SessionLanguage | null)}
          clearable
          w={180}
        />
        {list.data ? (
          <Text size="sm" c="dimmed" pb={8} aria-live="polite">
            {t('count', { total: list.data.total })}
          </Text>
        ) : null}
      </Group>
      <QueryState
        query={list}
        labels={{ loading: t('loading'), loadFailed: t('loadFailed'), retry: t('retry') }}
      >
        {(data) =>
          data.total === 0 && !filtered ? (
            <EmptySessions />
          ) : data.list.length === 0 ? (
            <Stack align="center" py="xl" gap="sm">
              <Text>{t('noMatch')}</Text>
              <Button
                variant="default"
                onClick={() => {
                  setKeyword('');
                  setLanguage(null);
                }}
              >
                {t('clearFilters')}
              </Button>
            </Stack>
          ) : (
            <>
              <SessionCards sessions={data.list} />
              <PagingFooter
                total={data.total}
                pageIndex={page}
                pageSize={LIST_PAGE_SIZE}
                onChange={setPage}
                label={t('pagination')}
              />
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}
