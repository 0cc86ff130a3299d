'use client';

import { withBasePath } from '@/lib/config/base-path';
import { ActionIcon, Badge, Button, Card, Group, Menu, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import type { Character } from '@/features/catalogue/contract/characters/types';
import type { MyCharacter } from '../../api/catalogue';
import type { SessionSummary } from '../../contract';
import { SessionCardPicture } from './SessionCardPicture';
import { editHref, previewHref } from './session-links';
import { useRelativeTime } from './useRelativeTime';
import { ToneBadge } from '@/components/ui/ToneBadge';

export type CardDialog = 'rename' | 'delete' | 'share' | 'offline';

export interface SessionCardProps {
  session: SessionSummary;
  character: Character | undefined;
  /** The corporation's portrait the session shows instead of a drawn character. */
  portrait?: MyCharacter;
  onDialog: (dialog: CardDialog, session: SessionSummary) => void;
  onCopy: (session: SessionSummary) => void;
  onToggleStatus: (session: SessionSummary) => void;
  /** Copy and state changes are under way: their menu items wait. */
  busy?: boolean;
}

/** One session in the list: its picture, name, language, state, when it changed, and what can be done with it. */
export function SessionCard({
  session,
  character,
  portrait,
  onDialog,
  onCopy,
  onToggleStatus,
  busy,
}: SessionCardProps) {
  const t = useTranslations('SessionsList');
  const ago = useRelativeTime();
  const name = session.conversationName;
  const published = session.status === 'published';
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={name} data-session-card="">
      <Card.Section>
        <SessionCardPicture
          session={session}
          character={character}
          portrait={portrait}
          label={t('pictureOf', { name })}
        />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Text fw={600} lineClamp={1} title={name} component="h3" size="md" m={0}>
          {name}
        </Text>
        <Group gap={6}>
          <ToneBadge tone="blue" size="sm">
            {t(`languages.${session.language}`)}
          </ToneBadge>
          <ToneBadge tone={published ? 'teal' : 'gray'} size="sm">
            {t(`status.${session.status}`)}
          </ToneBadge>
          {session.sample ? (
            <Badge variant="outline" color="grape" size="sm">
              {t('sample')}
            </Badge>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">
          <time dateTime={session.updatedAt}>{t('updated', { time: ago(session.updatedAt) })}</time>
        </Text>
      </Stack>
      <Group gap="xs" mt="sm" wrap="nowrap">
        <Button
          component="a"
          href={withBasePath(previewHref(session.conversationId))}
          target="_blank"
          rel="noopener"
          size="xs"
          variant="light"
        >
          {t('preview')}
        </Button>
        <Button component={Link} href={editHref(session.conversationId)} size="xs" variant="light">
          {t('edit')}
        </Button>
        <Button size="xs" variant="light" onClick={() => onDialog('share', session)}>
          {t('share')}
        </Button>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" size="md" aria-label={t('actionsFor', { name })} ml="auto">
              <span aria-hidden>⋯</span>
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => onCopy(session)} disabled={busy}>
              {t('copy')}
            </Menu.Item>
            <Menu.Item onClick={() => onDialog('rename', session)}>{t('rename')}</Menu.Item>
            <Menu.Item onClick={() => onToggleStatus(session)} disabled={busy}>
              {published ? t('takeOffline') : t('publish')}
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item color="red" onClick={() => onDialog('delete', session)}>
              {t('delete')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Card>
  );
}
