'use client';

// Only the analytics page draws this chart: this module (with recharts under it) is loaded there, after the page.
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { useTranslations } from 'next-intl';
import type { AnalyticsDay } from '@/features/analytics/contract';
import { useFigureFormat } from './useFigureFormat';

export default function DailyChart({ days }: { days: AnalyticsDay[] }) {
  const t = useTranslations('Analytics.daily');
  const f = useFigureFormat();
  const data = days.map((day) => ({ ...day, day: f.day(day.date) }));
  return (
    <div role="img" aria-label={t('label')} data-testid="daily-chart">
      <LineChart
        h={260}
        data={data}
        dataKey="day"
        curveType="linear"
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        withDots={days.length <= 31}
        yAxisProps={{ allowDecimals: false }}
        xAxisProps={{ minTickGap: 16 }}
        series={[
          { name: 'conversations', label: t('conversations'), color: 'blue.6' },
          { name: 'turns', label: t('turns'), color: 'teal.6' },
          { name: 'unanswered', label: t('unanswered'), color: 'orange.6' },
          { name: 'refused', label: t('refused'), color: 'red.6', strokeDasharray: '4 3' },
        ]}
      />
    </div>
  );
}
