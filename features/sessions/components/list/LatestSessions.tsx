'use client';

import { Alert, Anchor, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useSessionList } from '../../api/sessions';
import { CreateSessionButton } from '../wizard/CreateSessionButton';
import { SessionCards } from './SessionCards';

/** The console home's latest sessions: the four changed last, the way to all of them and to a new one. */
export function LatestSessions() {
  const t = useTranslations('SessionsList');
  const list = useSessionList({ pageIndex: 1, pageSize: 4 });
  return (
    <Stack gap="sm" component="section" aria-labelledby="latest-sessions">
      <Group justify="space-between" align="center">
        <Title order={2} size="h4" id="latest-sessions">
          {t('latestTitle')}
        </Title>
        <Group gap="md">
          <Anchor component={Link} href="/dashboard/session" size="sm">
            {t('allSessions')}
          </Anchor>
          <CreateSessionButton size="xs" />
        </Group>
      </Group>
      {list.isPending ? (
        <Loader size="sm" role="status" aria-label={t('loading')} />
      ) : list.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('loadFailed')}
        </Alert>
      ) : list.data.list.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('latestEmpty')}
        </Text>
      ) : (
        <SessionCards sessions={list.data.list} />
      )}
    </Stack>
  );
}
