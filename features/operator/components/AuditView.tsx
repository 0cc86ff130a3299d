'use client';

import { Button, Code, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useFormatter, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { PageHeader } from '@/components/ui/PageHeader';
import { useAudit, type AuditFilters } from '../api/hooks';
import { OperatorTable } from './OperatorTable';

const ACTOR_TYPES = ['operator', 'user', 'system'] as const;

const change = (before: unknown, after: unknown) =>
  [before && `− ${JSON.stringify(before)}`, after && `+ ${JSON.stringify(after)}`].filter(Boolean).join('\n');

/** The audit log, newest first, filtered by actor type, action, object type and corporation. Read only. */
export function AuditView() {
  const t = useTranslations('Operator');
  const format = useFormatter();
  const [draft, setDraft] = useState<Omit<AuditFilters, 'pageIndex'>>({});
  const [filters, setFilters] = useState<AuditFilters>({ pageIndex: 1 });
  const query = useAudit(filters);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...draft, pageIndex: 1 });
  };
  const subject = (kind: string, id: string | null) => (
    <>
      {kind}
      <Text size="xs" c="dimmed">
        {id}
      </Text>
    </>
  );

  return (
    <Stack>
      <PageHeader title={t('menuAudit')} size="h3" />
      <form onSubmit={apply}>
        <Group align="flex-end">
          <Select
            label={t('auditActor')}
            clearable
            value={draft.actorType ?? null}
            onChange={(value) =>
              setDraft({ ...draft, actorType: (value as AuditFilters['actorType']) ?? undefined })
            }
            data={ACTOR_TYPES.map((type) => ({ value: type, label: t('auditActorType', { type }) }))}
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
      <OperatorTable
        query={query}
        onPage={(pageIndex) => setFilters({ ...filters, pageIndex })}
        label={t('menuAudit')}
        rowKey={(row) => row.id}
        rowName={(row) => row.action}
        rowProps={() => ({ 'data-testid': 'audit-row' })}
        columns={[
          {
            key: 'at',
            header: t('auditWhen'),
            nowrap: true,
            cell: (row) => format.dateTime(new Date(row.at), { dateStyle: 'short', timeStyle: 'medium' }),
          },
          {
            key: 'actor',
            header: t('auditActor'),
            cell: (row) => subject(t('auditActorType', { type: row.actorType }), row.actorId),
          },
          { key: 'action', header: t('auditAction'), cell: (row) => <Code>{row.action}</Code> },
          { key: 'object', header: t('auditObject'), cell: (row) => subject(row.objectType, row.objectId) },
          {
            key: 'change',
            header: t('auditChange'),
            maxWidth: 360,
            cell: (row) => <Code block>{change(row.before, row.after)}</Code>,
          },
        ]}
      />
    </Stack>
  );
}
