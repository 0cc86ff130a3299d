'use client';

import {
  Alert,
  Button,
  Card,
  Code,
  Group,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { QueryState } from '@/components/ui/QueryState';
import { useFormatDay } from '@/components/ui/useFormatDay';
import { operatorPaths, type AuditRow, type Paged } from '@/features/operator/contract';
import { operatorGet, operatorPost } from '../api/operator-client';

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
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string | null>(null);
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
                    <Table.Tr
                      key={row.corpId}
                      onClick={() => setSelected(row.corpId)}
                      style={{ cursor: 'pointer' }}
                    >
                      <Table.Td>
                        <Button variant="subtle" size="compact-sm" onClick={() => setSelected(row.corpId)}>
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
