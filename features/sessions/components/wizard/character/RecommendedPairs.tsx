'use client';

import { Button, Group, Text } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import { useSceneRobotPairs } from '@/features/sessions/api/scene-templates';
import type { SceneRobotDto } from '@/features/sessions/catalogue-choices';

/**
 * Step 1's shortcut: a character and scene that suit an industry, chosen together in one click (the scene is step
 * 2's choice, which then starts from it). Nothing is shown while the pairs load or if they cannot: the picker below
 * is the step's real choice.
 */
export function RecommendedPairs({
  value,
  onPick,
}: {
  value: { characterCode: string | null; backgroundId: string | null };
  onPick: (pair: SceneRobotDto) => void;
}) {
  const t = useTranslations('SceneTemplates');
  const locale = useLocale() as 'zh' | 'en';
  const pairs = useSceneRobotPairs().data ?? [];
  if (pairs.length === 0) return null;
  return (
    <Group gap="xs" mb="md" aria-label={t('recommended')} role="group">
      <Text size="sm" c="dimmed">
        {t('recommended')}
      </Text>
      {pairs.map((pair) => {
        const chosen = value.characterCode === pair.characterCode && value.backgroundId === pair.backgroundId;
        return (
          <Button
            key={pair.industry}
            size="compact-sm"
            variant={chosen ? 'filled' : 'default'}
            aria-pressed={chosen}
            onClick={() => onPick(pair)}
          >
            {t('pair', {
              industry: t(`industries.${pair.industry}`),
              character: pair.characterName[locale],
            })}
          </Button>
        );
      })}
    </Group>
  );
}
