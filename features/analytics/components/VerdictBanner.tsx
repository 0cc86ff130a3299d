'use client';

import { Alert, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { AnalyticsReport } from '@/features/analytics/contract';
import { verdict } from './compare';
import { useFigureFormat } from './useFigureFormat';

const COLORS = { better: 'teal', worse: 'red', same: 'blue', notEnough: 'gray' } as const;
const ARROWS = { better: '↑ ', worse: '↓ ', same: '', notEnough: '' } as const;

/** The answer to "is my digital human getting better?", and the two figures it rests on. */
export function VerdictBanner({ report }: { report: AnalyticsReport }) {
  const t = useTranslations('Analytics.verdict');
  const f = useFigureFormat();
  const { current, previous } = report;
  const said = verdict(current, previous);
  return (
    <Alert
      color={COLORS[said]}
      variant="light"
      radius="md"
      title={`${ARROWS[said]}${t(said)}`}
      data-testid="analytics-verdict"
      data-verdict={said}
    >
      <Text size="sm">
        {t('compared', {
          from: f.day(report.range.from),
          to: f.day(report.range.to),
          previousFrom: f.day(report.previousRange.from),
          previousTo: f.day(report.previousRange.to),
        })}
      </Text>
      {said === 'notEnough' ? null : (
        <Text size="sm">
          {t('detail', {
            now: f.percent(current.unansweredRate),
            before: f.percent(previous.unansweredRate),
            nowMs: f.ms(current.firstAudioP50),
            beforeMs: f.ms(previous.firstAudioP50),
          })}
        </Text>
      )}
    </Alert>
  );
}
