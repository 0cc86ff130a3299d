'use client';

import {
  ActionIcon,
  Button,
  Code,
  CopyButton,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { ApplicationDto } from '@/features/deploy/contract/applications';
import { ResourceStatusBadge } from './StatusBadge';
import { useNarrow } from './useNarrow';

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
export function ApplicationsTable({ apps, ...actions }: { apps: ApplicationDto[] } & AppActions) {
  const t = useTranslations('Resources');
  const narrow = useNarrow();
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
  const buttons = (app: ApplicationDto) => (
    <Group gap={4} wrap="wrap" justify={narrow ? 'flex-start' : 'flex-end'}>
      <Button
        size="compact-sm"
        variant="subtle"
        onClick={() => actions.onEdit(app)}
        aria-label={t('apps.editOne', { name: app.name })}
      >
        {t('apps.edit')}
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        onClick={() => actions.onRotate(app)}
        aria-label={t('apps.rotateOne', { name: app.name })}
      >
        {t('apps.rotate')}
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        onClick={() => actions.onDelete(app)}
        aria-label={t('apps.deleteOne', { name: app.name })}
      >
        {t('apps.delete')}
      </Button>
    </Group>
  );

  if (narrow)
    return (
      <Stack gap="sm">
        {apps.map((app) => (
          <Paper
            key={app.appId}
            withBorder
            radius="md"
            p="sm"
            component="article"
            aria-label={app.name}
            data-app-id={app.appId}
          >
            <Stack gap={6}>
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
              {buttons(app)}
            </Stack>
          </Paper>
        ))}
      </Stack>
    );

  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('apps.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('apps.name')}</Table.Th>
            <Table.Th>{t('apps.appId')}</Table.Th>
            <Table.Th>{t('apps.key')}</Table.Th>
            <Table.Th>{t('apps.inUseHeader')}</Table.Th>
            <Table.Th>{t('apps.session')}</Table.Th>
            <Table.Th>{t('apps.status')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {apps.map((app) => (
            <Table.Tr key={app.appId} data-app-id={app.appId}>
              <Table.Td maw={220}>
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {app.name}
                </Text>
              </Table.Td>
              <Table.Td>
                <CopyAppId app={app} />
              </Table.Td>
              <Table.Td>
                <Code data-testid="key-hint">{app.keyHint}</Code>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{inUse(app)}</Table.Td>
              <Table.Td maw={200}>{session(app)}</Table.Td>
              <Table.Td>
                <ResourceStatusBadge status={app.status} />
              </Table.Td>
              <Table.Td>{buttons(app)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
