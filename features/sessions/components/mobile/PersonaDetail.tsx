'use client';

import { withBasePath } from '@/lib/config/base-path';
import { Alert, Anchor, Badge, Button, Group, Loader, Stack, Table, Title } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import Link from 'next/link';
import { useSession } from '../../api/sessions';
import { useCharacterMap, usePortraitMap } from '../list/characters';
import { useRelativeTime } from '../list/useRelativeTime';
import { SessionPicture } from '@/components/digital-human/SessionPicture';
import { mobilePreviewHref } from './persona-links';
import { PersonaSettings } from './PersonaSettings';
import { PersonaShareButton } from './PersonaShareButton';
import { ToneBadge } from '@/components/ui/ToneBadge';

/**
 * /mobile/personas/:id/:robotCode: one digital human, its picture large, what it is, preview and share, and the few
 * settings a phone may change.
 */
export function PersonaDetail({ conversationId }: { conversationId: string }) {
  const t = useTranslations('SessionsList');
  const m = useTranslations('SessionsMobile');
  const locale = useLocale() === 'en' ? 'en' : 'zh';
  const session = useSession(conversationId);
  const characters = useCharacterMap();
  const portraits = usePortraitMap(session.data ? [session.data.detailDto.modelId] : []);
  const ago = useRelativeTime();

  const back = (
    <Anchor component={Link} href="/mobile/personas" size="sm">
      ← {m('back')}
    </Anchor>
  );
  if (session.isPending)
    return (
      <Stack p="md" align="center">
        <Loader role="status" aria-label={t('loading')} />
      </Stack>
    );
  if (session.isError)
    return (
      <Stack p="md" gap="md">
        {back}
        <Alert color="red" variant="light" role="alert" title={t('loadFailed')}>
          <Button size="xs" variant="light" color="red" onClick={() => session.refetch()} mt="xs">
            {t('retry')}
          </Button>
        </Alert>
      </Stack>
    );

  const s = session.data;
  const detail = s.detailDto;
  const character = characters.get(detail.modelId);
  const portrait = portraits.get(detail.modelId);
  const rows: [string, string][] = [
    [m('character'), character ? character.name[locale] : detail.modelName],
    [m('language'), t(`languages.${s.language}`)],
    [m('ratio'), detail.proportion],
    [m('updated'), ago(s.updatedAt)],
  ];
  return (
    <Stack gap="md" p="md" maw={560} mx="auto">
      {back}
      <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
        {s.conversationName}
      </Title>
      <Group gap={6}>
        <ToneBadge tone={s.status === 'published' ? 'teal' : 'gray'}>{t(`status.${s.status}`)}</ToneBadge>
        {s.sample ? (
          <Badge variant="outline" color="grape">
            {t('sample')}
          </Badge>
        ) : null}
      </Group>
      <SessionPicture
        character={character}
        portrait={portrait && { ...portrait, aiLabel: t('aiMark') }}
        background={detail.backgroundDto}
        layout={detail}
        label={t('pictureOf', { name: s.conversationName })}
        style={{
          borderRadius: 'var(--mantine-radius-md)',
          marginInline: 'auto',
          // A tall picture keeps to the screen's height and takes its width from its ratio.
          ...(detail.videoHeight > detail.videoWidth
            ? { height: 'min(70vh, 640px)', width: 'auto' }
            : { width: '100%' }),
        }}
      />
      <Group grow gap="sm">
        <Button
          component="a"
          href={withBasePath(mobilePreviewHref(s.conversationId))}
          target="_blank"
          rel="noopener"
        >
          {t('preview')}
        </Button>
        <PersonaShareButton conversationId={s.conversationId} name={s.conversationName} status={s.status} />
      </Group>
      <section aria-labelledby="persona-details">
        <Title order={2} size="h5" id="persona-details" mb="xs">
          {m('details')}
        </Title>
        <Table variant="vertical" withTableBorder layout="fixed">
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w="35%">{label}</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </section>
      {/* Keyed by revision: after a save or a rename elsewhere the form starts from the saved session. */}
      <PersonaSettings key={s.revision} session={s} />
    </Stack>
  );
}
