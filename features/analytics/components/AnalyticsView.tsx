'use client';

import { Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { QueryState } from '@/components/ui/QueryState';
import { useBrowserValue } from '@/components/ui/useBrowserValue';
import { viewerTimeZone } from '@/components/ui/useFormatDay';
import { useOverview } from '@/features/analytics/api/overview';
import { analyticsRequest } from '@/features/analytics/contract';
import { AnalyticsFilters, type Filters } from './AnalyticsFilters';
import { AnalyticsReportView } from './AnalyticsReportView';
import { lastDays, todayIn } from './range';

const inBrowser = () => true;

/**
 * /dashboard/analytics: the owner's question "is my digital human getting better?" on one page. Days are the
 * viewer's own (the browser's time zone, sent with the request), not the server's UTC+8 that some console pages
 * show; the page says which zone it counts in.
 */
export function AnalyticsView() {
  const t = useTranslations('Analytics');
  // The time zone and today are the browser's: nothing is asked before the page runs there.
  const ready = useBrowserValue(inBrowser, false);
  const timeZone = useBrowserValue(viewerTimeZone, 'UTC');
  const [filters, setFilters] = useState<Filters>({ preset: 7, from: '', to: '', sessionId: '', appId: '' });
  const range =
    filters.preset === null
      ? { from: filters.from, to: filters.to }
      : lastDays(filters.preset, todayIn(timeZone));
  const query = {
    ...range,
    timeZone,
    ...(filters.sessionId ? { sessionId: filters.sessionId } : {}),
    ...(filters.appId ? { appId: filters.appId } : {}),
  };
  // A custom range is checked by the request's own schema: the same translated messages as the server's.
  const checked = analyticsRequest.safeParse(query);
  const errors = checked.success
    ? {}
    : Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
  const overview = useOverview(query, ready && checked.success);
  return (
    <Stack gap="lg" maw={1400}>
      <div>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed" size="sm" mt={4} maw={900}>
          {t('intro')}
        </Text>
      </div>
      <AnalyticsFilters
        value={filters}
        range={range}
        errors={errors}
        onChange={setFilters}
        timeZone={timeZone}
      />
      {checked.success ? (
        <QueryState
          query={overview}
          labels={{ loading: t('loading'), loadFailed: t('loadFailed'), retry: t('retry') }}
        >
          {(report) => <AnalyticsReportView report={report} />}
        </QueryState>
      ) : null}
    </Stack>
  );
}
