'use client';

import { Text, Timeline } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useFormatMoment } from '@/components/ui/useFormatDay';
import type { HistoryDto } from '@/features/billing/contract';

/** The order's audit history, oldest first: each change of state, who made it, and the note given. */
export function HistoryTimeline({ history }: { history: HistoryDto[] }) {
  const t = useTranslations('BillingCenter');
  const moment = useFormatMoment();
  if (history.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('detail.historyEmpty')}
      </Text>
    );
  return (
    <Timeline active={history.length - 1} bulletSize={14} lineWidth={2} data-testid="order-history">
      {history.map((entry) => (
        <Timeline.Item
          key={entry.id}
          title={
            entry.from
              ? t('detail.moved', { from: t(`status.${entry.from}`), to: t(`status.${entry.to}`) })
              : t(`status.${entry.to}`)
          }
        >
          <Text size="xs" c="dimmed">
            {moment(entry.at)} · {t(`actor.${entry.actor}`)}
          </Text>
          {entry.note && <Text size="sm">{entry.note}</Text>}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
