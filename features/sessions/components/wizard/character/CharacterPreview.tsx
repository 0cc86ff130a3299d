import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import type { CharacterDto } from '@/features/catalogue/contract/catalogue';
import { Character } from '@/components/digital-human/character/Character';
import { toCharacter } from '../character-dto';

/** The chosen character at full frame, with who it is: name, tags and the languages it speaks. */
export function CharacterPreview({ character }: { character: CharacterDto }) {
  const t = useTranslations('SessionsWizard.character');
  const cast = useTranslations('SessionsCast');
  const locale = useLocale() as 'zh' | 'en';
  const other = locale === 'zh' ? 'en' : 'zh';
  const style = (s: string) => (cast.has(`styles.${s}` as never) ? cast(`styles.${s}` as never) : s);
  return (
    <Card withBorder radius="md" padding="md" aria-label={t('preview')} component="section">
      <Stack gap="sm" align="center">
        <div
          style={{
            width: '100%',
            aspectRatio: '540 / 760',
            overflow: 'hidden',
            borderRadius: 8,
            background: 'linear-gradient(#eef2f7, #dde4ec)',
          }}
        >
          <Character character={toCharacter(character)} view="frame" label={character.name[locale]} />
        </div>
        <Stack gap={4} w="100%">
          <Title order={2} size="h3" data-testid="preview-name">
            {character.name[locale]}
          </Title>
          <Text size="sm" c="dimmed">
            {character.name[other]}
          </Text>
          <Group gap={6}>
            <Badge variant="light">{cast(`gender.${character.gender}`)}</Badge>
            <Badge variant="light">{cast(`ageGroup.${character.ageGroup}`)}</Badge>
            {character.styles.map((s) => (
              <Badge key={s} variant="outline">
                {style(s)}
              </Badge>
            ))}
          </Group>
          <Text size="sm">
            {t('languages')}: {character.languages.map((l) => cast(`languages.${l}`)).join(' / ')}
          </Text>
        </Stack>
      </Stack>
    </Card>
  );
}
