'use client';

import { Alert, SimpleGrid, Stack } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { AnalyticsReport } from '@/features/analytics/contract';
import { BreakdownTable } from './BreakdownTable';
import { DailyCard } from './DailyCard';
import { FigureCards } from './FigureCards';
import { RefusalsCard } from './RefusalsCard';
import { SatisfactionCard } from './SatisfactionCard';
import { SourcesCard } from './SourcesCard';
import { VerdictBanner } from './VerdictBanner';

const quiet = (report: AnalyticsReport) =>
  [report.current, report.previous].every((f) => f.conversations + f.turns + f.refused === 0);

/** One range's figures: the verdict first, then the numbers behind it, the days, and who contributed what. */
export function AnalyticsReportView({ report }: { report: AnalyticsReport }) {
  const t = useTranslations('Analytics');
  return (
    <Stack gap="lg" data-testid="analytics-report">
      <VerdictBanner report={report} />
      <FigureCards current={report.current} previous={report.previous} />
      {quiet(report) ? (
        <Alert variant="light" color="gray">
          {t('empty')}
        </Alert>
      ) : (
        <>
          <DailyCard days={report.daily} />
          <SimpleGrid cols={{ base: 1, md: report.satisfaction ? 3 : 2 }} spacing="lg">
            <SourcesCard sources={report.sources} />
            <RefusalsCard refusals={report.refusals} />
            {/* Satisfaction: visitors' thumbs up/down (issue 21 §4, another change) once the runtime records them. */}
            {report.satisfaction ? <SatisfactionCard satisfaction={report.satisfaction} /> : null}
          </SimpleGrid>
          <BreakdownTable kind="sessions" groups={report.sessions} />
          <BreakdownTable kind="applications" groups={report.applications} />
        </>
      )}
    </Stack>
  );
}
