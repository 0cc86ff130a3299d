'use client';

import { Alert, Button, Card, Code, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { QueryState } from '@/components/ui/QueryState';
import { useFormatDay } from '@/components/ui/useFormatDay';
import { PageHeader } from '@/components/ui/PageHeader';
import { operatorPaths, type AuditRow } from '@/features/operator/contract';
import type { Page } from '@/lib/contract/paging';
import { OPERATOR_PAGE_SIZE } from '../api/hooks';
import { operatorGet, operatorPost } from '../api/operator-client';
import { OperatorTable } from './OperatorTable';

interface CorporationRow {
  corpId: string;
  name: string;
  plan: string;
  trialEndsAt: string;
  createdAt: string;
}
interface CorporationDetail extends CorporationRow {
  users: Array<{ userId: string; email: string | null; mobile: string | null }>;
  recentAudit: AuditRow[];
}

/** Corporations: search by name or a user's email; the detail shows plan, trial end and recent activity. */
export function CorporationsView({ canManage }: { canManage: boolean }) {
  const t = useTranslations('Operator');
  const formatDay = useFormatDay();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [pageIndex, setPageIndex] = useState(1);
  const [selected, setSelected] = useState<string | null>(null);
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
        rowProps={(row) => ({
          'data-testid': 'corporation-row',
          'data-selected': String(row.corpId === selected),
        })}
        columns={[
          {
            key: 'company',
            header: t('company'),
            cell: (row) => (
              <Button variant="subtle" size="compact-sm" onClick={() => setSelected(row.corpId)}>
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
      {selected && <CorporationCard corpId={selected} canManage={canManage} />}
    </Stack>
  );
}

function CorporationCard({ corpId, canManage }: { corpId: string; canManage: boolean }) {
  const t = useTranslations('Operator');
  const formatDay = useFormatDay();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['operator', 'corporation', corpId],
    queryFn: () => operatorGet<CorporationDetail>(operatorPaths.corporation, { corpId }),
  });
  const [until, setUntil] = useState<string | null>(null);
  const setTrial = useMutation({
    mutationFn: (trialEndsAt: string) => operatorPost(operatorPaths.setTrialEnd, { corpId, trialEndsAt }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['operator'] }),
  });
  return (
    <Card withBorder>
      <QueryState
        query={query}
        labels={{ loading: t('loading'), loadFailed: t('loadFailed'), retry: t('retry') }}
      >
        {(corp) => (
          <Stack>
            <Title order={2} size="h4">
              {corp.name}
            </Title>
            <Text size="sm">
              {t('plan')}: {corp.plan} · {t('trialEnds')}: {formatDay(corp.trialEndsAt)}
            </Text>
            <Text size="sm" c="dimmed">
              {corp.users.map((user) => user.email ?? user.mobile).join(', ')}
            </Text>
            {canManage && (
              <Group align="flex-end">
                <TextInput
                  type="date"
                  label={t('newTrialEnd')}
                  value={until ?? ''}
                  onChange={(e) => setUntil(e.currentTarget.value || null)}
                />
                <Button
                  disabled={!until}
                  loading={setTrial.isPending}
                  onClick={() => until && setTrial.mutate(new Date(`${until}T23:59:59Z`).toISOString())}
                >
                  {t('confirm')}
                </Button>
              </Group>
            )}
            {setTrial.error && <Alert color="red">{setTrial.error.message}</Alert>}
            <Title order={3} size="h5">
              {t('recentActivity')}
            </Title>
            {corp.recentAudit.length === 0 ? (
              <Text c="dimmed">{t('empty')}</Text>
            ) : (
              corp.recentAudit.map((row) => (
                <Text key={row.id} size="sm">
                  {formatDay(row.at)} · <Code>{row.action}</Code> ·{' '}
                  {t('auditActorType', { type: row.actorType })}
                </Text>
              ))
            )}
          </Stack>
        )}
      </QueryState>
    </Card>
  );
}
