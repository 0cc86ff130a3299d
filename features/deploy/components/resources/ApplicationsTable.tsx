'use client';

import { ActionIcon, Code, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { DataTable, type DataTableColumn, type TablePaging } from '@/components/ui/DataTable';
import type { ApplicationDto } from '@/features/deploy/contract/applications';
import { ResourceStatusBadge } from './StatusBadge';

export interface AppActions {
  onEdit: (app: ApplicationDto) => void;
  onRotate: (app: ApplicationDto) => void;
  onDelete: (app: ApplicationDto) => void;
}

const CopyIcon = () => (
  <svg
    width="14"
    height="14"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden
  >
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </svg>
);
const CheckIcon = () => (
  <svg
    width="14"
    height="14"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.5"
    aria-hidden
  >
    <path d="M5 12l5 5L20 7" />
  </svg>
);

function CopyAppId({ app }: { app: ApplicationDto }) {
  const t = useTranslations('Resources');
  return (
    <Group gap={4} wrap="nowrap">
      <Code data-testid="app-id">{app.appId}</Code>
      <CopyButton value={app.appId}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('copied') : t('copy')} withArrow>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              size="sm"
              onClick={copy}
              aria-label={t('apps.copyAppId', { name: app.name })}
            >
              {copied ? <CheckIcon /> : <CopyIcon />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

/** The corporation's applications (a card each on a phone): ids to copy, the key's hint, slots and status. */
export function ApplicationsTable({
  apps,
  paging,
  empty,
  ...actions
}: { apps: ApplicationDto[]; paging: TablePaging; empty: ReactNode } & AppActions) {
  const t = useTranslations('Resources');
  const session = (app: ApplicationDto) =>
    app.conversationId === null ? (
      <Text size="sm" c="dimmed">
        {t('apps.noSession')}
      </Text>
    ) : (
      <Text size="sm" c={app.conversationName ? undefined : 'red'} lineClamp={2}>
        {app.conversationName ?? t('apps.sessionGone')}
      </Text>
    );
  const inUse = (app: ApplicationDto) =>
    t('apps.inUseValue', { inUse: app.inUse, concurrency: app.concurrency });
  const columns: DataTableColumn<ApplicationDto>[] = [
    {
      key: 'name',
      header: t('apps.name'),
      maxWidth: 220,
      cell: (app) => (
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {app.name}
        </Text>
      ),
    },
    { key: 'appId', header: t('apps.appId'), cell: (app) => <CopyAppId app={app} /> },
    { key: 'key', header: t('apps.key'), cell: (app) => <Code data-testid="key-hint">{app.keyHint}</Code> },
    { key: 'inUse', header: t('apps.inUseHeader'), nowrap: true, cell: inUse },
    { key: 'session', header: t('apps.session'), maxWidth: 200, cell: session },
    { key: 'status', header: t('apps.status'), cell: (app) => <ResourceStatusBadge status={app.status} /> },
  ];

  return (
    <DataTable
      rows={apps}
      rowKey={(app) => app.appId}
      rowName={(app) => app.name}
      rowProps={(app) => ({ 'data-app-id': app.appId })}
      columns={columns}
      label={t('apps.tableLabel')}
      labels={{ actions: t('actions'), pages: t('pagination') }}
      minWidth={900}
      paging={paging}
      empty={empty}
      rowActions={(app) => [
        {
          key: 'edit',
          label: t('apps.edit'),
          ariaLabel: t('apps.editOne', { name: app.name }),
          onClick: () => actions.onEdit(app),
        },
        {
          key: 'rotate',
          label: t('apps.rotate'),
          ariaLabel: t('apps.rotateOne', { name: app.name }),
          onClick: () => actions.onRotate(app),
        },
        {
          key: 'delete',
          label: t('apps.delete'),
          ariaLabel: t('apps.deleteOne', { name: app.name }),
          color: 'red',
          onClick: () => actions.onDelete(app),
        },
      ]}
      card={(app) => (
        <>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {app.name}
            </Text>
            <ResourceStatusBadge status={app.status} />
          </Group>
          <CopyAppId app={app} />
          <Text size="xs" c="dimmed">
            {t('apps.key')}: <Code data-testid="key-hint">{app.keyHint}</Code>
          </Text>
          <Text size="xs">
            {t('apps.inUse')}: {inUse(app)}
          </Text>
          <Group gap={4}>
            <Text size="xs">{t('apps.session')}:</Text>
            {session(app)}
          </Group>
        </>
      )}
    />
  );
}
