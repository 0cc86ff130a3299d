'use client';

// Only the resources page draws a chart: this module (with recharts under it) is loaded there, after the page.
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { useFormatter, useTranslations } from 'next-intl';
import type { ConcurrencyStat } from '@/features/deploy/contract/applications';

const COLORS = ['teal.6', 'grape.6', 'orange.6', 'cyan.6', 'pink.6', 'lime.7', 'indigo.5', 'yellow.7'];

/** The peaks of each bucket: all conversations, each application's, and those without one; the granted total. */
export default function ConcurrencyChart({ stat, hours }: { stat: ConcurrencyStat; hours: number }) {
  const t = useTranslations('Resources.chart');
  const format = useFormatter();
  const pools = stat.series.filter(
    (series) => series.appId === null || series.peaks.some((peak) => peak > 0),
  );
  const key = (index: number) => `pool${index}`;
  const data = stat.buckets.map((start, i) => ({
    time: format.dateTime(new Date(start), { hour: '2-digit', minute: '2-digit' }),
    all: stat.peaks[i] ?? 0,
    ...Object.fromEntries(pools.map((series, p) => [key(p), series.peaks[i] ?? 0])),
  }));
  return (
    <div role="img" aria-label={t('label', { hours })} data-testid="concurrency-chart">
      <LineChart
        h={260}
        data={data}
        dataKey="time"
        curveType="stepAfter"
        withDots={false}
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        yAxisProps={{ allowDecimals: false, domain: [0, Math.max(stat.total, 1)] }}
        xAxisProps={{ minTickGap: 24 }}
        referenceLines={[{ y: stat.total, label: t('granted'), color: 'red.6' }]}
        series={[
          { name: 'all', label: t('all'), color: 'blue.6' },
          ...pools.map((series, p) => ({
            name: key(p),
            label: series.name ?? t('noApp'),
            color: COLORS[p % COLORS.length]!,
            strokeDasharray: '4 3',
          })),
        ]}
      />
    </div>
  );
}
