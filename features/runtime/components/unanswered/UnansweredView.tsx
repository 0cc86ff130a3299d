'use client';

import { Anchor, Group, Pagination, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useState } from 'react';
import { QueryState } from '@/components/ui/QueryState';
import { useDebugSessions } from '@/features/runtime/api/debug-sessions';
import { useUnanswered } from '@/features/runtime/api/unanswered';
import type { UnansweredGroupDto } from '@/features/runtime/contract';
import { ResolveModal, type ResolveMode } from './ResolveModal';
import { UnansweredTable } from './UnansweredTable';
import { periodOf } from './period';

const PAGE_SIZE = 10;

/**
 * `/dashboard/knowledge/unanswered`: the questions visitors did not get a good answer to, grouped by rewording,
 * for a session and period, each one click away from the FAQ.
 */
export function UnansweredView() {
  const t = useTranslations('Unanswered');
  const sessions = useDebugSessions();
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [pageIndex, setPageIndex] = useState(1);
  const [open, setOpen] = useState<{ group: UnansweredGroupDto; mode: ResolveMode } | null>(null);
  const list = useUnanswered({
    ...(conversationId ? { conversationId } : {}),
    ...periodOf(from, to),
    pageIndex,
    pageSize: PAGE_SIZE,
  });
  const names = new Map((sessions.data?.list ?? []).map((s) => [s.conversationId, s.conversationName]));
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPageIndex(1);
    };

  return (
    <Stack gap="md" maw={1400}>
      <div>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {t('intro')}
        </Text>
        <Anchor component={Link} href="/dashboard/knowledge" size="sm">
          {t('backToKnowledge')}
        </Anchor>
      </div>
      <Group align="flex-end" wrap="wrap" gap="sm">
        <Select
          label={t('session')}
          placeholder={t('allSessions')}
          data={(sessions.data?.list ?? []).map((s) => ({
            value: s.conversationId,
            label: s.conversationName,
          }))}
          value={conversationId}
          onChange={filter(setConversationId)}
          clearable
          searchable
          w={260}
        />
        <TextInput
          type="date"
          label={t('from')}
          value={from}
          max={to || undefined}
          onChange={(event) => filter(setFrom)(event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('to')}
          value={to}
          min={from || undefined}
          onChange={(event) => filter(setTo)(event.currentTarget.value)}
        />
      </Group>
      <QueryState
        query={list}
        labels={{ loading: t('loading'), loadFailed: t('loadFailed'), retry: t('retry') }}
      >
        {(page) =>
          page.total === 0 ? (
            <Text c="dimmed">{t('empty')}</Text>
          ) : (
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                {t('total', { total: page.total })}
              </Text>
              <UnansweredTable
                groups={page.list}
                sessionName={(id) => names.get(id) ?? t('unknownSession')}
                onResolve={(group, mode) => setOpen({ group, mode })}
              />
              {page.total > PAGE_SIZE && (
                <Pagination
                  total={Math.ceil(page.total / PAGE_SIZE)}
                  value={pageIndex}
                  onChange={setPageIndex}
                  size="sm"
                />
              )}
            </Stack>
          )
        }
      </QueryState>
      <ResolveModal
        group={open?.group ?? null}
        mode={open?.mode ?? 'similar'}
        onClose={() => setOpen(null)}
      />
    </Stack>
  );
}
