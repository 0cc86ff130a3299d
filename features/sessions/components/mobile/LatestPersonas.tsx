'use client';

import { Anchor, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useSessionList } from '../../api/sessions';
import { personaHref } from './persona-links';

/** The phone's console home: the latest digital humans by name, and the way to all of them. */
export function LatestPersonas() {
  const t = useTranslations('SessionsList');
  const m = useTranslations('SessionsMobile');
  const list = useSessionList({ pageIndex: 1, pageSize: 4 });
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="latest-personas">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="latest-personas">
          {m('myPersonas')}
        </Title>
        <Anchor component={Link} href="/mobile/personas" size="sm">
          {t('allSessions')}
        </Anchor>
      </Group>
      {list.isPending ? (
        <Loader size="sm" role="status" aria-label={t('loading')} />
      ) : list.isError ? (
        <Text c="red" size="sm" role="alert">
          {t('loadFailed')}
        </Text>
      ) : list.data.list.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('latestEmpty')}
        </Text>
      ) : (
        <Stack gap={6}>
          {list.data.list.map((session) => (
            <Group key={session.conversationId} justify="space-between" wrap="nowrap">
              <Anchor
                component={Link}
                href={personaHref(session.conversationId, session.characterCode)}
                lineClamp={1}
              >
                {session.conversationName}
              </Anchor>
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {t(`status.${session.status}`)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
