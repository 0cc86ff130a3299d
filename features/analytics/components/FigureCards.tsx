'use client';

import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { AnalyticsFigures } from '@/features/analytics/contract';
import { change, type Better } from './compare';
import { useFigureFormat } from './useFigureFormat';

interface Figure {
  id: string;
  label: string;
  value: string;
  note: string | null;
  before: string;
  /** The numbers the arrow compares, and which way is better. */
  now: number | null;
  was: number | null;
  better: Better;
  /** The size of the change as written (e.g. "3", "4.2 %", "120 ms"). */
  delta: (difference: number) => string;
}

const TONES = { good: 'teal.7', bad: 'red.7', neutral: 'dimmed' } as const;

/** The headline figures of the range, each with the previous period's and an arrow that says which way it went. */
export function FigureCards({
  current,
  previous,
}: {
  current: AnalyticsFigures;
  previous: AnalyticsFigures;
}) {
  const t = useTranslations('Analytics.figures');
  const f = useFigureFormat();
  const count = (n: number) => f.count(Math.abs(n));
  const figures: Figure[] = [
    {
      id: 'conversations',
      label: t('conversations'),
      value: f.count(current.conversations),
      note: null,
      before: f.count(previous.conversations),
      now: current.conversations,
      was: previous.conversations,
      better: 'neither',
      delta: count,
    },
    {
      id: 'turns',
      label: t('turns'),
      value: f.count(current.turns),
      note: null,
      before: f.count(previous.turns),
      now: current.turns,
      was: previous.turns,
      better: 'neither',
      delta: count,
    },
    {
      id: 'unanswered',
      label: t('unansweredRate'),
      value: f.percent(current.unansweredRate),
      note: t('unansweredCount', { count: current.unanswered }),
      before: f.percent(previous.unansweredRate),
      now: current.unansweredRate,
      was: previous.unansweredRate,
      better: 'down',
      delta: (difference) => f.percent(Math.abs(difference)),
    },
    {
      id: 'first-audio',
      label: t('firstAudio'),
      value: f.msPair(current.firstAudioP50, current.firstAudioP95),
      note: t('latencySamples', { count: current.latencySamples }),
      before: f.msPair(previous.firstAudioP50, previous.firstAudioP95),
      now: current.firstAudioP50,
      was: previous.firstAudioP50,
      better: 'down',
      delta: (difference) => f.ms(Math.abs(difference)),
    },
    {
      id: 'refused',
      label: t('refused'),
      value: f.count(current.refused),
      note: null,
      before: f.count(previous.refused),
      now: current.refused,
      was: previous.refused,
      better: 'down',
      delta: count,
    },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md">
      {figures.map((figure) => {
        const moved = change(figure.now, figure.was, figure.better);
        const arrow =
          moved.direction === 'up' || moved.direction === 'down'
            ? t(moved.direction, { value: figure.delta(figure.now! - figure.was!) })
            : moved.direction === 'same'
              ? t('same')
              : null;
        return (
          <Paper key={figure.id} withBorder radius="md" p="md" data-testid={`figure-${figure.id}`}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {figure.label}
            </Text>
            <Text fz={{ base: 20, sm: 26 }} fw={700} lh={1.25}>
              {figure.value}
            </Text>
            {figure.note ? (
              <Text size="xs" c="dimmed">
                {figure.note}
              </Text>
            ) : null}
            <Text size="xs" mt={4}>
              <Text span c="dimmed">
                {t('before', { value: figure.before })}
              </Text>
              {arrow ? (
                <Text span c={TONES[moved.tone]} fw={600} ml={6} data-tone={moved.tone}>
                  {arrow}
                  {moved.tone === 'neutral' ? null : ` (${t(moved.tone === 'good' ? 'better' : 'worse')})`}
                </Text>
              ) : null}
            </Text>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
