'use client';

import { Button, Group, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useDebugSessions } from '@/features/runtime/api/debug-sessions';
import { DebugChat } from './DebugChat';
import { ModelHealth } from './ModelHealth';
import { RecordsList } from './RecordsList';

/** `/dashboard/debug`: pick a session, talk to it with each turn's trace, and read or export its records. */
export function DebugView() {
  const t = useTranslations('RuntimeConsole');
  const sessions = useDebugSessions();
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [tab, setTab] = useState<string | null>('chat');
  const options = (sessions.data?.list ?? []).map((session) => ({
    value: session.conversationId,
    label: session.conversationName,
  }));

  return (
    <Stack gap="md" maw={960}>
      <Title order={1}>{t('title')}</Title>
      <Text c="dimmed">{t('intro')}</Text>
      <ModelHealth />
      {sessions.isError ? (
        <Group>
          <Text c="red">{t('loadFailed')}</Text>
          <Button variant="subtle" size="xs" onClick={() => sessions.refetch()}>
            {t('retry')}
          </Button>
        </Group>
      ) : sessions.data && options.length === 0 ? (
        <Text>{t('noSessions')}</Text>
      ) : (
        <Select
          label={t('session')}
          placeholder={t('sessionPlaceholder')}
          data={options}
          value={conversationId}
          onChange={setConversationId}
          searchable
          maw={420}
          disabled={!sessions.data}
        />
      )}
      {conversationId && (
        <Tabs value={tab} onChange={setTab} keepMounted>
          <Tabs.List>
            <Tabs.Tab value="chat">{t('tabChat')}</Tabs.Tab>
            <Tabs.Tab value="records">{t('tabRecords')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="chat" pt="md">
            <DebugChat key={conversationId} conversationId={conversationId} />
          </Tabs.Panel>
          <Tabs.Panel value="records" pt="md">
            <RecordsList key={conversationId} conversationId={conversationId} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
