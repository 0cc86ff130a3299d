'use client';

import { Input, Stack, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useBackgrounds, useCharacters, useMyCharacters } from '@/features/sessions/api/catalogue';
import type { BackgroundChoice as Choice } from '@/features/sessions/contract';
import { PROPORTIONS, type Proportion } from '@/features/catalogue/contract/catalogue';
import { defaultPlacement } from '@/features/sessions/placement';
import { SessionChoice } from '../session-form/SessionChoice';
import { useSessionForm } from '../session-form/SessionFormProvider';
import { useSessionField } from '../session-form/useSessionField';
import { PlacementFrame } from '../wizard/background/PlacementFrame';
import { PortraitFrame } from '../wizard/background/PortraitFrame';
import { CharacterPicker } from '../wizard/character/CharacterPicker';
import { QueryState } from '../wizard/QueryState';
import { toCharacter } from '../wizard/character-dto';
import { ImageUpload } from '../upload/ImageUpload';
import { BackgroundChoice } from './BackgroundChoice';
import { placementOf } from './placement-of';

const edit = { shouldDirty: true, shouldValidate: false } as const;

/** The picture: the character, the ratio, the background and where the character stands in it. */
export function PictureGroup() {
  const t = useTranslations('SessionsEditor.picture');
  const { control, setValue } = useSessionForm();
  const detail = useWatch({ control, name: 'detailDto' });
  const characters = useCharacters();
  const mine = useMyCharacters();
  const backgrounds = useBackgrounds(detail.modelId || undefined);
  const character = useSessionField('detailDto.modelId');
  const background = useSessionField('detailDto.backgroundDto.backgroundId');
  const backgroundLabel = useId();
  const video = PROPORTIONS[detail.proportion];
  const chosen = characters.data?.list.find((c) => c.characterCode === detail.modelId);
  const portrait = mine.data?.find((c) => c.code === detail.modelId);
  const bgItem = backgrounds.data?.find(
    (b) => b.type === detail.backgroundDto.type && b.backgroundId === detail.backgroundDto.backgroundId,
  );

  const setRatio = (value: string) => {
    const next = PROPORTIONS[value as Proportion];
    setValue('detailDto.proportion', value as Proportion, edit);
    const placement = defaultPlacement(next.videoWidth, next.videoHeight);
    (Object.keys(placement) as (keyof typeof placement)[]).forEach((key) =>
      setValue(`detailDto.${key}`, placement[key], edit),
    );
  };

  return (
    <Stack gap="lg">
      <Input.Wrapper label={t('character')} error={character.error} required>
        <div style={{ marginTop: 8 }}>
          {characters.data ? (
            <CharacterPicker
              characters={characters.data.list}
              mine={mine.data}
              value={detail.modelId || null}
              onChange={(code) => character.input.onChange(code)}
            />
          ) : (
            <QueryState isError={characters.isError} onRetry={() => void characters.refetch()} />
          )}
        </div>
      </Input.Wrapper>
      <SessionChoice
        name="detailDto.proportion"
        label={t('ratio')}
        description={t('ratioHint')}
        data={Object.keys(PROPORTIONS).map((value) => ({ value, label: value }))}
        onSelect={setRatio}
      />
      <Input.Wrapper
        label={t('background')}
        error={background.error}
        labelProps={{ id: backgroundLabel }}
        required
      >
        <div style={{ marginTop: 8 }}>
          {backgrounds.data ? (
            <BackgroundChoice
              backgrounds={backgrounds.data}
              value={detail.backgroundDto}
              labelledBy={backgroundLabel}
              onChange={(choice: Choice) => setValue('detailDto.backgroundDto', choice, edit)}
            />
          ) : (
            <QueryState isError={backgrounds.isError} onRetry={() => void backgrounds.refetch()} />
          )}
        </div>
      </Input.Wrapper>
      <ImageUpload
        purpose="background"
        label={t('uploadBackground')}
        onUploaded={(image) => {
          setValue('detailDto.backgroundDto', { type: 'upload', backgroundId: image.id }, edit);
          void backgrounds.refetch();
        }}
      />
      <Stack gap={4}>
        <Title order={4} size="h6">
          {t('placement')}
        </Title>
        {!portrait && <Input.Description>{t('placementHint')}</Input.Description>}
        <div style={{ maxWidth: detail.proportion === '9:16' ? 320 : 640 }}>
          {portrait ? (
            <PortraitFrame portrait={portrait} video={video} />
          ) : (
            <PlacementFrame
              character={chosen && toCharacter(chosen)}
              background={{ ...detail.backgroundDto, url: bgItem?.url ?? null }}
              video={video}
              value={placementOf(detail)}
              onChange={(p) =>
                (['humanX', 'humanY', 'humanWidth', 'humanHeight'] as const).forEach((key) =>
                  setValue(`detailDto.${key}`, p[key], edit),
                )
              }
            />
          )}
        </div>
      </Stack>
    </Stack>
  );
}
