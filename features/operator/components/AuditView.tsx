'use client';

import { Button, Code, Group, Pagination, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useFormatter, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { QueryState } from '@/components/ui/QueryState';
import { useAudit, type AuditFilters } from '../api/hooks';

const change = (before: unknown, after: unknown) =>
  [before && `− ${JSON.stringify(before)}`, after && `+ ${JSON.stringify(after)}`].filter(Boolean).join('\n');

/** The audit log, newest first, filtered by actor type, action, object type and corporation. Read only. */
export function AuditView() {
  const t = useTranslations('Operator');
  const format = useFormatter();
  const [draft, setDraft] = useState<Omit<AuditFilters, 'page'>>({});
  const [filters, setFilters] = useState<AuditFilters>({ page: 1 });
  const query = useAudit(filters);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...draft, page: 1 });
  };

  return (
    <Stack>
      <Title order={1} size="h3">
        {t('menuAudit')}
      </Title>
      <form onSubmit={apply}>
        <Group align="flex-end">
          <Select
            label={t('auditActor')}
            clearable
            value={draft.actorType ?? null}
            onChange={(value) => setDraft({ ...draft, actorType: value ?? undefined })}
            data={['operator', 'user', 'system'].map((type) => ({
              value: type,
              label: t('auditActorType', { type }),
            }))}
          />
          <TextInput
            label={t('auditAction')}
            value={draft.action ?? ''}
            onChange={(e) => setDraft({ ...draft, action: e.currentTarget.value || undefined })}
          />
          <TextInput
            label={t('auditObject')}
            value={draft.objectType ?? ''}
            onChange={(e) => setDraft({ ...draft, objectType: e.currentTarget.value || undefined })}
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
              <Table striped withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('auditWhen')}</Table.Th>
                    <Table.Th>{t('auditActor')}</Table.Th>
                    <Table.Th>{t('auditAction')}</Table.Th>
                    <Table.Th>{t('auditObject')}</Table.Th>
                    <Table.Th>{t('auditChange')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.list.map((row) => (
                    <Table.Tr key={row.id} data-testid="audit-row">
                      <Table.Td>
                        {format.dateTime(new Date(row.at), { dateStyle: 'short', timeStyle: 'medium' })}
                      </Table.Td>
                      <Table.Td>
                        {t('auditActorType', { type: row.actorType })}
                        <Text size="xs" c="dimmed">
                          {row.actorId}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Code>{row.action}</Code>
                      </Table.Td>
                      <Table.Td>
                        {row.objectType}
                        <Text size="xs" c="dimmed">
                          {row.objectId}
                        </Text>
                      </Table.Td>
                      <Table.Td maw={360}>
                        <Code block>{change(row.before, row.after)}</Code>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              {data.total > data.pageSize && (
                <Pagination
                  total={Math.ceil(data.total / data.pageSize)}
                  value={filters.page}
                  onChange={(page) => setFilters({ ...filters, page })}
                />
              )}
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}
