'use client';

import { withBasePath } from '@/lib/config/base-path';
import { Anchor, Button, Card, Grid, List, Stack, Text, Title } from '@mantine/core';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useWatchedRouter } from '@/components/ui/useWatchedRouter';
import { useCharacters } from '../../../api/catalogue';
import { useSession, useShareUrl } from '../../../api/sessions';
import { SessionPicture } from '@/components/digital-human/SessionPicture';
import { usePortraitMap } from '../../list/characters';
import { toCharacter } from '../character-dto';
import { takeCreated } from '../draft';
import { successRedirect } from '../guards';
import { QueryState } from '../QueryState';
import { WizardSteps } from '../WizardSteps';
import { ShareLink } from './ShareLink';

/**
 * Step 5: the session a publish or a quick create just made, its links and what to do next. It opens once per
 * publish (spec §4): a reload or a visit without one goes to the console home.
 */
export function SuccessView() {
  const t = useTranslations('SessionsWizard.success');
  const router = useWatchedRouter();
  // A ref, not state: React's development double effects must not take the hand-over twice.
  const taken = useRef<string | null | undefined>(undefined);
  const [id, setId] = useState<string | null>(null);
  useEffect(() => {
    if (taken.current === undefined) taken.current = takeCreated();
    const target = successRedirect(taken.current);
    if (target) router.replace(target);
    else setId(taken.current);
  }, [router]);

  const session = useSession(id ?? '');
  const share = useShareUrl(id ?? '');
  const characters = useCharacters();
  const f = useTranslations('SessionsForm');
  const modelId = session.data?.detailDto.modelId;
  const portrait = usePortraitMap(modelId ? [modelId] : []).get(modelId ?? '');
  const origin = typeof window === 'undefined' ? '' : window.location.origin;

  if (!id || !session.data || !share.data)
    return (
      <Stack gap="lg">
        <WizardSteps current={5} />
        <QueryState
          isError={session.isError || share.isError}
          onRetry={() => {
            void session.refetch();
            void share.refetch();
          }}
        />
      </Stack>
    );

  const s = session.data;
  const character = characters.data?.list.find((c) => c.characterCode === s.detailDto.modelId);
  const d = s.detailDto;
  return (
    <Stack gap="lg" maw={1200}>
      <WizardSteps current={5} />
      <Title order={1} size="h2">
        {t('heading')}
      </Title>
      <Text>{t('intro', { name: s.conversationName })}</Text>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="sm">
            <SessionPicture
              label={s.conversationName}
              character={character && toCharacter(character)}
              portrait={portrait && { ...portrait, aiLabel: f('aiMark') }}
              background={d.backgroundDto}
              layout={d}
              style={{
                borderRadius: 8,
                marginInline: 'auto',
                width: `min(100%, ${Math.round((480 * d.videoWidth) / d.videoHeight)}px)`,
              }}
            />
            <Button
              component="a"
              href={withBasePath(share.data.previewPath)}
              target="_blank"
              variant="light"
              w="fit-content"
            >
              {t('preview')}
            </Button>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="lg">
            <Card withBorder radius="md" padding="lg">
              <ShareLink url={`${origin}${share.data.sharePath}`} />
            </Card>
            <Card withBorder radius="md" padding="lg">
              <Title order={2} size="h4" mb="sm">
                {t('next')}
              </Title>
              <List spacing="xs">
                <List.Item>
                  <Anchor component={Link} href="/dashboard/experience">
                    {t('embed')}
                  </Anchor>
                </List.Item>
                <List.Item>
                  <Anchor component={Link} href="/dashboard/knowledge">
                    {t('knowledge')}
                  </Anchor>
                </List.Item>
                <List.Item>
                  <Anchor component={Link} href={`/session/edit?conversationId=${encodeURIComponent(id)}`}>
                    {t('edit')}
                  </Anchor>
                </List.Item>
                <List.Item>
                  <Anchor component={Link} href="/dashboard/session">
                    {t('list')}
                  </Anchor>
                </List.Item>
              </List>
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
