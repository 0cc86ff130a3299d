'use client';

import { useFormatter, useTranslations } from 'next-intl';

/** How the page writes its figures: counts, shares of a whole, milliseconds, and "–" for none. */
export function useFigureFormat() {
  const t = useTranslations('Analytics');
  const format = useFormatter();
  return {
    count: (n: number) => format.number(n),
    percent: (share: number | null) =>
      share === null ? t('none') : format.number(share, { style: 'percent', maximumFractionDigits: 1 }),
    ms: (ms: number | null) => (ms === null ? t('none') : t('ms', { ms })),
    /** p50 / p95 with the unit once: "300 / 480 ms". */
    msPair: (p50: number | null, p95: number | null) =>
      t('msPair', {
        p50: p50 === null ? t('none') : format.number(p50),
        p95: p95 === null ? t('none') : format.number(p95),
      }),
    /** A local date (YYYY-MM-DD) as the locale writes a short day. */
    day: (date: string) =>
      format.dateTime(new Date(`${date}T00:00:00Z`), { month: 'short', day: 'numeric', timeZone: 'UTC' }),
  };
}
