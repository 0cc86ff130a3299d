'use client';

import { Tooltip } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { ToneBadge, type BadgeTone } from '@/components/ui/ToneBadge';
import { EXPIRING_SOON_DAYS, type ResourceStatus } from '@/features/deploy/contract/applications';

const TONES: Record<ResourceStatus, BadgeTone> = { active: 'teal', expiring: 'orange', expired: 'red' };

/** A resource's or an application's status (spec §4), with what "expiring soon" means. */
export function ResourceStatusBadge({ status }: { status: ResourceStatus }) {
  const t = useTranslations('Resources');
  const badge = (
    <ToneBadge tone={TONES[status]} data-status={status}>
      {t(`status.${status}`)}
    </ToneBadge>
  );
  if (status !== 'expiring') return badge;
  return (
    <Tooltip label={t('statusHint', { days: EXPIRING_SOON_DAYS })} withArrow>
      {badge}
    </Tooltip>
  );
}
