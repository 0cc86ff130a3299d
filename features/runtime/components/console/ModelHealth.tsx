'use client';

import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useFormatter, useTranslations } from 'next-intl';
import type { ModelHealthDto } from '@/features/runtime/contract';
import { useModelHealth } from '@/features/runtime/api/model-health';

type OptionHealth = ModelHealthDto['options'][number];

/** Green while nothing failed for a day; orange for a few failures, red for many (a model that is down). */
const MANY_FAILURES = 10;

function badgeOf(health: OptionHealth): { color: string; key: 'notConfigured' | 'healthy' | 'failing' } {
  if (!health.configured) return { color: 'gray', key: 'notConfigured' };
  if (health.failures24h === 0) return { color: 'green', key: 'healthy' };
  return { color: health.failures24h >= MANY_FAILURES ? 'red' : 'orange', key: 'failing' };
}

/**
 * The health of models A and B (and of the sessions' own third-party models once one failed) for the owner: failures
 * of the last 24 hours and 7 days by kind, and the last one, counted from the corporation's visitors' turns.
 */
export function ModelHealth() {
  const t = useTranslations('RuntimeConsole.health');
  const kinds = useTranslations('RuntimeConsole.trace.failure');
  const format = useFormatter();
  const health = useModelHealth();
  if (!health.data) return null;
  const shown = health.data.options.filter((option) => option.option !== 'third' || option.failures7d > 0);
  const kindName = (kind: string) => (kinds.has(kind as 'timeout') ? kinds(kind as 'timeout') : kind);
  return (
    <Card withBorder padding="sm" component="section" aria-label={t('title')}>
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t('title')}
        </Title>
        {shown.map((option) => {
          const badge = badgeOf(option);
          const byKind = Object.entries(option.byKind7d)
            .map(([kind, count]) => t('kindCount', { kind: kindName(kind), count }))
            .join(t('separator'));
          return (
            <Group key={option.option} gap="sm" align="flex-start" wrap="nowrap" data-model={option.option}>
              <Text size="sm" fw={600} miw={140}>
                {t(`option.${option.option}`)}
              </Text>
              <Stack gap={2}>
                <Badge color={badge.color} variant="light" data-health={badge.key}>
                  {t(badge.key, { day: option.failures24h, week: option.failures7d })}
                </Badge>
                {option.lastFailure && (
                  <Text size="xs" c="dimmed">
                    {t('last', {
                      kind: kindName(option.lastFailure.kind),
                      status: option.lastFailure.status ?? 0,
                      at: format.dateTime(new Date(option.lastFailure.at), {
                        dateStyle: 'short',
                        timeStyle: 'short',
                      }),
                    })}
                  </Text>
                )}
                {byKind && (
                  <Text size="xs" c="dimmed">
                    {t('week', { kinds: byKind })}
                  </Text>
                )}
              </Stack>
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}
