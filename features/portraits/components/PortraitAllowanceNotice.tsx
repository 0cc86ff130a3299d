'use client';

import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { PortraitAllowance } from '../contract';

/** Whether a new portrait may be made: the packages' allowance not reached yet. */
export const canCapture = (allowance: PortraitAllowance) => allowance.used < allowance.allowed;

/**
 * The allowance on /collection/my: how many portraits the packages allow and how many there are, or, once they are
 * all made (or none was bought), why no new portrait can be made and where to order a package.
 */
export function PortraitAllowanceNotice({ allowance }: { allowance: PortraitAllowance }) {
  const t = useTranslations('Portraits');
  if (canCapture(allowance))
    return (
      <Text size="sm" c="dimmed" data-testid="portrait-allowance">
        {t('allowanceUsed', allowance)}
      </Text>
    );
  return (
    <Alert color="yellow" data-testid="portrait-allowance">
      <Text size="sm">
        {allowance.allowed === 0 ? t('allowanceNone') : t('allowanceFull', { allowed: allowance.allowed })}{' '}
        <Anchor href="/collection/subscribe" underline="always" size="sm">
          {t('allowanceLink')}
        </Anchor>
      </Text>
    </Alert>
  );
}
