'use client';

import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { trialApplicationHref, type UserLimits } from '@/features/accounts/contract';
import { billingBuyHref } from '@/features/billing/contract';
import type { LimitBlock } from './guards';

interface Props {
  block: LimitBlock;
  limits: Pick<UserLimits, 'maxTrialSessions' | 'maxDigitalHumans' | 'sessionCount' | 'digitalHumanCount'>;
}

/** Shown instead of the wizard when the user may not create another session (spec §6, §8). */
export function LimitNotice({ block, limits }: Props) {
  const t = useTranslations('SessionsWizard.limit');
  const message =
    block === 'trialSessions'
      ? t('trialSessions', { max: limits.maxTrialSessions, count: limits.sessionCount })
      : t('digitalHumans', { max: limits.maxDigitalHumans, count: limits.digitalHumanCount });
  return (
    <Alert color="orange" variant="light" title={t('title')} role="alert" maw={720}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Group gap="sm">
          {block === 'trialSessions' && (
            // Spec §4: a trial customer may apply to continue at any time; this limit is what asks for it.
            <Button component={Link} href={trialApplicationHref}>
              {t('applyToContinue')}
            </Button>
          )}
          {/* Issue 22 §2: the standard plan lifts both limits; buying it is the other way on. */}
          <Button component={Link} href={billingBuyHref('plan')} variant="light">
            {t('upgrade')}
          </Button>
          <Button component={Link} href="/dashboard/session" variant="light">
            {t('toList')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
