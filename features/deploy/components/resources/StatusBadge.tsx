'use client';

import { Badge, Tooltip } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { EXPIRING_SOON_DAYS, type ResourceStatus } from '@/features/deploy/contract/applications';

const COLORS: Record<ResourceStatus, string> = { active: 'teal', expiring: 'orange', expired: 'red' };

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
