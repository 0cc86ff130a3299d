'use client';

import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useLocale, useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { QueryState } from '@/components/ui/QueryState';
import { useSceneTemplates } from '@/features/sessions/api/scene-templates';
import type { SceneTemplateDto } from '@/features/sessions/catalogue-choices';
import type { Scene, SessionLanguage } from '@/features/sessions/contract';
import { useSessionForm } from '../session-form/SessionFormProvider';

/** The contract's cap on a session's scenes. */
const MAX_SCENES = 50;

/**
 * Industry templates under the scenes tab: one click adds a template's keyword scenes (in the session's language) to
 * the session's and turns scenes on. The prologue and the background are shown, not applied: they would overwrite
 * what the owner wrote and chose.
 */
export function SceneTemplates() {
  const t = useTranslations('SceneTemplates');
  const locale = useLocale() as 'zh' | 'en';
  const { control, getValues, setValue } = useSessionForm();
  const language = useWatch({ control, name: 'language' }) as SessionLanguage;
  const templates = useSceneTemplates(language ?? 'zh');

  const add = (template: SceneTemplateDto) => {
    const current = (getValues('scene') ?? []) as Scene[];
    const room = Math.max(0, MAX_SCENES - current.length);
    const added = template.scenes.slice(0, room);
    setValue('scene', [...current, ...added], { shouldDirty: true });
    setValue('sceneIsUsed', true, { shouldDirty: true });
    notifications.show({
      color: 'teal',
      message: added.length ? t('added', { n: added.length, name: template.name }) : t('full'),
    });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="scene-templates-title">
      <div>
        <Title order={4} id="scene-templates-title">
          {t('title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('hint')}
        </Text>
      </div>
      <QueryState
        query={templates}
        labels={{ loading: t('loading'), loadFailed: t('loadFailed'), retry: t('retry') }}
      >
        {(list) => (
          <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="sm">
            {list.map((template) => (
              <Card key={template.industry} withBorder radius="md" padding="sm">
                <Stack gap={6} h="100%">
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text fw={600} size="sm">
                      {template.name}
                    </Text>
                    <Badge variant="light" size="sm">
                      {t('scenes', { n: template.scenes.length })}
                    </Badge>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {t('background', { name: template.background.name[locale] })}
                  </Text>
                  <Text size="xs" lineClamp={2}>
                    {template.prologue}
                  </Text>
                  <Button
                    mt="auto"
                    size="xs"
                    variant="light"
                    onClick={() => add(template)}
                    aria-label={t('addLabel', { name: template.name })}
                  >
                    {t('add')}
                  </Button>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </Stack>
  );
}
