'use client';

import { Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { MyCharacter } from '@/features/sessions/api/catalogue';
import classes from './CharacterGrid.module.css';

interface Props {
  characters: readonly MyCharacter[];
  selected: string | null;
  onSelect: (code: string) => void;
}

/** "My characters": the corporation's approved portraits, their photos as thumbnails, chosen like the cast's. */
export function MyCharacters({ characters, selected, onSelect }: Props) {
  const t = useTranslations('SessionsWizard.character');
  if (characters.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="my-characters-heading" data-testid="my-characters">
      <Title order={2} size="h5" id="my-characters-heading">
        {t('mine')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('mineHint')}
      </Text>
      <div className={classes.grid}>
        {characters.map((c) => (
          <button
            key={c.code}
            type="button"
            className={classes.tile}
            aria-pressed={c.code === selected}
            data-character-code={c.code}
            onClick={() => onSelect(c.code)}
          >
            <span className={classes.thumb}>
              {/* eslint-disable-next-line @next/next/no-img-element -- the owner's private photo, not optimisable */}
              <img src={c.photoUrl} alt="" className={classes.photo} />
            </span>
            <span className={classes.name}>{c.name}</span>
          </button>
        ))}
      </div>
    </Stack>
  );
}

/** The chosen portrait at full frame: its photo and name. */
export function MyCharacterPreview({ character }: { character: MyCharacter }) {
  const t = useTranslations('SessionsWizard.character');
  return (
    <Stack
      gap="sm"
      component="section"
      aria-label={t('preview')}
      p="md"
      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- the owner's private photo, not optimisable */}
      <img
        src={character.photoUrl}
        alt={character.name}
        style={{ width: '100%', aspectRatio: '540 / 760', objectFit: 'cover', borderRadius: 8 }}
      />
      <Title order={2} size="h3" data-testid="preview-name">
        {character.name}
      </Title>
      <Text size="sm" c="dimmed">
        {t('mineVoice')}
      </Text>
    </Stack>
  );
}
