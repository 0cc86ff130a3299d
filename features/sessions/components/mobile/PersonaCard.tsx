'use client';

import { withBasePath } from '@/lib/config/base-path';
import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import type { Character } from '@/features/catalogue/contract/characters/types';
import type { SessionSummary } from '../../contract';
import { SessionCardPicture } from '../list/SessionCardPicture';
import { useRelativeTime } from '../list/useRelativeTime';
import { mobilePreviewHref, personaHref } from './persona-links';
import { PersonaShareButton } from './PersonaShareButton';
import { ToneBadge } from '@/components/ui/ToneBadge';

/** One digital human in the phone's list: tap the picture or the name for its page. */
export function PersonaCard({
  session,
  character,
}: {
  session: SessionSummary;
  character: Character | undefined;
}) {
  const t = useTranslations('SessionsList');
  const ago = useRelativeTime();
  const name = session.conversationName;
  const href = personaHref(session.conversationId, session.characterCode);
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={name} data-persona-card="">
      {/* A larger target for the thumb; the name below is the same link for keyboards and screen readers. */}
      <Card.Section component={Link} href={href} tabIndex={-1} aria-hidden>
        <SessionCardPicture session={session} character={character} label={t('pictureOf', { name })} drawn />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Anchor component={Link} href={href} fw={600} c="inherit" lineClamp={1}>
          {name}
        </Anchor>
        <Group gap={6}>
          <ToneBadge tone="blue" size="sm">
            {t(`languages.${session.language}`)}
          </ToneBadge>
          <ToneBadge tone={session.status === 'published' ? 'teal' : 'gray'} size="sm">
            {t(`status.${session.status}`)}
          </ToneBadge>
          <Text size="xs" c="dimmed" component="time" dateTime={session.updatedAt}>
            {ago(session.updatedAt)}
          </Text>
        </Group>
      </Stack>
      <Group grow gap="xs" mt="sm">
        <Button
          component="a"
          href={withBasePath(mobilePreviewHref(session.conversationId))}
          target="_blank"
          rel="noopener"
        >
          {t('preview')}
        </Button>
        <PersonaShareButton conversationId={session.conversationId} name={name} status={session.status} />
      </Group>
    </Card>
  );
}
