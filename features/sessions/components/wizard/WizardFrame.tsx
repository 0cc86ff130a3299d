'use client';

import { Button, Group, Stack, Text, Title } from '@mantine/core';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { WizardSteps } from './WizardSteps';

interface Props {
  step: 1 | 2 | 3 | 4;
  heading: string;
  /** The previous step's path; step 1 has none. */
  backHref?: string;
  /** Moves on; absent when the step's own form has the button (step 4). */
  onNext?: () => void;
  /** Why the user cannot move on yet, shown beside the disabled button. */
  blocker?: string | null;
  children: ReactNode;
}

/** A step of the wizard: the step bar, the step's heading and content, then back and next. */
export function WizardFrame({ step, heading, backHref, onNext, blocker, children }: Props) {
  const t = useTranslations('SessionsWizard');
  return (
    <Stack gap="lg" maw={1200}>
      <WizardSteps current={step} />
      <Title order={1} size="h2">
        {heading}
      </Title>
      {children}
      {(backHref || onNext) && (
        <Group justify="space-between" wrap="wrap">
          {backHref ? (
            <Button component={Link} href={backHref} variant="default">
              {t('back')}
            </Button>
          ) : (
            <span />
          )}
          {onNext && (
            <Group gap="sm">
              {blocker && (
                <Text size="sm" c="dimmed" id="wizard-blocker">
                  {blocker}
                </Text>
              )}
              <Button
                onClick={onNext}
                disabled={!!blocker}
                aria-describedby={blocker ? 'wizard-blocker' : undefined}
              >
                {t('next')}
              </Button>
            </Group>
          )}
        </Group>
      )}
    </Stack>
  );
}
