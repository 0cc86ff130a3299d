'use client';

import { useNow, useTranslations } from 'next-intl';
import { relativeTime } from './relative-time';

/** Spec §9's relative time in the page's language, refreshed every half minute while the page is open. */
export function useRelativeTime(): (value: Date | string | number) => string {
  const t = useTranslations('Time');
  const now = useNow({ updateInterval: 30_000 }).getTime();
  return (value) => {
    const shown = relativeTime(value, now);
    if ('date' in shown) return shown.date;
    return 'count' in shown ? t(shown.key, { count: shown.count }) : t(shown.key);
  };
}
