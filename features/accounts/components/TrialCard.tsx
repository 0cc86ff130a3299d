'use client';

import { Alert, Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState, useSyncExternalStore } from 'react';
import { useFormatDay } from '@/components/ui/useFormatDay';
import { useUserLimits } from '@/features/accounts/api/user-limits';
import { TRIAL_APPLICATION_ANCHOR, type UserLimits } from '@/features/accounts/contract';
import { useSignedInAccount } from './SignedInAccount';
import { TrialContinuationForm } from './TrialContinuationForm';

function subscribeToHash(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

const isApplicationLinked = () => window.location.hash === `#${TRIAL_APPLICATION_ANCHOR}`;

/**
 * Spec §4: a trial customer may apply to continue at any time, not only once the trial has ended — the trial's
 * session limit asks for it. The form opens on the button, or at once when the address names the anchor (the limit
 * messages of other areas link to `trialApplicationHref`).
 */
function MidTrialApplication({ pending }: { pending: boolean }) {
  const t = useTranslations('Account');
  const [opened, setOpen] = useState(false);
  // The card carries the anchor's id, so the browser scrolls to it by itself; the address only opens the form.
  const linkedHere = useSyncExternalStore(subscribeToHash, isApplicationLinked, () => false);
  const open = opened || linkedHere;
  if (pending)
    return (
      <Alert color="blue" variant="light" title={t('applicationPending')}>
        {t('applicationPendingMidTrial')}
      </Alert>
    );
  if (open) return <TrialContinuationForm />;
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm" c="dimmed">
        {t('applyMidTrialBody')}
      </Text>
      <Button variant="light" onClick={() => setOpen(true)}>
        {t('applyNow')}
      </Button>
    </Stack>
  );
}

/** The operators' latest answer to an application, until the customer applies again. */
function ContinuationAnswer({ answer }: { answer: UserLimits['continuationAnswer'] }) {
  const t = useTranslations('Account');
  const formatDay = useFormatDay();
  if (!answer) return null;
  if (answer.status === 'approved')
    return (
      <Alert color="teal" variant="light" title={t('continuationApproved')} data-testid="continuation-answer">
        {answer.approvedUntil && t('continuationApprovedBody', { date: formatDay(answer.approvedUntil) })}
      </Alert>
    );
  return (
    <Alert color="orange" variant="light" title={t('continuationRejected')} data-testid="continuation-answer">
      {t('continuationRejectedBody', { reason: answer.rejectReason ?? '' })}
    </Alert>
  );
}

function TrialState({ limits }: { limits: UserLimits }) {
  const t = useTranslations('Account');
  const formatDay = useFormatDay();
  if (limits.trialEnded && limits.continuationPending) {
    return (
      <Alert color="blue" variant="light" title={t('applicationPending')} data-testid="trial-state">
        {t('applicationPendingBody')}
      </Alert>
    );
  }
  if (limits.trialEnded) {
    return (
      <Stack gap="md">
        <ContinuationAnswer answer={limits.continuationAnswer} />
        <Alert color="orange" variant="light" title={t('trialEnded')} data-testid="trial-state">
          {t('trialEndedBody')}
        </Alert>
        <TrialContinuationForm />
      </Stack>
    );
  }
  if (!limits.trial) {
    return (
      <Badge color="teal" data-testid="trial-state">
        {t('fullAccount')}
      </Badge>
    );
  }
  return (
    <Stack gap="md">
      <Stack gap={4} data-testid="trial-state">
        <Text size="xl" fw={700}>
          {t('trialDays', { days: limits.trialDaysRemaining ?? 0 })}
        </Text>
        {limits.trialEndsAt && (
          <Text size="sm" c="dimmed">
            {t('trialEndsOn', { date: formatDay(limits.trialEndsAt) })}
          </Text>
        )}
        <Text size="sm">{t('trialLimits', { sessions: limits.maxTrialSessions })}</Text>
      </Stack>
      {!limits.continuationPending && <ContinuationAnswer answer={limits.continuationAnswer} />}
      <MidTrialApplication pending={limits.continuationPending} />
    </Stack>
  );
}

function Usage({ label, count, max }: { label: string; count: number; max: number }) {
  const t = useTranslations('Account');
  return (
    <div>
      <Group justify="space-between" mb={4}>
        <Text size="sm">{label}</Text>
        <Text size="sm" fw={600}>
          {t('usageOf', { count, max })}
        </Text>
      </Group>
      <Progress value={max > 0 ? Math.min(100, (count / max) * 100) : 0} aria-label={label} />
    </div>
  );
}

/** The trial and usage of the account (spec §4 "Trial", §6 limits). */
export function TrialCard() {
  const t = useTranslations('Account');
  const { initialLimits } = useSignedInAccount();
  const limits = useUserLimits(initialLimits);

  return (
    <Card withBorder radius="md" padding="lg" id={TRIAL_APPLICATION_ANCHOR}>
      <Title order={2} size="h4" mb="sm">
        {t('trialTitle')}
      </Title>
      {limits.data ? (
        <Stack gap="lg">
          <TrialState limits={limits.data} />
          <Stack gap="sm">
            <Title order={3} size="h6">
              {t('usageTitle')}
            </Title>
            <Usage
              label={t('sessions')}
              count={limits.data.sessionCount}
              max={limits.data.maxTrialSessions}
            />
            <Usage
              label={t('digitalHumans')}
              count={limits.data.digitalHumanCount}
              max={limits.data.maxDigitalHumans}
            />
          </Stack>
        </Stack>
      ) : limits.isError ? (
        <Group>
          <Text c="red.8">{t('limitsFailed')}</Text>
          <Button size="xs" variant="light" onClick={() => void limits.refetch()}>
            {t('retry')}
          </Button>
        </Group>
      ) : (
        <Text c="dimmed">{t('limitsLoading')}</Text>
      )}
    </Card>
  );
}
