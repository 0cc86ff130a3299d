'use client';

import { Grid, Stack, Text } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import type { CharacterDto } from '@/features/catalogue/contract/catalogue';
import { CharacterFilters } from './CharacterFilters';
import { CharacterGrid } from './CharacterGrid';
import { CharacterPreview } from './CharacterPreview';
import { NO_FILTER, filterCharacters, stylesOf } from './character-filters';

interface Props {
  characters: readonly CharacterDto[];
  value: string | null;
  onChange: (characterCode: string) => void;
}

/** Step 1's picker, also the quick create's: filters, the cast's thumbnails and a large preview of the choice. */
export function CharacterPicker({ characters, value, onChange }: Props) {
  const t = useTranslations('SessionsWizard.character');
  const locale = useLocale() as 'zh' | 'en';
  const [filter, setFilter] = useState(NO_FILTER);
  const shown = useMemo(() => filterCharacters(characters, filter), [characters, filter]);
  const styles = useMemo(() => stylesOf(characters), [characters]);
  const chosen = characters.find((c) => c.characterCode === value);
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, sm: 7, lg: 8 }}>
        <Stack gap="sm">
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
          {chosen ? <CharacterPreview character={chosen} /> : <Text c="dimmed">{t('pick')}</Text>}
        </div>
      </Grid.Col>
    </Grid>
  );
}
