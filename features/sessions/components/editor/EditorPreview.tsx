'use client';

import { Card, Group, Stack, Text } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { useBackgrounds, useCharacters } from '@/features/sessions/api/catalogue';
import { usePortraitMap } from '../list/characters';
import type { SessionStatus } from '@/features/sessions/contract';
import { PROPORTIONS } from '@/features/catalogue/contract/catalogue';
import type { VoiceDto } from '@/features/speech/contract';
import { SessionPicture } from '@/components/digital-human/SessionPicture';
import { useSessionForm } from '../session-form/SessionFormProvider';
import { toCharacter } from '../wizard/character-dto';
import { placementOf } from './placement-of';
import { ToneBadge } from '@/components/ui/ToneBadge';

/** The picture as the live page will show it, following every unsaved edit. */
export function EditorPreview({ voices, status }: { voices: readonly VoiceDto[]; status: SessionStatus }) {
  const t = useTranslations('SessionsEditor');
  const f = useTranslations('SessionsForm');
  const languages = useTranslations('SessionsForm.languages');
  const locale = useLocale() as 'zh' | 'en';
  const { control } = useSessionForm();
  const [detail, name, language] = useWatch({ control, name: ['detailDto', 'conversationName', 'language'] });
  const characters = useCharacters();
  const backgrounds = useBackgrounds(detail.modelId || undefined);
  const character = characters.data?.list.find((c) => c.characterCode === detail.modelId);
  const portrait = usePortraitMap([detail.modelId]).get(detail.modelId);
  const background = backgrounds.data?.find(
    (b) => b.type === detail.backgroundDto.type && b.backgroundId === detail.backgroundDto.backgroundId,
  );
  const voice = voices.find((v) => v.ttsId === detail.ttsId);
  return (
    <Card withBorder radius="md" padding="sm">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600} size="sm">
            {t('preview')}
          </Text>
          <ToneBadge tone={status === 'published' ? 'teal' : 'gray'}>{t(`status.${status}`)}</ToneBadge>
        </Group>
        <div
          style={{
            maxWidth: detail.proportion === '9:16' ? 200 : undefined,
            margin: '0 auto',
            width: '100%',
          }}
        >
          <SessionPicture
            label={t('previewLabel', { name: name || '—' })}
            character={character && toCharacter(character)}
            portrait={portrait && { ...portrait, aiLabel: f('aiMark') }}
            background={{ ...detail.backgroundDto, url: background?.url ?? null }}
            layout={{ ...PROPORTIONS[detail.proportion], ...placementOf(detail) }}
            style={{ borderRadius: 6 }}
          />
        </div>
        <Text size="xs" c="dimmed">
          {[
            character?.name[locale] ?? portrait?.name,
            background?.name[locale],
            detail.proportion,
            languages(language),
            voice?.name[locale] ?? t('noVoiceChosen'),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
    </Card>
  );
}
