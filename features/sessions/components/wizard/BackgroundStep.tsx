'use client';

import { Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useWatchedRouter } from '@/components/ui/useWatchedRouter';
import { useBackgrounds, useCharacters, useProportions } from '../../api/catalogue';
import {
  DEFAULT_PROPORTION,
  PROPORTIONS,
  type BackgroundItem,
  type Proportion,
} from '@/features/catalogue/contract/catalogue';
import { BackgroundChoices } from './background/BackgroundChoices';
import { PlacementFrame } from './background/PlacementFrame';
import { PortraitFrame } from './background/PortraitFrame';
import { usePortraitMap } from '../list/characters';
import { RatioPicker } from './background/RatioPicker';
import { ImageUpload } from '../upload/ImageUpload';
import { toCharacter } from './character-dto';
import type { SessionDraft } from './draft';
import { clampPlacement, defaultPlacement, type Placement } from './placement';
import { QueryState } from './QueryState';
import { useWizardDraft } from './useWizardDraft';
import { WizardFrame } from './WizardFrame';

const placementOf = (detail: SessionDraft['detailDto']): Placement | null =>
  detail?.humanWidth !== undefined
    ? {
        humanX: Number(detail.humanX),
        humanY: Number(detail.humanY),
        humanWidth: Number(detail.humanWidth),
        humanHeight: Number(detail.humanHeight),
      }
    : null;

/** Step 2: the scene behind the character, the picture's ratio, and where the character stands in it. */
export function BackgroundStep() {
  const t = useTranslations('SessionsWizard');
  const locale = useLocale() as 'zh' | 'en';
  const router = useWatchedRouter();
  const { draft, update } = useWizardDraft();
  const detail = draft?.detailDto;
  const characterCode = detail?.modelId;
  const characters = useCharacters();
  const backgrounds = useBackgrounds(characterCode);
  const proportions = useProportions();

  const proportion = (detail?.proportion ?? DEFAULT_PROPORTION) as Proportion;
  const video = PROPORTIONS[proportion];
  const placement = clampPlacement(placementOf(detail) ?? defaultPlacement(video), video);
  const chosen = detail?.backgroundDto ?? null;
  const chosenItem = backgrounds.data?.find(
    (b) => b.type === chosen?.type && b.backgroundId === chosen.backgroundId,
  );
  const firstScene = backgrounds.data?.find((b) => b.type === 'builtin');

  const setDetail = (patch: Partial<NonNullable<SessionDraft['detailDto']>>) =>
    update((d) => ({ ...d, detailDto: { ...d.detailDto, ...patch } }));
  const choose = (item: BackgroundItem) =>
    setDetail({ backgroundDto: { type: item.type, backgroundId: item.backgroundId } });

  // A new picture starts in the first scene with the character standing in the middle: a sensible start to edit.
  useEffect(() => {
    if (draft && !draft.detailDto?.backgroundDto && firstScene) choose(firstScene);
    if (draft && !placementOf(draft.detailDto)) setDetail({ proportion, ...defaultPlacement(video) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the draft or the list arrives
  }, [draft === null, firstScene]);

  const character = characters.data?.list.find((c) => c.characterCode === characterCode);
  const portrait = usePortraitMap(characterCode ? [characterCode] : []).get(characterCode ?? '');
  const ready = draft && backgrounds.data && proportions.data && characters.data;
  const builtins = backgrounds.data?.filter((b) => b.type === 'builtin') ?? [];
  const uploads = backgrounds.data?.filter((b) => b.type === 'upload') ?? [];

  return (
    <WizardFrame
      step={2}
      // A portrait fills the picture: there is no character to place.
      heading={t(portrait ? 'background.headingPortrait' : 'background.heading')}
      backHref="/session/create/step1"
      blocker={chosenItem ? null : t('background.pick')}
      onNext={() => {
        update((d) => ({ ...d, step: Math.max(d.step ?? 1, 3) }));
        router.push('/session/create/step3');
      }}
    >
      {!ready ? (
        <QueryState
          isError={backgrounds.isError || proportions.isError || characters.isError}
          onRetry={() => {
            void backgrounds.refetch();
            void proportions.refetch();
            void characters.refetch();
          }}
        />
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 5, lg: 4 }} order={{ base: 2, md: 1 }}>
            <Stack gap="md">
              <RatioPicker
                proportions={proportions.data}
                value={proportion}
                onChange={(next) => setDetail({ proportion: next, ...defaultPlacement(PROPORTIONS[next]) })}
              />
              <Stack gap="xs">
                <Title order={2} size="h5">
                  {t('background.builtin')}
                </Title>
                <BackgroundChoices items={builtins} selected={chosen} onSelect={choose} locale={locale} />
              </Stack>
              <Stack gap="xs">
                <Title order={2} size="h5">
                  {t('background.uploads')}
                </Title>
                {uploads.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('background.noUploads')}
                  </Text>
                ) : (
                  <BackgroundChoices items={uploads} selected={chosen} onSelect={choose} locale={locale} />
                )}
                <ImageUpload
                  purpose="background"
                  label={t('background.upload')}
                  onUploaded={(image) =>
                    setDetail({ backgroundDto: { type: 'upload', backgroundId: image.id } })
                  }
                />
              </Stack>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7, lg: 8 }} order={{ base: 1, md: 2 }}>
            {/* The picture stays in sight while the user scrolls through the scenes. */}
            <Stack gap="sm" style={{ position: 'sticky', top: 16 }}>
              <Title order={2} size="h5">
                {t('background.frame')}
              </Title>
              {portrait ? (
                <PortraitFrame portrait={portrait} video={video} />
              ) : (
                <>
                  <PlacementFrame
                    character={character && toCharacter(character)}
                    background={chosenItem ?? null}
                    video={video}
                    value={placement}
                    onChange={(p) => setDetail(p)}
                  />
                  <Text size="sm" c="dimmed">
                    {t('background.placeHint')}
                  </Text>
                  <Group justify="space-between" wrap="wrap">
                    <Text size="sm" data-testid="placement-values">
                      {t('background.position', {
                        x: placement.humanX,
                        y: placement.humanY,
                        width: placement.humanWidth,
                        height: placement.humanHeight,
                      })}
                    </Text>
                    <Button variant="default" size="xs" onClick={() => setDetail(defaultPlacement(video))}>
                      {t('background.reset')}
                    </Button>
                  </Group>
                </>
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </WizardFrame>
  );
}
