'use client';

import { Button, Group, Stack, TextInput } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { PageHeader } from '@/components/ui/PageHeader';
import { useFormatDay } from '@/components/ui/useFormatDay';
import { operatorPaths } from '@/features/operator/contract';
import type { Page } from '@/lib/contract/paging';
import { OPERATOR_PAGE_SIZE } from '../api/hooks';
import { operatorGet } from '../api/operator-client';
import { OperatorTable } from './OperatorTable';

interface CorporationRow {
  corpId: string;
  name: string;
  plan: string;
  trialEndsAt: string;
  createdAt: string;
}

/** Corporations: search by name or a user's email; each opens its detail page. */
export function CorporationsView() {
  const t = useTranslations('Operator');
  const formatDay = useFormatDay();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [pageIndex, setPageIndex] = useState(1);
  const query = useQuery({
    queryKey: ['operator', 'corporations', q, pageIndex],
    queryFn: () =>
      operatorGet<Page<CorporationRow>>(operatorPaths.corporations, {
        q: q || undefined,
        pageIndex,
        pageSize: OPERATOR_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(draft.trim());
    setPageIndex(1);
  };

  return (
    <Stack>
      <PageHeader title={t('menuCorporations')} size="h3" />
      <form onSubmit={search}>
        <Group align="flex-end">
          <TextInput
            label={t('searchCorporations')}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
          />
          <Button type="submit" variant="light">
            {t('filter')}
          </Button>
        </Group>
      </form>
      <OperatorTable
        query={query}
        onPage={setPageIndex}
        label={t('menuCorporations')}
        rowKey={(row) => row.corpId}
        rowName={(row) => row.name}
        rowProps={() => ({ 'data-testid': 'corporation-row' })}
        columns={[
          {
            key: 'company',
            header: t('company'),
            cell: (row) => (
              <Button
                component={Link}
                href={`/operator/corporations/detail?corpId=${encodeURIComponent(row.corpId)}`}
                variant="subtle"
                size="compact-sm"
              >
                {row.name}
              </Button>
            ),
          },
          { key: 'plan', header: t('plan'), cell: (row) => row.plan },
          {
            key: 'trialEnds',
            header: t('trialEnds'),
            nowrap: true,
            cell: (row) => formatDay(row.trialEndsAt),
          },
          { key: 'created', header: t('requested'), nowrap: true, cell: (row) => formatDay(row.createdAt) },
        ]}
      />
    </Stack>
  );
}
