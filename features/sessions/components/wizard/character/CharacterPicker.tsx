'use client';

import { Grid, Stack, Text, Title } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import type { CharacterDto } from '@/features/catalogue/contract/catalogue';
import type { MyCharacter } from '@/features/sessions/api/catalogue';
import { CharacterFilters } from './CharacterFilters';
import { CharacterGrid } from './CharacterGrid';
import { CharacterPreview } from './CharacterPreview';
import { MyCharacterPreview, MyCharacters } from './MyCharacters';
import { NO_FILTER, filterCharacters, stylesOf } from './character-filters';

interface Props {
  characters: readonly CharacterDto[];
  value: string | null;
  onChange: (characterCode: string) => void;
  /** The corporation's approved portraits, offered first (the wizard and the editor; not the quick create). */
  mine?: readonly MyCharacter[];
}

/** Step 1's picker, also the quick create's: filters, the cast's thumbnails and a large preview of the choice. */
export function CharacterPicker({ characters, value, onChange, mine = [] }: Props) {
  const t = useTranslations('SessionsWizard.character');
  const locale = useLocale() as 'zh' | 'en';
  const [filter, setFilter] = useState(NO_FILTER);
  const shown = useMemo(() => filterCharacters(characters, filter), [characters, filter]);
  const styles = useMemo(() => stylesOf(characters), [characters]);
  const chosen = characters.find((c) => c.characterCode === value);
  const chosenOwn = mine.find((c) => c.code === value);
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, sm: 7, lg: 8 }}>
        <Stack gap="sm">
          <MyCharacters characters={mine} selected={value} onSelect={onChange} />
          {mine.length > 0 ? (
            <Title order={2} size="h5">
              {t('cast')}
            </Title>
          ) : null}
          <CharacterFilters value={filter} onChange={setFilter} styles={styles} />
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('count', { count: shown.length })}
          </Text>
          {shown.length === 0 ? (
            <Text>{t('none')}</Text>
          ) : (
            <CharacterGrid characters={shown} selected={value} onSelect={onChange} locale={locale} />
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5, lg: 4 }}>
        <div style={{ position: 'sticky', top: 16 }}>
          {chosen ? (
            <CharacterPreview character={chosen} />
          ) : chosenOwn ? (
            <MyCharacterPreview character={chosenOwn} />
          ) : (
            <Text c="dimmed">{t('pick')}</Text>
          )}
        </div>
      </Grid.Col>
    </Grid>
  );
}
