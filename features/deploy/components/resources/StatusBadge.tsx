'use client';

import { Badge, Tooltip } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { EXPIRING_SOON_DAYS, type ResourceStatus } from '@/features/deploy/contract/applications';

// Shade 9: the light badge's text on its tinted ground keeps a 4.5:1 contrast (axe).
const COLORS: Record<ResourceStatus, string> = { active: 'teal.9', expiring: 'orange.9', expired: 'red.9' };

/** A resource's or an application's status (spec §4), with what "expiring soon" means. */
export function ResourceStatusBadge({ status }: { status: ResourceStatus }) {
  const t = useTranslations('Resources');
  const badge = (
    <Badge color={COLORS[status]} variant="light" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
  if (status !== 'expiring') return badge;
  return (
    <Tooltip label={t('statusHint', { days: EXPIRING_SOON_DAYS })} withArrow>
      {badge}
    </Tooltip>
  );
}
