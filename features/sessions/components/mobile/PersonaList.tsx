'use client';

import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useSessionList } from '../../api/sessions';
import { useCharacterMap } from '../list/characters';
import { PersonaCard } from './PersonaCard';
import { QueryState } from '@/components/ui/QueryState';

// Everyone holds at most 10 digital humans (spec §6) plus the sample: one page holds them all.
const ALL = 100;

/** /mobile/personas: the user's digital humans, to view, preview and share on the phone. */
export function PersonaList() {
  const t = useTranslations('SessionsList');
  const m = useTranslations('SessionsMobile');
  const list = useSessionList({ pageIndex: 1, pageSize: ALL });
  const characters = useCharacterMap();
  return (
    <Stack gap="md" p="md" maw={560} mx="auto">
      <div>
        <Title order={1} size="h3">
          {m('title')}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {m('intro')}{' '}
          {/* Underlined: a link inside a sentence must not be told apart by its colour alone. */}
          <Anchor component={Link} href="/mobile/personas/create" size="sm" underline="always">
            {m('howToCreate')}
          </Anchor>
        </Text>
      </div>
      <QueryState
        query={list}
        labels={{ loading: t('loading'), loadFailed: t('loadFailed'), retry: t('retry') }}
      >
        {(data) =>
          data.list.length === 0 ? (
            <Alert variant="light" title={t('emptyTitle')}>
              {t('emptyText')}
            </Alert>
          ) : (
            data.list.map((session) => (
              <PersonaCard
                key={session.conversationId}
                session={session}
                character={characters.get(session.characterCode)}
              />
            ))
          )
        }
      </QueryState>
    </Stack>
  );
}
