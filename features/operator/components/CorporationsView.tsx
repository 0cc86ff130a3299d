'use client';

import { Button, Group, Pagination, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { QueryState } from '@/components/ui/QueryState';
import { useFormatDay } from '@/components/ui/useFormatDay';
import { operatorPaths, type Paged } from '@/features/operator/contract';
import { operatorGet } from '../api/operator-client';

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
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['operator', 'corporations', q, page],
    queryFn: () =>
      operatorGet<Paged<CorporationRow>>(operatorPaths.corporations, {
        q: q || undefined,
        page,
        pageSize: 20,
      }),
    placeholderData: keepPreviousData,
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(draft.trim());
    setPage(1);
  };

  return (
    <Stack>
      <Title order={1} size="h3">
        {t('menuCorporations')}
      </Title>
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
      <QueryState
        query={query}
        labels={{ loading: t('loading'), loadFailed: t('loadFailed'), retry: t('retry') }}
      >
        {(data) =>
          data.list.length === 0 ? (
            <Text c="dimmed">{t('empty')}</Text>
          ) : (
            <>
              <Table striped withTableBorder highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('company')}</Table.Th>
                    <Table.Th>{t('plan')}</Table.Th>
                    <Table.Th>{t('trialEnds')}</Table.Th>
                    <Table.Th>{t('requested')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.list.map((row) => (
                    <Table.Tr key={row.corpId} data-testid="corporation-row">
                      <Table.Td>
                        <Button
                          component={Link}
                          href={`/operator/corporations/detail?corpId=${encodeURIComponent(row.corpId)}`}
                          variant="subtle"
                          size="compact-sm"
                        >
                          {row.name}
                        </Button>
                      </Table.Td>
                      <Table.Td>{row.plan}</Table.Td>
                      <Table.Td>{formatDay(row.trialEndsAt)}</Table.Td>
                      <Table.Td>{formatDay(row.createdAt)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              {data.total > data.pageSize && (
                <Pagination total={Math.ceil(data.total / data.pageSize)} value={page} onChange={setPage} />
              )}
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}
